import type { Verdict } from "@/lib/ai/types";

/**
 * Score thresholds of the four verdicts for texts of one length band, chosen at training from out-of-fold
 * scores (scripts/detector/verdicts.ts): "ai" and "possibly_ai" from the worst source and domain of human
 * texts, "human" from the worst source of AI texts; and how often the human texts of the band score at
 * least each score, for the human-rate sentence.
 */
export interface VerdictBand {
  minWords: number;
  /** Exclusive; null for no upper end. */
  maxWords: number | null;
  /** Scores below this read "Likely human". */
  human: number;
  /** Scores at or above this read "Possibly AI"; null when texts of this length never get it. */
  possiblyAi: number | null;
  /** Scores at or above this read "Likely AI"; null when texts of this length never get it. */
  ai: number | null;
  /** The human texts of this band whose out-of-fold scores give the rates, and their kinds of writing (domains). */
  humanTexts: number;
  kinds: number;
  /** humanAtOrAbove[i]: how many of those texts score i / 10 or more (i = 0..1000). */
  humanAtOrAbove: number[];
}

export function bandFor(bands: readonly VerdictBand[], words: number): VerdictBand | undefined {
  return bands.find((b) => words >= b.minWords && (b.maxWords === null || words < b.maxWords));
}

/** Whether texts of a band can get `verdict`; "possibly_ai" stands for any AI-leaning verdict, firm or not. */
function bandGives(band: VerdictBand, verdict: "ai" | "possibly_ai"): boolean {
  return band.ai !== null || (verdict === "possibly_ai" && band.possiblyAi !== null);
}

/**
 * The words a text of `words` words would need before it could get `verdict` ("possibly_ai": any AI-leaning
 * verdict), when its length alone rules that out; undefined when it could get it, or when no length can.
 */
export function wordsNeededFor(bands: readonly VerdictBand[], words: number, verdict: "ai" | "possibly_ai"): number | undefined {
  const band = bandFor(bands, words);
  if (band && bandGives(band, verdict)) return undefined;
  const next = bands.filter((b) => bandGives(b, verdict) && b.minWords > words).map((b) => b.minWords);
  return next.length > 0 ? Math.min(...next) : undefined;
}

/** The verdict of a score for a text of `words` words; "mixed" outside every band (too short to tell). */
export function verdictOf(bands: readonly VerdictBand[], score: number, words: number): Verdict {
  const band = bandFor(bands, words);
  if (!band) return "mixed";
  if (band.ai !== null && score >= band.ai) return "ai";
  if (band.possiblyAi !== null && score >= band.possiblyAi) return "possibly_ai";
  return score < band.human ? "human" : "mixed";
}

/** Verdicts that say the text reads as AI-written, firmly or not. */
export function isAiLeaning(verdict: Verdict): boolean {
  return verdict === "ai" || verdict === "possibly_ai";
}

export interface HumanRate {
  /** Share of the band's human texts that score at least this high (0-1). */
  rate: number;
  /** How many human texts, from how many kinds of writing, the share is counted over. */
  humanTexts: number;
  kinds: number;
}

/** How often human texts of this length score at least `score`; undefined outside every band. */
export function humanRateOf(bands: readonly VerdictBand[], score: number, words: number): HumanRate | undefined {
  const band = bandFor(bands, words);
  if (!band?.humanTexts) return undefined;
  const index = Math.max(0, Math.min(1000, Math.round(score * 10)));
  return { rate: band.humanAtOrAbove[index]! / band.humanTexts, humanTexts: band.humanTexts, kinds: band.kinds };
}

/** "about 1 in 50 scores", "about 3 in 10 score", "none scores": a share in words a person can weigh. */
function shareInWords(rate: number, count: number): string {
  if (count === 0) return "none scores";
  if (rate >= 0.95) return "nearly all score";
  if (rate >= 0.15) return `about ${Math.round(rate * 10)} in 10 score`;
  const oneIn = 1 / rate;
  const digits = Math.max(0, Math.floor(Math.log10(oneIn)) - 1);
  const rounded = Math.round(oneIn / 10 ** digits) * 10 ** digits;
  return `about 1 in ${rounded.toLocaleString("en-US")} scores`;
}

/** "Among 5,210 human texts of similar length from 21 kinds of writing, about 1 in 50 scores this high." */
export function humanRateSentence({ rate, humanTexts, kinds }: HumanRate): string {
  const count = Math.round(rate * humanTexts);
  return `Among ${humanTexts.toLocaleString("en-US")} human texts of similar length from ${kinds} kinds of writing, ${shareInWords(rate, count)} this high.`;
}
