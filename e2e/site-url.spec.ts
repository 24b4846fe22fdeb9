import { expect, test } from "@playwright/test";
import { startAppServer, type AppServer } from "./app-server";
import { NO_SITE_URL_PORT } from "./ports";
import { signedInUser } from "./users";

/**
 * The production server on a port other than 3000 with no SITE_URL (as after a fresh clone): every absolute
 * URL must follow the address it is served at. It shares the main test server's database (the outbox codes).
 */
const ORIGIN = `http://127.0.0.1:${NO_SITE_URL_PORT}`;
let server: AppServer;

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.SITE_URL;
  server = await startAppServer(NO_SITE_URL_PORT, env);
});
test.afterAll(() => {
  server?.stop();
});
test.use({ baseURL: ORIGIN });

test("without SITE_URL, Buy plan reaches the checkout, and canonical, og:url and the sitemap name the served address", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Buy Pro" }).click();
  await page.getByRole("region", { name: "Yearly" }).getByRole("button", { name: "Buy plan" }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/dev/checkout\\?session=`));
  await expect(page.getByRole("note")).toContainText("Test-mode checkout");

  await page.goto("/ai-checker");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/ai-checker`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${ORIGIN}/ai-checker`);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${ORIGIN}/ai-checker</loc>`);
  expect(sitemap).not.toContain("localhost:3000");
  expect(await (await page.request.get("/robots.txt")).text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});
