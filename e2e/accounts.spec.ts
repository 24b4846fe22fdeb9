import { expect, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { EditorPage, PROSE } from "./editor";
import { latestCode } from "./outbox";
import { logIn, panel, signUp, unique } from "./users";

test("sign up, verify, log in, rewrite into server history, edit name, sign out", async ({ page }) => {
  const email = unique("ada");
  const editor = new EditorPage(page);
  await editor.open("/");
  const signup = await signUp(page, email);
  const codeField = signup.getByLabel("Email verification code");
  await expect(codeField).toBeVisible();
  await codeField.fill(await latestCode(email));
  await signup.getByRole("button", { name: "Verify email" }).click();
  await expect(editor.toast(MESSAGES.emailVerified.content)).toBeVisible();
  // The log-in form has the address just verified, never the password.
  const login = panel(page, "Log in to your account");
  await expect(login.getByLabel("Email")).toHaveValue(email);
  await expect(login.getByLabel("Password")).toHaveValue("");

  await logIn(page, email, "abc12345");
  await expect(panel(page, "Log in to your account")).toBeHidden();
  const avatar = page.getByTestId("avatar");
  await expect(avatar).toBeVisible();
  await expect(page.getByRole("button", { name: "Buy Pro" })).toBeVisible();
  await expect(editor.banner).toContainText("You have 5 free uses left for the day");

  await editor.input.fill(PROSE);
  await editor.run();
  await expect(editor.result).not.toHaveText("");
  await expect(editor.banner).toContainText("You have 4 free uses left for the day");
  await page.getByRole("button", { name: "History" }).click();
  await expect(panel(page, "History").getByTestId("history-list")).toContainText(PROSE.slice(0, 40));
  await page.keyboard.press("Escape");

  await avatar.click();
  await page.getByRole("menuitem", { name: "Your Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Your Profile" });
  await expect(profile.getByTestId("plan-badge")).toHaveText(MESSAGES.freeUser);
  await profile.getByRole("button", { name: "Edit name" }).click();
  await profile.getByRole("textbox", { name: "Name" }).fill("  ");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expect(editor.toast("Name cannot be empty")).toBeVisible();
  await profile.getByRole("textbox", { name: "Name" }).fill("Grace Hopper");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expect(editor.toast(MESSAGES.nameUpdated)).toBeVisible();
  await expect(profile.getByTestId("profile-fullName")).toHaveText("Grace Hopper");
  await page.keyboard.press("Escape");

  await page.getByTestId("avatar").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  const me = await page.request.get("/api/me");
  expect((await me.json()).user).toBeNull();
});

test("forgot password: code, reset, and log in with the new password", async ({ page }) => {
  const email = unique("forgot");
  await page.goto("/");
  const signup = await signUp(page, email);
  await signup.getByLabel("Email verification code").fill(await latestCode(email));
  await signup.getByRole("button", { name: "Verify email" }).click();

  const login = panel(page, "Log in to your account");
  await login.getByRole("button", { name: "Forgot Password?" }).click();
  const forgot = panel(page, "Forgot password");
  await expect(forgot).toContainText(MESSAGES.forgotPasswordIntro);
  await forgot.getByLabel("Email").fill(email);
  await forgot.getByRole("button", { name: "Send reset code" }).click();
  await expect(forgot).toContainText(MESSAGES.checkEmail);
  const code = await latestCode(email);

  await forgot.getByLabel("Reset code").fill(code === "000000" ? "111111" : "000000");
  await forgot.getByLabel("New password").fill("newpass1");
  await forgot.getByRole("button", { name: "Reset password" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: MESSAGES.resetFailed.content })).toBeVisible();

  await forgot.getByLabel("Reset code").fill(code);
  await forgot.getByRole("button", { name: "Reset password" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: MESSAGES.passwordResetDone.content })).toBeVisible();
  await expect(forgot).toBeHidden();

  await page.getByRole("button", { name: "Log in" }).click();
  await logIn(page, email, "newpass1");
  await expect(page.getByTestId("avatar")).toBeVisible();
});

test("the spec's messages for a wrong password, a wrong code, a duplicate email and a weak password", async ({ page }) => {
  const email = unique("errors");
  await page.goto("/");
  const signup = await signUp(page, email);
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

  await signup.getByLabel("Email verification code").fill("000000");
  await signup.getByRole("button", { name: "Verify email" }).click();
  await expect(toast(MESSAGES.wrongCode)).toBeVisible();
  await signup.getByLabel("Email verification code").fill(await latestCode(email));
  await signup.getByRole("button", { name: "Verify email" }).click();
  await expect(toast(MESSAGES.emailVerified.content)).toBeVisible();

  await logIn(page, email, "wrong999");
  await expect(toast(MESSAGES.loginFailed.content)).toBeVisible();

  await panel(page, "Log in to your account").getByRole("button", { name: "Sign Up" }).click();
  const again = panel(page, "Create a new account");
  await again.getByLabel("Full name").fill("Copy Cat");
  await again.getByLabel("Email").fill(email);
  await again.getByLabel("Password").fill("abc");
  await expect(again.getByText(MESSAGES.passwordRule)).toBeVisible();
  await expect(again.getByRole("button", { name: "Sign Up" })).toBeDisabled();
  await again.getByLabel("Password").fill("abc12345");
  await again.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(MESSAGES.alreadyRegistered)).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(again).toBeHidden();
});

test("the development outbox lists sent mail in test mode", async ({ page }) => {
  const email = unique("outbox");
  await page.request.post("/action/auth", {
    data: { authType: "email", opType: "signup", email, password: "abc12345", fullName: "Otto Box" },
  });
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { name: "Development outbox" })).toBeVisible();
  const message = page.getByTestId("outbox-message").filter({ hasText: email }).first();
  await expect(message).toContainText("Your verification code");
  await expect(message).toContainText("Hi Otto Box,");
});
