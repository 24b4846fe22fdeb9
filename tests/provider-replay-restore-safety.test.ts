import { describe, expect, it } from "vitest";
import { DOUBLED_WORDS, doubledWords, restoreProblem } from "@/bench/provider-replay/restore-safety";
import type { ReviewMark, RestoreOffer } from "@/lib/review-marks";

/**
 * How the provider-replay bench judges a mark's restore: by sentences (restoreProblem, restoreSafe) and by content
 * (doubledWords, restoreDoubles): a restore that puts back the user's sentence while the result goes on telling it
 * beside the mark says it twice.
 */
const SOURCE = "Secular markets last years and their participants are net buyers. Bear markets fall.";
const RESULT = "Secular markets last for years. Their participants are net buyers. Bear markets fall.";
const userFirst = { start: 0, end: SOURCE.indexOf(" Bear") };

/** A mark whose restore swaps the result's `span` for the user's first sentence. */
function sentenceMark(span: string, offer: RestoreOffer = "sentence"): ReviewMark {
  const start = RESULT.indexOf(span);
  const end = start + span.length;
  return {
    kind: "facts",
    message: "Something your text says is left out here.",
    start,
    end,
    source: userFirst,
    restore: { start, end, text: SOURCE.slice(userFirst.start, userFirst.end), offer },
  };
}

describe("restore safety by content", () => {
  it("finds the user's words a sentence's restore would double when the next result sentence still tells them", () => {
    const mark = sentenceMark("Secular markets last for years.");
    // By sentences the restore is safe: every other sentence stays as it was.
    expect(restoreProblem(SOURCE, RESULT, mark)).toBeNull();
    const doubled = doubledWords(SOURCE, RESULT, mark);
    expect(doubled.length).toBeGreaterThanOrEqual(DOUBLED_WORDS);
    expect(doubled).toEqual(expect.arrayContaining(["net"]));
  });

  it("finds none when the restore takes in every result sentence that tells the user's", () => {
    expect(doubledWords(SOURCE, RESULT, sentenceMark("Secular markets last for years. Their participants are net buyers."))).toEqual([]);
  });

  it("does not count words the user's text also says elsewhere, which the neighbour may be telling", () => {
    const source = `${SOURCE} Their participants are net buyers again.`;
    expect(doubledWords(source, RESULT, sentenceMark("Secular markets last for years."))).toEqual([]);
  });

  it("reads no doubling into an item put back or a sentence taken out, which put back no sentence", () => {
    expect(doubledWords(SOURCE, RESULT, sentenceMark("Secular markets last for years.", "item"))).toEqual([]);
    expect(doubledWords(SOURCE, RESULT, sentenceMark("Secular markets last for years.", "take_out"))).toEqual([]);
  });
});
