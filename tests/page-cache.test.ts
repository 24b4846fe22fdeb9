import { describe, expect, it, vi } from "vitest";
import { PageCache, pickEncoding, type RenderedPage } from "@/lib/http/page-cache";
import { PUBLIC_PAGES } from "@/content/public-pages";

const paths = new Set(PUBLIC_PAGES.map((page) => page.path));
const cache = new PageCache({ paths, render: () => Promise.reject(new Error("not rendered in this test")), securityHeaders: () => ({}), retryAfterMs: 0 });

/** A cache whose renders answer `page` (or fail), counting them. */
function countingCache(page: () => Promise<RenderedPage>, retryAfterMs = 60_000) {
  const counted = { renders: 0 };
  const cache = new PageCache({ paths, render: () => (counted.renders++, page()), securityHeaders: () => ({}), retryAfterMs });
  return Object.assign(counted, { cache });
}

const html = (headers: RenderedPage["headers"] = {}): RenderedPage => ({ status: 200, headers: { "content-type": "text/html; charset=utf-8", ...headers }, body: Buffer.from("<html><body>page</body></html>") });

describe("which requests the page cache answers", () => {
  it("answers a plain GET or HEAD of a public page", () => {
    for (const path of ["/", "/ai-checker", "/blog", "/about"]) expect(cache.pathOf("GET", path, {})).toBe(path);
    expect(cache.pathOf("HEAD", "/", {})).toBe("/");
  });

  it("leaves to a per-request render: queries, router requests, other methods and pages that are not public", () => {
    expect(cache.pathOf("GET", "/?text=hello", {})).toBeNull();
    expect(cache.pathOf("GET", "/", { rsc: "1" })).toBeNull();
    expect(cache.pathOf("GET", "/", { "next-router-prefetch": "1" })).toBeNull();
    expect(cache.pathOf("POST", "/", {})).toBeNull();
    for (const path of ["/wp-redirect", "/dev/outbox", "/dev/checkout", "/no-such-page", "/reset-password", "/about/"]) expect(cache.pathOf("GET", path, {})).toBeNull();
  });

  it("does not take a client's fill marker for its own", () => {
    const headers = { "x-page-cache-fill": "guessed" };
    expect(cache.takeFillMarker(headers)).toBe(false);
    expect(headers).not.toHaveProperty("x-page-cache-fill");
  });
});

describe("filling the page cache", () => {
  it("renders a page once however many ask at once, and serves that copy after", async () => {
    const counted = countingCache(async () => html());
    const pages = await Promise.all([1, 2, 3].map(() => counted.cache.get("/")));
    expect(pages.every((page) => page?.bodies.identity.toString() === "<html><body>page</body></html>")).toBe(true);
    await counted.cache.get("/");
    expect(counted.renders).toBe(1);
  });

  it("leaves a page that sets a cookie or fails to per-request renders without rendering it for the cache again on each request", async () => {
    const errorSpy = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const answer of [html({ "set-cookie": ["a=1"] }), { ...html(), status: 500 }]) {
      const counted = countingCache(async () => answer);
      expect(await Promise.all([1, 2, 3].map(() => counted.cache.get("/")))).toEqual([null, null, null]);
      expect(await counted.cache.get("/")).toBeNull();
      expect(counted.renders).toBe(1);
    }
    errorSpy.mockRestore();
  });

  it("tries a render that failed (timed out, connection lost) again after the retry delay, not on the next request", async () => {
    const errorSpy = vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const counted = countingCache(async () => (fail ? Promise.reject(new Error("timed out")) : html()), 50);
    expect(await counted.cache.get("/")).toBeNull();
    expect(await counted.cache.get("/")).toBeNull();
    expect(counted.renders).toBe(1);
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await counted.cache.get("/")).not.toBeNull();
    expect(counted.renders).toBe(2);
    errorSpy.mockRestore();
  });
});

describe("the encoding of a cached page", () => {
  it("sends brotli or gzip when the browser takes them, and plain text otherwise", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });
});
