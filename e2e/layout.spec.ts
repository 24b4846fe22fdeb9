import { expect, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";

test.describe("shared layout", () => {
  test("shows the top bar, footer and disclaimer on the home page", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "AI Rewriter" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "AI Humanizer" })).toHaveAttribute("href", "/humanize-ai-text");
    await expect(main.getByRole("link", { name: "AI Checker" })).toHaveAttribute("href", "/ai-checker");
    const sister = main.getByRole("link", { name: /Sister App/ });
    await expect(sister).toHaveAttribute("target", "_blank");
    await expect(sister).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    for (const name of ["Privacy Policy", "Contact", "Terms of Service"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("rel", "nofollow");
    }
    await expect(footer.getByRole("link", { name: "About" })).not.toHaveAttribute("rel", "nofollow");
    await expect(page.getByTestId("disclaimer")).toContainText("academic misconduct");
  });

  test("opens the side panel from Log in and closes it with Escape", async ({ page }) => {
    await page.goto("/");
    const login = page.getByRole("button", { name: "Log in" });
    await login.click();
    const panel = page.getByRole("dialog", { name: "Log in to your account" });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(login).toBeFocused();
  });

  test("answers an unknown path with the 404 page and a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: MESSAGES.notFound })).toBeVisible();
    await expect(page.getByRole("img", { name: /lost page/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \|/);
    await page.getByRole("link", { name: MESSAGES.goHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("reports health with the providers in use", async ({ request }) => {
    const res = await request.get("/api/helloApi");
    expect(res.ok()).toBe(true);
    expect(await res.json()).toMatchObject({
      ok: true,
      providers: { store: "sqlite", ai: "local", mail: "outbox", billing: "dev", captcha: "off" },
    });
  });
});

test.describe("mobile layout", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("hides the main links behind a menu toggle", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "AI Checker" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Sister App/ })).toHaveAttribute("target", "_blank");
    await menu.getByRole("link", { name: "AI Humanizer" }).click();
    await expect(page).toHaveURL(/\/humanize-ai-text$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});
