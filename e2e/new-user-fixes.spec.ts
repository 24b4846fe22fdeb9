import { expect, test, type Page } from "@playwright/test";
import { BATCH_FILES_FREE, BATCH_FILES_PRO, FREE_USES_PER_DAY, WORD_LIMIT_FREE, WORD_LIMIT_PRO } from "../lib/limits";
import { batchChecksLeft, MESSAGES, POSSIBLY_AI_BAR_NOTE, sentenceMarksNote } from "../lib/messages";
import { corpusTexts } from "../tests/support/batch-documents";
import { corpusText } from "../tests/support/corpus-text";
import { EditorPage, PROSE } from "./editor";
import { signedInUser } from "./users";
import { VIEWPORTS } from "./viewports";

/** A human abstract the checker cannot call, some of whose sentences score 70 or more on their own. */
const CANT_TELL_HUMAN = corpusText("Though with progress, model learning and performing posterior inference");
/** A 189-word AI essay at 98% that no human text of its length matched, still "Possibly AI" (the audit's case). */
const NONE_AS_HIGH_BUT_POSSIBLY_AI = corpusText("Students debate whether or not they should be allowed to have cell pho");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What a new user tripped over (issue 49): the menus on a phone, the batch page, the checker's marks, the smaller things. */

/** The laptop, and the phone as a phone: its page zooms out when anything is wider than the screen. */
const SCREENS = VIEWPORTS.map((v) => ({ ...v, mobile: v.name === "phone" }));

/** How wide the page is laid out, and whether the scroll lock moved the body. */
const pageWidths = (page: Page) =>
  page.evaluate(() => ({
    bodyMarginRight: getComputedStyle(document.body).marginRight,
    bodyWidth: Math.round(document.body.getBoundingClientRect().width),
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.mobile, hasTouch: screen.mobile });

    test("opening the Audience, Length and Language menus keeps the page's width, and each menu opens by its button", async ({ page }) => {
      await page.goto("/");
      const full = { bodyMarginRight: "0px", bodyWidth: screen.width, scrollWidth: screen.width, innerWidth: screen.width };
      expect(await pageWidths(page)).toEqual(full);
      for (const key of ["audience", "length", "language"]) {
        await page.getByTestId(`option-${key}`).click();
        const menu = page.getByRole("listbox");
        await expect(menu).toBeVisible();
        expect(await pageWidths(page), `${key} open`).toEqual(full);
        const trigger = (await page.getByTestId(`option-${key}`).boundingBox())!;
        const box = (await menu.boundingBox())!;
        // Right under its button (or above it, where there is no room below), overlapping it sideways.
        const gap = Math.min(Math.abs(box.y - (trigger.y + trigger.height)), Math.abs(trigger.y - (box.y + box.height)));
        expect(gap, `${key} menu by its button`).toBeLessThan(12);
        expect(box.x < trigger.x + trigger.width && box.x + box.width > trigger.x, `${key} menu beside its button`).toBe(true);
        expect(box.x >= 0 && box.x + box.width <= screen.width, `${key} menu on the screen`).toBe(true);
        await page.keyboard.press("Escape");
        await expect(menu).toHaveCount(0);
        expect(await pageWidths(page), `${key} closed`).toEqual(full);
      }
    });
  });
}

test("the Audience menu spells Knowledgeable", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("option-audience").click();
  await expect(page.getByRole("option", { name: "Knowledgeable" })).toBeVisible();
  await expect(page.getByRole("listbox")).not.toContainText("Knowledgable");
});

/** Spends a free account's daily checks through the checker's own route. */
async function spendChecks(page: Page, count: number) {
  for (let i = 0; i < count; i++) expect((await page.request.post("/api/getAiDetectionScore", { data: { text: PROSE } })).ok()).toBe(true);
}

/** Files of texts long enough to judge, as a teacher drops them. */
const textFiles = (count: number) =>
  corpusTexts(count, { minWords: 150, maxWords: 400 }).map((text, i) => ({
    name: `student-${i + 1}.txt`,
    mimeType: "text/plain",
    buffer: Buffer.from(text),
  }));

const batchRows = (page: Page) => page.getByTestId("batch-row");
const allDone = (page: Page) =>
  expect
    .poll(
      async () => (await batchRows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-status")))).every((s) => s === "done"),
      { timeout: 60_000 },
    )
    .toBe(true);

test("a free account with no checks left is told so on the batch page, and a drop adds nothing and saves no batch", async ({ page }) => {
  await signedInUser(page);
  await spendChecks(page, FREE_USES_PER_DAY);
  await page.goto("/ai-checker/batch");
  await expect(page.getByTestId("batch-uses-left")).toHaveText(new RegExp(`^${escape(batchChecksLeft(0))}`));
  await page.getByTestId("batch-file-input").setInputFiles(textFiles(2));
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: MESSAGES.batchNothingAdded.title })).toContainText(
    MESSAGES.batchNothingAdded.content,
  );
  await expect(batchRows(page)).toHaveCount(0);
  expect((await (await page.request.get("/api/batch")).json()).batches).toEqual([]);
});

test("a free account's batch counts its checks down, and the files past its room offer the Pro plans, which name batch checking", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInUser(page);
  // Files are checked a few at a time, and their answers may come back in any order: the first file's answer
  // (its count taken when the most checks were left) is held until every other file is done, so it comes last.
  let releaseFirst!: () => void;
  const othersDone = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route("**/api/batch/*/files", async (route) => {
    const response = await route.fetch();
    if (route.request().postDataJSON().name === "student-1.txt") await othersDone;
    await route.fulfill({ response });
  });
  await page.goto("/ai-checker/batch");
  await expect(page.getByTestId("batch-uses-left")).toHaveText(new RegExp(`^${escape(batchChecksLeft(FREE_USES_PER_DAY))}`));
  await page.getByTestId("batch-file-input").setInputFiles(textFiles(BATCH_FILES_FREE + 1));
  await expect(batchRows(page)).toHaveCount(BATCH_FILES_FREE + 1);
  await expect(batchRows(page).and(page.locator('[data-status="done"]'))).toHaveCount(BATCH_FILES_FREE, { timeout: 60_000 });
  releaseFirst();
  await allDone(page);
  await expect(page.getByTestId("batch-uses-left")).toHaveText(
    new RegExp(`^${escape(batchChecksLeft(FREE_USES_PER_DAY - BATCH_FILES_FREE))}`),
  );
  const over = page.locator(`[data-testid="batch-row"][data-name="student-${BATCH_FILES_FREE + 1}.txt"]`);
  await expect(over.getByTestId("row-note")).toHaveText(MESSAGES.batchTooManyFilesFree);
  await over.getByRole("button", { name: "See Pro plans" }).click();
  const plans = page.getByRole("dialog", { name: MESSAGES.pricingHeading });
  await expect(plans.getByTestId("pricing-plans")).toContainText(`Full AI detector, batches of ${BATCH_FILES_PRO} files`);
});

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.mobile, hasTouch: screen.mobile });

    test("a batch is a table on a laptop and one card per file on a phone, its verdict first and nothing off the screen", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signedInUser(page);
      await page.goto("/ai-checker/batch");
      await page.getByTestId("batch-file-input").setInputFiles(textFiles(3));
      await expect(batchRows(page)).toHaveCount(3);
      await allDone(page);
      await expect(page.getByTestId(screen.mobile ? "batch-cards" : "batch-table")).toBeVisible();
      await expect(page.getByTestId(screen.mobile ? "batch-table" : "batch-cards")).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(screen.width);
      for (const row of await batchRows(page).all()) {
        const chip = row.getByTestId("verdict-chip");
        const box = (await chip.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
        if (!screen.mobile) continue;
        // The verdict is the first thing a card says, with the score beside it.
        const card = (await row.boundingBox())!;
        expect(box.y - card.y).toBeLessThan(16);
        await expect(row.locator("p").first()).toContainText(/\d+% AI score$/);
        expect(card.height).toBeLessThan(130);
      }
      await page.getByRole("region", { name: "Batch", exact: true }).screenshot({ path: test.info().outputPath("batch.png") });
    });

    test("the API reference fits the screen: no page wider than the screen and no cut-off field type", async ({ page }) => {
      await page.goto("/developers");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(screen.width);
      const clipped = await page
        .getByRole("table")
        .evaluateAll((tables) => tables.map((t) => t.closest("div")!).filter((box) => box.scrollWidth > box.clientWidth + 1).length);
      expect(clipped).toBe(0);
    });

    test("a text the checker cannot call gets no red sentence marks, and says why; a 98% text says why it is only Possibly AI", async ({
      page,
    }) => {
      const editor = new EditorPage(page);
      await editor.open("/ai-checker");
      await editor.input.fill(CANT_TELL_HUMAN);
      await editor.run();
      await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "mixed");
      const highlights = page.getByTestId("sentence-highlights");
      await expect(highlights.locator("mark[data-level='Somewhat AI-like']").first()).toBeVisible();
      await expect(highlights.locator("mark[data-level='Most AI-like']")).toHaveCount(0);
      await expect(highlights.getByTestId("marks-note")).toHaveText(sentenceMarksNote("mixed", 1)!);

      await editor.input.fill(NONE_AS_HIGH_BUT_POSSIBLY_AI);
      await editor.run();
      await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "possibly_ai");
      await expect(page.getByTestId("human-rate")).toContainText("none scores this high");
      await expect(page.getByTestId("length-note")).toHaveText(POSSIBLY_AI_BAR_NOTE);
      await expect(highlights.locator("mark[data-level='Most AI-like']").first()).toBeVisible();
      await expect(highlights.getByTestId("marks-note")).toHaveCount(0);
    });
  });
}

test("a tool page's how-to names Pro's word limit beside the free one", async ({ page }) => {
  await page.goto("/humanize-ai-text");
  await expect(page.getByTestId("section-how-to")).toContainText(
    `Paste up to ${WORD_LIMIT_FREE} words (${WORD_LIMIT_PRO.toLocaleString("en-US")} with Pro)`,
  );
});
