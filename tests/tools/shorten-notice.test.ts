import { beforeAll, describe, expect, it } from "vitest";
import { useTempDatabase } from "@/tests/support/requests";
import { finishRewrite, proViewer } from "@/tests/support/viewers";

const pro = proViewer("shorten-1");
const TIGHT =
  "Reading books is one of the best ways to improve your writing. When you read a lot, you see how good writers build their sentences and organize their ideas. You also learn many new words without really trying to memorize them.";
const WORDY =
  "In order to make the most of the day, the vast majority of visitors arrive prior to nine in the morning, due to the fact that the lines are shorter at that time.";

let beginRewrite: typeof import("@/lib/tools/rewrite").beginRewrite;

beforeAll(async () => {
  await useTempDatabase();
  ({ beginRewrite } = await import("@/lib/tools/rewrite"));
});

async function shorten(text: string, length: "Shorten" | "Concise") {
  return finishRewrite(await beginRewrite(pro, { text, options: { length }, humanize: false, rephraseType: "Rewriter", model: "pulse" }));
}

describe("the offline engine's Shorten and Concise", () => {
  it("say so when a text had little to cut, with the share of words kept", async () => {
    const outcome = await shorten(TIGHT, "Shorten");
    expect(outcome.response).not.toBe(TIGHT);
    expect(outcome.notice).toMatch(
      /^This text had little to cut: Shorten removed the filler and wordy phrasing it found and kept 9\d% of your words \(it aims at 60-80%\)/,
    );
  });

  it("add no notice to a result inside the range", async () => {
    const outcome = await shorten(WORDY, "Concise");
    expect(outcome.notice).toBeUndefined();
  });
});
