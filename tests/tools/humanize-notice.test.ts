import { beforeAll, describe, expect, it } from "vitest";
import type { ModelId } from "@/lib/options";
import { MESSAGES } from "@/lib/messages";
import { useTempDatabase } from "@/tests/support/requests";
import { finishRewrite, proViewer } from "@/tests/support/viewers";
import { CHATGPT_INTRO, PARAGRAPHS } from "@/tests/rewriter/fixtures";

const pro = proViewer("humanize-notice-1");
/** A person's note: the checker reads it as human before and after the humanizer. */
const HUMAN_NOTE = PARAGRAPHS[2];

let beginRewrite: typeof import("@/lib/tools/rewrite").beginRewrite;

beforeAll(async () => {
  await useTempDatabase();
  ({ beginRewrite } = await import("@/lib/tools/rewrite"));
});

async function run(text: string, model: ModelId, mode: "Humanizer" | "Rewriter") {
  return finishRewrite(await beginRewrite(pro, { text, options: {}, humanize: mode === "Humanizer", rephraseType: mode, model }));
}

describe("the offline humanizer's result", () => {
  it.each<ModelId>(["pulse", "lumenaris"])(
    "says plainly that full humanizing needs an AI provider when the result still reads as AI (%s)",
    async (model) => {
      const outcome = await run(CHATGPT_INTRO, model, "Humanizer");
      expect(outcome.response).not.toBe(CHATGPT_INTRO);
      expect(["ai", "possibly_ai"]).toContain(outcome.detectionVerdict);
      expect(outcome.notice).toContain(MESSAGES.offlineHumanizeStillAi);
    },
  );

  it("adds no such notice when the result reads as human", async () => {
    const outcome = await run(HUMAN_NOTE, "pulse", "Humanizer");
    expect(["human", "mixed"]).toContain(outcome.detectionVerdict);
    expect(outcome.notice ?? "").not.toContain(MESSAGES.offlineHumanizeStillAi);
  });

  it("adds no such notice to a plain rewrite, which does not promise to humanize", async () => {
    const outcome = await run(CHATGPT_INTRO, "lumenaris", "Rewriter");
    expect(outcome.notice ?? "").not.toContain(MESSAGES.offlineHumanizeStillAi);
  });
});
