import { expect, test, type Page } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { textDigest } from "../lib/writing/events";
import { PROSE } from "./editor";
import { signedInUser } from "./users";
import { inEachViewport } from "./viewports";

const input = (page: Page) => page.getByTestId("writing-input");

/** Types like a person: one key at a time, with uneven pauses (a fixed pace is what the report flags). */
async function typeLikeAPerson(page: Page, text: string, seed = 7) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const ch of text) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(60 + Math.floor(random() * 220));
  }
}

/** The document's text as the server has it. */
async function serverText(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/api/writing/${id}`);
  return ((await res.json()) as { document: { text: string } }).document.text;
}

async function newDocument(page: Page) {
  await page.goto("/write");
  await page.getByTestId("writing-new").click();
  await expect(page.getByTestId("writing-recording")).toHaveText("Recording your writing");
  await expect(input(page)).toBeEditable();
  const id = new URL(page.url()).searchParams.get("doc");
  expect(id).toBeTruthy();
  return id!;
}

async function share(page: Page) {
  await page.getByTestId("writing-share").click();
  const link = page.getByTestId("writing-link-url").first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  return (await link.getAttribute("href"))!;
}

test.describe("writing reports", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  inEachViewport(() => {
    test("a writer types, deletes, pastes and rewrites, reloads without losing a word, shares the report, and revokes it", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await page.goto("/write");
      await expect(page.getByTestId("writing-sign-in")).toContainText("log in or sign up");
      await signedInUser(page);
      const id = await newDocument(page);

      await input(page).click();
      await typeLikeAPerson(page, "My own opening lines, typed here by hand. Typo");
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Backspace");
        await page.waitForTimeout(90 + i * 37);
      }
      await typeLikeAPerson(page, " ", 3);
      // A paste, from the clipboard, through the browser's own paste.
      await page.evaluate((text) => navigator.clipboard.writeText(text), PROSE);
      await page.keyboard.press("ControlOrMeta+V");
      const pasted = "My own opening lines, typed here by hand. " + PROSE;
      await expect(input(page)).toHaveValue(pasted);

      // Rewrite the pasted text's second sentence: its output enters the document as the tool's.
      const second = PROSE.slice(PROSE.indexOf("Furthermore"));
      await input(page).evaluate(
        (el: HTMLTextAreaElement, from) => el.setSelectionRange(from, el.value.length),
        pasted.length - second.length,
      );
      await page.getByTestId("writing-rewrite").click();
      const insert = page.getByTestId("writing-tool-insert");
      await expect(insert).toBeEnabled({ timeout: 30_000 });
      await insert.click();
      const rewritten = await input(page).inputValue();
      expect(rewritten.startsWith("My own opening lines, typed here by hand. " + PROSE.slice(0, PROSE.indexOf("Furthermore")))).toBe(true);
      await expect.poll(() => serverText(page, id), { timeout: 15_000 }).toBe(rewritten);
      await expect(page.getByTestId("writing-save-status")).toHaveText("Saved");

      // More typing, then a reload at once (before the save's pause): nothing is lost.
      await input(page).press("ControlOrMeta+End");
      await typeLikeAPerson(page, " Last words before the reload.", 11);
      const beforeReload = await input(page).inputValue();
      await page.reload();
      await expect(input(page)).toHaveValue(beforeReload);
      await expect.poll(() => serverText(page, id), { timeout: 15_000 }).toBe(beforeReload);

      // Offline for a while: the changes wait on the device and go when the connection returns.
      await page.context().setOffline(true);
      await input(page).press("ControlOrMeta+End");
      await typeLikeAPerson(page, " Written offline.", 5);
      await expect(page.getByTestId("writing-save-status")).toHaveText("Offline: changes kept on this device", { timeout: 15_000 });
      const offline = await input(page).inputValue();
      await page.context().setOffline(false);
      await expect(page.getByTestId("writing-save-status")).toHaveText("Saved", { timeout: 15_000 });
      expect(await serverText(page, id)).toBe(offline);

      const url = await share(page);
      expect(url).toMatch(/^\/report\/[A-Za-z0-9_-]{24}$/);

      // The report, opened by someone with no account.
      const visitor = await browser.newContext({ viewport: page.viewportSize() });
      const reader = await visitor.newPage();
      const res = await reader.goto(url);
      expect(res?.status()).toBe(200);
      const report = reader.getByTestId("writing-report");
      await expect(report.getByRole("heading", { level: 1 })).toHaveText("Untitled document");
      expect(await reader.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await expect(reader.getByTestId("report-sessions")).toHaveText("2");
      await expect(reader.getByTestId("report-integrity")).not.toContainText("Failed");
      await expect(reader.getByTestId("report-pace")).toHaveAttribute("data-flagged", "false");
      await expect(reader.locator('[data-testid="report-text"] mark[data-origin="paste"]')).toContainText("In today's fast-paced world");
      await expect(reader.locator('[data-testid="report-text"] mark[data-origin="tool"]')).toHaveCount(1);
      // The text as read, without the labels screen readers get around each marked passage.
      const shown = await reader.getByTestId("report-text").evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const label of copy.querySelectorAll(".sr-only")) label.remove();
        return copy.textContent;
      });
      expect(shown).toBe(offline);
      await expect(reader.getByTestId("report-timeline-chart")).toBeVisible();
      expect(Number.parseFloat((await reader.getByTestId("report-typed").textContent())!)).toBeGreaterThan(10);

      // Scrub the replay: the empty start, a few changes in, and the end.
      const slider = reader.getByTestId("replay-slider");
      const replay = reader.getByTestId("replay-text");
      await slider.focus();
      await reader.keyboard.press("Home");
      await expect(replay).toHaveText("(empty)");
      await reader.keyboard.press("ArrowRight");
      await reader.keyboard.press("ArrowRight");
      await expect(reader.getByTestId("replay-caption")).toContainText("change 2 of");
      const early = (await replay.textContent())!;
      // The first typed burst, whole or (after a pause on a slow machine) in part.
      expect(early.length > 0 && early !== offline && (early.startsWith("My own") || "My own".startsWith(early))).toBe(true);
      await reader.keyboard.press("End");
      await expect(replay).toHaveText(offline);

      // Revoked, the link answers as an unknown one.
      await page.getByTestId("writing-revoke").click();
      await expect(page.getByTestId("writing-link").first()).toContainText("revoked");
      const gone = await reader.goto(url);
      expect(gone?.status()).toBe(404);
      await visitor.close();
    });
  });

  // A fixed 10 ms delay: typing faster than people type. Slower fixed delays (30-120 ms), caught by their even pace, are
  // measured by bench/writing-browser/pace.ts, not timed here.
  test("typing at a machine's fixed pace (keyboard.type with a delay) is named in the report", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signedInUser(page);
    const id = await newDocument(page);
    await input(page).click();
    const text = "This whole paragraph is typed by a script at one fixed delay per key, the way auto-typers fake a history.";
    await page.keyboard.type(text, { delay: 10 });
    await expect.poll(() => serverText(page, id), { timeout: 15_000 }).toBe(text);
    const url = await share(page);
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    await reader.goto(url);
    await expect(reader.getByTestId("report-pace")).toHaveAttribute("data-flagged", "true");
    await expect(reader.getByTestId("report-pace-alert")).toContainText("Machine-like typing");
    await visitor.close();
  });

  test("one tab records a document at a time: another tab shows it read-only, 'Write here instead' moves the recording, and no typing is lost", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInUser(page);
    const id = await newDocument(page);
    await input(page).click();
    await typeLikeAPerson(page, "Typed in the first tab.", 5);

    const second = await page.context().newPage();
    await second.goto(`/write?doc=${id}`);
    await expect(second.getByTestId("writing-elsewhere")).toContainText(MESSAGES.writingOpenElsewhere);
    await expect(second.getByTestId("writing-not-recording")).toBeVisible();
    await expect(second.getByTestId("writing-recording")).toHaveCount(0);
    await expect(input(second)).not.toBeEditable();
    await expect(input(second)).toHaveValue("Typed in the first tab.");
    await expect(page.getByTestId("writing-recording")).toBeVisible();
    await expect(input(page)).toBeEditable();

    // The first tab keeps typing and is taken over at once, before its save's pause: it saves its queue first.
    await typeLikeAPerson(page, " More.", 9);
    await second.getByRole("button", { name: "Write here instead" }).click();
    await expect(page.getByTestId("writing-elsewhere")).toContainText(MESSAGES.writingOpenElsewhere);
    await expect(input(page)).not.toBeEditable();
    await expect(second.getByTestId("writing-recording")).toBeVisible();
    await expect(input(second)).toBeEditable();
    await expect(input(second)).toHaveValue("Typed in the first tab. More.");
    await input(second).click();
    await input(second).press("ControlOrMeta+End");
    await typeLikeAPerson(second, " Then the second tab.", 13);

    // And back: the second tab saves, the first continues from its last change.
    await page.getByRole("button", { name: "Write here instead" }).click();
    await expect(second.getByTestId("writing-elsewhere")).toContainText(MESSAGES.writingOpenElsewhere);
    await expect(input(second)).not.toBeEditable();
    await expect(input(page)).toBeEditable();
    await expect(input(page)).toHaveValue("Typed in the first tab. More. Then the second tab.");
    await input(page).click();
    await input(page).press("ControlOrMeta+End");
    await typeLikeAPerson(page, " The first again.", 17);
    const final = "Typed in the first tab. More. Then the second tab. The first again.";
    await expect.poll(() => serverText(page, id), { timeout: 15_000 }).toBe(final);
    await expect(page.getByTestId("writing-save-status")).toHaveText("Saved");
    for (const tab of [page, second]) await expect(tab.getByTestId("writing-stuck")).toHaveCount(0);

    // The record the tabs wrote in turn rebuilds the text: the report's integrity check passes.
    const url = await share(page);
    const reader = await page.context().newPage();
    await reader.goto(url);
    await expect(reader.getByTestId("report-integrity")).not.toContainText("Failed");
    await reader.getByTestId("replay-slider").focus();
    await reader.keyboard.press("End");
    await expect(reader.getByTestId("replay-text")).toHaveText(final);
  });

  test("when the server refuses the record (another device's save came first), the writer sees why and keeps their text", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedInUser(page);
    const id = await newDocument(page);
    await input(page).click();
    await typeLikeAPerson(page, "Saved words.", 3);
    await expect.poll(() => serverText(page, id), { timeout: 15_000 }).toBe("Saved words.");
    await expect(page.getByTestId("writing-save-status")).toHaveText("Saved");

    // Another device of the same account continues the stored record through the API: the server takes it.
    const { document } = (await (await page.request.get(`/api/writing/${id}`)).json()) as {
      document: { events: number; createdAt: number; text: string };
    };
    const elsewhere = `${document.text} Written on another device.`;
    const save = await page.request.post(`/api/writing/${id}/events`, {
      data: {
        from: document.events,
        events: [{ k: "i", t: Date.now() - document.createdAt, at: document.text.length, s: " Written on another device.", src: "paste" }],
        digest: textDigest(elsewhere),
      },
    });
    expect(save.status()).toBe(200);

    // This tab's next save continues from the count it knew: the server refuses it.
    await input(page).press("ControlOrMeta+End");
    await typeLikeAPerson(page, " My next sentence.", 19);
    const mine = "Saved words. My next sentence.";
    const stuck = page.getByTestId("writing-stuck");
    await expect(stuck).toContainText("Your latest changes could not be saved.", { timeout: 15_000 });
    await expect(stuck).toContainText(MESSAGES.writingMismatch);
    await expect(stuck.getByRole("textbox", { name: "Your text as you last saw it" })).toHaveValue(mine);
    await expect(page.getByTestId("writing-save-status")).toHaveText("Not saved");
    await expect(input(page)).toHaveValue(mine);
    await expect(input(page)).not.toBeEditable();
    await expect(page.getByTestId("writing-rewrite")).toBeDisabled();
    expect(await serverText(page, id)).toBe(elsewhere);

    await stuck.getByRole("button", { name: "Copy my text" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mine);

    // Kept on the device: after a reload the saved version opens, with this device's version beside it to copy.
    await page.reload();
    await expect(input(page)).toHaveValue(elsewhere);
    const conflict = page.getByTestId("writing-conflict");
    await expect(conflict.getByRole("textbox", { name: "The version this device kept" })).toHaveValue(mine);
    await expect(input(page)).toBeEditable();
    await input(page).press("ControlOrMeta+End");
    await typeLikeAPerson(page, " Pasted back.", 23);
    await expect.poll(() => serverText(page, id), { timeout: 15_000 }).toBe(`${elsewhere} Pasted back.`);
  });
});
