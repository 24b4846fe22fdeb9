import type { Verdict } from "@/lib/ai/types";

/**
 * Score thresholds of the three verdicts for texts of one length band, chosen at training from
 * out-of-fold scores (scripts/detector/verdicts.ts): "ai" from the worst source and domain of human
 * texts, "human" from the worst source of AI texts.
 */
export interface VerdictBand {
  minWords: number;
  /** Exclusive; null for no upper end. */
  maxWords: number | null;
  /** Scores below this read "Likely human". */
  human: number;
  /** Scores at or above this read "Likely AI"; null when texts of this length never get it. */
  ai: number | null;
}

export function bandFor(bands: readonly VerdictBand[], words: number): VerdictBand | undefined {
  return bands.find((b) => words >= b.minWords && (b.maxWords === null || words < b.maxWords));
}

/**
 * The words a text of `words` words would need before it could get "Likely AI", when its length alone
 * rules that verdict out; undefined when it could get it, or when no length can.
 */
export function wordsNeededForAi(bands: readonly VerdictBand[], words: number): number | undefined {
  const band = bandFor(bands, words);
  if (band && band.ai !== null) return undefined;
  const next = bands.filter((b) => b.ai !== null && b.minWords > words).map((b) => b.minWords);
  return next.length > 0 ? Math.min(...next) : undefined;
}

/** The verdict of a score for a text of `words` words; "mixed" outside every band (too short to tell). */
export function verdictOf(bands: readonly VerdictBand[], score: number, words: number): Verdict {
  const band = bandFor(bands, words);
  if (!band) return "mixed";
  if (band.ai !== null && score >= band.ai) return "ai";
  return score < band.human ? "human" : "mixed";
}
