import { expect, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { EditorPage, PROSE } from "./editor";
import { signedInUser } from "./users";
import { VIEWPORTS } from "./viewports";

test("a free user buys the yearly plan in test mode, gets every Pro entitlement, then cancels", async ({ page }) => {
  await signedInUser(page);
  for (let i = 0; i < 4; i++) {
    await page.request.post("/action/history", { data: { question: `older question ${i}`, response: `older response ${i}` } });
  }
  const editor = new EditorPage(page);
  await editor.open("/");
  await expect(page.getByTestId("avatar")).toHaveAttribute("data-pro", "false");
  await expect(page.getByTestId("upsell-bar")).toBeVisible();
  // This server runs the offline engine: nothing promises other languages or Extend as they are.
  await expect(page.getByTestId("upsell-bar")).toContainText("every tone, emotion and audience option");

  await page.getByTestId("option-tone").click();
  await page.getByRole("option", { name: /Persuasive/ }).click();
  await editor.toast(MESSAGES.upgrade.title).getByRole("button", { name: "See plans" }).click();
  const pricing = page.getByRole("dialog", { name: MESSAGES.pricingHeading });
  await expect(pricing).toBeVisible();
  await expect(pricing.getByText("Recommended")).toBeVisible();
  await expect(pricing.getByTestId("yearly-monthly")).toHaveText("$7.99");
  await expect(pricing.getByTestId("monthly-price")).toHaveText("$12.99");
  await expect(pricing).toContainText("billed every 12 months");
  await expect(pricing).toContainText("billed every month");
  await expect(pricing.getByTestId("yearly-savings")).toHaveText("Save $60 a year against monthly");
  await expect(pricing.getByRole("region", { name: "Yearly" })).toContainText("360,000 Lumenaris words a year");
  await expect(pricing.getByRole("region", { name: "Monthly" })).toContainText("30,000 Lumenaris words a month");
  for (const plan of ["Yearly", "Monthly"]) {
    await expect(pricing.getByRole("region", { name: plan })).not.toContainText("All languages");
    await expect(pricing.getByRole("region", { name: plan })).toContainText("Every tone, emotion and audience");
  }
  await pricing.getByRole("region", { name: "Yearly" }).getByRole("button", { name: "Buy plan" }).click();

  await expect(page.getByRole("note")).toContainText("Test-mode checkout");
  await expect(page.getByTestId("checkout-amount")).toHaveText("$95.88");
  // The Pay button refuses clicks until the page can handle them: the server sends it disabled.
  const served = await (await page.request.get(page.url())).text();
  expect(served).toMatch(/<button[^>]*disabled=""[^>]*>Pay<\/button>/);
  const pay = page.getByRole("button", { name: "Pay" });
  await expect(pay).toBeEnabled();
  await pay.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(editor.toast("Welcome to Pro")).toBeVisible();
  const avatar = page.getByTestId("avatar");
  await expect(avatar).toHaveAttribute("data-pro", "true");
  await expect(avatar).toHaveClass(/border-yellow-400/);
  await expect(page.getByRole("button", { name: "Buy Pro" })).toHaveCount(0);
  await expect(page.getByTestId("usage-banner")).toHaveCount(0);
  await expect(page.getByTestId("upsell-bar")).toHaveCount(0);
  await expect(editor.counter).toContainText("/3000");

  await page.getByTestId("option-tone").click();
  await page.getByRole("option", { name: /Persuasive/ }).click();
  await expect(page.getByTestId("option-tone")).toHaveText(/Persuasive/);
  await editor.input.fill(PROSE);
  await editor.run();
  await expect(editor.result).not.toHaveText("");

  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history.getByTestId("history-list").locator("li")).toHaveCount(5);
  await expect(history.getByTestId("history-locked")).toHaveCount(0);
  await page.keyboard.press("Escape");

  await avatar.click();
  await page.getByRole("menuitem", { name: "Your Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Your Profile" });
  await expect(profile.getByTestId("plan-badge")).toHaveText(MESSAGES.premiumUser);
  await profile.getByRole("tab", { name: "Billing" }).click();
  await expect(profile.getByTestId("billing-status")).toContainText("$95.88 every year");
  // This server's offline engine wrote the Lumenaris rewrite above: no Lumenaris words were spent. They start
  // again on the day the billing period ends, the one date both lines give.
  const periodEnd = await profile.getByTestId("billing-status").locator("dd").nth(2).textContent();
  await expect(profile.getByTestId("model-allowance")).toHaveText(`360,000 of 360,000 this year (until ${periodEnd})`);
  // Cancelling asks first, saying until when Pro stays on; "Keep Pro" changes nothing.
  await profile.getByRole("button", { name: "Cancel subscription" }).click();
  const question = profile.getByTestId("cancel-confirmation");
  await expect(question).toContainText(`Cancel your Pro subscription? Pro stays on until ${periodEnd}, and you will not be charged again.`);
  await expect(question.getByRole("button", { name: "Keep Pro" })).toBeFocused();
  await question.getByRole("button", { name: "Keep Pro" }).click();
  await expect(question).toHaveCount(0);
  await expect(profile.getByTestId("billing-status")).not.toContainText(MESSAGES.cancelScheduled);
  await profile.getByRole("button", { name: "Cancel subscription" }).click();
  await profile.getByTestId("cancel-confirmation").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(editor.toast(MESSAGES.cancelled.title)).toContainText(MESSAGES.cancelled.content);
  await expect(profile).toBeHidden();

  await page.getByTestId("avatar").click();
  await page.getByRole("menuitem", { name: "Your Profile" }).click();
  await page.getByRole("dialog", { name: "Your Profile" }).getByRole("tab", { name: "Billing" }).click();
  await expect(page.getByTestId("billing-status")).toContainText(MESSAGES.cancelScheduled);
  await expect(page.getByTestId("avatar")).toHaveAttribute("data-pro", "true");
});

test("a free user's history shows 3 entries and blurred placeholders with the upgrade prompt", async ({ page }) => {
  await signedInUser(page);
  for (let i = 0; i < 5; i++) {
    await page.request.post("/action/history", { data: { question: `question ${i}`, response: `response ${i}` } });
  }
  await new EditorPage(page).open("/");
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history.getByTestId("history-list").locator("li")).toHaveCount(3);
  await history.getByRole("button", { name: "upgrade to PRO" }).click();
  await expect(page.getByRole("dialog", { name: MESSAGES.pricingHeading })).toBeVisible();
});

test("a signed-out visitor gets 'Get Started', which opens login", async ({ page }) => {
  await new EditorPage(page).open("/");
  await page.getByRole("button", { name: /Click here to unlock unlimited rewriting/ }).click();
  const pricing = page.getByRole("dialog", { name: MESSAGES.pricingHeading });
  await expect(pricing.getByRole("button", { name: "Buy plan" })).toHaveCount(0);
  await pricing.getByRole("button", { name: "Get Started" }).first().click();
  await expect(page.getByRole("dialog", { name: "Log in to your account" })).toBeVisible();
});

test("the test checkout refuses a forged session", async ({ page }) => {
  await page.goto("/dev/checkout?session=forged.token");
  await expect(page.getByText("This checkout has expired or is not valid")).toBeVisible();
  const res = await page.request.post("/api/dev-billing/pay", { data: { session: "forged.token" } });
  expect(res.status()).toBe(400);
});

test.describe("on a phone", () => {
  const phone = VIEWPORTS.find((v) => v.name === "phone")!;
  test.use({ viewport: { width: phone.width, height: phone.height } });

  test("cancelling asks first, with the question and both answers on the screen", async ({ page }) => {
    const email = await signedInUser(page);
    const checkout = await page.request.post("/api/createCheckoutSession", {
      data: { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email },
    });
    const session = new URL((await checkout.json()).url).searchParams.get("session");
    const paid = await page.request.post("/api/dev-billing/pay", { data: { session } });
    await page.goto((await paid.json()).redirect);

    await page.getByTestId("avatar").click();
    await page.getByRole("menuitem", { name: "Your Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Your Profile" });
    await profile.getByRole("tab", { name: "Billing" }).click();
    await profile.getByRole("button", { name: "Cancel subscription" }).click();
    const question = profile.getByTestId("cancel-confirmation");
    await expect(question).toContainText(/^Cancel your Pro subscription\? Pro stays on until .+, and you will not be charged again\./);
    for (const answer of ["Yes, cancel", "Keep Pro"]) await expect(question.getByRole("button", { name: answer })).toBeInViewport();
    await expect(question.getByRole("button", { name: "Keep Pro" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(question).toHaveCount(0);
    await expect(profile.getByRole("button", { name: "Cancel subscription" })).toBeFocused();
  });
});
