/** Feature helpers only training needs: sparse feature vectors and the sign constraints of the dense weights. */
import { DENSE_NAMES, type DenseName } from "@/lib/detector/features";
import { visitSparse, type FeatureConfig } from "@/lib/detector/features/hashing";
import type { TextAnalysis } from "@/lib/detector/text";

export interface SparseVec {
  idx: Int32Array;
  val: Float32Array;
}

/** Hashed sparse features as a map bucket -> value. */
export function sparseFeatureMap(a: TextAnalysis, cfg: FeatureConfig): Map<number, number> {
  const out = new Map<number, number>();
  visitSparse(a, cfg, (k, v) => out.set(k, (out.get(k) ?? 0) + v));
  return out;
}

export function toSparseVec(m: Map<number, number>): SparseVec {
  const keys = Array.from(m.keys()).sort((x, y) => x - y);
  const idx = new Int32Array(keys.length);
  const val = new Float32Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    idx[i] = keys[i]!;
    val[i] = m.get(keys[i]!)!;
  }
  return { idx, val };
}

/**
 * Which way each feature moves as writing gets plainer: shorter sentences and words, commoner words, a
 * smaller vocabulary, as non-native and young writers write. Training keeps each of these weights on the
 * side where plainness counts toward human or not at all, never toward AI.
 */
export const PLAIN_DIRECTION: Partial<Record<DenseName, 1 | -1>> = {
  sentLenMean: -1,
  longSentFrac: -1,
  shortSentFrac: 1,
  wordLenMean: -1,
  longWordFrac: -1,
  mattr: -1,
  funcWordRate: 1,
  lmMeanLogp: 1,
  lmTop10: 1,
  lmTop100: 1,
  lmRare: -1,
};

/** The sign each dense weight may take (+1: at least 0, -1: at most 0, 0: free). */
export function denseWeightSigns(): Int8Array {
  return Int8Array.from(DENSE_NAMES, (name) => -(PLAIN_DIRECTION[name] ?? 0));
}
