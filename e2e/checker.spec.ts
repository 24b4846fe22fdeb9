import { expect, test } from "@playwright/test";
import { SAMPLE_TEXTS } from "../content/samples";
import { MESSAGES } from "../lib/messages";
import { AI_COVER_LETTER, HUMAN_AI_HUMAN_AI, JOINED_SHORT_PARAGRAPHS, POSSIBLY_AI_PARAGRAPH } from "../tests/fixtures/checker-texts";
import { EditorPage } from "./editor";
import { inEachViewport } from "./viewports";

/** Two stock-AI paragraphs: a firm "Likely AI". */
const AI_ESSAY = `${SAMPLE_TEXTS[0]}\n\n${SAMPLE_TEXTS[2]}`;
/** A human story, then a stock-AI paragraph: the paragraphs split, and the second is the one marked. */
const HALF_AI = `${SAMPLE_TEXTS[3]}\n\n${SAMPLE_TEXTS[0]}`;
/** A human paragraph that some AI text resembles: the checker cannot tell. */
const UNSURE = SAMPLE_TEXTS[1];
const HUMAN_SAMPLE = SAMPLE_TEXTS[3];

const STATES = [
  { name: "Likely AI", text: AI_ESSAY, verdict: "ai", message: MESSAGES.aiVerdict, color: "rgb(185, 28, 28)" },
  {
    name: "Possibly AI",
    text: POSSIBLY_AI_PARAGRAPH,
    verdict: "possibly_ai",
    message: MESSAGES.possiblyAiVerdict,
    color: "rgb(194, 65, 12)",
  },
  { name: "Can't tell", text: UNSURE, verdict: "mixed", message: MESSAGES.mixedVerdict, color: "rgb(71, 85, 105)" },
  { name: "Likely human", text: HUMAN_SAMPLE, verdict: "human", message: null, color: "rgb(21, 128, 61)" },
] as const;

inEachViewport(() => {
  test("the donut's four verdicts, each with how often human writing scores as high, and the AI paragraph marked", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/ai-checker");
    const verdict = page.getByTestId("verdict");
    const donutLabel = page.getByTestId("checker-result").locator("span.text-3xl");

    for (const state of STATES) {
      await editor.input.fill(state.text);
      await editor.run();
      await expect(verdict, state.name).toHaveAttribute("data-verdict", state.verdict);
      if (state.message) await expect(verdict).toContainText(state.message);
      await expect(donutLabel).toHaveCSS("color", state.color);
      await expect(page.getByTestId("human-rate")).toHaveText(
        /^Among [\d,]+ human texts of similar length from \d+ kinds of writing, .+ this high\.$/,
      );
      // "Can't tell" is neutral: only a text or paragraph that reads as AI is offered the humanizer
      await expect(verdict.getByRole("link", { name: "Humanize" })).toHaveCount(
        state.verdict === "human" || state.verdict === "mixed" ? 0 : 1,
      );
    }
  });

  test("a human story with an AI paragraph: the headline says the text is mixed, and the AI paragraph is marked", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/ai-checker");
    await editor.input.fill(HALF_AI);
    await editor.run();
    await expect(page.getByTestId("verdict")).toHaveAttribute("data-mixed-authorship", "true");
    await expect(page.getByTestId("verdict")).toContainText("Mixed: 1 of 2 paragraphs read as AI-written");
    await expect(page.getByTestId("paragraph-summary")).toHaveText("The paragraphs that read as AI-written are marked below.");
    const paragraphs = page.getByTestId("paragraph");
    await expect(paragraphs).toHaveCount(2);
    await expect(paragraphs.nth(0).getByTestId("paragraph-mark")).toHaveCount(0);
    // the human paragraph's sentences are judged with their own paragraph, not coloured by the AI one
    await expect(paragraphs.nth(0).locator("mark[data-level='Most AI-like']")).toHaveCount(0);
    await expect(paragraphs.nth(1).getByTestId("paragraph-mark")).toContainText(
      /^Paragraph 2: (Likely|Possibly) AI, judged on its own: this paragraph scores \d+% AI$/,
    );
    await expect(paragraphs.nth(1).getByTestId("paragraph-mark")).toBeVisible();
    await expect(paragraphs.nth(1)).toContainText(SAMPLE_TEXTS[0]!.slice(0, 40));
  });

  test("human, AI, human, AI paragraphs get a mixed headline, not a whole-AI one", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/ai-checker");
    await editor.input.fill(HUMAN_AI_HUMAN_AI);
    await editor.run();
    const verdict = page.getByTestId("verdict");
    await expect(verdict).toContainText("Mixed: 2 of 4 paragraphs read as AI-written");
    await expect(verdict).not.toContainText(MESSAGES.aiVerdict);
    await expect(verdict.getByRole("link", { name: "Humanize" })).toHaveCount(1);
    const marks = page.getByTestId("paragraph-mark");
    await expect(marks).toHaveCount(2);
    await expect(marks.nth(0)).toContainText(/^Paragraph 2: /);
    await expect(marks.nth(1)).toContainText(/^Paragraph 4: /);
  });

  test('an AI letter of short paragraphs is told they are too short for a verdict of their own, not "0 of 4"', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/ai-checker");
    await editor.input.fill(AI_COVER_LETTER);
    await editor.run();
    await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", /^(possibly_ai|ai)$/);
    await expect(page.getByTestId("paragraph-summary")).toHaveText(
      "These 4 paragraphs are too short for a verdict of their own: the verdict above is for the text as a whole.",
    );
  });

  test("a mark over short paragraphs judged together names them as the writer numbers them, and says what its figure is", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open("/ai-checker");
    await editor.input.fill(JOINED_SHORT_PARAGRAPHS);
    await editor.run();
    const mark = page.getByTestId("paragraph-mark");
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveText(/^Paragraphs 2-4: (Likely|Possibly) AI, judged on their own: these paragraphs score \d+% AI$/);
    await expect(mark).toBeVisible();
    // the mark stands over the writer's heading, note and paragraph it covers
    const marked = page.getByTestId("paragraph").filter({ has: mark });
    await expect(marked).toContainText("Why it matters");
    await expect(marked).toContainText(SAMPLE_TEXTS[0]!.slice(0, 40));
  });
});

test("Humanize on the checker's verdict carries the checked text to the humanizer", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  await editor.input.fill(AI_ESSAY);
  await editor.run();
  await page.getByTestId("verdict").getByRole("link", { name: "Humanize" }).click();
  await expect(page).toHaveURL(/\/humanize-ai-text$/);
  await expect(editor.input).toHaveValue(AI_ESSAY);
});

test('a 69-word stock-AI paragraph can be called "Likely AI": every verdict is open from 40 words', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  await editor.input.fill(SAMPLE_TEXTS[0]!);
  await editor.run();
  await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "ai");
  await expect(page.getByTestId("length-note")).toHaveCount(0);
});

test("a short text gets a score flagged as not reliable, and no verdict", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  await editor.input.fill("This is a short note about lunch plans for Friday.");
  await editor.run();
  await expect(page.getByTestId("unreliable-note")).toContainText("too short for a reliable result");
  await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "mixed");
});
