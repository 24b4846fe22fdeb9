import { expect, test } from "@playwright/test";
import { SAMPLE_TEXTS } from "../content/samples";
import { MESSAGES } from "../lib/messages";
import { EditorPage } from "./editor";

/** Two stock-AI paragraphs: over 100 words, long enough for a "Likely AI" verdict. */
const AI_ESSAY = `${SAMPLE_TEXTS[0]}\n\n${SAMPLE_TEXTS[2]}`;
/** One of them alone: it reads as AI, but under 100 words the checker does not accuse. */
const AI_PARAGRAPH = SAMPLE_TEXTS[0];
const HUMAN_SAMPLE = SAMPLE_TEXTS[3];

const RED = "rgb(185, 28, 28)";
const AMBER = "rgb(180, 83, 9)";
const GREEN = "rgb(21, 128, 61)";

test("the AI Checker's three verdicts: red for likely AI, amber when it cannot tell, green for likely human", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  const verdict = page.getByTestId("verdict");
  const donutLabel = page.getByTestId("checker-result").locator("span.text-3xl");
  const highlights = page.getByTestId("sentence-highlights");

  await editor.input.fill(AI_ESSAY);
  await editor.run();
  await expect(verdict).toHaveAttribute("data-verdict", "ai");
  await expect(verdict).toContainText(MESSAGES.aiVerdict);
  await expect(donutLabel).toHaveCSS("color", RED);
  await expect(highlights.locator("mark[data-level='Most AI-like']").first()).toBeVisible();
  await expect(page.getByTestId("why-panel")).toContainText(/AI text|transitions/i);
  await expect(page.getByTestId("length-note")).toHaveCount(0);

  await editor.input.fill(AI_PARAGRAPH);
  await editor.run();
  await expect(verdict).toHaveAttribute("data-verdict", "mixed");
  await expect(verdict).toContainText(MESSAGES.mixedVerdict);
  await expect(donutLabel).toHaveCSS("color", AMBER);
  await expect(page.getByTestId("length-note")).toContainText("Under 100 words the checker never says");

  await editor.input.fill(HUMAN_SAMPLE);
  await editor.run();
  await expect(verdict).toHaveAttribute("data-verdict", "human");
  await expect(verdict).toContainText(MESSAGES.humanVerdict);
  await expect(donutLabel).toHaveCSS("color", GREEN);
  await expect(verdict.getByRole("link", { name: "Humanize" })).toHaveCount(0);
  await expect(highlights.locator("mark[data-level='Most AI-like']")).toHaveCount(0);
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

test("a short text gets a score flagged as not reliable, and no verdict", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  await editor.input.fill("This is a short note about lunch plans for Friday.");
  await editor.run();
  await expect(page.getByTestId("unreliable-note")).toContainText("too short for a reliable result");
  await expect(page.getByTestId("verdict")).toHaveAttribute("data-verdict", "mixed");
});
