import { expect, type Page } from "@playwright/test";
import { latestCode } from "./outbox";

/** Signs up, verifies and logs in through the API; the browser context keeps the session cookie. */
export async function signedInUser(page: Page) {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const auth = (body: object) => page.request.post("/action/auth", { data: { authType: "email", password: "abc123", email, ...body } });
  expect((await auth({ opType: "signup", fullName: "Bea Buyer" })).ok()).toBe(true);
  expect((await page.request.post("/action/verify-code", { data: { email, code: await latestCode(email), password: "abc123" } })).ok()).toBe(true);
  expect((await auth({ opType: "login" })).ok()).toBe(true);
  return email;
}
