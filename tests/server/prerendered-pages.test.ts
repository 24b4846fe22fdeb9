import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, isFresh, loadPrerenderedPages } from "@/server/prerendered-pages";

/** A build folder as Next writes it: the prerender manifest, and each page's HTML with its meta. */
function builtPages(pages: Record<string, { html: string; meta?: object }>): string {
  const distDir = mkdtempSync(path.join(tmpdir(), "prerendered-"));
  mkdirSync(path.join(distDir, "server", "app", "blog"), { recursive: true });
  writeFileSync(
    path.join(distDir, "prerender-manifest.json"),
    JSON.stringify({ routes: Object.fromEntries(Object.keys(pages).map((r) => [r, {}])) }),
  );
  for (const [route, { html, meta }] of Object.entries(pages)) {
    const file = path.join(distDir, "server", "app", route === "/" ? "index" : route);
    writeFileSync(`${file}.html`, html);
    if (meta) writeFileSync(`${file}.meta`, JSON.stringify(meta));
  }
  return distDir;
}

describe("prerendered pages, as the server sends them", () => {
  it("are read once from the build: the page as built, gzipped once, its scripts' hashes, its ETag and Next's stored headers", () => {
    const home = "<html><body><h1>Rewrite</h1><script>self.__next_f.push([0])</script></body></html>";
    const pages = loadPrerenderedPages(
      builtPages({
        "/": { html: home, meta: { headers: { "x-nextjs-prerender": "1", "x-next-cache-tags": "_N_T_/layout" } } },
        "/blog/a-post": { html: "<p>A post</p>" },
        "/_not-found": { html: "<p>Not found</p>", meta: { status: 404, headers: {} } },
      }),
    );
    const page = pages.get("/")!;
    expect(page.html.toString()).toBe(home);
    expect(gunzipSync(page.gzipped).toString()).toBe(home);
    expect(page.scriptHashes).toEqual(["sha256-VXfQxoId3eHgS78yBQY2mYYWuOAzZGdxULBMV816UdU="]);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    // Cache tags are Next's own business: it does not send them either.
    expect(page.headers).toEqual([["x-nextjs-prerender", "1"]]);
    expect(page.status).toBe(200);
    expect(pages.get("/blog/a-post")!.etag).not.toBe(page.etag);
    expect(pages.get("/_not-found")!.status).toBe(404);
  });

  it("finds none in a folder that holds no build", () => {
    expect(loadPrerenderedPages(mkdtempSync(path.join(tmpdir(), "no-build-"))).size).toBe(0);
  });

  it("answers a conditional request 304 when the browser holds the ETag, weak or strong, one of a list or any", () => {
    const etag = '"abc"';
    expect(isFresh({ "if-none-match": '"abc"' }, etag)).toBe(true);
    expect(isFresh({ "if-none-match": 'W/"abc"' }, etag)).toBe(true);
    expect(isFresh({ "if-none-match": '"old", "abc"' }, etag)).toBe(true);
    expect(isFresh({ "if-none-match": "*" }, etag)).toBe(true);
    expect(isFresh({ "if-none-match": '"old"' }, etag)).toBe(false);
    expect(isFresh({}, etag)).toBe(false);
    // A forced reload asks for the page itself.
    expect(isFresh({ "if-none-match": '"abc"', "cache-control": "no-cache" }, etag)).toBe(false);
  });

  it("are gzipped for a client that takes gzip, and sent plain to one that refuses it or names none", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("gzip;q=0.000")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
