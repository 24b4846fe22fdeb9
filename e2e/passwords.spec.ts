import { expect, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { latestCode } from "./outbox";
import { logIn, panel, unique } from "./users";
import { inEachViewport } from "./viewports";

/** A password manager's or a person's long passphrase: 64 characters, spaces, no digit. */
const PASSPHRASE = "correct horse battery staple under the quiet harbour light today";

inEachViewport(() => {
  test("signs up and logs in with a 64-character passphrase; a 7-character password keeps Sign Up off", async ({ page }) => {
    expect(PASSPHRASE).toHaveLength(64);
    const email = unique("passphrase");
    await page.goto("/");
    await page.getByRole("button", { name: "Log in" }).click();
    await panel(page, "Log in to your account").getByRole("button", { name: "Sign Up" }).click();
    const signup = panel(page, "Create a new account");
    await signup.getByLabel("Full name").fill("Pat Phrase");
    await signup.getByLabel("Email").fill(email);
    const password = signup.getByLabel("Password");
    const submit = signup.getByRole("button", { name: "Sign Up" });
    await expect(signup.getByText(MESSAGES.passwordRule)).toBeVisible();

    await password.fill("abcdefg");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeDisabled();

    await password.fill(PASSPHRASE);
    await expect(password).toHaveValue(PASSPHRASE);
    await expect(password).not.toHaveAttribute("aria-invalid");
    await submit.click();
    await signup.getByLabel("Email verification code").fill(await latestCode(email));
    await signup.getByRole("button", { name: "Verify email" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: MESSAGES.emailVerified.content })).toBeVisible();

    await logIn(page, email, PASSPHRASE);
    await expect(page.getByTestId("avatar")).toBeVisible();
  });
});
