import { expect, test } from "@playwright/test";
import { MESSAGES, reviewPutBack, unreviewedNotice } from "../lib/messages";
import { fencedText, startScriptedServer, streamReply, words, type ScriptedServer } from "../tests/support/openai-server";
import { EMAIL, FLOOD } from "../tests/support/restore-risk-replies";
import { providerEnv, startAppServer, type AppServer } from "./app-server";
import { EditorPage } from "./editor";
import { REVIEW_MARKS_PORT } from "./ports";
import { panel, signedInUser } from "./users";
import { inEachViewport } from "./viewports";

/**
 * Review marks (issue 39) in the browser: the build started with a scripted provider whose reply changes a figure
 * of the text and adds a sentence of its own, as real models do; the result comes back with marks to review.
 */
const ORIGIN = `http://127.0.0.1:${REVIEW_MARKS_PORT}`;
const TEXT =
  "Many people use online tools to manage their schedules and stay in touch with 3 friends or more. " +
  "These tools save several hours every week for busy families, and most of them cost nothing.";
const ADDED = "Our company is thrilled to announce record-breaking growth across every region this year.";
const REPLY = `${TEXT.replace("3 friends", "30 friends")} ${ADDED}`;
/** A text the scripted model rewrites faithfully: every figure and claim kept, so nothing is marked. */
const FAITHFUL_TEXT = "Our garden club meets on 2 Saturdays each month at the library. New members are welcome to join at any meeting.";
const FAITHFUL_REPLY =
  "The garden club meets at the library on 2 Saturdays a month. New members are welcome to join at any of the meetings.";
/** A sentence reworded so freely that its figures have no certain counterpart: the mark is the sentence (issue 50). */
const MEETING = "On 14 March the meeting was moved to Tuesday 21 March at 3 pm, Ana Silva said.";
const MEETING_TEXT = `${MEETING} Everyone on the committee is asked to attend the meeting in the main hall.`;
const MEETING_REPLY =
  "The meeting was moved to a Tuesday in spring, Ana Silva said. Everyone on the committee is asked to attend the meeting in the main hall.";
const REPLIES = new Map([
  [TEXT, REPLY],
  [MEETING_TEXT, MEETING_REPLY],
  [FAITHFUL_TEXT, FAITHFUL_REPLY],
  [FLOOD.source, FLOOD.reply],
  [EMAIL.source, EMAIL.reply],
]);

let model: ScriptedServer;
let app: AppServer;
let databasePath: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  model = await startScriptedServer({
    fallback: (res, body) => streamReply(words(REPLIES.get(fencedText(body)) ?? fencedText(body)))(res, body),
  });
  const env = providerEnv(model, "review");
  databasePath = env.DATABASE_PATH!;
  app = await startAppServer(REVIEW_MARKS_PORT, env);
});

test.afterAll(async () => {
  app?.stop();
  await model?.close();
});

inEachViewport(() => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a changed figure is marked; Restore mine puts it back, Dismiss drops a mark, the banner follows, copy says what was not reviewed, history brings the marks back", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open(ORIGIN);
    await editor.input.fill(TEXT);
    await editor.run();
    const marks = page.getByTestId("review-mark");
    const banner = page.getByTestId("review-banner");
    await expect(banner).toHaveText("2 changes to review");
    await expect(editor.result).toContainText("30 friends");
    // The marks say what they cannot see, so the rest of the result is read too.
    await expect(page.getByTestId("review-scope")).toHaveText(MESSAGES.reviewScope);

    // The figure's mark says what the text had; its Restore mine is reached and pressed from the keyboard.
    const figure = marks.filter({ hasText: "Your text: “3”" });
    await expect(figure).toContainText("30");
    await figure.getByRole("button", { name: reviewPutBack("3") }).focus();
    await page.keyboard.press("Enter");
    await expect(editor.result).toContainText("3 friends or more");
    await expect(editor.result).not.toContainText("30 friends");
    await expect(banner).toHaveText("1 change to review");

    // Copying with a mark left works, takes the text as it stands now, and says how many were not reviewed.
    await page.getByRole("button", { name: "Copy result" }).click();
    await expect(editor.toast("Copied to clipboard")).toContainText(unreviewedNotice(1));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TEXT + " " + ADDED);

    await marks.first().getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toBeHidden();
    await expect(marks).toHaveCount(0);
    await expect(editor.result).toContainText(ADDED);
    await expect(page.getByTestId("review-none")).toHaveText(MESSAGES.reviewNone);

    // History re-opens the result as it was answered, with its marks.
    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByTestId("history-entry").first().click();
    await expect(history).toBeHidden();
    await expect(banner).toHaveText("2 changes to review");
    await expect(editor.result).toContainText("30 friends");
  });

  test("a reworded sentence is marked whole beside the user's sentence; Restore my sentence and Dismiss work from the keyboard, the banner follows, history re-opens the mark", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open(ORIGIN);
    await editor.input.fill(MEETING_TEXT);
    await editor.run();
    const banner = page.getByTestId("review-banner");
    const mark = page.getByTestId("review-mark");
    await expect(banner).toHaveText("1 change to review");
    await expect(mark.getByTestId("review-mine")).toHaveText(MEETING);
    await expect(mark.getByTestId("review-theirs")).toContainText("a Tuesday in spring");
    await expect(mark).toContainText("“14 March”, “21 March”, “3 pm”");
    // The changed words are highlighted on both sides; the mark in the result is the sentence, never a bar.
    await expect(mark.getByTestId("review-mine").getByTestId("review-changed-word").first()).toHaveText("On");
    await expect(page.getByTestId("review-span")).toHaveText("The meeting was moved to a Tuesday in spring, Ana Silva said.");

    // Dismiss from the keyboard drops the mark, the banner goes.
    await mark.getByRole("button", { name: MESSAGES.reviewDismiss }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();

    // History re-opens the mark; Restore my sentence, from the keyboard, gives the user's sentence back and nothing else changes.
    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByTestId("history-entry").first().click();
    await expect(history).toBeHidden();
    await expect(banner).toHaveText("1 change to review");
    await mark.getByRole("button", { name: MESSAGES.reviewRestoreSentence }).focus();
    await page.keyboard.press("Enter");
    await expect(editor.result).toHaveText(MEETING_TEXT);
    await expect(banner).toBeHidden();
  });

  test("a sentence whose restore would drop the user's words offers only to compare: both sentences shown, Copy my sentence from the keyboard, the result unchanged, Dismiss", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open(ORIGIN);
    await editor.input.fill(FLOOD.source);
    await editor.run();
    const banner = page.getByTestId("review-banner");
    await expect(banner).toHaveText("2 changes to review");
    const mark = page.getByTestId("review-mark").filter({ has: page.getByTestId("review-compare") });
    await expect(mark).toHaveCount(1);
    await expect(mark.getByTestId("review-compare")).toHaveText(MESSAGES.reviewCompareOnly);
    await expect(mark.getByTestId("review-theirs")).toContainText("The access roads have remained unflooded");
    const mine = FLOOD.source.slice(FLOOD.source.indexOf("The highest estimate"));
    await expect(mark.getByTestId("review-mine")).toHaveText(mine);
    // No restore: it would drop the user's "Access roads have not been flooded", which the marked sentence also tells.
    await expect(mark.getByRole("button")).toHaveText([MESSAGES.reviewCopyMine, MESSAGES.reviewDismiss]);

    const result = await editor.result.textContent();
    await mark.getByRole("button", { name: MESSAGES.reviewCopyMine }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(MESSAGES.reviewMineCopied.title)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mine);
    await expect(editor.result).toHaveText(result!);

    await mark.getByRole("button", { name: MESSAGES.reviewDismiss }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveText("1 change to review");
    await expect(page.getByTestId("review-compare")).toHaveCount(0);
  });

  test("an added sentence that rewords the user's own is not offered for taking out, and says why", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open(ORIGIN);
    await editor.input.fill(EMAIL.source);
    await editor.run();
    const mark = page.getByTestId("review-mark").filter({ has: page.getByTestId("review-compare") });
    await expect(mark).toHaveCount(1);
    await expect(mark).toContainText("Subject: RE: Proposed Decision Jeff—Excellent summary.");
    await expect(mark.getByTestId("review-compare")).toHaveText(MESSAGES.reviewCompareTakeOut);
    // Nothing to restore or copy: taking it out would drop the user's subject line, which the result says only here.
    await expect(mark.getByRole("button")).toHaveText([MESSAGES.reviewDismiss]);
  });

  test("a faithful reply has no marks, and says so with what marks cannot see; with the changes hidden, a button shows them", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open(ORIGIN);
    const showChanges = page.getByRole("switch", { name: MESSAGES.showChanges });
    await editor.input.fill(FAITHFUL_TEXT);
    await editor.run();
    await expect(editor.result).toContainText("a month");
    await expect(page.getByTestId("review-banner")).toHaveCount(0);
    await expect(page.getByTestId("review-none")).toHaveText(MESSAGES.reviewNone);
    const scope = page.getByTestId("review-scope");
    await expect(scope).toHaveText(MESSAGES.reviewScope);

    // Changes shown: the words to compare are already marked, so the note offers nothing more.
    await expect(showChanges).toHaveAttribute("aria-checked", "true");
    await expect(scope.getByRole("button")).toHaveCount(0);
    await showChanges.click();
    await expect(page.getByTestId("changed-word")).toHaveCount(0);
    const show = scope.getByRole("button", { name: MESSAGES.showChanges });
    await show.focus();
    await page.keyboard.press("Enter");
    await expect(showChanges).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("changed-word").first()).toBeVisible();
    await expect(scope.getByRole("button")).toHaveCount(0);
  });

  test("a signed-in user's marks are kept with the server history: after a reload the entry re-opens with them, dismissed ones too", async ({
    page,
  }) => {
    await signedInUser(page, { origin: ORIGIN, databasePath });
    const editor = new EditorPage(page);
    await editor.open(ORIGIN);
    await expect(page.getByTestId("avatar")).toBeVisible();
    await editor.input.fill(TEXT);
    await editor.run();
    const marks = page.getByTestId("review-mark");
    const banner = page.getByTestId("review-banner");
    await expect(banner).toHaveText("2 changes to review");
    const figure = marks.filter({ hasText: "Your text: “3”" });
    await expect(figure).toContainText("30");
    // Dismissing is for this look at the result: the entry keeps the marks it was answered with.
    await figure.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveText("1 change to review");

    // A reload forgets the page's state; the entry and its marks can only come from the server.
    await page.reload();
    await expect(editor.banner).toContainText("left for the day");
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("anonHistory"))).toBeNull();
    await page.getByRole("button", { name: "History" }).click();
    const history = panel(page, "History");
    await expect(history.getByTestId("history-entry")).toHaveCount(1);
    await history.getByTestId("history-entry").click();
    await expect(history).toBeHidden();
    await expect(editor.input).toHaveValue(TEXT);
    await expect(editor.result).toContainText("30 friends");
    await expect(banner).toHaveText("2 changes to review");
    await expect(figure).toContainText("30");

    // The re-opened marks work as on the fresh result: Restore mine puts the text's figure back.
    await figure.getByRole("button", { name: reviewPutBack("3") }).click();
    await expect(editor.result).toContainText("3 friends or more");
    await expect(banner).toHaveText("1 change to review");
  });
});
