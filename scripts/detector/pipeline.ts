/** Featurization and logistic-regression training used by train.ts and eval.ts. */
import { DENSE_DIM, denseFeatures } from "@/lib/detector/features";
import type { FeatureConfig } from "@/lib/detector/features/hashing";
import { lmFeatures } from "@/lib/detector/features/predictability";
import { betaCalibrated, betaInputs, encodeTyped, scorePercent, type BetaCalibration, type DetectorModelFile } from "@/lib/detector/model";
import { lmHashes, type ReferenceLM } from "@/lib/detector/reference-lm";
import { analyze, countWords, splitSentences, tokenize } from "@/lib/detector/text";
import { rng, shuffleInPlace, type Row } from "./common";
import { buildReferenceLM, referenceCounts } from "./reference-lm";
import { denseWeightSigns, sparseFeatureMap, toSparseVec, type SparseVec } from "./training-features";
import { chooseVerdictBands, type ScoredText, type VerdictConfig } from "./verdicts";

export const LM_BITS = 18;
export const LM_BI_BITS = 20;

export interface Doc {
  row: Row;
  y: number;
  sparse: SparseVec;
  /** Dense features without the LM part (filled per fold). */
  dense: Float64Array;
  /** LM word hashes of the tokens. */
  hashes: Int32Array;
  sentLens: number[];
  tokens: string[];
  /** Index of the corpus row the doc comes from (an excerpt shares it with its source text). */
  parent: number;
  excerpt: boolean;
}

export interface ExcerptConfig {
  /** Texts with at least this many words get one excerpt. */
  minSourceWords: number;
  /** Excerpt length in words is drawn from [minWords, maxWords], then rounded up to whole sentences. */
  minWords: number;
  maxWords: number;
  seed: number;
}

function wordCount(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

/**
 * A run of whole sentences (about minWords..maxWords words) from a random place in the text,
 * or null when the text is shorter than minSourceWords or the drawn place leaves too few words.
 * Training on such excerpts teaches the model what short texts look like, without which it
 * leans on cues that only long texts have.
 */
export function excerptOf(text: string, opt: ExcerptConfig, rand: () => number): string | null {
  const spans = splitSentences(text);
  if (wordCount(text) < opt.minSourceWords || spans.length < 3) return null;
  const target = opt.minWords + Math.floor(rand() * (opt.maxWords - opt.minWords));
  const start = Math.floor(rand() * spans.length);
  let end = start;
  let words = 0;
  while (end < spans.length && words < target) {
    words += wordCount(text.slice(spans[end]!.start, spans[end]!.end));
    end++;
  }
  return words >= opt.minWords ? text.slice(spans[start]!.start, spans[end - 1]!.end) : null;
}

/** Featurize the corpus rows and one excerpt of each long row (deterministic). */
export function featurizeTraining(rows: Row[], tc: TrainConfig): Doc[] {
  const rand = rng(tc.excerpts.seed);
  const excerpts: { row: Row; parent: number }[] = [];
  rows.forEach((row, parent) => {
    const text = excerptOf(row.text, tc.excerpts, rand);
    if (text) excerpts.push({ row: { ...row, text }, parent });
  });
  return [
    ...featurize(rows, tc.features),
    ...featurize(
      excerpts.map((e) => e.row),
      tc.features,
    ).map((d, i) => ({ ...d, parent: excerpts[i]!.parent, excerpt: true })),
  ];
}

function featurize(rows: Row[], cfg: FeatureConfig): Doc[] {
  return rows.map((row, parent) => {
    const a = analyze(row.text);
    const sparse = toSparseVec(sparseFeatureMap(a, cfg));
    const dense = denseFeatures(a, null);
    const hashes = lmHashes(a.tokens);
    const sentLens: number[] = [];
    for (const s of a.sentences) {
      const n = tokenize(s).length;
      if (n > 0) sentLens.push(n);
    }
    return { row, y: row.label === "ai" ? 1 : 0, sparse, dense, hashes, sentLens, tokens: a.tokens, parent, excerpt: false };
  });
}

/** Dense features with LM part computed under `lm` (copy). */
export function denseWithLM(d: Doc, lm: ReferenceLM | null): Float64Array {
  const f = Float64Array.from(d.dense);
  if (lm) lmFeatures(d.hashes, d.sentLens, lm, f);
  return f;
}

/**
 * Dense features for a set of training docs, with the LM part cross-fitted by source: each
 * doc's predictability is measured under an LM built from the human docs of the other
 * sources. A human training text never scores itself, and an AI rewrite is never scored
 * against the human text it was derived from (those always share a source).
 */
export function crossFitDense(docs: Doc[]): Float64Array[] {
  const out = new Array<Float64Array>(docs.length);
  const sources = Array.from(new Set(docs.map((d) => d.row.source))).sort();
  for (const src of sources) {
    const lm = buildReferenceLM(
      docs.filter((d) => d.y === 0 && !d.excerpt && d.row.source !== src).map((d) => d.hashes),
      LM_BITS,
      LM_BI_BITS,
    );
    docs.forEach((d, i) => {
      if (d.row.source === src) out[i] = denseWithLM(d, lm);
    });
  }
  return out;
}

export interface Standardizer {
  mean: number[];
  std: number[];
}

export function fitStandardizer(xs: Float64Array[]): Standardizer {
  const mean = new Array<number>(DENSE_DIM).fill(0);
  const std = new Array<number>(DENSE_DIM).fill(0);
  for (const x of xs) for (let j = 0; j < DENSE_DIM; j++) mean[j]! += x[j]!;
  for (let j = 0; j < DENSE_DIM; j++) mean[j] = mean[j]! / xs.length;
  for (const x of xs) for (let j = 0; j < DENSE_DIM; j++) std[j]! += (x[j]! - mean[j]!) ** 2;
  for (let j = 0; j < DENSE_DIM; j++) std[j] = Math.sqrt(std[j]! / xs.length) || 1;
  return { mean, std };
}

export function standardize(x: Float64Array, s: Standardizer, out = new Float64Array(DENSE_DIM)): Float64Array {
  for (let j = 0; j < DENSE_DIM; j++) out[j] = Math.max(-5, Math.min(5, (x[j]! - s.mean[j]!) / s.std[j]!));
  return out;
}

export interface Example {
  sparse: SparseVec;
  dense: Float64Array; // standardized
  y: number;
  w: number;
}

export interface LinearModel {
  sparseW: Float64Array;
  denseW: Float64Array;
  bias: number;
}

export interface TrainOptions {
  dim: number;
  epochs: number;
  lambda: number;
  eta0: number;
  denseScale: number;
  seed: number;
  /** Learning-rate decay per epoch: eta = eta0 / (1 + decay * epochsSeen). */
  decay?: number;
  /** Average the weights at the end of the last N epochs (reduces SGD noise); 0 = last iterate. */
  avgEpochs?: number;
  /** Sign each dense weight must keep (+1: >= 0, -1: <= 0, 0: free), enforced by projection after each step. */
  denseSigns?: Int8Array;
}

export function margin(m: LinearModel, x: Example, denseScale: number): number {
  let z = m.bias;
  const { idx, val } = x.sparse;
  for (let k = 0; k < idx.length; k++) z += m.sparseW[idx[k]!]! * val[k]!;
  for (let j = 0; j < DENSE_DIM; j++) z += m.denseW[j]! * x.dense[j]! * denseScale;
  return z;
}

/** L2-regularized logistic regression by SGD (Bottou's scaled-weight trick), deterministic. */
export function trainLR(examples: Example[], opt: TrainOptions): LinearModel {
  const v = new Float64Array(opt.dim);
  const dv = new Float64Array(DENSE_DIM);
  let s = 1;
  let b = 0;
  let t = 0;
  const order = examples.map((_, i) => i);
  const r = rng(opt.seed);
  const ds = opt.denseScale;
  const signs = opt.denseSigns;
  const avgN = Math.min(opt.avgEpochs ?? 0, opt.epochs);
  const avgV = new Float64Array(avgN > 0 ? opt.dim : 0);
  const avgD = new Float64Array(DENSE_DIM);
  let avgB = 0;
  for (let ep = 0; ep < opt.epochs; ep++) {
    shuffleInPlace(order, r);
    for (const i of order) {
      const x = examples[i]!;
      const eta = opt.eta0 / (1 + opt.lambda * opt.eta0 * t + ((opt.decay ?? 0) * t) / examples.length);
      t++;
      let z = b;
      const { idx, val } = x.sparse;
      let zs = 0;
      for (let k = 0; k < idx.length; k++) zs += v[idx[k]!]! * val[k]!;
      for (let j = 0; j < DENSE_DIM; j++) zs += dv[j]! * x.dense[j]! * ds;
      z += s * zs;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - x.y) * x.w;
      s *= 1 - eta * opt.lambda;
      const step = (eta * g) / s;
      for (let k = 0; k < idx.length; k++) v[idx[k]!]! -= step * val[k]!;
      for (let j = 0; j < DENSE_DIM; j++) {
        dv[j]! -= step * x.dense[j]! * ds;
        if (signs && signs[j]! * dv[j]! < 0) dv[j] = 0;
      }
      b -= eta * g * 0.1;
      if (s < 1e-6) {
        for (let k = 0; k < v.length; k++) v[k]! *= s;
        for (let j = 0; j < DENSE_DIM; j++) dv[j]! *= s;
        s = 1;
      }
    }
    if (avgN > 0 && ep >= opt.epochs - avgN) {
      for (let k = 0; k < v.length; k++) avgV[k]! += (v[k]! * s) / avgN;
      for (let j = 0; j < DENSE_DIM; j++) avgD[j]! += (dv[j]! * s) / avgN;
      avgB += b / avgN;
    }
  }
  if (avgN > 0) {
    for (let j = 0; j < DENSE_DIM; j++) avgD[j]! *= ds;
    return { sparseW: avgV, denseW: avgD, bias: avgB };
  }
  for (let k = 0; k < v.length; k++) v[k]! *= s;
  for (let j = 0; j < DENSE_DIM; j++) dv[j]! *= s * ds;
  return { sparseW: v, denseW: dv, bias: b };
}

/** Margin under a finished model (dense weights already include denseScale). */
export function score(m: LinearModel, sparse: SparseVec, denseStd: Float64Array): number {
  let z = m.bias;
  const { idx, val } = sparse;
  for (let k = 0; k < idx.length; k++) z += m.sparseW[idx[k]!]! * val[k]!;
  for (let j = 0; j < DENSE_DIM; j++) z += m.denseW[j]! * denseStd[j]!;
  return z;
}

/**
 * Logistic regression of y on the given inputs plus an intercept, by Newton's method, with
 * Platt's target smoothing (targets (n+ + 1)/(n+ + 2) and 1/(n- + 2)) against overconfidence.
 */
function fitLogistic(x: number[][], y: number[]): number[] {
  const nPos = y.filter((v) => v === 1).length;
  const tPos = (nPos + 1) / (nPos + 2);
  const tNeg = 1 / (y.length - nPos + 2);
  const k = x[0]!.length + 1;
  const w = new Array<number>(k).fill(0);
  for (let it = 0; it < 100; it++) {
    const g = new Array<number>(k).fill(0);
    const h = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
    for (let i = 0; i < x.length; i++) {
      const xi = [...x[i]!, 1];
      let z = 0;
      for (let j = 0; j < k; j++) z += w[j]! * xi[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const d = p - (y[i] === 1 ? tPos : tNeg);
      const v = p * (1 - p);
      for (let j = 0; j < k; j++) {
        g[j]! += d * xi[j]!;
        for (let l = 0; l < k; l++) h[j]![l]! += v * xi[j]! * xi[l]!;
      }
    }
    // solve h * step = g by Gauss-Jordan elimination with partial pivoting
    for (let j = 0; j < k; j++) {
      h[j]![j]! += 1e-9;
      h[j]![k] = g[j]!;
    }
    for (let c = 0; c < k; c++) {
      let piv = c;
      for (let r = c + 1; r < k; r++) if (Math.abs(h[r]![c]!) > Math.abs(h[piv]![c]!)) piv = r;
      [h[c], h[piv]] = [h[piv]!, h[c]!];
      for (let r = 0; r < k; r++) {
        if (r === c) continue;
        const f = h[r]![c]! / h[c]![c]!;
        for (let l = c; l <= k; l++) h[r]![l]! -= f * h[c]![l]!;
      }
    }
    let maxStep = 0;
    for (let j = 0; j < k; j++) {
      const step = h[j]![k]! / h[j]![j]!;
      w[j]! -= step;
      maxStep = Math.max(maxStep, Math.abs(step));
    }
    if (maxStep < 1e-10) break;
  }
  return w;
}

/**
 * Beta calibration of margins, fitted by maximum likelihood. If a free fit would make the map
 * non-monotone (a or b below zero), it falls back to Platt scaling (a = b).
 */
export function fitBetaCalibration(z: number[], y: number[]): BetaCalibration {
  const [a, b, c] = fitLogistic(z.map(betaInputs), y);
  if (a! >= 0 && b! >= 0) return { a: a!, b: b!, c: c! };
  const [slope, intercept] = fitLogistic(
    z.map((v) => [v]),
    y,
  );
  return { a: slope!, b: slope!, c: intercept! };
}

// ---------------------------------------------------------------------------------------
// Full model training (used by train.ts, and by eval.ts for leave-one-source-out)

export interface TrainConfig {
  features: FeatureConfig;
  lr: Omit<TrainOptions, "dim">;
  /** Weight sources equally rather than by row count. */
  balanceSources: boolean;
  /** Folds for the out-of-fold margins that fit the calibration. */
  calibrationFolds: number;
  /** An AI text sharing at least this word-set Jaccard with a human text of its source is kept in that text's fold. */
  calibrationGroupJaccard: number;
  /** Each fit averages the weights of this many SGD runs with different seeds (bagging). */
  bags: number;
  excerpts: ExcerptConfig;
  seed: number;
  sentenceDocWeight: number;
  /** Keep the weights of plainness features (PLAIN_DIRECTION) from counting plain writing as AI. */
  plainIsNotAi: boolean;
  verdict: VerdictConfig;
}

function examplesFor(docs: Doc[], dense: Float64Array[], st: Standardizer, balance: boolean): Example[] {
  const srcCount = new Map<string, number>();
  for (const d of docs) srcCount.set(d.row.source, (srcCount.get(d.row.source) ?? 0) + 1);
  const nSrc = srcCount.size;
  return docs.map((d, i) => ({
    sparse: d.sparse,
    dense: standardize(dense[i]!, st),
    y: d.y,
    w: balance ? docs.length / (nSrc * srcCount.get(d.row.source)!) : 1,
  }));
}

/** Average of `bags` SGD fits with different seeds: one linear model with lower variance. */
function trainBagged(examples: Example[], opt: TrainOptions, bags: number): LinearModel {
  const avg: LinearModel = { sparseW: new Float64Array(opt.dim), denseW: new Float64Array(DENSE_DIM), bias: 0 };
  for (let k = 0; k < bags; k++) {
    const m = trainLR(examples, { ...opt, seed: opt.seed + 1000 * k });
    for (let i = 0; i < opt.dim; i++) avg.sparseW[i]! += m.sparseW[i]! / bags;
    for (let j = 0; j < DENSE_DIM; j++) avg.denseW[j]! += m.denseW[j]! / bags;
    avg.bias += m.bias / bags;
  }
  return avg;
}

/** What source-item grouping reads of a doc (the provider replay bench builds these without featurizing). */
export type GroupedDoc = Pick<Doc, "row" | "y" | "tokens" | "parent" | "excerpt">;

/**
 * Source-item groups of the corpus rows (parent index -> group id). Each AI text joins the
 * human text of its source with which it shares the most words, if their word-set Jaccard
 * similarity is at least minJaccard: an LLM rewrite and the human text it was made from then
 * fall in the same calibration fold, as they fall in the same corpus split. Split across
 * folds, a rewrite is scored by a model that saw its human twin, which makes out-of-fold
 * margins less separable than on unseen items and the calibration too timid.
 */
export function sourceItemGroups(docs: readonly GroupedDoc[], minJaccard: number): Map<number, number> {
  const rows = new Map<number, GroupedDoc>();
  for (const d of docs) if (!d.excerpt) rows.set(d.parent, d);
  const words = new Map<number, Set<string>>();
  for (const [p, d] of rows) words.set(p, new Set(d.tokens.filter((t) => /[a-z]/.test(t))));
  const groupOf = new Map<number, number>();
  for (const p of rows.keys()) groupOf.set(p, p);
  const bySource = new Map<string, number[]>();
  for (const [p, d] of rows) {
    const list = bySource.get(d.row.source);
    if (list) list.push(p);
    else bySource.set(d.row.source, [p]);
  }
  for (const parents of bySource.values()) {
    const humans = parents.filter((p) => rows.get(p)!.y === 0);
    // candidates come from shared rare words (in at most 20 human texts of the source)
    const textsWith = new Map<string, number[]>();
    for (const h of humans) {
      for (const w of words.get(h)!) {
        const list = textsWith.get(w);
        if (list) list.push(h);
        else textsWith.set(w, [h]);
      }
    }
    for (const a of parents.filter((p) => rows.get(p)!.y === 1)) {
      const shared = new Map<number, number>();
      for (const w of words.get(a)!) {
        const hs = textsWith.get(w);
        if (hs && hs.length <= 20) for (const h of hs) shared.set(h, (shared.get(h) ?? 0) + 1);
      }
      const candidates = [...shared.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, 5);
      let best = -1;
      let bestJ = minJaccard;
      for (const [h] of candidates) {
        const wa = words.get(a)!;
        const wh = words.get(h)!;
        let inter = 0;
        for (const w of wa) if (wh.has(w)) inter++;
        const j = inter / (wa.size + wh.size - inter);
        if (j >= bestJ) {
          bestJ = j;
          best = h;
        }
      }
      if (best >= 0) groupOf.set(a, best);
    }
  }
  return groupOf;
}

/** Beta calibration with a = b = 1, c = 0: the score is sigmoid(margin). */
const IDENTITY_CALIBRATION: BetaCalibration = { a: 1, b: 1, c: 0 };

export interface TrainedModel {
  file: DetectorModelFile;
  oofAuc: number;
  /** Out-of-fold scores of every training text and excerpt, which chose the verdict thresholds. */
  oofTexts: ScoredText[];
  /** The calibration fold of each doc (its source item's), in the order of the docs. */
  oofFolds: number[];
}

/**
 * Trains the shipped model: out-of-fold margins for the calibration and the verdict lines, then the final fit.
 * `marginsOnly` skips the out-of-fold fits (a sixth of the work): the model's margins rank texts exactly as its
 * calibrated scores would, which is all a leave-one-source-out AUC needs; its calibration is the identity and it
 * has no verdict lines.
 */
export function trainModel(docs: Doc[], tc: TrainConfig, log: (s: string) => void = () => {}, marginsOnly = false): TrainedModel {
  const dim = 1 << tc.features.hashBits;
  const opt: TrainOptions = { ...tc.lr, dim, denseSigns: tc.plainIsNotAi ? denseWeightSigns() : undefined };
  const dense = crossFitDense(docs);
  const st = fitStandardizer(dense);
  const ex = examplesFor(docs, dense, st, tc.balanceSources);

  // out-of-fold margins of the corpus texts for calibration; an excerpt is in its source's fold
  const groupOf = sourceItemGroups(docs, tc.calibrationGroupJaccard);
  const groups = Array.from(new Set(groupOf.values())).sort((a, b) => a - b);
  const foldOf = new Map<number, number>();
  shuffleInPlace(
    groups.map((_, i) => i % tc.calibrationFolds),
    rng(tc.seed + 1),
  ).forEach((f, i) => foldOf.set(groups[i]!, f));
  const fold = docs.map((d) => foldOf.get(groupOf.get(d.parent)!)!);
  const allZ = new Float64Array(docs.length);
  for (let k = 0; k < (marginsOnly ? 0 : tc.calibrationFolds); k++) {
    const trIdx: number[] = [];
    for (let i = 0; i < docs.length; i++) if (fold[i] !== k) trIdx.push(i);
    const m = trainBagged(
      trIdx.map((i) => ex[i]!),
      { ...opt, seed: tc.seed + 10 + k },
      tc.bags,
    );
    for (let i = 0; i < docs.length; i++) if (fold[i] === k) allZ[i] = score(m, ex[i]!.sparse, ex[i]!.dense);
    log(`  calibration fold ${k + 1}/${tc.calibrationFolds} done`);
  }
  // the calibration is fitted on whole texts; the verdict thresholds also see the excerpts (short texts)
  const whole = docs.flatMap((d, i) => (d.excerpt ? [] : [i]));
  const oofZ = whole.map((i) => allZ[i]!);
  const ys = whole.map((i) => docs[i]!.y);
  const calibration = marginsOnly ? IDENTITY_CALIBRATION : fitBetaCalibration(oofZ, ys);
  const oofAuc = marginsOnly ? NaN : rocAucLocal(oofZ, ys);
  const oofTexts: ScoredText[] = marginsOnly
    ? []
    : docs.map((d, i) => ({
        score: scorePercent(betaCalibrated(calibration, allZ[i]!)),
        y: d.y,
        source: d.row.source,
        domain: d.row.domain,
        words: countWords(d.row.text),
      }));

  const m = trainBagged(ex, { ...opt, seed: tc.seed }, tc.bags);
  log("  final model trained");
  let maxAbs = 0;
  for (let i = 0; i < dim; i++) maxAbs = Math.max(maxAbs, Math.abs(m.sparseW[i]!));
  const scale = maxAbs > 0 ? maxAbs / 32767 : 1;
  const q = new Int16Array(dim);
  for (let i = 0; i < dim; i++) q[i] = Math.round(m.sparseW[i]! / scale);
  const counts = referenceCounts(
    docs.filter((d) => d.y === 0 && !d.excerpt).map((d) => d.hashes),
    LM_BITS,
    LM_BI_BITS,
  );
  const r8 = (x: number): number => Number(x.toPrecision(8));
  const file: DetectorModelFile = {
    format: "rewrite-studio-detector",
    version: 2,
    featureConfig: tc.features,
    lm: { bits: LM_BITS, biBits: LM_BI_BITS, uni: encodeTyped(counts.uni), bi: encodeTyped(counts.bi) },
    standardizer: { mean: st.mean.map(r8), std: st.std.map(r8) },
    sparse: { scale: r8(scale), q: encodeTyped(q) },
    denseW: Array.from(m.denseW, r8),
    denseCorr: labelCorrelation(ex).map(r8),
    bias: r8(m.bias),
    calibration: { a: r8(calibration.a), b: r8(calibration.b), c: r8(calibration.c) },
    sentence: { docWeight: tc.sentenceDocWeight },
    verdict: { bands: marginsOnly ? [] : chooseVerdictBands(oofTexts, tc.verdict) },
    meta: {},
  };
  return { file, oofAuc, oofTexts, oofFolds: fold };
}

function rocAucLocal(z: number[], y: number[]): number {
  const idx = z.map((_, i) => i).sort((a, b) => z[a]! - z[b]!);
  let rs = 0;
  let pos = 0;
  for (let r = 0; r < idx.length; r++)
    if (y[idx[r]!] === 1) {
      rs += r + 1;
      pos++;
    }
  const neg = y.length - pos;
  return (rs - (pos * (pos + 1)) / 2) / (pos * neg);
}

/** Pearson correlation of each standardized dense feature with the label. */
function labelCorrelation(ex: Example[]): number[] {
  const n = ex.length;
  const my = ex.reduce((a, e) => a + e.y, 0) / n;
  const out: number[] = [];
  for (let j = 0; j < DENSE_DIM; j++) {
    let mx = 0;
    for (const e of ex) mx += e.dense[j]!;
    mx /= n;
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    for (const e of ex) {
      const dx = e.dense[j]! - mx;
      const dy = e.y - my;
      sxy += dx * dy;
      sxx += dx * dx;
      syy += dy * dy;
    }
    out.push(sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0);
  }
  return out;
}
