import { expect, type Page } from "@playwright/test";
import { latestCode } from "./outbox";

/** An address no other test uses. */
export const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Signs up, verifies and logs in through the API; the browser context keeps the session cookie. A server a spec
 * started itself is named by its origin and its database.
 */
export async function signedInUser(
  page: Page,
  server: { origin: string; databasePath: string } = { origin: "", databasePath: process.env.DATABASE_PATH! },
) {
  const email = unique("buyer");
  const auth = (body: object) =>
    page.request.post(`${server.origin}/action/auth`, { data: { authType: "email", password: "abc12345", email, ...body } });
  expect((await auth({ opType: "signup", fullName: "Bea Buyer" })).ok()).toBe(true);
  const code = await latestCode(email, undefined, server.databasePath);
  expect((await page.request.post(`${server.origin}/action/verify-code`, { data: { email, code, password: "abc12345" } })).ok()).toBe(true);
  expect((await auth({ opType: "login" })).ok()).toBe(true);
  return email;
}

/** A side panel by its title. */
export function panel(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

/** Opens the sign-up panel from the header and submits the first step; the panel then asks for the code. */
export async function signUp(page: Page, email: string, password = "abc12345", fullName = "Ada Lovelace") {
  await page.getByRole("button", { name: "Log in" }).click();
  await panel(page, "Log in to your account").getByRole("button", { name: "Sign Up" }).click();
  const signup = panel(page, "Create a new account");
  await signup.getByLabel("Full name").fill(fullName);
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Password").fill(password);
  await signup.getByRole("button", { name: "Sign Up" }).click();
  return signup;
}

/** Submits the open login panel. */
export async function logIn(page: Page, email: string, password: string) {
  const login = panel(page, "Log in to your account");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(password);
  await login.getByRole("button", { name: "Log in" }).click();
}
