import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { MESSAGES } from "../lib/messages";
import { latestCode } from "./outbox";
import { signedInUser, unique } from "./users";
import { VIEWPORTS } from "./viewports";

/** Signs up and verifies an address from an API client (no browser); returns nothing, the account exists. */
async function signUpByApi(request: APIRequestContext, email: string, password = "abc12345") {
  expect(
    (await request.post("/action/auth", { data: { authType: "email", opType: "signup", email, password, fullName: "Api User" } })).ok(),
  ).toBe(true);
  expect((await request.post("/action/verify-code", { data: { email, code: await latestCode(email), password } })).ok()).toBe(true);
}

/** Logs in from an API client; the answer's Bearer token is a session of its own. */
async function bearerToken(request: APIRequestContext, email: string, password = "abc12345") {
  const res = await request.post("/action/auth", { data: { authType: "email", opType: "login", email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token as string;
}

const userByToken = async (request: APIRequestContext, token: string) =>
  (await (await request.get("/api/me", { headers: { authorization: `Bearer ${token}` } })).json()).user;

/** The test-mode billing provider keeps its subscriptions in the app's database file. */
function subscriptionAtDevProvider(id: string) {
  const db = new Database(process.env.DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT status, user_id AS userId, email FROM subscriptions WHERE id = ?").get(id) as
      { status: string; userId: string; email: string } | undefined;
  } finally {
    db.close();
  }
}

async function openProfile(page: Page) {
  await page.getByTestId("avatar").click();
  await page.getByRole("menuitem", { name: "Your Profile" }).click();
  return page.getByRole("dialog", { name: "Your Profile" });
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("Download my data gives a JSON file with the user's own history and nobody else's", async ({ page, request }) => {
  const neighbour = unique("neighbour");
  await signUpByApi(request, neighbour);
  await bearerToken(request, neighbour);
  expect((await request.post("/action/history", { data: { question: "The neighbour's private essay", response: "theirs" } })).ok()).toBe(
    true,
  );

  await signedInUser(page);
  for (const question of ["My first essay", "My second essay"]) {
    expect((await page.request.post("/action/history", { data: { question, response: `Rewritten: ${question}` } })).ok()).toBe(true);
  }
  await page.goto("/");
  const profile = await openProfile(page);
  const downloading = page.waitForEvent("download");
  await profile.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rewrite-studio-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, "utf8");
  const file = JSON.parse(text);
  expect(file.account).toMatchObject({ name: "Bea Buyer", emailVerified: true });
  expect(file.history.map((e: { question: string }) => e.question)).toEqual(["My second essay", "My first essay"]);
  expect(text).not.toContain("neighbour");
});

test("Sign out everywhere ends the session of another browser and an API client's Bearer token", async ({ page, browser, request }) => {
  const email = await signedInUser(page);
  const otherBrowser = await browser.newContext();
  const otherPage = await otherBrowser.newPage();
  expect(
    (await otherPage.request.post("/action/auth", { data: { authType: "email", opType: "login", email, password: "abc12345" } })).ok(),
  ).toBe(true);
  const token = await bearerToken(request, email);
  expect((await userByToken(request, token)).email).toBe(email);

  await page.goto("/");
  const profile = await openProfile(page);
  await profile.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(toast(page, MESSAGES.signedOutEverywhere.title)).toContainText(MESSAGES.signedOutEverywhere.content);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect((await (await page.request.get("/api/me")).json()).user).toBeNull();

  await otherPage.goto("/");
  await expect(otherPage.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await (await otherPage.request.get("/action/history")).status()).toBe(401);
  expect(await userByToken(request, token)).toBeNull();
  await otherBrowser.close();
});

test("An API client signs out everywhere with its Bearer token alone, sending no body (curl -X POST)", async ({ request }) => {
  const email = unique("curl-signout");
  await signUpByApi(request, email);
  const token = await bearerToken(request, email);
  const res = await request.post("/api/account/sign-out-everywhere", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ signedOut: true, apiKeysRevoked: true });
  expect(await userByToken(request, token)).toBeNull();
});

test("Sign out everywhere revokes the account's API keys too, unless the user unticks it", async ({ page, request }) => {
  const email = await signedInUser(page);
  const newKey = async () => (await (await page.request.post("/api/keys", { data: { name: "script" } })).json()).key as string;
  const keyWorks = async (key: string) =>
    (await request.get("/api/v1/usage", { headers: { authorization: `Bearer ${key}` } })).status() === 200;
  const first = await newKey();
  expect(await keyWorks(first)).toBe(true);

  await page.goto("/");
  let profile = await openProfile(page);
  await expect(profile.getByRole("checkbox", { name: "Also revoke my API keys" })).toBeChecked();
  await profile.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await keyWorks(first)).toBe(false);

  // Signed in again: unticked, the keys keep working.
  expect(
    (await page.request.post("/action/auth", { data: { authType: "email", opType: "login", email, password: "abc12345" } })).ok(),
  ).toBe(true);
  const second = await newKey();
  await page.goto("/");
  profile = await openProfile(page);
  await profile.getByRole("checkbox", { name: "Also revoke my API keys" }).uncheck();
  await profile.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await keyWorks(second)).toBe(true);
});

const phone = VIEWPORTS.find((v) => v.name === "phone")!;

test.describe("on a phone", () => {
  test.use({ viewport: { width: phone.width, height: phone.height } });

  test("a Pro user deletes their account: cancelled at the provider, old cookie and token refused, log-in fails, the email signs up anew", async ({
    page,
    browser,
    request,
  }) => {
    const email = await signedInUser(page);
    const checkout = await page.request.post("/api/createCheckoutSession", {
      data: { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email },
    });
    const session = new URL((await checkout.json()).url).searchParams.get("session");
    expect((await page.request.post("/api/dev-billing/pay", { data: { session } })).ok()).toBe(true);
    const [subscription] = await (await page.request.get(`/api/getSubscriptionbyEmail/${encodeURIComponent(email)}`)).json();
    expect(subscriptionAtDevProvider(subscription.id)?.status).toBe("active");
    expect((await page.request.post("/action/history", { data: { question: "An essay to forget", response: "gone" } })).ok()).toBe(true);
    const oldCookies = await page.context().cookies();
    const token = await bearerToken(request, email);

    await page.goto("/");
    await expect(page.getByTestId("avatar")).toHaveAttribute("data-pro", "true");
    const profile = await openProfile(page);
    await profile.getByRole("button", { name: "Delete my account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(confirm).toContainText("your history of rewrites and checks");
    await expect(confirm).toContainText("your Pro subscription: it is cancelled now at the payment provider");
    await expect(confirm).toContainText("Invoices for payments you made stay with our payment provider");
    const box = await confirm.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations).toEqual([]);

    const deleteButton = confirm.getByRole("button", { name: "Delete my account" });
    await expect(deleteButton).toBeDisabled();
    // Keyboard only: type the address, then Enter.
    const field = confirm.getByRole("textbox", { name: /Type your email address/ });
    await field.focus();
    await page.keyboard.type(email);
    await expect(deleteButton).toBeEnabled();
    await page.keyboard.press("Enter");

    await expect(toast(page, MESSAGES.accountDeleted.title)).toContainText(MESSAGES.accountDeleted.content);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();

    // Cancelled at the (test-mode) provider, and the record names no one.
    expect(subscriptionAtDevProvider(subscription.id)).toEqual({ status: "canceled", userId: "", email: "" });
    // The old cookie, in a fresh browser, and the old Bearer token are refused.
    const oldBrowser = await browser.newContext();
    await oldBrowser.addCookies(oldCookies);
    expect((await oldBrowser.request.get("/action/history")).status()).toBe(401);
    expect((await (await oldBrowser.request.get("/api/me")).json()).user).toBeNull();
    await oldBrowser.close();
    expect(await userByToken(request, token)).toBeNull();
    const login = await request.post("/action/auth", { data: { authType: "email", opType: "login", email, password: "abc12345" } });
    expect(login.status()).toBe(401);

    // The address is free again: a new, free account with no history.
    await signUpByApi(request, email, "fresh123");
    const fresh = await bearerToken(request, email, "fresh123");
    expect(await userByToken(request, fresh)).toMatchObject({ email, pro: false });
    const history = await request.get("/action/history", { headers: { authorization: `Bearer ${fresh}` } });
    expect((await history.json()).documents).toEqual([]);
  });
});
