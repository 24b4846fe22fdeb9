import { expect, test, type Locator, type Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { inEachViewport } from "./viewports";
import { EditorPage, PROSE } from "./editor";
import { codeMailsTo, latestCode } from "./outbox";
import { logIn, signedInUser, signUp, unique } from "./users";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Once the toast has settled, the controls it overlaps (by name). */
async function coveredBy(toast: Locator, controls: Record<string, Locator>) {
  await expect(toast).toBeVisible();
  await toast.page().waitForTimeout(500); // the toast slides in
  const toastBox = (await toast.boundingBox())!;
  const covered: string[] = [];
  for (const [name, control] of Object.entries(controls)) {
    const box = await control.boundingBox();
    if (box && overlaps(toastBox, box)) covered.push(name);
  }
  return covered;
}

async function openPlansFromLockedOption(page: Page, editor: EditorPage) {
  await page.getByTestId("option-tone").click();
  await page.getByRole("option", { name: /Persuasive/ }).click();
  await editor.toast(MESSAGES.upgrade.title).getByRole("button", { name: "See plans" }).click();
  const pricing = page.getByRole("dialog", { name: MESSAGES.pricingHeading });
  await expect(pricing.getByTestId("pricing-plans")).toBeVisible();
  return pricing;
}

inEachViewport((viewport) => {
  test("toasts cover neither the header's Log in, the editor's buttons, a side panel's title and close, nor the pricing modal's", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await page.getByRole("button", { name: "Copy result" }).click();
    expect(
      await coveredBy(editor.toast(MESSAGES.nothingToCopy.title), {
        "Log in": page.getByRole("button", { name: "Log in" }),
        "action button": editor.action,
        "Copy result": page.getByRole("button", { name: "Copy result" }),
      }),
    ).toEqual([]);

    await page.getByRole("button", { name: "Log in" }).click();
    const login = page.getByRole("dialog", { name: "Log in to your account" });
    await login.getByLabel("Email").fill("nobody@example.com");
    await login.getByLabel("Password").fill("wrong123");
    await login.getByRole("button", { name: "Log in" }).click();
    expect(
      await coveredBy(editor.toast(MESSAGES.loginFailed.content), {
        title: login.getByRole("heading", { name: "Log in to your account" }),
        close: login.getByRole("button", { name: /close/i }),
        "Log in button": login.getByRole("button", { name: "Log in" }),
      }),
    ).toEqual([]);
    await page.keyboard.press("Escape");

    // The upgrade toast stays up while the plans are opened from the banner's link.
    await page.getByTestId("option-tone").click();
    await page.getByRole("option", { name: /Persuasive/ }).click();
    await expect(editor.toast(MESSAGES.upgrade.title)).toBeVisible();
    await page.getByRole("button", { name: /Click here to unlock/ }).click();
    const pricing = page.getByRole("dialog", { name: MESSAGES.pricingHeading });
    await expect(pricing.getByTestId("pricing-plans")).toBeVisible();
    expect(
      await coveredBy(editor.toast(MESSAGES.upgrade.title), {
        heading: pricing.getByRole("heading", { name: MESSAGES.pricingHeading }),
        close: pricing.getByRole("button", { name: /close/i }),
      }),
    ).toEqual([]);
  });

  test("the action button is on the first screen of every tool page, under the options", async ({ page }) => {
    for (const path of ["/", "/humanize-ai-text", "/ai-checker"]) {
      const editor = new EditorPage(page);
      await editor.open(path);
      const box = (await editor.action.boundingBox())!;
      expect(box.y + box.height, `${path}: bottom of the action button`).toBeLessThanOrEqual(viewport.height);
    }
  });

  test("with the offline engine, the languages it cannot write are shown unavailable with the reason", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await page.getByTestId("option-language").click();
    const spanish = page.getByRole("option", { name: /Spanish/ });
    await expect(spanish).toHaveAttribute("aria-disabled", "true");
    await expect(spanish).toContainText("Needs AI provider");
    await expect(page.getByRole("option", { name: /Japanese/ })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByTestId("option-unavailable-reason")).toHaveText(MESSAGES.offlineLanguages);
    await spanish.click({ force: true });
    await expect(editor.toast(MESSAGES.upgrade.title)).toHaveCount(0);
    await page.getByRole("option", { name: "English (UK)" }).click();
    await expect(page.getByTestId("option-language")).toHaveText(/English \(UK\)/);
  });

  test("with the offline engine, Extend is shown unavailable with the reason, and Shorten says when a text had little to cut", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await page.getByTestId("option-length").click();
    const extend = page.getByRole("option", { name: /Extend/ });
    await expect(extend).toHaveAttribute("aria-disabled", "true");
    await expect(extend).toContainText("Needs AI provider");
    await expect(extend).not.toContainText("Pro");
    await expect(page.getByTestId("option-unavailable-reason")).toHaveText(MESSAGES.offlineExtend);
    await extend.click({ force: true });
    await expect(editor.toast(MESSAGES.upgrade.title)).toHaveCount(0);
    await page.getByRole("option", { name: "Shorten" }).click();
    await expect(page.getByTestId("option-length")).toHaveText(/Shorten/);
    // Tight prose: Shorten drops the filler "really" and keeps every clause, so it stays above the range and says why.
    const text =
      "Reading books is one of the best ways to improve your writing. When you read a lot, you see how good writers build their sentences. You also learn many new words without really trying.";
    await editor.input.fill(text);
    await editor.run();
    await expect(editor.toast(MESSAGES.noticeTitle)).toContainText(
      /This text had little to cut: Shorten removed the filler and wordy phrasing it found and kept 9\d% of your words/,
    );
    await expect(editor.result).toContainText("You also learn many new words without trying.");
  });

  test("the pricing modal shows the yearly saving and each plan's Lumenaris allowance", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    const pricing = await openPlansFromLockedOption(page, editor);
    await expect(pricing.getByTestId("yearly-savings")).toHaveText("Save $60 a year against monthly");
    await expect(pricing.getByRole("region", { name: "Yearly" })).toContainText("360,000 Lumenaris words a year");
    await expect(pricing.getByRole("region", { name: "Monthly" })).toContainText("30,000 Lumenaris words a month");
  });

  test("the sign-up code step offers Resend code after a short wait, and the new code verifies", async ({ page }) => {
    await page.clock.install();
    const email = unique("resend");
    const editor = new EditorPage(page);
    await editor.open("/");
    const signup = await signUp(page, email, "abc12345", "Rosa Resend");
    const resend = signup.getByRole("button", { name: /Resend code/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/Resend code in \d+ s/);
    expect(codeMailsTo(email)).toBe(1);

    await page.clock.fastForward(31_000);
    await expect(resend).toHaveText("Resend code");
    await resend.click();
    await expect(editor.toast(MESSAGES.codeResent.title)).toBeVisible();
    await expect.poll(() => codeMailsTo(email)).toBe(2);
    await expect(resend).toBeDisabled();

    await signup.getByLabel("Email verification code").fill(await latestCode(email));
    await signup.getByRole("button", { name: "Verify email" }).click();
    await expect(editor.toast(MESSAGES.emailVerified.content)).toBeVisible();
  });

  test("the result marks the words the rewrite changed, shows the original on focus, and the marks can be turned off", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await editor.input.fill(PROSE);
    await editor.run();
    const marks = editor.result.getByTestId("changed-word");
    await expect(marks.first()).toBeVisible();
    expect(await editor.result.textContent()).not.toContain("Original:");

    const mark = marks.first();
    await mark.focus();
    const tip = (await mark.getAttribute("data-tip"))!;
    expect(tip).toMatch(/^(Original: .+|Added)$/);
    expect(await mark.evaluate((el) => getComputedStyle(el, "::after").display)).toBe("block");
    const describedBy = (await mark.getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(tip);

    const showChanges = page.getByRole("switch", { name: "Show changes" });
    await expect(showChanges).toHaveAttribute("aria-checked", "true");
    await showChanges.click();
    await expect(marks).toHaveCount(0);
    const plain = (await editor.result.textContent()) ?? "";
    expect(plain).not.toBe("");

    // The choice is remembered for the next result.
    await editor.input.fill(`${PROSE} It matters.`);
    await editor.run();
    await expect(editor.result).toContainText("matters");
    await expect(showChanges).toHaveAttribute("aria-checked", "false");
    await expect(marks).toHaveCount(0);
  });

  test("clicking a history entry puts its text and its rewrite back in the editor", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await editor.input.fill(PROSE);
    await editor.run();
    await expect(editor.result).not.toHaveText("");
    await expect(page.getByTestId("engine-badge")).toHaveText("Offline engine");
    // The offline engine changes no figure or claim, so it answers no marks and says nothing of what marks check.
    await expect(page.getByTestId("review-list")).toHaveCount(0);
    const rewrite = (await editor.result.textContent()) ?? "";
    await page.getByRole("button", { name: "Delete text" }).click();
    await expect(editor.result).toHaveText("");
    await expect(page.getByTestId("engine-badge")).toHaveCount(0);

    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByTestId("history-entry").first().click();
    await expect(history).toBeHidden();
    await expect(editor.toast(MESSAGES.historyEntryLoaded.title)).toBeVisible();
    await expect(editor.input).toHaveValue(PROSE);
    await expect(editor.result).toHaveText(rewrite);
    await expect(editor.input).toBeFocused();
    await expect(editor.input).toBeInViewport();
  });

  test("a locked option shows the upgrade toast only, once however often it is clicked; its button opens the plans", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    for (let i = 0; i < 2; i++) {
      await page.getByTestId("option-tone").click();
      await page.getByRole("option", { name: /Persuasive/ }).click();
    }
    await expect(editor.toast(MESSAGES.upgrade.title)).toContainText(MESSAGES.upgrade.content);
    await expect(editor.toast(MESSAGES.upgrade.title)).toHaveCount(1);
    const pricing = page.getByRole("dialog", { name: MESSAGES.pricingHeading });
    await expect(pricing).toHaveCount(0);
    await editor.toast(MESSAGES.upgrade.title).getByRole("button", { name: "See plans" }).click();
    await expect(pricing).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(pricing).toBeHidden();
    await expect(page.getByTestId("option-tone")).toHaveText(/Default/);
    await page.getByTestId("option-tone").click();
    await page.getByRole("option", { name: "Casual" }).click();
    await expect(page.getByTestId("option-tone")).toHaveText(/Casual/);
  });

  test("the banner counts the last use in the singular: 1 rewrite left", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    for (let i = 0; i < 4; i++) {
      const res = await page.request.post("/api/getResponseToAPrompt", { data: { prompt: PROSE } });
      expect(res.ok()).toBe(true);
    }
    await editor.open("/");
    await expect(editor.banner).toContainText("You have 1 free use left for the day");
  });

  test("a wrong sign-up code and an empty name each get a plain message", async ({ page }) => {
    const email = unique("plain");
    const editor = new EditorPage(page);
    await editor.open("/");
    const signup = await signUp(page, email, "abc12345", "Pia Plain");
    const code = await latestCode(email);
    await signup.getByLabel("Email verification code").fill(code === "000000" ? "111111" : "000000");
    await signup.getByRole("button", { name: "Verify email" }).click();
    await expect(editor.toast(MESSAGES.wrongCode)).toBeVisible();
    await expect(page.getByText(/OTP/)).toHaveCount(0);
    await signup.getByLabel("Email verification code").fill(code);
    await signup.getByRole("button", { name: "Verify email" }).click();
    await logIn(page, email, "abc12345");

    await page.getByTestId("avatar").click();
    await page.getByRole("menuitem", { name: "Your Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Your Profile" });
    await profile.getByRole("button", { name: "Edit name" }).click();
    await profile.getByRole("textbox", { name: "Name" }).fill("   ");
    await profile.getByRole("button", { name: "Save name" }).click();
    await expect(editor.toast("Name cannot be empty")).toBeVisible();
  });

  test("the plans make no checkout until one is chosen; the Pay button waits for the page, then Pro begins", async ({ page }) => {
    await signedInUser(page);
    const checkouts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/createCheckoutSession")) checkouts.push(request.method());
    });
    const editor = new EditorPage(page);
    await editor.open("/");
    await page.getByRole("button", { name: /Click here to unlock/ }).click();
    const pricing = page.getByRole("dialog", { name: MESSAGES.pricingHeading });
    await expect(pricing.getByTestId("pricing-plans")).toBeVisible();
    await page.waitForTimeout(500);
    expect(checkouts).toEqual([]);

    await pricing.getByRole("region", { name: "Monthly" }).getByRole("button", { name: "Buy plan" }).click();
    await expect(page.getByTestId("checkout-amount")).toHaveText("$12.99");
    expect(checkouts).toEqual(["POST"]);
    const pay = page.getByRole("button", { name: "Pay" });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(editor.toast("Welcome to Pro")).toBeVisible();
    await expect(page.getByTestId("avatar")).toHaveAttribute("data-pro", "true");
  });

  test("text that is not English gets a clear notice from the offline engine, and the text stays", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    const spanish =
      "El acceso a internet se ha convertido en una herramienta fundamental para la educación de millones de estudiantes. " +
      "Sin embargo, muchas familias todavía no pueden pagar una conexión estable en sus casas.";
    await editor.input.fill(spanish);
    await editor.run();
    await expect(editor.toast(MESSAGES.languageUnavailable)).toContainText("looks like Spanish");
    await expect(editor.input).toHaveValue(spanish);
    await expect(editor.result).toHaveText("");
  });
});
