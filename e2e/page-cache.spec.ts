import { expect, test, type Page } from "@playwright/test";
import { POSTS } from "../content/blog/posts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { EditorPage } from "./editor";
import { signedInUser } from "./users";
import { inEachViewport } from "./viewports";

/** Marketing, tool and blog pages: the same for every visitor, so served from the page cache (SITE_URL is set here). */
const PUBLIC = ["/", "/ai-checker", `/blog/${POSTS[0].slug}`, "/about"];

// Playwright turns the back/forward cache off by default; browsers have it on.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

test("public pages are served from the cache, their scripts allowed by hash, stored by the browser and revalidated", async ({ request }) => {
  for (const path of PUBLIC) {
    await request.get(path);
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers["x-page-cache"], path).toBe("hit");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp, path).not.toContain("'nonce-");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers["cache-control"], path).not.toContain("no-store");
    expect(headers["content-encoding"], path).toBe("br");
    expect((await request.get(path, { headers: { "if-none-match": headers.etag! } })).status(), path).toBe(304);
  }
});

test("pages that must be rendered for the request are not cached", async ({ request }) => {
  for (const path of ["/?text=hello", "/wp-redirect?question=Hello", "/no-such-page", "/dev/outbox", "/reset-password"]) {
    const res = await request.get(path);
    expect(res.headers()["x-page-cache"], path).toBeUndefined();
    expect(res.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-/);
  }
});

test("a signed-in visitor gets the same cached page as anyone, and the header shows their account", async ({ page, request }) => {
  const anonymous = await (await request.get("/")).text();
  await signedInUser(page);
  const mine = await page.request.get("/");
  expect(mine.headers()["x-page-cache"]).toBe("hit");
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
