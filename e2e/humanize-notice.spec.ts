import { expect, test } from "@playwright/test";
import { MESSAGES } from "../lib/messages";
import { CHATGPT_INTRO } from "../tests/rewriter/fixtures";
import { EditorPage } from "./editor";
import { inEachViewport } from "./viewports";

inEachViewport(() => {
  test("the offline humanizer says plainly that full humanizing needs an AI provider when its result still reads as AI", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open("/humanize-ai-text");
    await editor.input.fill(CHATGPT_INTRO);
    await editor.run();
    await expect(editor.toast(MESSAGES.noticeTitle)).toContainText(MESSAGES.offlineHumanizeStillAi);
    await expect(editor.result).not.toHaveText("");
    await expect(editor.result).not.toHaveText(CHATGPT_INTRO);
  });

  test("the humanizer pages promise only the careful edits the offline engine makes", async ({ page }) => {
    await page.goto("/humanize-ai-text");
    const features = page.getByTestId("section-features");
    await expect(features).toContainText("Sentences kept in order");
    await expect(page.locator("main")).not.toContainText(
      /Long and short sentences are mixed|contractions where a person would|rewrites more strongly/,
    );
    await expect(page.getByTestId("section-intro")).toContainText("full humanizing needs an AI provider");

    await page.goto("/undetectable-ai");
    await expect(page.locator("main")).not.toContainText(/shorter or longer|change more than with the paraphraser/);
    await expect(page.getByTestId("section-features")).toContainText("A longer version needs an AI provider.");
  });
});
