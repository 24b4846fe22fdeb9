/**
 * Thresholds of the checker's four verdicts, chosen so that a wrong AI verdict is rare for every kind of
 * writer, not only on average: "Likely AI" and "Possibly AI" are set by the worst source and the worst domain
 * of human texts, "Likely human" by the worst source of AI texts, per length band. A group of fewer than
 * MIN_POINT_GROUP texts is bounded with a confidence interval instead of its raw share, so that one text of a
 * domain of a dozen does not set the line for everyone.
 */
import type { Verdict } from "@/lib/ai/types";
import { isAiLeaning, verdictOf, type VerdictBand } from "@/lib/detector/verdict";

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
  /**
   * Wider bands for the "Likely AI" line, whose edges are among `edges`. A 1% tail rests on a group's top one
   * or two texts, so it is drawn over all texts of the wider band; the 5% lines rest on more texts and follow
   * the narrower bands, where scores separate more as texts get longer.
   */
  aiEdges: number[];
  /**
   * Bands for the "Likely human" line, whose edges are among `edges` too. Split finer, the 5% tail of some source's
   * AI texts of 55-69 words pulled the line under scores most human texts of that length reach (a 65-word human
   * story at 8.3 lost its "Likely human"), so it is drawn over the wider bands, where each source has more texts.
   */
  humanEdges: number[];
  /** Largest share of the human texts of any source or domain that may get "Likely AI". */
  maxHumanShareAi: number;
  /** Largest share of the human texts of any source or domain that may get "Likely AI" or "Possibly AI". */
  maxHumanShareAiLeaning: number;
  /** Largest share of the AI texts of any source that may get "Likely human". */
  maxAiShareHuman: number;
}

/**
 * Groups at least this large are held to their raw share; smaller ones to a confidence interval (issue 38's
 * decision on #29): under 100 texts, 1% of a group rounds down to zero, so a single text of a domain of 60
 * would set the "Likely AI" line for everyone though it proves nothing about that domain's rate.
 */
export const MIN_POINT_GROUP = 100;
/** One-sided level of that interval. */
const CONFIDENCE = 0.95;

/** Scores step by 0.1 (one decimal of a percent). */
const STEP = 0.1;

/** P(X >= k) for X ~ Binomial(n, p). */
function binomialTailAtLeast(k: number, n: number, p: number): number {
  let below = 0;
  let term = (1 - p) ** n;
  for (let i = 0; i < k; i++) {
    below += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return Math.max(0, 1 - below);
}

/**
 * How many of a group's n texts may fall on the wrong side of a threshold when at most `share` should.
 * From MIN_POINT_GROUP texts on, floor(share * n). Below, the largest k that a true share of `share` still
 * explains at the CONFIDENCE level (the one-sided Clopper-Pearson lower bound of k / n stays at or under
 * `share`): one text of twelve does not prove a domain is flagged more often than allowed, three do.
 */
export function allowedMisses(n: number, share: number): number {
  if (n >= MIN_POINT_GROUP) return Math.floor(share * n);
  let k = 0;
  while (k < n && binomialTailAtLeast(k + 1, n, share) > 1 - CONFIDENCE) k++;
  return k;
}

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

export const bySource = (t: ScoredText) => `source ${t.source}`;
export const byDomain = (t: ScoredText) => `domain ${t.domain}`;

/** The lowest threshold that leaves at most allowedMisses of every group's scores at or above it; Infinity with none to bound. */
function lowestThresholdAbove(groups: Map<string, number[]>, share: number): number {
  if (groups.size === 0) return Infinity;
  let threshold = 0;
  for (const scores of groups.values()) {
    const desc = [...scores].sort((a, b) => b - a);
    const allowed = allowedMisses(desc.length, share);
    if (allowed < desc.length) threshold = Math.max(threshold, desc[allowed]! + STEP);
  }
  return Math.round(threshold * 10) / 10;
}

/** The highest threshold that leaves at most allowedMisses of every group's scores below it. */
function highestThresholdBelow(groups: Map<string, number[]>, share: number): number {
  let threshold = 100;
  for (const scores of groups.values()) {
    const asc = [...scores].sort((a, b) => a - b);
    const allowed = allowedMisses(asc.length, share);
    if (allowed < asc.length) threshold = Math.min(threshold, asc[allowed]!);
  }
  return threshold;
}

type Band = { minWords: number; maxWords: number | null };

export function bandsOf(edges: number[]): Band[] {
  return edges.map((minWords, i) => ({ minWords, maxWords: edges[i + 1] ?? null }));
}

/** "40-99 words", "100+ words". */
export function bandName(band: { minWords: number; maxWords: number | null }): string {
  return band.maxWords === null ? `${band.minWords}+ words` : `${band.minWords}-${band.maxWords - 1} words`;
}

export function inBand(t: ScoredText, band: { minWords: number; maxWords: number | null }): boolean {
  return t.words >= band.minWords && (band.maxWords === null || t.words < band.maxWords);
}

/** How many of the scores are at least i / 10, for i = 0..1000 (the human-rate table). */
function atOrAboveTable(scores: number[]): number[] {
  const perTenth = new Array<number>(1001).fill(0);
  for (const s of scores) perTenth[Math.max(0, Math.min(1000, Math.round(s * 10)))]! += 1;
  for (let i = 999; i >= 0; i--) perTenth[i]! += perTenth[i + 1]!;
  return perTenth;
}

const orNull = (threshold: number) => (threshold <= 100 ? threshold : null);

const humanGroupsIn = (texts: ScoredText[], band: { minWords: number; maxWords: number | null }) =>
  groupsOf(
    texts.filter((t) => t.y === 0 && inBand(t, band)),
    [bySource, byDomain],
  );

/** Chooses each band's thresholds from out-of-fold scores, and its human-rate table from the same scores. */
export function chooseVerdictBands(texts: ScoredText[], cfg: VerdictConfig): VerdictBand[] {
  const aiBands = bandsOf(cfg.aiEdges).map((band) => ({
    band,
    line: lowestThresholdAbove(humanGroupsIn(texts, band), cfg.maxHumanShareAi),
  }));
  const humanBands = bandsOf(cfg.humanEdges).map((band) => ({
    band,
    line: highestThresholdBelow(
      groupsOf(
        texts.filter((t) => t.y === 1 && inBand(t, band)),
        [bySource],
      ),
      cfg.maxAiShareHuman,
    ),
  }));
  const within = (wider: { band: Band; line: number }[], band: Band, name: string) => {
    const found = wider.find(
      ({ band: w }) => band.minWords >= w.minWords && (w.maxWords === null || (band.maxWords !== null && band.maxWords <= w.maxWords)),
    );
    if (!found) throw new Error(`verdict band ${bandName(band)} lies across the edges of the "${name}" bands`);
    return found.line;
  };
  return bandsOf(cfg.edges).map((band) => {
    const ai = within(aiBands, band, "Likely AI");
    const humans = texts.filter((t) => t.y === 0 && inBand(t, band));
    const possiblyAi = Math.min(lowestThresholdAbove(humanGroupsIn(texts, band), cfg.maxHumanShareAiLeaning), ai);
    const human = Math.min(within(humanBands, band, "Likely human"), possiblyAi);
    return {
      ...band,
      human,
      possiblyAi: orNull(possiblyAi),
      ai: orNull(ai),
      humanTexts: humans.length,
      kinds: new Set(humans.map((t) => t.domain)).size,
      humanAtOrAbove: atOrAboveTable(humans.map((t) => t.score)),
    };
  });
}

export interface GroupShare {
  group: string;
  n: number;
  hits: number;
  share: number;
  /** Whether the hits stay within allowedMisses for this group's size. */
  holds: boolean;
}

/** The share of each group's texts that `hit` picks, against the bound `maxShare`. */
export function groupShares(
  texts: ScoredText[],
  keys: ((t: ScoredText) => string)[],
  hit: (t: ScoredText) => boolean,
  maxShare: number,
): GroupShare[] {
  const groups = new Map<string, ScoredText[]>();
  for (const t of texts) for (const key of keys) groups.set(key(t), [...(groups.get(key(t)) ?? []), t]);
  return Array.from(groups, ([group, g]) => {
    const hits = g.filter(hit).length;
    return { group, n: g.length, hits, share: hits / g.length, holds: hits <= allowedMisses(g.length, maxShare) };
  }).sort((a, b) => (a.group < b.group ? -1 : 1));
}

export interface BoundChecks {
  /** Human texts called "Likely AI", per source and domain. */
  humanAi: GroupShare[];
  /** Human texts called "Likely AI" or "Possibly AI", per source and domain. */
  humanAiLeaning: GroupShare[];
  /** AI texts called "Likely human", per source. */
  aiHuman: GroupShare[];
}

/** The three bounds of the verdicts, per group, on scored texts of 40+ words (a band must cover them). */
export function boundChecks(bands: readonly VerdictBand[], texts: ScoredText[], cfg: VerdictConfig): BoundChecks {
  const verdict = (t: ScoredText) => verdictOf(bands, t.score, t.words);
  const humans = texts.filter((t) => t.y === 0);
  return {
    humanAi: groupShares(humans, [bySource, byDomain], (t) => verdict(t) === "ai", cfg.maxHumanShareAi),
    humanAiLeaning: groupShares(humans, [bySource, byDomain], (t) => isAiLeaning(verdict(t)), cfg.maxHumanShareAiLeaning),
    aiHuman: groupShares(
      texts.filter((t) => t.y === 1),
      [bySource],
      (t) => verdict(t) === "human",
      cfg.maxAiShareHuman,
    ),
  };
}

/** Share of texts at each verdict. */
export function verdictShares(bands: readonly VerdictBand[], texts: ScoredText[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { human: 0, mixed: 0, possibly_ai: 0, ai: 0 };
  for (const t of texts) counts[verdictOf(bands, t.score, t.words)]++;
  const n = Math.max(1, texts.length);
  return { human: counts.human / n, mixed: counts.mixed / n, possibly_ai: counts.possibly_ai / n, ai: counts.ai / n };
}
