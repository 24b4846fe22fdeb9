/**
 * Sparse features of the detector: hashed word 1-2-grams and character 3-5-grams of the normalized text
 * (optionally word 3-grams and topic-free shape n-grams), sublinear counts, L2-normalized per namespace
 * (so text length is not a feature). Also the string and integer hashes the other feature families use.
 */
import type { TextAnalysis } from "../text";
import { isFunctionWord } from "./word-classes";

export interface FeatureConfig {
  /** log2 of the number of hash buckets. */
  hashBits: number;
  wordUni: number;
  wordBi: number;
  wordTri: number;
  char: number;
  charMin: number;
  charMax: number;
  /** Weight of 1-4-grams over a topic-free abstraction of the text (function words, punctuation, word shapes). */
  shape: number;
}

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = {
  hashBits: 19,
  wordUni: 1,
  wordBi: 1,
  wordTri: 0,
  char: 1,
  charMin: 3,
  charMax: 5,
  shape: 0,
};

/** 32-bit FNV-1a of a string. */
export function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes two 32-bit values into one hash (n-gram buckets here, trigram and bigram keys in the other families). */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

const NS_UNI = 0x1001;
const NS_BI = 0x2002;
const NS_TRI = 0x3003;
const NS_CHAR = 0x4004;
const NS_SHAPE = 0x5005;

const SHAPE_SUFFIXES = [
  "ing",
  "ed",
  "ly",
  "tion",
  "sion",
  "ment",
  "ness",
  "ity",
  "al",
  "ive",
  "ous",
  "ful",
  "able",
  "ible",
  "er",
  "est",
  "s",
];
const SHAPE_RE = /[a-z0-9]+(?:'[a-z]+)*|[.,;:?!"()]/g;

/** Topic-free token: function words and punctuation kept, other words reduced to a suffix class. */
function shapeToken(t: string): string {
  if (isFunctionWord(t) || t.length === 1) return t;
  const c0 = t.charCodeAt(0);
  if (c0 >= 48 && c0 <= 57) return "<num>";
  if (t.includes("'")) return "<contr>";
  for (const suf of SHAPE_SUFFIXES) if (t.length > suf.length + 2 && t.endsWith(suf)) return "<" + suf + ">";
  return t.length <= 4 ? "<w>" : "<W>";
}

/** Hashes of the shape-token sequence of normalized text. */
export function shapeHashes(norm: string): Int32Array {
  const m = norm.match(SHAPE_RE) ?? [];
  const out = new Int32Array(m.length);
  for (let i = 0; i < m.length; i++) out[i] = fnv1a(shapeToken(m[i]!));
  return out;
}

/**
 * Scratch count table reused across calls: an open-addressing hash table of buckets, small enough to stay
 * in the CPU's cache (a dense table over every bucket was not, and a Map is slower still). Counts of one
 * namespace are accumulated, emitted in first-seen order, and reset through the touched list.
 */
let slotKeys = new Int32Array(1 << 12);
let slotCounts = new Uint32Array(1 << 12);
let slotMask = (1 << 12) - 1;
/** The slots in use, in the order their buckets were first seen. */
let touched = new Int32Array(1 << 11);
let nTouched = 0;

/** `1 + ln(count)` for small counts: the sublinear weight of a bucket seen `count` times. */
const SUBLINEAR = Float64Array.from({ length: 1024 }, (_, c) => 1 + Math.log(c));
const sublinear = (count: number) => (count < SUBLINEAR.length ? SUBLINEAR[count]! : 1 + Math.log(count));

function bump(k: number): void {
  let slot = Math.imul(k, 0x9e3779b1) >>> 0;
  for (; ; slot++) {
    slot &= slotMask;
    if (slotCounts[slot] === 0) break;
    if (slotKeys[slot] === k) {
      slotCounts[slot]!++;
      return;
    }
  }
  // A new bucket: keep the table at most half full, so probes stay short.
  if (2 * (nTouched + 1) > slotKeys.length) {
    grow();
    return bump(k);
  }
  slotKeys[slot] = k;
  slotCounts[slot] = 1;
  touched[nTouched++] = slot;
}

/** Doubles the table, moving the buckets of the namespace being counted (their first-seen order is kept). */
function grow(): void {
  const keys = slotKeys;
  const counts = slotCounts;
  const order = touched.subarray(0, nTouched).slice();
  slotKeys = new Int32Array(keys.length * 2);
  slotCounts = new Uint32Array(keys.length * 2);
  slotMask = keys.length * 2 - 1;
  touched = new Int32Array(keys.length);
  nTouched = 0;
  for (const old of order) {
    let slot = Math.imul(keys[old]!, 0x9e3779b1) >>> 0;
    for (; ; slot++) {
      slot &= slotMask;
      if (slotCounts[slot] === 0) break;
    }
    slotKeys[slot] = keys[old]!;
    slotCounts[slot] = counts[old]!;
    touched[nTouched++] = slot;
  }
}

/** Emit sublinear, L2-normalized, scaled entries of the current namespace, then reset it. */
function flushNs(scale: number, visit: (k: number, v: number) => void): void {
  if (nTouched === 0) return;
  let ss = 0;
  for (let i = 0; i < nTouched; i++) {
    const v = sublinear(slotCounts[touched[i]!]!);
    ss += v * v;
  }
  const norm = scale / Math.sqrt(ss);
  for (let i = 0; i < nTouched; i++) {
    const slot = touched[i]!;
    visit(slotKeys[slot]!, sublinear(slotCounts[slot]!) * norm);
    slotCounts[slot] = 0;
  }
  nTouched = 0;
}

/** The sparse namespaces in the order their buckets are produced, each weighted by its entry of the config. */
export const SPARSE_NAMESPACES = ["wordUni", "wordBi", "wordTri", "shape", "char"] as const;
export type SparseNamespace = (typeof SPARSE_NAMESPACES)[number];

/**
 * Every hashed n-gram occurrence of the text, namespace by namespace in SPARSE_NAMESPACES order: calls
 * visit(namespace index, bucket) once per occurrence (namespaces whose weight is 0 are skipped).
 */
export function forEachSparseBucket(a: TextAnalysis, cfg: FeatureConfig, visit: (namespace: number, k: number) => void): void {
  const mask = (1 << cfg.hashBits) - 1;
  const toks = a.tokens;
  const th = new Int32Array(toks.length);
  for (let i = 0; i < toks.length; i++) th[i] = fnv1a(toks[i]!);
  if (cfg.wordUni > 0) {
    for (let i = 0; i < toks.length; i++) visit(0, mix(NS_UNI, th[i]!) & mask);
  }
  if (cfg.wordBi > 0) {
    for (let i = 1; i < toks.length; i++) visit(1, mix(NS_BI ^ th[i - 1]!, th[i]!) & mask);
  }
  if (cfg.wordTri > 0) {
    for (let i = 2; i < toks.length; i++) visit(2, mix(mix(NS_TRI ^ th[i - 2]!, th[i - 1]!), th[i]!) & mask);
  }
  if (cfg.shape > 0) {
    const sh = shapeHashes(a.norm);
    for (let i = 0; i < sh.length; i++) {
      let h = NS_SHAPE;
      for (let n = 0; n < 4 && i + n < sh.length; n++) {
        h = mix(h, sh[i + n]!);
        visit(3, h & mask);
      }
    }
  }
  if (cfg.char > 0) {
    const s = " " + a.norm + " ";
    const n = s.length;
    for (let i = 0; i < n; i++) {
      let h = 0x811c9dc5 ^ NS_CHAR;
      for (let len = 1; len <= cfg.charMax && i + len <= n; len++) {
        h ^= s.charCodeAt(i + len - 1);
        h = Math.imul(h, 0x01000193);
        if (len >= cfg.charMin) visit(4, mix(h >>> 0, len) & mask);
      }
    }
  }
}

/**
 * Hashed sparse features: calls visit(bucket, value) for every nonzero entry of every
 * namespace (a bucket can be visited more than once when namespaces collide; values add).
 */
export function visitSparse(a: TextAnalysis, cfg: FeatureConfig, visit: (k: number, v: number) => void): void {
  nTouched = 0;
  let current = -1;
  forEachSparseBucket(a, cfg, (namespace, k) => {
    if (namespace !== current) {
      if (current >= 0) flushNs(cfg[SPARSE_NAMESPACES[current]!], visit);
      current = namespace;
    }
    bump(k);
  });
  if (current >= 0) flushNs(cfg[SPARSE_NAMESPACES[current]!], visit);
}

/** Dot product of the sparse features with a weight vector. */
export function sparseDot(a: TextAnalysis, cfg: FeatureConfig, w: Float32Array): number {
  let z = 0;
  visitSparse(a, cfg, (k, v) => {
    z += w[k]! * v;
  });
  return z;
}

/** Word unigrams and bigrams of a token list with their hash buckets (for explanations). */
export function wordNgramBuckets(tokens: string[], cfg: FeatureConfig): { text: string; idx: number }[] {
  const mask = (1 << cfg.hashBits) - 1;
  const th = tokens.map((t) => fnv1a(t));
  const out: { text: string; idx: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (cfg.wordUni > 0) out.push({ text: tokens[i]!, idx: mix(NS_UNI, th[i]!) & mask });
    if (cfg.wordBi > 0 && i > 0) out.push({ text: `${tokens[i - 1]} ${tokens[i]}`, idx: mix(NS_BI ^ th[i - 1]!, th[i]!) & mask });
  }
  return out;
}
