import { expect, test } from "@playwright/test";
import { signedInUser } from "./users";
import { inEachViewport } from "./viewports";

inEachViewport(() => {
  // West of UTC, where a reset at midnight UTC showed as the evening before.
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the Billing tab gives one date for the monthly period's end and for the Lumenaris words' new start", async ({ page }) => {
    const email = await signedInUser(page);
    const checkout = await page.request.post("/api/createCheckoutSession", {
      data: { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email },
    });
    const session = new URL((await checkout.json()).url).searchParams.get("session");
    expect((await page.request.post("/api/dev-billing/pay", { data: { session } })).ok()).toBe(true);

    await page.goto("/");
    await expect(page.getByTestId("avatar")).toHaveAttribute("data-pro", "true");
    await page.getByTestId("avatar").click();
    await page.getByRole("menuitem", { name: "Your Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Your Profile" });
    await profile.getByRole("tab", { name: "Billing" }).click();
    const status = profile.getByTestId("billing-status");
    await expect(status).toContainText("every month");
    const periodEnd = (await status.locator("dd").nth(2).textContent())!;
    expect(periodEnd).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(profile.getByTestId("model-allowance")).toHaveText(`30,000 of 30,000 this month (until ${periodEnd})`);
  });
});
