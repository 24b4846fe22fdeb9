/**
 * Hand labels of the guards' decisions on real replies, as two data sets:
 * - `loss-samples.jsonl`: the draws. Each row is a pair drawn at random (fixed seed) from two strata of one bench
 *   run, the replies the guards refused and the ones they passed, with each stratum's size, and the `round` of the
 *   draw: "first" (the guards were tuned on it) or "fresh" (drawn later from pairs in no other round, never tuned on).
 * - `loss-labels.jsonl`: the readings. One row per reader and sampled pair, with its `round` and `reader`, saying
 *   whether the reply really lost or changed something a careful editor would not let through (a fact, name,
 *   number, quotation or URL, or the wrong language or length).
 * A label is about the reply, not the guard, so the same labels score any version of the guards: the stratified
 * estimate extrapolates the sample to all replies.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const LABEL_DIR = "bench/provider-replay";

/** A pair's stratum in a draw: whether the guards of the day refused its reply (older runs also say "failed"). */
export type Outcome = "passed" | "refused" | "failed";

export interface SampledPair {
  pair: string;
  stratum: "refused" | "passed";
  /** Pairs in the stratum, and in the whole run, when the sample was drawn. */
  stratumSize: number;
  population: number;
  /** Pairs of the stratum the draw could pick (a fresh sample leaves out the pairs of earlier samples). */
  eligible?: number;
}

export interface Label {
  pair: string;
  /** The reply lost or changed a fact, name, number, quotation or URL, or is in the wrong language or length. */
  loss: boolean;
  note: string;
}

export interface Rate {
  rate: number;
  low: number;
  high: number;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

/** The rounds drawn: the first one, and the fresh one drawn apart from it. */
export const SAMPLE_NAMES = ["first", "fresh"] as const;
export type SampleName = (typeof SAMPLE_NAMES)[number];

export const SAMPLES_FILE = "loss-samples.jsonl";
export const LABELS_FILE = "loss-labels.jsonl";

/** A row of `loss-samples.jsonl`. */
export type SampleRow = SampledPair & { round: SampleName };
/** A row of `loss-labels.jsonl`. */
export type LabelRow = Label & { round: SampleName; reader: string };

/** The pairs drawn for a round, or none before it is drawn. */
export function loadSample(dir = LABEL_DIR, name: SampleName = "first"): SampledPair[] {
  const file = join(dir, SAMPLES_FILE);
  if (!existsSync(file)) return [];
  return readJsonl<SampleRow>(file).flatMap(({ round, ...pair }) => (round === name ? [pair] : []));
}

/** The round's sample and every reader's labels of it (by reader), or null before the round is drawn. */
export function loadLabels(
  dir = LABEL_DIR,
  name: SampleName = "first",
): { sample: SampledPair[]; readers: Map<string, Map<string, Label>> } | null {
  const sample = loadSample(dir, name);
  if (!sample.length) return null;
  const readers = new Map<string, Map<string, Label>>();
  const labelsFile = join(dir, LABELS_FILE);
  for (const { round, reader, ...label } of existsSync(labelsFile) ? readJsonl<LabelRow>(labelsFile) : []) {
    if (round !== name) continue;
    if (!readers.has(reader)) readers.set(reader, new Map());
    readers.get(reader)!.set(label.pair, label);
  }
  return { sample, readers };
}

/**
 * The half of the labelled sample a pair belongs to, by the first bit of its id's SHA-256: guards are tuned on the
 * "dev" half, and the "held-out" half, never read while tuning, gives the honest figures.
 */
export const halfOf = (pair: string): "dev" | "held-out" =>
  (createHash("sha256").update(pair).digest()[0]! & 1) === 0 ? "dev" : "held-out";

/** Wilson score interval (95%) of k successes in n. */
export function wilson(k: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The share of all replies for which `hit` holds, estimated from the stratified sample: each stratum's sampled
 * share weighted by the stratum's size; the interval adds up the strata's Wilson intervals (conservative).
 */
function stratified(sample: SampledPair[], hit: (p: SampledPair) => boolean): Rate {
  const out = { rate: 0, low: 0, high: 0 };
  for (const stratum of ["refused", "passed"] as const) {
    const drawn = sample.filter((p) => p.stratum === stratum);
    if (!drawn.length) continue;
    const weight = drawn[0]!.stratumSize / drawn[0]!.population;
    const k = drawn.filter(hit).length;
    const { low, high } = wilson(k, drawn.length);
    out.rate += (weight * k) / drawn.length;
    out.low += weight * low;
    out.high += weight * high;
  }
  return out;
}

/**
 * What the pipeline did with a pair's first reply: retried it as "not a rewrite" (a corrective call), ended the
 * request in an error (the retry was no rewrite either), and how many review marks the answer carried.
 */
export interface ReplyOutcome {
  retried: boolean;
  failed: boolean;
  marks: number;
}
/** Each pair's outcome (Pulse and Lumenaris get the same reply, so the bench keeps Pulse's). */
export type ReviewOutcomes = Map<string, ReplyOutcome>;

/** The issue-39 figures on the labelled replies: each a share of the good replies, or of the losses. */
export interface ReviewFigures {
  /** Good replies retried as "not a rewrite" (each a second paid call, and a wait). */
  retriedGood: number;
  /** Losses the user is shown: retried, refused, or carrying at least one mark. */
  lossesFlagged: number;
  /** Good replies carrying at least one mark (work for the user that was not needed). */
  goodMarked: number;
  labelled: number;
}

/**
 * The share of the pairs for which `when` holds that `hit` also holds, estimated from the stratified sample:
 * each stratum weighted by its size (a ratio of two stratified estimates).
 */
function stratifiedShare(sample: SampledPair[], hit: (p: SampledPair) => boolean, when: (p: SampledPair) => boolean): number {
  let hits = 0;
  let of = 0;
  for (const stratum of ["refused", "passed"] as const) {
    const drawn = sample.filter((p) => p.stratum === stratum);
    if (!drawn.length) continue;
    const weight = drawn[0]!.stratumSize / drawn[0]!.population / drawn.length;
    hits += weight * drawn.filter((p) => when(p) && hit(p)).length;
    of += weight * drawn.filter(when).length;
  }
  return of ? hits / of : NaN;
}

/**
 * The review figures of the pipeline that produced `outcomes`. A pair the readers disagree on counts as a loss
 * (the cautious reading); a pair a run did not send (a --limit run, or the other half) is left out of the sample.
 */
export function reviewFigures(labels: ReturnType<typeof loadLabels>, outcomes: ReviewOutcomes): ReviewFigures | null {
  if (!labels || labels.readers.size === 0) return null;
  const loss = (p: SampledPair) => [...labels.readers.values()].some((r) => r.get(p.pair)?.loss);
  const good = (p: SampledPair) => !loss(p);
  const sample = labels.sample.filter((p) => outcomes.has(p.pair) && [...labels.readers.values()].every((r) => r.has(p.pair)));
  if (!sample.length) return null;
  const outcome = (p: SampledPair) => outcomes.get(p.pair)!;
  return {
    retriedGood: stratifiedShare(sample, (p) => outcome(p).retried, good),
    lossesFlagged: stratifiedShare(sample, (p) => outcome(p).retried || outcome(p).failed || outcome(p).marks > 0, loss),
    goodMarked: stratifiedShare(sample, (p) => outcome(p).marks > 0, good),
    labelled: sample.length,
  };
}

/** A rate as a percentage with its 95% interval: "5.6% [95% 3.5-11.1]". */
export const percentWithInterval = (r: Rate, digits = 1) =>
  `${(r.rate * 100).toFixed(digits)}% [95% ${(r.low * 100).toFixed(digits)}-${(r.high * 100).toFixed(digits)}]`;

export interface LossBaseRate {
  /** Pairs the reader calls a loss, of the pairs labelled, in each stratum of the draw. */
  byStratum: Record<SampledPair["stratum"], { losses: number; labelled: number }>;
  /** The share of all replies with a real loss, estimated from the strata (independent of any guard). */
  all: Rate;
}

/**
 * How often a reading (one reader, or a rule over several) finds a loss: a measure of the reader's strictness
 * that can be compared across samples, since the guards' verdicts play no part in it.
 */
export function lossBaseRate(sample: SampledPair[], isLoss: (pair: string) => boolean | undefined): LossBaseRate {
  const labelled = sample.filter((p) => isLoss(p.pair) !== undefined);
  const count = (stratum: SampledPair["stratum"]) => {
    const drawn = labelled.filter((p) => p.stratum === stratum);
    return { losses: drawn.filter((p) => isLoss(p.pair)).length, labelled: drawn.length };
  };
  return { byStratum: { refused: count("refused"), passed: count("passed") }, all: stratified(labelled, (p) => isLoss(p.pair) === true) };
}
