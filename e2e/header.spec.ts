import { expect, test, type Locator } from "@playwright/test";
import { publicConfig } from "../lib/public-config";
import { signedInUser } from "./users";
import { inEachViewport } from "./viewports";

/** How many lines the text inside an element takes on screen: the distinct tops of its text's line boxes. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

inEachViewport((viewport) => {
  test("keeps the site name and Buy Pro on one line each when signed in, within the screen's width", async ({ page }) => {
    await signedInUser(page);
    await page.goto("/");
    const header = page.getByRole("banner");
    const buyPro = header.getByRole("button", { name: "Buy Pro" });
    await expect(buyPro).toBeVisible();
    expect(await linesOf(header.getByRole("link", { name: `${publicConfig.siteName} home` }))).toBe(1);
    expect(await linesOf(buyPro)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const box = await header.getByTestId("avatar").boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  });
});

test.describe("on phone, signed in", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("closes the menu of links when the account menu opens, so the profile dialog stands alone", async ({ page }) => {
    await signedInUser(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    // By its id: an open menu or dialog hides the rest of the page from the accessibility tree, not from sight.
    const nav = page.locator("#mobile-menu");
    await page.getByTestId("avatar").click();
    await expect(nav).toBeHidden();
    await page.getByRole("menuitem", { name: "Your Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Your Profile" });
    await expect(profile).toBeVisible();
    await expect(nav).toBeHidden();
    await profile.getByRole("button", { name: "Close dialog" }).click();
    await expect(profile).toBeHidden();
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("serves /favicon.ico, which browsers and crawlers ask for", async ({ request }) => {
  const res = await request.get("/favicon.ico");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  const head = (await res.body()).subarray(0, 6);
  expect([...head.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(head.readUInt16LE(4)).toBeGreaterThan(0);
});

// The avatar is a plain button until first used; the menu library loads then and the menu opens in its place.
for (const key of ["Enter", " ", "ArrowDown"]) {
  test(`opens the account menu from the keyboard with ${JSON.stringify(key)}, and Escape gives the focus back to the avatar`, async ({
    page,
  }) => {
    await signedInUser(page);
    await page.goto("/");
    const avatar = page.getByTestId("avatar");
    await expect(avatar).toHaveAttribute("aria-haspopup", "menu");
    await expect(avatar).toHaveAttribute("aria-expanded", "false");
    await avatar.focus();
    await page.keyboard.press(key);
    const profile = page.getByRole("menuitem", { name: "Your Profile" });
    await expect(profile).toBeVisible();
    await expect(avatar).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(profile).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(profile).toBeHidden();
    await expect(avatar).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  });
}
