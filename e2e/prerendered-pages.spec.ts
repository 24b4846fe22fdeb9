import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { POSTS } from "../content/blog/posts";
import { PUBLIC_PAGES } from "../content/public-pages";
import { NEXT_DIST_DIR } from "../lib/build-paths";
import { loadPrerenderedPages } from "../server/prerendered-pages";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { EditorPage } from "./editor";
import { signedInUser } from "./users";
import { inEachViewport } from "./viewports";

/** Marketing, tool and blog pages: the same for every visitor, so Next prerenders them at build. */
const PUBLIC = ["/", "/ai-checker", `/blog/${POSTS[0].slug}`, "/about"];

// Playwright turns the back/forward cache off by default; browsers have it on.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

// The build these tests run on: nothing in a layout or a public page may read the request, or Next renders it per request.
test("the build prerenders every public page (tools, the batch checker, the blog and its posts, about, privacy, terms, contact, developers) and knows each one's inline scripts", () => {
  const manifest = JSON.parse(readFileSync(path.join(NEXT_DIST_DIR, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  expect(PUBLIC_PAGES.map((page) => page.path).filter((page) => !(page in manifest.routes))).toEqual([]);
  const pages = loadPrerenderedPages(NEXT_DIST_DIR);
  expect(PUBLIC_PAGES.map((page) => page.path).filter((page) => !pages.get(page)?.scriptHashes.length)).toEqual([]);
});

test("public pages are served as built, their scripts allowed by hash, compressed, stored by the browser and revalidated", async ({
  request,
}) => {
  const built = loadPrerenderedPages(NEXT_DIST_DIR);
  for (const path of PUBLIC) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp, path).not.toContain("'nonce-");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers["cache-control"], path).not.toContain("no-store");
    expect(headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    expect(headers["content-encoding"], path).toBe("gzip");
    expect(headers["content-type"], path).toBe("text/html; charset=utf-8");
    expect(headers["x-nextjs-prerender"], path).toBe("1");
    expect((await res.body()).equals(built.get(path)!.html), path).toBe(true);
    // The same page to a client that takes no compression, and its headers alone to HEAD.
    const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"], path).toBeUndefined();
    expect((await plain.body()).equals(built.get(path)!.html), path).toBe(true);
    const head = await request.head(path);
    expect([head.status(), head.headers().etag, (await head.body()).length], path).toEqual([200, headers.etag, 0]);
    expect((await request.get(path, { headers: { "if-none-match": headers.etag! } })).status(), path).toBe(304);
    expect((await request.get(path, { headers: { "if-none-match": `W/${headers.etag!}, "other"` } })).status(), path).toBe(304);
    expect((await request.get(path, { headers: { "if-none-match": '"other"' } })).status(), path).toBe(200);
    // The data Next's router fetches for the page is another response, from Next: not the page's ETag, and the same
    // Vary, so a cache keeps the two apart.
    const data = await request.get(path, { headers: { rsc: "1" } });
    expect(data.status(), path).toBe(200);
    expect(data.headers()["content-type"], path).toContain("text/x-component");
    expect(data.headers().etag, path).not.toBe(headers.etag);
    expect(headers.vary, path).toBe(data.headers().vary);
  }
});

test("a public page with a query is the same built page, under the same hashes", async ({ request }) => {
  const plain = await request.get("/");
  const withQuery = await request.get("/?text=hello");
  expect(await withQuery.text()).toBe(await plain.text());
  expect(withQuery.headers()["content-security-policy"]).toBe(plain.headers()["content-security-policy"]);
});

test("pages that must be rendered for the request carry a nonce", async ({ request }) => {
  for (const path of ["/wp-redirect?question=Hello", "/no-such-page", "/dev/outbox", "/reset-password"]) {
    const res = await request.get(path);
    expect(res.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers()["cache-control"], path).not.toBe("public, max-age=0, must-revalidate");
  }
});

test("a signed-in visitor gets the same built page as anyone, and the header shows their account", async ({ page, request }) => {
  const anonymous = await (await request.get("/")).text();
  await signedInUser(page);
  const mine = await page.request.get("/");
  expect(await mine.text()).toBe(anonymous);
  await page.goto("/");
  await expect(page.getByRole("button", { name: /^Account menu for Bea Buyer/ })).toBeVisible();
});

/** Records on the page whether its next `pageshow` came from the back/forward cache. */
async function watchRestore(page: Page) {
  await page.evaluate(() => {
    window.addEventListener("pageshow", (event) => document.documentElement.setAttribute("data-restored", String(event.persisted)));
  });
}

/** Leaves the page for another, then comes back with the browser's Back (a restored page fires no load event). */
async function awayAndBack(page: Page) {
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  await page.goBack({ waitUntil: "commit" });
}

inEachViewport(() => {
  test("going back to a tool, the checker or a post restores it from the back/forward cache, text and all", async ({ page }) => {
    const editor = new EditorPage(page);
    for (const path of PUBLIC.slice(0, 3)) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await watchRestore(page);
      await awayAndBack(page);
      await expect(page.locator("html"), path).toHaveAttribute("data-restored", "true");
    }

    await editor.open("/");
    await editor.input.fill("A draft I was writing before I looked at the about page.");
    await page.waitForLoadState("networkidle");
    await watchRestore(page);
    await awayAndBack(page);
    await expect(page.locator("html")).toHaveAttribute("data-restored", "true");
    await expect(editor.input).toHaveValue("A draft I was writing before I looked at the about page.");
  });
});
