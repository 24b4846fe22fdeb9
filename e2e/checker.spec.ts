import { expect, test } from "@playwright/test";
import { SAMPLE_TEXTS } from "../content/samples";
import { MESSAGES } from "../lib/messages";
import { EditorPage } from "./editor";
import { inEachViewport } from "./viewports";

/** Two stock-AI paragraphs: a firm "Likely AI". */
const AI_ESSAY = `${SAMPLE_TEXTS[0]}\n\n${SAMPLE_TEXTS[2]}`;
/** A human story, then a stock-AI paragraph: the document leans AI, and the second paragraph is the one marked. */
const HALF_AI = `${SAMPLE_TEXTS[3]}\n\n${SAMPLE_TEXTS[0]}`;
/** A human paragraph that some AI text resembles: the checker cannot tell. */
const UNSURE = SAMPLE_TEXTS[1];
const HUMAN_SAMPLE = SAMPLE_TEXTS[3];

const STATES = [
  { name: "Likely AI", text: AI_ESSAY, verdict: "ai", message: MESSAGES.aiVerdict, color: "rgb(185, 28, 28)" },
  { name: "Possibly AI", text: HALF_AI, verdict: "possibly_ai", message: MESSAGES.possiblyAiVerdict, color: "rgb(194, 65, 12)" },
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
      await expect(page.getByTestId("human-rate")).toHaveText(/^Among [\d,]+ human texts of similar length from \d+ kinds of writing, .+ this high\.$/);
      await expect(verdict.getByRole("link", { name: "Humanize" })).toHaveCount(state.verdict === "human" ? 0 : 1);

      if (state.text === HALF_AI) {
        await expect(page.getByTestId("paragraph-summary")).toHaveText("1 of 2 paragraphs read as AI-written: they are marked below.");
        const paragraphs = page.getByTestId("paragraph");
        await expect(paragraphs).toHaveCount(2);
        await expect(paragraphs.nth(0).getByTestId("paragraph-mark")).toHaveCount(0);
        // the human paragraph's sentences are judged with their own paragraph, not coloured by the AI one
        await expect(paragraphs.nth(0).locator("mark[data-level='Most AI-like']")).toHaveCount(0);
        await expect(paragraphs.nth(1).getByTestId("paragraph-mark")).toContainText(/^Paragraph 2: (Likely|Possibly) AI/);
        await expect(paragraphs.nth(1).getByTestId("paragraph-mark")).toBeVisible();
        await expect(paragraphs.nth(1)).toContainText(SAMPLE_TEXTS[0]!.slice(0, 40));
      }
    }
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

test("a short AI paragraph reads \"Possibly AI\", with the words a firmer verdict needs", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  await editor.input.fill(SAMPLE_TEXTS[0]!);
  await editor.run();
  await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "possibly_ai");
  await expect(page.getByTestId("length-note")).toHaveText(/^Under 100 words “Possibly AI” is the firmest verdict the checker gives/);
});

test("a short text gets a score flagged as not reliable, and no verdict", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  await editor.input.fill("This is a short note about lunch plans for Friday.");
  await editor.run();
  await expect(page.getByTestId("unreliable-note")).toContainText("too short for a reliable result");
  await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "mixed");
});
