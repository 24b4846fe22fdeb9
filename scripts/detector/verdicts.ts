/**
 * Thresholds of the checker's three verdicts, chosen so that a wrong "Likely AI" is rare for every kind
 * of writer, not only on average: the "ai" threshold is set by the worst source and the worst domain of
 * human texts, the "human" threshold by the worst source of AI texts, per length band.
 */
import type { Verdict } from "@/lib/ai/types";
import { verdictOf, type VerdictBand } from "@/lib/detector/verdict";

export interface ScoredText {
  /** Calibrated score in percent, as the app shows it. */
  score: number;
  y: number;
  source: string;
  domain: string;
  words: number;
}

export interface VerdictConfig {
  /** Band edges in words: [40, 100] gives 40-99 and 100 or more. */
  edges: number[];
  /** Largest share of the human texts of any source or domain that may get "Likely AI". */
  maxHumanShareAi: number;
  /** Largest share of the AI texts of any source that may get "Likely human". */
  maxAiShareHuman: number;
}

/** Scores step by 0.1 (one decimal of a percent). */
const STEP = 0.1;

function groupsOf(texts: ScoredText[], keys: ((t: ScoredText) => string)[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const t of texts) {
    for (const key of keys) {
      const k = key(t);
      const scores = groups.get(k) ?? [];
      scores.push(t.score);
      groups.set(k, scores);
    }
  }
  return groups;
}

const bySource = (t: ScoredText) => `source ${t.source}`;
const byDomain = (t: ScoredText) => `domain ${t.domain}`;

/**
 * The lowest threshold that leaves at most floor(share * n) of every group's scores at or above it;
 * Infinity when there are no scores to bound.
 */
function lowestThresholdAbove(groups: Map<string, number[]>, share: number): number {
  if (groups.size === 0) return Infinity;
  let threshold = 0;
  for (const scores of groups.values()) {
    const desc = [...scores].sort((a, b) => b - a);
    const allowed = Math.floor(share * desc.length);
    if (allowed < desc.length) threshold = Math.max(threshold, desc[allowed]! + STEP);
  }
  return Math.round(threshold * 10) / 10;
}

/** The highest threshold that leaves at most floor(share * n) of every group's scores below it. */
function highestThresholdBelow(groups: Map<string, number[]>, share: number): number {
  let threshold = 100;
  for (const scores of groups.values()) {
    const asc = [...scores].sort((a, b) => a - b);
    const allowed = Math.floor(share * asc.length);
    if (allowed < asc.length) threshold = Math.min(threshold, asc[allowed]!);
  }
  return threshold;
}

export function bandsOf(edges: number[]): { minWords: number; maxWords: number | null }[] {
  return edges.map((minWords, i) => ({ minWords, maxWords: edges[i + 1] ?? null }));
}

function inBand(t: ScoredText, band: { minWords: number; maxWords: number | null }): boolean {
  return t.words >= band.minWords && (band.maxWords === null || t.words < band.maxWords);
}

/** Chooses each band's thresholds from out-of-fold scores. */
export function chooseVerdictBands(texts: ScoredText[], cfg: VerdictConfig): VerdictBand[] {
  return bandsOf(cfg.edges).map((band) => {
    const here = texts.filter((t) => inBand(t, band));
    const ai = lowestThresholdAbove(groupsOf(here.filter((t) => t.y === 0), [bySource, byDomain]), cfg.maxHumanShareAi);
    const human = Math.min(highestThresholdBelow(groupsOf(here.filter((t) => t.y === 1), [bySource]), cfg.maxAiShareHuman), ai);
    return { ...band, human, ai: ai <= 100 ? ai : null };
  });
}

export interface BoundCheck {
  holds: boolean;
  /** The group with the largest share of human texts called AI. */
  worst: { group: string; share: number; n: number } | null;
}

/** Whether at most `maxShare` of the human texts of every source and domain in the band get "Likely AI". */
export function aiBoundHolds(band: VerdictBand, texts: ScoredText[], maxShare: number): BoundCheck {
  const humans = texts.filter((t) => t.y === 0 && inBand(t, band));
  let worst: BoundCheck["worst"] = null;
  for (const [group, scores] of groupsOf(humans, [bySource, byDomain])) {
    const share = scores.filter((s) => band.ai !== null && s >= band.ai).length / scores.length;
    if (!worst || share > worst.share) worst = { group, share, n: scores.length };
  }
  return { holds: !worst || worst.share <= maxShare, worst };
}

/** Share of texts at each verdict. */
export function verdictShares(bands: readonly VerdictBand[], texts: ScoredText[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { human: 0, mixed: 0, ai: 0 };
  for (const t of texts) counts[verdictOf(bands, t.score, t.words)]++;
  const n = Math.max(1, texts.length);
  return { human: counts.human / n, mixed: counts.mixed / n, ai: counts.ai / n };
}
