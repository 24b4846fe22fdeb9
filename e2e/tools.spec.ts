import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { TOOLS } from "../content/tools";
import { MESSAGES } from "../lib/messages";
import { EditorPage, PROSE } from "./editor";

const HUMANIZER_TOGGLE_PATHS = [
  "/",
  "/reword-generator",
  "/essay-rewriter",
  "/word-changer",
  "/quillbot-paraphraser-style",
  "/humanize-ai-text",
];
const MODEL_TOGGLE_PATHS = ["/humanize-ai-text", "/undetectable-ai"];
const OPTIONS_HIDDEN_PATHS = ["/humanize-ai-text", "/ai-checker"];

for (const tool of TOOLS) {
  test(`${tool.path}: ${tool.buttonLabel} works with the local engine and spends a use`, async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open(tool.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.heading);
    await expect(editor.action).toHaveText(tool.buttonLabel);
    await expect(editor.action).toBeDisabled();
    await expect(page.getByTestId("action-blocked-reason")).toHaveText(
      tool.kind === "detect" ? MESSAGES.emptyInputDetect : MESSAGES.emptyInputRewrite,
    );
    await expect(page.getByRole("switch", { name: "Humanizer" })).toHaveCount(HUMANIZER_TOGGLE_PATHS.includes(tool.path) ? 1 : 0);
    await expect(page.getByTestId("model-toggle")).toHaveCount(MODEL_TOGGLE_PATHS.includes(tool.path) ? 1 : 0);
    await expect(page.getByTestId("options-row")).toHaveCount(OPTIONS_HIDDEN_PATHS.includes(tool.path) ? 0 : 1);
    if (tool.path === "/humanize-ai-text") {
      await expect(page.getByRole("switch", { name: "Humanizer" })).toBeChecked();
      await expect(page.getByRole("switch", { name: "Humanizer" })).toBeDisabled();
      await expect(page.getByRole("radio", { name: "Pulse 3.0" })).toBeChecked();
    }
    if (tool.path === "/undetectable-ai") await expect(page.getByRole("radio", { name: "Lumenaris" })).toBeChecked();
    // One pool for every tool, and every page says so.
    const usageText = "You have 5 free uses left for the day, shared by rewrites and AI checks";
    await expect(editor.banner).toContainText(usageText);

    await editor.input.fill(PROSE);
    await expect(editor.counter).toContainText(`37/${tool.kind === "detect" ? 2800 : 250}`);
    const sent = tool.kind === "rewrite" ? page.waitForRequest("**/api/getResponseToAPrompt") : null;
    await editor.run();
    if (sent) {
      // The humanizer pages (Make Undetectable among them) ask for the humanizer, never a plain rewrite.
      expect((await sent).postDataJSON()).toMatchObject({
        rephraseType: tool.forceHumanize ? "Humanizer" : "Rewriter",
        isHumanizeEnabled: tool.forceHumanize,
      });
    }
    if (tool.kind === "detect") {
      await expect(page.getByTestId("verdict")).toBeVisible();
      await expect(page.getByTestId("ai-percentage")).toHaveText(/\d+% likely AI-written/);
      await expect(page.getByTestId("checker-result").locator("svg").first()).toBeVisible();
    } else {
      await expect(editor.result).not.toHaveText("");
      await expect(editor.result).not.toHaveText(PROSE);
      await expect(page.getByTestId("ai-score")).toContainText(/AI score: \d+% · (Likely human|Can't tell|Possibly AI|Likely AI)/);
      await expect(page.getByTestId("ai-score")).toHaveAttribute("data-verdict", /^(human|mixed|possibly_ai|ai)$/);
      await page.getByTestId("ai-score").getByText("AI score").click();
      await expect(page.getByTestId("ai-score-rate")).toHaveText(/human texts of similar length|Too short to compare with human writing/);
    }
    await expect(editor.banner).toContainText(usageText.replace("5", "4"));
  });
}

test("blocks the sixth use of the day, also after local storage is cleared", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/ai-checker");
  await editor.input.fill(PROSE);
  for (let left = 4; left >= 0; left--) {
    await editor.run();
    await expect(editor.banner).toContainText(
      `You have ${left} free use${left === 1 ? "" : "s"} left for the day, shared by rewrites and AI checks`,
    );
  }
  await expect(editor.action).toBeDisabled();
  await expect(page.getByTestId("action-blocked-reason")).toHaveText(MESSAGES.outOfChecks);

  await page.evaluate(() => localStorage.clear());
  await editor.open("/");
  await expect(editor.banner).toContainText("You have 0 free uses left for the day");
  await editor.input.fill(PROSE);
  await expect(editor.action).toBeDisabled();
  await expect(page.getByTestId("action-blocked-reason")).toHaveText(MESSAGES.outOfRewrites);
  const res = await page.request.post("/api/getResponseToAPrompt", { data: { prompt: PROSE } });
  expect(res.status()).toBe(429);
  expect((await res.json()).error.message).toBe(MESSAGES.outOfRewrites);
});

test("disables the button and warns when the text is over the word limit", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/");
  await editor.input.fill(Array.from({ length: 251 }, () => "word").join(" "));
  await expect(editor.counter).toContainText("251/250");
  await expect(editor.action).toBeDisabled();
  await expect(editor.toast(MESSAGES.wordLimit.title)).toContainText(MESSAGES.wordLimitUpgrade);
  await expect(page.getByTestId("action-blocked-reason")).toContainText(MESSAGES.wordLimit.content);
});

test.describe("editor tools", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("sample, paste, copy, download, delete and statistics", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await page.getByTestId("editor-result").focus();
    await page.getByRole("button", { name: "Copy result" }).click();
    await expect(editor.toast(MESSAGES.nothingToCopy.title)).toBeVisible();

    await page.getByRole("button", { name: "Try A Sample" }).click();
    await expect(editor.input).not.toHaveValue("");
    await page.getByRole("button", { name: "Delete text" }).click();
    await expect(editor.input).toHaveValue("");

    await page.evaluate((text) => navigator.clipboard.writeText(text), PROSE);
    await page.getByRole("button", { name: "Paste text" }).click();
    await expect(editor.input).toHaveValue(PROSE);

    await editor.run();
    await expect(editor.result).not.toHaveText("");
    const result = (await editor.result.textContent()) ?? "";

    await page.getByRole("button", { name: "Copy result" }).click();
    await expect(editor.toast("Copied to clipboard")).toContainText("Come back for more rewriting...");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(result);

    await page.getByRole("button", { name: "Download result" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download .txt" }).click()]);
    expect(download.suggestedFilename()).toBe("result.txt");
    expect(readFileSync(await download.path(), "utf8")).toBe(result);

    await page.getByRole("button", { name: "Statistics" }).click();
    const stats = page.getByRole("dialog", { name: "Statistics" });
    await expect(stats.getByRole("table", { name: "Fluency" })).toBeVisible();
    await expect(stats.getByRole("table", { name: "Difference" })).toContainText("Words");
    await expect(stats.getByTestId("percent-change")).toHaveText(/\d+\.\d%/);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "History" }).click();
    await expect(page.getByRole("dialog", { name: "History" }).getByTestId("history-list")).toContainText(PROSE.slice(0, 40));
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Delete text" }).click();
    await expect(editor.input).toHaveValue("");
    await expect(editor.result).toHaveText("");
  });

  test("attaches .txt files and refuses types other than .txt, .docx and .pdf (files.spec.ts has Word and PDF)", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    const fileInput = page.getByTestId("attach-input");
    await fileInput.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Notes from the file.\n\nSecond paragraph."),
    });
    await expect(editor.input).toHaveValue("Notes from the file.\n\nSecond paragraph.");
    await fileInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([137, 80, 78, 71]) });
    await expect(editor.toast(MESSAGES.unsupportedFile.title)).toContainText(MESSAGES.unsupportedFile.content);
    await expect(editor.input).toHaveValue("Notes from the file.\n\nSecond paragraph.");
  });

  test("keeps the input and explains when a paste is denied", async ({ page, context }) => {
    await context.clearPermissions();
    const editor = new EditorPage(page);
    await editor.open("/");
    await page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, "readText", {
        value: () => Promise.reject(new DOMException("denied", "NotAllowedError")),
      });
    });
    await page.getByRole("button", { name: "Paste text" }).click();
    await expect(editor.toast(MESSAGES.clipboardDenied.title)).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("Length has no Concise choice", async ({ page }) => {
    await new EditorPage(page).open("/");
    await page.getByTestId("option-length").click();
    await expect(page.getByRole("option", { name: "Shorten" })).toBeVisible();
    await expect(page.getByRole("option", { name: /Concise/ })).toHaveCount(0);
  });
});

test("a failed call keeps the input and shows the spec's toast", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/");
  await page.route("**/api/getResponseToAPrompt", (route) =>
    route.fulfill({ status: 502, json: { error: { code: "ai_provider_error", message: "down" } } }),
  );
  await editor.input.fill(PROSE);
  await editor.run();
  await expect(editor.toast(MESSAGES.paraphraseFailed.title)).toContainText(MESSAGES.paraphraseFailed.content);
  await expect(editor.input).toHaveValue(PROSE);
  await page.reload();
  await expect(editor.input).toHaveValue(PROSE);
});

test("says why when the offline engine leaves a text as written, spends no use, and suggests only what the page offers", async ({
  page,
}) => {
  const editor = new EditorPage(page);
  const text = "Great answer thanks for the details! Was there a political component to the job?";
  const notice = () => editor.toast(MESSAGES.noticeTitle).last();

  // The rewriter: Lumenaris is its only model (no switch), the tones and the Humanizer switch are there.
  await editor.open("/");
  await editor.input.fill(text);
  await editor.run();
  await expect(notice()).toContainText(`${MESSAGES.offlineNoSafeChange} For more changes, try another tone or the Humanizer.`);
  await expect(notice()).not.toContainText("Lumenaris");
  await expect(editor.result).toHaveText(text);
  await expect(editor.input).toHaveValue(text);
  await expect(editor.banner).toContainText("You have 5 free uses left for the day");

  // The humanizer: humanizing is on already and there are no tones; only the model switch is left.
  await editor.open("/humanize-ai-text");
  await editor.input.fill(text);
  await editor.run();
  await expect(notice()).toContainText(`${MESSAGES.offlineNoSafeChange} For more changes, try Lumenaris.`);
  await page.getByRole("radio", { name: "Lumenaris" }).check();
  await editor.run();
  // Lumenaris chosen: nothing is left to suggest.
  await expect(editor.toast(MESSAGES.offlineNoSafeChange).filter({ hasNotText: "For more changes" })).toBeVisible();
});

test("the tool pages and the model switch say what the offline engine does", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("section-features")).toContainText("Careful edits that keep your meaning");
  await expect(page.locator("main")).not.toContainText(/restructur|split a long sentence/i);

  await page.goto("/humanize-ai-text");
  await expect(page.getByTestId("section-features")).toContainText("Lumenaris: More edits, same care");
  await expect(page.locator("main")).not.toContainText(/restructur/i);
  await expect(page.getByRole("radio", { name: "Lumenaris" })).toHaveAttribute("title", /^More edits, same care/);
});

test("/wp-redirect puts the question in the input", async ({ page }) => {
  await page.goto("/wp-redirect?question=hello");
  await expect(new EditorPage(page).input).toHaveValue("hello");
});

test("a path containing /reset-password opens the forgot-password panel over the editor", async ({ page }) => {
  await page.goto("/account/reset-password?token=x");
  await expect(page.getByRole("dialog", { name: "Forgot password" })).toContainText(MESSAGES.forgotPasswordIntro);
  await page.keyboard.press("Escape");
  await expect(new EditorPage(page).action).toHaveText("Rewrite");
});

test("changing route clears the input, result and score", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.open("/");
  await editor.input.fill(PROSE);
  await editor.run();
  await expect(editor.result).not.toHaveText("");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AI Checker" }).click();
  await expect(page).toHaveURL(/\/ai-checker$/);
  await expect(editor.action).toHaveText("Check AI");
  await expect(editor.input).toHaveValue("");
  await expect(page.getByTestId("verdict")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AI Rewriter" }).click();
  await expect(editor.action).toHaveText("Rewrite");
  await expect(editor.input).toHaveValue("");
  await expect(editor.result).toHaveText("");
});
