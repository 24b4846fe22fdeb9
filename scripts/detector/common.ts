/** Shared helpers for detector training and evaluation scripts. */
// The corpus rows, read from here by the detector scripts, benches and tests.
export { loadRows, type Row } from "../corpus";

/** The seeded generator of the training and evaluation runs (mulberry32). */
export { mulberry32 as rng } from "@/lib/random";

export function shuffleInPlace<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = xs[i]!;
    xs[i] = xs[j]!;
    xs[j] = t;
  }
  return xs;
}

// ---------------------------------------------------------------------------------------
// Metrics

/** ROC AUC with tie handling (Mann-Whitney). y: 1 = ai. */
export function rocAuc(scores: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = scores.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  let pos = 0;
  let neg = 0;
  let rankSumPos = 0;
  let i = 0;
  while (i < n) {
    let j = i;
    while (j + 1 < n && scores[order[j + 1]!] === scores[order[i]!]) j++;
    const avgRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (y[order[k]!] === 1) rankSumPos += avgRank;
    i = j + 1;
  }
  for (let k = 0; k < n; k++) {
    if (y[k] === 1) pos++;
    else neg++;
  }
  if (pos === 0 || neg === 0) return NaN;
  return (rankSumPos - (pos * (pos + 1)) / 2) / (pos * neg);
}

/** TPR at the strictest threshold whose FPR is at most maxFpr. */
export function tprAtFpr(scores: ArrayLike<number>, y: ArrayLike<number>, maxFpr: number): number {
  const neg: number[] = [];
  const pos: number[] = [];
  for (let i = 0; i < scores.length; i++) (y[i] === 1 ? pos : neg).push(scores[i]!);
  if (pos.length === 0 || neg.length === 0) return NaN;
  neg.sort((a, b) => b - a);
  const allowed = Math.floor(maxFpr * neg.length);
  // threshold: strictly greater than the (allowed)-th highest negative score
  const thr = neg[allowed]!;
  let tp = 0;
  for (const s of pos) if (s > thr) tp++;
  return tp / pos.length;
}

export function accuracyAt(probs: ArrayLike<number>, y: ArrayLike<number>, thr: number): number {
  let ok = 0;
  for (let i = 0; i < probs.length; i++) if ((probs[i]! >= thr ? 1 : 0) === y[i]) ok++;
  return ok / probs.length;
}

/** Expected calibration error with equal-width bins. probs in [0,1]. */
export function ece(probs: ArrayLike<number>, y: ArrayLike<number>, bins = 10): number {
  const cnt = new Array<number>(bins).fill(0);
  const conf = new Array<number>(bins).fill(0);
  const acc = new Array<number>(bins).fill(0);
  for (let i = 0; i < probs.length; i++) {
    const p = probs[i]!;
    const b = Math.min(bins - 1, Math.floor(p * bins));
    cnt[b]! += 1;
    conf[b]! += p;
    acc[b]! += y[i]!;
  }
  let e = 0;
  for (let b = 0; b < bins; b++) if (cnt[b]! > 0) e += Math.abs(acc[b]! - conf[b]!);
  return e / probs.length;
}

export function fpr(probs: ArrayLike<number>, y: ArrayLike<number>, thr: number): { fp: number; n: number } {
  let fp = 0;
  let n = 0;
  for (let i = 0; i < probs.length; i++) {
    if (y[i] === 0) {
      n++;
      if (probs[i]! >= thr) fp++;
    }
  }
  return { fp, n };
}

export function fmt(x: number, d = 4): string {
  return Number.isFinite(x) ? x.toFixed(d) : "n/a";
}
