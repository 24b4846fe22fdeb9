import { expect, request, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { signedInUser } from "./users";

const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people use online tools to manage their schedules and stay in touch with friends and family.";

test("a user creates an API key in the Profile, calls the API from outside the browser, sees the call charted, and revokes the key", async ({ page, baseURL }) => {
  await signedInUser(page);
  await page.goto("/");
  await page.getByTestId("avatar").click();
  await page.getByRole("menuitem", { name: "Your Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Your Profile" });
  await profile.getByRole("tab", { name: "API" }).click();
  await expect(profile.getByText("You have no API keys yet.")).toBeVisible();

  await profile.getByLabel("New key name").fill("Grading script");
  await profile.getByRole("button", { name: "Create key" }).click();
  await expect(profile.getByTestId("api-key-created")).toContainText(MESSAGES.apiKeyShownOnce);
  const secret = (await profile.getByTestId("api-key-secret").textContent())!;
  expect(secret).toMatch(/^rs_/);
  const row = profile.getByTestId("api-key-row");
  await expect(row).toContainText("Grading script");
  await expect(row).toContainText(`${secret.slice(0, 10)}…`);
  await expect(row.getByTestId("api-key-last-used")).toHaveText("Never");
  await expect(profile.getByTestId("api-usage-totals")).toHaveText("0 requests, 0 words");

  // A script elsewhere: no cookies, only the key.
  const script = await request.newContext({ baseURL });
  const detect = () => script.post("/api/v1/detect", { headers: { Authorization: `Bearer ${secret}` }, data: { text: PROSE } });
  const checked = await detect();
  expect(checked.status()).toBe(200);
  expect((await checked.json()).result.score).toEqual(expect.any(Number));

  await profile.getByRole("button", { name: "Refresh" }).click();
  await expect(profile.getByTestId("api-usage-totals")).toHaveText(`1 request, ${PROSE.split(/\s+/).length} words`);
  await expect(profile.getByTestId("api-usage").locator(".recharts-bar-rectangle path, .recharts-bar-rectangle rect").first()).toBeVisible();
  await expect(row.getByTestId("api-key-last-used")).not.toHaveText("Never");

  await row.getByRole("button", { name: "Revoke" }).click();
  await row.getByRole("button", { name: "Revoke Grading script" }).click();
  await expect(profile.getByText("You have no API keys yet.")).toBeVisible();
  const refused = await detect();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe("invalid_api_key");
  await script.dispose();

  // The documentation the tab links to: rendered from the OpenAPI document, its examples interactive under the CSP.
  await profile.getByRole("link", { name: "Read the API documentation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rewrite Studio API" })).toBeVisible();
  const detectSection = page.locator("#detect");
  await detectSection.getByRole("tab", { name: "Python" }).click();
  await expect(detectSection.getByTestId("sample-python")).toContainText(`requests.post(\n    "${baseURL}/api/v1/detect"`);
});
