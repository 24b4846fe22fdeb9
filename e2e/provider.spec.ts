import { expect, test, type Page } from "@playwright/test";
import { modelLikeReply, startScriptedServer, type ScriptedServer } from "../tests/support/openai-server";
import { providerEnv, startAppServer, type AppServer } from "./app-server";
import { EditorPage } from "./editor";
import { PROVIDER_PORT } from "./ports";

/**
 * The same build, started by this spec with an AI provider: a scripted OpenAI-compatible server in this
 * process. The shared e2e servers stay on the offline engine.
 */
const ORIGIN = `http://127.0.0.1:${PROVIDER_PORT}`;
const TEXT =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people utilize online tools to manage their schedules and stay in touch with 3 friends or more. " +
  "Additionally, organizations can leverage machine learning to streamline their operations and enhance productivity. " +
  "In conclusion, these tools save numerous hours every week for busy families.";

let model: ScriptedServer;
let app: AppServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Slow enough per word that the browser sees the text arrive in pieces.
  model = await startScriptedServer({ fallback: modelLikeReply(60) });
  app = await startAppServer(PROVIDER_PORT, providerEnv(model, "provider"));
});

test.afterAll(async () => {
  app?.stop();
  await model?.close();
});

/** Every distinct value the result takes until the score appears: more than one means it streamed. */
const watchResult = (page: Page) =>
  page.evaluate(async () => {
    const seen: string[] = [];
    const started = Date.now();
    while (!document.querySelector('[data-testid="ai-score"]') && Date.now() - started < 30_000) {
      const value = document.querySelector('[data-testid="editor-result"]')?.textContent ?? "";
      if (value && seen.at(-1) !== value) seen.push(value);
      await new Promise((r) => setTimeout(r, 20));
    }
    return seen;
  });

for (const [name, path, modelName] of [
  ["rewriter", "/", "scripted-lumenaris"],
  ["humanizer", "/humanize-ai-text", "scripted-pulse"],
] as const) {
  test(`the ${name} streams the provider's text, names the model and scores the final text`, async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open(`${ORIGIN}${path}`);
    await editor.input.fill(TEXT);
    const watching = watchResult(page);
    await editor.run();
    const seen = await watching;
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0].length).toBeLessThan(seen.at(-1)!.length);

    await expect(page.getByTestId("engine-badge")).toHaveText(modelName);
    await expect(page.getByTestId("ai-score")).toContainText(/AI score: \d+%/);
    await expect(editor.result).toHaveText(/These days, technology matters a lot in our daily lives\./);
    await expect(editor.result).toHaveText(/3 friends or more/);
    const score = Number(/AI score: (\d+)%/.exec((await page.getByTestId("ai-score").textContent()) ?? "")?.[1]);
    const finalText = (await editor.result.textContent()) ?? "";
    const checked = await (await page.request.post(`${ORIGIN}/api/getAiDetectionScore`, { data: { text: finalText } })).json();
    expect(score).toBe(Math.round(checked.response));
  });
}
