import { describe, expect, it } from "vitest";
import { checkRestore, restoreFigures, restoreProblem } from "@/bench/provider-replay/restore-safety";
import { restoreRisks, WORDS_AT_RISK } from "@/lib/ai/review/restore-words";
import type { ReviewMark, RestoreOffer } from "@/lib/review-marks";

/**
 * Restore safety (issue 50): by sentences (restoreProblem, the bench's restoreSafe) and by content (restoreRisks,
 * which keeps a mark from offering a restore): a restore that puts back the user's sentence while the result goes on
 * telling it beside the mark says it twice, and one that swaps out a result sentence that also told a neighbouring
 * sentence of the user's drops it.
 */
const SOURCE = "Secular markets last years and their participants are net buyers. Bear markets fall.";
const RESULT = "Secular markets last for years. Their participants are net buyers. Bear markets fall.";
const userFirst = { start: 0, end: SOURCE.indexOf(" Bear") };

/** A mark whose restore swaps the result's `span` for the user's words at `mine` (their first sentence unless told). */
function markOn(result: string, span: string, offer: RestoreOffer = "sentence", source = SOURCE, mine = userFirst): ReviewMark {
  const start = result.indexOf(span);
  const end = start + span.length;
  return {
    kind: "facts",
    message: "Something your text says is left out here.",
    start,
    end,
    source: mine,
    restore: { start, end, text: offer === "take_out" ? "" : source.slice(mine.start, mine.end), offer },
  };
}
const sentenceMark = (span: string, offer: RestoreOffer = "sentence") => markOn(RESULT, span, offer);

describe("restore safety by content: words doubled", () => {
  it("finds the user's words a sentence's restore would double when the next result sentence still tells them", () => {
    const mark = sentenceMark("Secular markets last for years.");
    // By sentences the restore is safe: every other sentence stays as it was.
    expect(restoreProblem(SOURCE, RESULT, mark)).toBeNull();
    const doubled = restoreRisks(SOURCE, RESULT).doubled(mark);
    expect(doubled.length).toBeGreaterThanOrEqual(WORDS_AT_RISK);
    expect(doubled).toEqual(expect.arrayContaining(["net"]));
    expect(restoreRisks(SOURCE, RESULT).harms(mark)).toBe(true);
  });

  it("finds none when the restore takes in every result sentence that tells the user's", () => {
    const mark = sentenceMark("Secular markets last for years. Their participants are net buyers.");
    expect(restoreRisks(SOURCE, RESULT).doubled(mark)).toEqual([]);
    expect(restoreRisks(SOURCE, RESULT).harms(mark)).toBe(false);
  });

  it("does not count words the user's text also says elsewhere, which the neighbour may be telling", () => {
    const source = `${SOURCE} Their participants are net buyers again.`;
    expect(restoreRisks(source, RESULT).doubled(markOn(RESULT, "Secular markets last for years.", "sentence", source))).toEqual([]);
  });

  it("reads no doubling into an item put back or a sentence taken out, which put back no sentence", () => {
    expect(restoreRisks(SOURCE, RESULT).doubled(sentenceMark("Secular markets last for years.", "item"))).toEqual([]);
    expect(restoreRisks(SOURCE, RESULT).doubled(sentenceMark("Secular markets last for years.", "take_out"))).toEqual([]);
  });
});

describe("restore safety by content: words dropped", () => {
  // The rewrite told the user's first sentence inside the sentence aligned with their second (train:10657).
  const source = "Access roads have not been flooded in recent history. The highest estimate of sea level rise this century is 25m.";
  const result =
    "Our site is safe. The access roads have remained unflooded in recent history, and the highest sea level rise estimate for this century is 8 feet.";
  const second = { start: source.indexOf("The highest"), end: source.length };
  const told = result.slice(result.indexOf("The access"));

  it("finds the user's words a sentence's restore would drop when the result sentence also tells a neighbouring one", () => {
    const mark = markOn(result, told, "sentence", source, second);
    expect(restoreRisks(source, result).dropped(mark)).toEqual(expect.arrayContaining(["access", "road", "recent", "history"]));
    expect(restoreRisks(source, result).harms(mark)).toBe(true);
  });

  it("finds none when the restore puts those words back with the user's sentence", () => {
    const mark = markOn(result, told, "sentence", source, { start: 0, end: source.length });
    expect(restoreRisks(source, result).dropped(mark)).toEqual([]);
    expect(restoreRisks(source, result).harms(mark)).toBe(false);
  });

  it("finds the user's words a take-out would drop when the 'added' sentence rewords theirs (train:7622)", () => {
    const mine = "subject: re: proposed decision jeff -- good wrap-up. May I forward to mkm and drew?";
    const theirs = "Subject: RE: Proposed Decision Jeff—Excellent summary. May I share this with MKM and Drew?";
    const mark = markOn(theirs, "Subject: RE: Proposed Decision Jeff—Excellent summary.", "take_out", mine, { start: 0, end: 0 });
    expect(restoreRisks(mine, theirs).dropped(mark)).toEqual(expect.arrayContaining(["subject", "decision", "jeff"]));
    expect(restoreRisks(mine, theirs).harms(mark)).toBe(true);
  });

  it("finds none for a take-out of a sentence the user's text does not tell, or for an item put back", () => {
    const added = "Our company is thrilled to announce record growth.";
    const result = `${RESULT} ${added}`;
    expect(restoreRisks(SOURCE, result).dropped(markOn(result, added, "take_out", SOURCE, { start: 0, end: 0 }))).toEqual([]);
    expect(restoreRisks(SOURCE, RESULT).dropped(sentenceMark("Secular markets last for years.", "item"))).toEqual([]);
  });
});

describe("the bench's restore figures", () => {
  it("counts restoreSafe and restoreHarms over the restores offered, and the marks that offer none (compare) apart", () => {
    const harming = sentenceMark("Secular markets last for years.");
    const safe = sentenceMark("Secular markets last for years. Their participants are net buyers.");
    const compare: ReviewMark = { ...harming, restore: { ...harming.restore!, offer: "compare" } };
    const checks = [harming, safe, compare].map((m) => checkRestore(SOURCE, RESULT, m));
    expect(checks.map((c) => c.offered)).toEqual([true, true, false]);
    expect(restoreFigures(checks)).toMatchObject({
      marks: 3,
      offered: 2,
      harming: 1,
      restoreSafe: 1,
      restoreHarms: 0.5,
      compareOnly: 1 / 3,
    });
  });
});
