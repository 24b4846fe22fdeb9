import { expect, test } from "@playwright/test";
import { SAMPLE_TEXTS } from "../content/samples";
import { MESSAGES } from "../lib/messages";
import { EditorPage } from "./editor";

const AI_SAMPLE = SAMPLE_TEXTS[0];
const HUMAN_SAMPLE = SAMPLE_TEXTS[3];

test("the AI Checker tells an AI paragraph from a human one, with highlighted sentences and reasons", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");

  await editor.input.fill(AI_SAMPLE);
  await editor.run();
  await expect(page.getByTestId("verdict")).toContainText(MESSAGES.aiVerdict);
  await expect(page.getByTestId("verdict").getByRole("link", { name: "Humanize" })).toHaveAttribute("href", "/humanize-ai-text");
  const highlights = page.getByTestId("sentence-highlights");
  await expect(highlights.locator("mark[data-level='Likely AI']").first()).toBeVisible();
  await expect(highlights.getByRole("list", { name: "Legend" })).toBeVisible();
  await expect(page.getByTestId("why-panel")).toContainText(/AI text|transition/i);

  await editor.input.fill(HUMAN_SAMPLE);
  await editor.run();
  await expect(page.getByTestId("verdict")).toContainText(MESSAGES.humanVerdict);
  await expect(highlights).toBeVisible();
  await expect(highlights.locator("mark[data-level='Likely AI']")).toHaveCount(0);
});

test("a short text gets a score flagged as not reliable", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  await editor.input.fill("This is a short note about lunch plans for Friday.");
  await editor.run();
  await expect(page.getByTestId("unreliable-note")).toContainText("too short for a reliable result");
});
