import { expect, test } from "@playwright/test";
import { startAppServer, type AppServer } from "./app-server";
import { NO_SITE_URL_PORT } from "./ports";
import { signedInUser } from "./users";

/**
 * The production server on a port other than 3000 with no SITE_URL at start (as after a fresh clone): what it
 * makes at run time (checkout return URLs, the sitemap) follows the address it is served at, while the pages,
 * prerendered at build, name the address the build was given. It shares the main test server's database.
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

test("without SITE_URL at start, Buy plan reaches the checkout and the sitemap names the served address; pages keep the build's", async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Buy Pro" }).click();
  await page.getByRole("region", { name: "Yearly" }).getByRole("button", { name: "Buy plan" }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/dev/checkout\\?session=`));
  await expect(page.getByRole("note")).toContainText("Test-mode checkout");

  await page.goto("/ai-checker");
  // e2e/e2e.env's SITE_URL, read by the build.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${process.env.SITE_URL}/ai-checker`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${process.env.SITE_URL}/ai-checker`);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${ORIGIN}/ai-checker</loc>`);
  expect(sitemap).not.toContain("localhost:3000");
  expect(await (await page.request.get("/robots.txt")).text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});
