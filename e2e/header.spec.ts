import { expect, test, type Locator } from "@playwright/test";
import { MAIN_LINKS } from "../content/navigation";
import { WRITE_PAGE } from "../content/write";
import { publicConfig } from "../lib/public-config";
import { signedInUser } from "./users";
import { inEachViewport } from "./viewports";

/** How many lines the text inside an element takes on screen: the distinct tops of its text's line boxes. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text for screen readers only (a visually hidden span) takes no line on screen.
      if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
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

test("the header's main links lead to the writing space, with the other tools", async ({ page }) => {
  await page.goto("/ai-checker");
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link")).toHaveText([...MAIN_LINKS.map((link) => link.label), /Sister App/]);
  await main.getByRole("link", { name: "Writing Report" }).click();
  await expect(page).toHaveURL(/\/write$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WRITE_PAGE.heading);
});

test.describe("on phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu of links leads to the writing space", async ({ page }) => {
    await page.goto("/ai-checker");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link")).toHaveText([...MAIN_LINKS.map((link) => link.label), /Sister App/]);
    await menu.getByRole("link", { name: "Writing Report" }).click();
    await expect(page).toHaveURL(/\/write$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WRITE_PAGE.heading);
    await expect(menu).toBeHidden();
  });
});

// The main links show from 1024 px (lg) up, each on one line beside the account controls; narrower, behind the menu button.
for (const width of [768, 1024, 1280]) {
  test(`at ${width} px wide, signed in, the header fits the screen on one row, its links each on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signedInUser(page);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Buy Pro" })).toBeVisible();
    const main = header.getByRole("navigation", { name: "Main" });
    if (width < 1024) {
      await expect(main).toBeHidden();
      await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
    } else {
      await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
      const links = main.getByRole("link");
      await expect(links).toHaveCount(MAIN_LINKS.length + 1);
      for (const link of await links.all()) expect(await linesOf(link), (await link.textContent()) ?? "").toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const avatar = await header.getByTestId("avatar").boundingBox();
    expect(avatar!.x + avatar!.width).toBeLessThanOrEqual(width);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(65);
  });
}

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
