/**
 * The reference model of human text that the predictability features read: hashed unigram and bigram
 * counts of human writing, smoothed into log-probabilities and frequency ranks. The model file stores the
 * counts; scripts/detector/reference-lm.ts counts them from the training corpus.
 */
import { fnv1a } from "./features/hashing";

/** Reference model of human text used by the predictability features. */
export interface ReferenceLM {
  /** log2 size of the hashed unigram table. */
  bits: number;
  /** log2 size of the hashed bigram table. */
  biBits: number;
  /** Smoothed log-probabilities of word hash buckets under human text. */
  logp: Float32Array;
  /** Frequency rank of each bucket among human words (0 = most frequent). */
  rank: Int32Array;
  /** Capped unigram and bigram counts. */
  uni: Uint16Array;
  bi: Uint16Array;
}

/** Word hash used by the reference LM (independent of the sparse feature hashes). */
export function lmHash(word: string): number {
  return fnv1a(word, 0x2545f491);
}

export function lmHashes(tokens: string[]): Int32Array {
  const out = new Int32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) out[i] = lmHash(tokens[i]!);
  return out;
}

export interface ReferenceCounts {
  uni: Uint16Array;
  bi: Uint16Array;
}

/** Smoothed unigram log-probabilities and frequency ranks from bucket counts. */
export function lmFromCounts(counts: ReferenceCounts, bits: number, biBits: number): ReferenceLM {
  const size = 1 << bits;
  const uni = counts.uni;
  let total = 0;
  let maxC = 0;
  for (let i = 0; i < size; i++) {
    total += uni[i]!;
    if (uni[i]! > maxC) maxC = uni[i]!;
  }
  const alpha = 0.5;
  const denom = total + alpha * size;
  const logp = new Float32Array(size);
  for (let i = 0; i < size; i++) logp[i] = Math.log((uni[i]! + alpha) / denom);
  // rank by count (descending), ties by bucket index: a counting sort
  const hist = new Int32Array(maxC + 2);
  for (let i = 0; i < size; i++) hist[uni[i]!]! += 1;
  const startOf = new Int32Array(maxC + 2);
  let acc = 0;
  for (let c = maxC; c >= 0; c--) {
    startOf[c] = acc;
    acc += hist[c]!;
  }
  const rank = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    const c = uni[i]!;
    rank[i] = c > 0 ? startOf[c]!++ : size;
  }
  return { bits, biBits, logp, rank, uni, bi: counts.bi };
}
