import { expect, request, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { signedInUser } from "./users";

const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people use online tools to manage their schedules and stay in touch with friends and family.";

test("creating an API key emails the account's owner, so a key minted by someone else does not go unseen", async ({ page }) => {
  const email = await signedInUser(page);
  await page.goto("/");
  await page.getByTestId("avatar").click();
  await page.getByRole("menuitem", { name: "Your Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Your Profile" });
  await profile.getByRole("tab", { name: "API" }).click();
  await profile.getByLabel("New key name").fill("Nightly export");
  await profile.getByRole("button", { name: "Create key" }).click();
  const secret = (await profile.getByTestId("api-key-secret").textContent())!;

  // The test-mode mail outbox: what the owner's inbox would get.
  await page.goto("/dev/outbox");
  const mail = page
    .getByTestId("outbox-message")
    .filter({ has: page.getByTestId("outbox-to").getByText(email, { exact: true }) })
    .filter({ hasText: "api-key-created" });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("A new API key was created on your Rewrite Studio account");
  await expect(mail).toContainText(`A new API key 'Nightly export' (${secret.slice(0, 10)}…) was created on your account.`);
  await expect(mail).toContainText("If this was not you");
  await expect(mail).not.toContainText(secret);
});

test("a user creates an API key in the Profile, calls the API from outside the browser, sees the call charted, and revokes the key", async ({
  page,
  baseURL,
}) => {
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
  await expect(
    profile.getByTestId("api-usage").locator(".recharts-bar-rectangle path, .recharts-bar-rectangle rect").first(),
  ).toBeVisible();
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
  await detectSection.getByRole("tablist", { name: "POST /api/v1/detect, one text example" }).getByRole("tab", { name: "Python" }).click();
  await expect(detectSection.getByTestId("sample-python").first()).toContainText(`requests.post(\n    "${baseURL}/api/v1/detect"`);
});

test("the API documentation shows code as code, and prints examples for one text and for a streamed rewrite", async ({ page, baseURL }) => {
  await page.goto("/developers");
  const main = page.locator("main");
  // Markdown code spans of the OpenAPI document are rendered, never shown as backticks.
  expect(await main.innerText()).not.toContain("`");
  await expect(main.locator("code", { hasText: "stream: true" }).first()).toBeVisible();
  await expect(main).toContainText("unknown_field");
  await expect(main).toContainText("A password reset revokes every key of the account");
  await expect(main).toContainText("each new key is announced to the account's owner by email");

  const detect = page.locator("#detect");
  await expect(detect.getByRole("heading", { name: "Example: One text" })).toBeVisible();
  await expect(detect.getByTestId("sample-curl").first()).toContainText(`"text":"The committee met on Tuesday`);

  const rewrite = page.locator("#rewrite");
  await expect(rewrite.getByRole("heading", { name: "Example: The answer streamed as server-sent events" })).toBeVisible();
  await expect(rewrite.getByTestId("sample-curl").nth(1)).toContainText(`curl -N -X POST ${baseURL}/api/v1/rewrite`);
  const streamedTabs = rewrite.getByRole("tablist", { name: "POST /api/v1/rewrite, the answer streamed as server-sent events example" });
  await streamedTabs.getByRole("tab", { name: "Python" }).click();
  await expect(rewrite.getByTestId("sample-python").last()).toContainText("for line in response.iter_lines(decode_unicode=True):");
});
