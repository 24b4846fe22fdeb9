/**
 * Feature extraction for the local AI-text detector. Shared by the runtime (lib/detector)
 * and the training scripts, so both see exactly the same features.
 *
 * Two groups:
 *  - sparse: hashed word 1-2-grams and character 3-5-grams of the normalized text, sublinear
 *    counts, L2-normalized per namespace (so text length is not a feature);
 *  - dense: stylometric rates (sentence-length spread, punctuation, function words, lexical
 *    diversity, repetition) and word predictability under a reference model of human text.
 */
import { normSentences, normalizeText, tokenize } from "./text";

export interface SparseVec {
  idx: Int32Array;
  val: Float32Array;
}

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

function mix(a: number, b: number): number {
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

const SHAPE_SUFFIXES = ["ing", "ed", "ly", "tion", "sion", "ment", "ness", "ity", "al", "ive", "ous", "ful", "able", "ible", "er", "est", "s"];
const SHAPE_RE = /[a-z0-9]+(?:'[a-z]+)*|[.,;:?!"()]/g;

/** Topic-free token: function words and punctuation kept, other words reduced to a suffix class. */
function shapeToken(t: string): string {
  if (FUNCTION_WORDS.has(t) || t.length === 1) return t;
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

export interface TextAnalysis {
  /** The text as written (the slip features read case and spacing, which normalization drops). */
  raw: string;
  norm: string;
  tokens: string[];
  sentences: string[];
}

export function analyze(raw: string): TextAnalysis {
  const norm = normalizeText(raw);
  return { raw, norm, tokens: tokenize(norm), sentences: normSentences(norm) };
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

/** Hashed sparse features as a map bucket -> value. */
export function sparseFeatureMap(a: TextAnalysis, cfg: FeatureConfig): Map<number, number> {
  const out = new Map<number, number>();
  visitSparse(a, cfg, (k, v) => out.set(k, (out.get(k) ?? 0) + v));
  return out;
}

/** Dot product of the sparse features with a weight vector. */
export function sparseDot(a: TextAnalysis, cfg: FeatureConfig, w: Float32Array): number {
  let z = 0;
  visitSparse(a, cfg, (k, v) => {
    z += w[k]! * v;
  });
  return z;
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

// ---------------------------------------------------------------------------------------
// Dense stylometric and predictability features

const FUNCTION_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers herself him " +
    "himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other " +
    "our ours ourselves out over own same she should so some such than that the their theirs them themselves then there " +
    "these they this those through to too under until up very was we were what when where which while who whom why will " +
    "with would you your yours yourself yourselves"
  ).split(" "),
);

export function isFunctionWord(w: string): boolean {
  return FUNCTION_WORDS.has(w);
}

/** Closed-class words beyond FUNCTION_WORDS: pronouns, prepositions, quantifiers, conjunctions, modals. */
const OTHER_CLOSED_CLASS = new Set(
  (
    "across along also although amid among amongst another anybody anyone anything anywhere around behind beside " +
    "besides beyond can't cannot despite either else elsewhere etc even ever every everybody everyone everything " +
    "everywhere inside less many may might much must near neither nobody none nothing onto outside per since somebody " +
    "someone something somewhere still though throughout till toward towards unless unlike upon via whatever whenever " +
    "whereas wherever whether whichever whoever whose within without won't yet"
  ).split(" "),
);

/**
 * A word a reader would accept as a word choice: letters only, three or more of them, and not a
 * closed-class word ("the", "anyone", "without"), which every writer uses and no reader can judge.
 */
export function isContentWord(w: string): boolean {
  return /^[a-z]{3,}$/.test(w) && !FUNCTION_WORDS.has(w) && !OTHER_CLOSED_CLASS.has(w);
}

const TRANSITIONS = new Set(
  (
    "additionally|moreover|furthermore|however|overall|ultimately|consequently|therefore|thus|hence|instead|" +
    "similarly|likewise|nevertheless|nonetheless|meanwhile|importantly|notably|finally|firstly|secondly|lastly|" +
    "in conclusion|in addition|in summary|for example|for instance|as a result|on the other hand|in contrast"
  ).split("|"),
);

/** The stock transition ("moreover", "in conclusion") a sentence's tokens start with, if any. */
export function leadingTransition(sentenceTokens: string[]): string | null {
  let phrase = "";
  for (let n = 0; n < Math.min(4, sentenceTokens.length); n++) {
    phrase = n === 0 ? sentenceTokens[0]! : `${phrase} ${sentenceTokens[n]}`;
    if (TRANSITIONS.has(phrase)) return phrase;
  }
  return null;
}

const FIRST_SING = new Set(["i", "me", "my", "mine", "myself", "i'm", "i've", "i'd", "i'll"]);
const SECOND = new Set(["you", "your", "yours", "yourself", "you're", "you've", "you'll", "you'd"]);

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

export const DENSE_NAMES = [
  "sentLenMean",
  "sentLenCV",
  "shortSentFrac",
  "longSentFrac",
  "wordLenMean",
  "wordLenStd",
  "longWordFrac",
  "mattr",
  "funcWordRate",
  "commaRate",
  "semicolonColonRate",
  "parenRate",
  "questionRate",
  "exclaimRate",
  "quoteRate",
  "contractionRate",
  "digitRate",
  "firstSingRate",
  "secondRate",
  "transitionRate",
  "repeatTrigramRate",
  "sentStartRepeat",
  "lmMeanLogp",
  "lmSentStd",
  "lmTop10",
  "lmTop100",
  "lmTop1000",
  "lmRare",
  "lmUnseen",
  "lmBiMeanLogp",
  "lmBiUnseen",
  "lmBiSentStd",
  "lowerStartRate",
  "lowerIRate",
  "missingApostropheRate",
  "spacingSlipRate",
  "repeatedPunctRate",
] as const;
export type DenseName = (typeof DENSE_NAMES)[number];
export const DENSE_DIM = DENSE_NAMES.length;

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

function meanStd(xs: number[]): [number, number] {
  if (xs.length === 0) return [0, 0];
  let s = 0;
  for (const x of xs) s += x;
  const m = s / xs.length;
  let v = 0;
  for (const x of xs) v += (x - m) * (x - m);
  return [m, Math.sqrt(v / xs.length)];
}

function internTokens(toks: string[]): { ids: Int32Array; vocab: number } {
  const dict = new Map<string, number>();
  const ids = new Int32Array(toks.length);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    let id = dict.get(t);
    if (id === undefined) {
      id = dict.size;
      dict.set(t, id);
    }
    ids[i] = id;
  }
  return { ids, vocab: dict.size };
}

/** Moving-average type-token ratio over 50-word windows (length independent). */
function mattr(ids: Int32Array, vocab: number): number {
  const W = 50;
  const n = ids.length;
  if (n === 0) return 0;
  if (n <= W) return vocab / n;
  const counts = new Int32Array(vocab);
  let distinct = 0;
  let acc = 0;
  for (let i = 0; i < n; i++) {
    const id = ids[i]!;
    if (counts[id] === 0) distinct++;
    counts[id] = counts[id]! + 1;
    if (i >= W) {
      const old = ids[i - W]!;
      counts[old] = counts[old]! - 1;
      if (counts[old] === 0) distinct--;
    }
    if (i >= W - 1) acc += distinct;
  }
  return acc / (W * (n - W + 1));
}

/** Share of word trigrams that occur more than once. */
function repeatTrigramRate(ids: Int32Array): number {
  if (ids.length < 3) return 0;
  // trigrams keyed by a 30-bit hash of their token ids (small-integer Map keys are fast)
  const tri = new Map<number, number>();
  let rep = 0;
  for (let i = 2; i < ids.length; i++) {
    const k = mix(mix(ids[i - 2]!, ids[i - 1]!), ids[i]!) & 0x3fffffff;
    const c = (tri.get(k) ?? 0) + 1;
    tri.set(k, c);
    if (c === 2) rep += 2;
    else if (c > 2) rep += 1;
  }
  return rep / (ids.length - 2);
}

function tokenRates(toks: string[], f: Float64Array): void {
  const nt = Math.max(1, toks.length);
  let fw = 0;
  let contr = 0;
  let digit = 0;
  let fs = 0;
  let sec = 0;
  let wlSum = 0;
  let wlSq = 0;
  let longW = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const len = t.length;
    wlSum += len;
    wlSq += len * len;
    if (len >= 9) longW++;
    if (FUNCTION_WORDS.has(t)) fw++;
    if (FIRST_SING.has(t)) fs++;
    if (SECOND.has(t)) sec++;
    for (let j = 0; j < len; j++) {
      const c = t.charCodeAt(j);
      if (c === 39) {
        contr++;
        break;
      }
    }
    for (let j = 0; j < len; j++) {
      const c = t.charCodeAt(j);
      if (c >= 48 && c <= 57) {
        digit++;
        break;
      }
    }
  }
  const wlm = wlSum / nt;
  f[4] = wlm;
  f[5] = Math.sqrt(Math.max(0, wlSq / nt - wlm * wlm));
  f[6] = longW / nt;
  f[8] = fw / nt;
  f[15] = contr / nt;
  f[16] = digit / nt;
  f[17] = fs / nt;
  f[18] = sec / nt;
}

function punctuationRates(norm: string, nt: number, f: Float64Array): void {
  let comma = 0;
  let semi = 0;
  let paren = 0;
  let q = 0;
  let ex = 0;
  let quote = 0;
  for (let i = 0; i < norm.length; i++) {
    const c = norm.charCodeAt(i);
    if (c === 44) comma++;
    else if (c === 59 || c === 58) semi++;
    else if (c === 40 || c === 41 || c === 91 || c === 93) paren++;
    else if (c === 63) q++;
    else if (c === 33) ex++;
    else if (c === 34) quote++;
  }
  f[9] = comma / nt;
  f[10] = semi / nt;
  f[11] = paren / nt;
  f[12] = q / nt;
  f[13] = ex / nt;
  f[14] = quote / nt;
}

function sentenceShape(sentToks: string[][], sentLens: number[], f: Float64Array): void {
  const [slm, sls] = meanStd(sentLens);
  f[0] = Math.log(1 + slm);
  f[1] = slm > 0 ? sls / slm : 0;
  let short = 0;
  let long = 0;
  for (const l of sentLens) {
    if (l < 8) short++;
    if (l > 35) long++;
  }
  const ns = Math.max(1, sentLens.length);
  f[2] = short / ns;
  f[3] = long / ns;
  let trans = 0;
  for (const st of sentToks) if (leadingTransition(st)) trans++;
  f[19] = trans / ns;
  if (sentToks.length > 1) {
    const starts = new Map<string, number>();
    for (const st of sentToks) starts.set(st[0]!, (starts.get(st[0]!) ?? 0) + 1);
    let rep = 0;
    for (const c of starts.values()) if (c > 1) rep += c;
    f[21] = rep / sentToks.length;
  }
}

export function denseFeatures(a: TextAnalysis, lm: ReferenceLM | null): Float64Array {
  const f = new Float64Array(DENSE_DIM);
  const toks = a.tokens;
  const nt = Math.max(1, toks.length);
  const sentLens: number[] = [];
  const sentToks: string[][] = [];
  for (const s of a.sentences) {
    const t = tokenize(s);
    if (t.length > 0) {
      sentLens.push(t.length);
      sentToks.push(t);
    }
  }
  sentenceShape(sentToks, sentLens, f);
  tokenRates(toks, f);
  punctuationRates(a.norm, nt, f);
  const { ids, vocab } = internTokens(toks);
  f[7] = mattr(ids, vocab);
  f[20] = repeatTrigramRate(ids);
  slipRates(a.raw, f);
  if (lm) {
    lmFeatures(lmHashes(toks), sentLens, lm, f);
  }
  return f;
}

const RAW_WORD_RE = /[A-Za-z]+(?:'[A-Za-z]+)*/g;
/** The pronoun written "i" (also in "i'm"), but not the "i" of "i.e.". */
const LOWER_I_RE = /(?<![A-Za-z0-9.'])i(?=['\s,;:!?)"]|\.(?![A-Za-z])|$)/g;
const CONTRACTIONS_WITHOUT_APOSTROPHE = new Set(
  (
    "dont cant wont doesnt didnt isnt wasnt arent werent couldnt shouldnt wouldnt hasnt havent hadnt " +
    "im ive youre theyre thats whats theres weve"
  ).split(" "),
);

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isTerminator = (c: number) => c === 46 || c === 33 || c === 63; // . ! ?
const isClosing = (c: number) => c === 34 || c === 39 || c === 41 || c === 93; // " ' ) ]
const AFTER_ABBREVIATION = /[.\s](?:e\.g|i\.e|etc|vs|cf|al)$/;

/**
 * Sentence starts and how many begin in lowercase: the first letter of the text, after a line break,
 * or after . ! ? (and closing quotes) and a space, unless the stop ends "e.g", "i.e", "etc", "vs",
 * "cf" or "al". The same matches as
 * /(?:^|\n|(?<![.\s](?:e\.g|i\.e|etc|vs|cf|al))[.!?]+["')\]]*[ \t]+)[^A-Za-z\n]*([A-Za-z])/g,
 * found in linear time: that expression rescans to the next letter from every stop in a run of
 * punctuation, which is quadratic on text such as "?!?!?!…".
 */
export function sentenceStarts(raw: string): { starts: number; lowerStarts: number } {
  const n = raw.length;
  // nextLetter[i]: the first ASCII letter at or after i with no line break before it, or -1
  const nextLetter = new Int32Array(n + 1).fill(-1);
  // runEnd[i]: the end of the run of . ! ? that contains i
  const runEnd = new Int32Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    const c = raw.charCodeAt(i);
    nextLetter[i] = isAsciiLetter(c) ? i : c === 10 ? -1 : nextLetter[i + 1]!;
    runEnd[i] = isTerminator(c) ? (i + 1 < n && isTerminator(raw.charCodeAt(i + 1)) ? runEnd[i + 1]! : i + 1) : i;
  }
  let starts = 0;
  let lowerStarts = 0;
  const count = (letter: number) => {
    starts++;
    const c = raw.charCodeAt(letter);
    if (c >= 97 && c <= 122) lowerStarts++;
    return letter + 1;
  };
  let i = 0;
  while (i < n) {
    const c = raw.charCodeAt(i);
    // the alternatives in the expression's order: "^", a line break, a stop
    let letter = i === 0 ? nextLetter[0]! : -1;
    if (letter < 0 && c === 10) letter = nextLetter[i + 1]!;
    if (letter < 0 && isTerminator(c) && !AFTER_ABBREVIATION.test(raw.slice(Math.max(0, i - 5), i))) {
      let j = runEnd[i]!;
      while (j < n && isClosing(raw.charCodeAt(j))) j++;
      const next = raw.charCodeAt(j);
      if (next === 32 || next === 9) letter = nextLetter[j]!;
    }
    i = letter >= 0 ? count(letter) : i + 1;
  }
  return { starts, lowerStarts };
}

/**
 * "word.Next": a lowercase letter, one of . , ! ?, then a letter, unless a dot follows within the same
 * run of letters and dots (abbreviations such as "e.g." and "U.S.A."). Equivalent to
 * /[a-z][.,!?][A-Za-z](?![.A-Za-z]*\.)/g, but linear: that lookahead rescans long runs like "a.a.a.a".
 */
export function missingSpaceAfterPunctuation(raw: string): number {
  const isLetter = isAsciiLetter;
  // lastDot[i]: the last "." of the run of letters and dots that starts at i, or -1
  const lastDot = new Int32Array(raw.length + 1).fill(-1);
  for (let i = raw.length - 1; i >= 0; i--) {
    const c = raw.charCodeAt(i);
    if (c === 46) lastDot[i] = Math.max(i, lastDot[i + 1]!);
    else if (isLetter(c)) lastDot[i] = lastDot[i + 1]!;
  }
  let count = 0;
  for (let i = 0; i + 2 < raw.length; i++) {
    const a = raw.charCodeAt(i);
    const p = raw.charCodeAt(i + 1);
    if (!(a >= 97 && a <= 122) || !(p === 46 || p === 44 || p === 33 || p === 63) || !isLetter(raw.charCodeAt(i + 2))) continue;
    if (lastDot[i + 3]! >= 0) continue;
    count++;
    i += 2; // matches do not overlap
  }
  return count;
}

/** log(1 + 100 * rate): slips are rare events, and one slip should not weigh like ten. */
function slipScale(count: number, of: number): number {
  return Math.log1p((100 * count) / Math.max(1, of));
}

/**
 * Rates of the small slips people make and language models do not (indices 32..36): sentences
 * starting in lowercase, a lowercase pronoun "i", contractions without an apostrophe, a space
 * before punctuation or none after it, and repeated punctuation. They are read from the raw
 * text. In leave-one-source-out they held up in every source, and they count for human
 * writers, including non-native ones, whose plain wording alone is no evidence either way.
 */
function slipRates(raw: string, f: Float64Array): void {
  const words = raw.match(RAW_WORD_RE) ?? [];
  let noApostrophe = 0;
  for (const w of words) if (CONTRACTIONS_WITHOUT_APOSTROPHE.has(w.toLowerCase())) noApostrophe++;
  const lowerI = raw.match(LOWER_I_RE)?.length ?? 0;
  const { starts, lowerStarts } = sentenceStarts(raw);
  const spacing = (raw.match(/\w [,.!?;:](?!\w)/g)?.length ?? 0) + missingSpaceAfterPunctuation(raw);
  const repeated = raw.match(/[!?]{2,}|\.{3,}|,,/g)?.length ?? 0;
  f[32] = slipScale(lowerStarts, starts);
  f[33] = slipScale(lowerI, words.length);
  f[34] = slipScale(noApostrophe, words.length);
  f[35] = slipScale(spacing, words.length);
  f[36] = slipScale(repeated, words.length);
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

/** Word-predictability features (indices 22..31) from the LM hashes of the tokens. */
export function lmFeatures(hashes: Int32Array, sentLens: number[], lm: ReferenceLM, f: Float64Array): void {
  const n = hashes.length;
  const nt = Math.max(1, n);
  const uMask = (1 << lm.bits) - 1;
  const bMask = (1 << lm.biBits) - 1;
  const MU = 20;
  let sum = 0;
  let t10 = 0;
  let t100 = 0;
  let t1000 = 0;
  let rare = 0;
  let unseen = 0;
  let biSum = 0;
  let biUnseen = 0;
  const lp = new Float64Array(n);
  const blp = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const b = hashes[i]! & uMask;
    const l = lm.logp[b]!;
    lp[i] = l;
    sum += l;
    const r = lm.rank[b]!;
    if (r < 10) t10++;
    else if (r < 100) t100++;
    else if (r < 1000) t1000++;
    else rare++;
    if (lm.uni[b]! < 2) unseen++;
    if (i > 0) {
      const pb = hashes[i - 1]! & uMask;
      const c12 = lm.bi[mix(hashes[i - 1]!, hashes[i]!) & bMask]!;
      if (c12 === 0) biUnseen++;
      // Dirichlet-smoothed bigram probability backing off to the unigram model
      const v = Math.log((c12 + MU * Math.exp(l)) / (lm.uni[pb]! + MU));
      blp[i] = v;
      biSum += v;
    } else {
      blp[i] = l;
      biSum += l;
    }
  }
  f[22] = sum / nt;
  f[24] = t10 / nt;
  f[25] = t100 / nt;
  f[26] = t1000 / nt;
  f[27] = rare / nt;
  f[28] = unseen / nt;
  f[29] = biSum / nt;
  f[30] = Math.max(0, n - 1) > 0 ? biUnseen / (n - 1) : 0;
  const sentMeans: number[] = [];
  const sentBi: number[] = [];
  let pos = 0;
  for (const len of sentLens) {
    let s = 0;
    let sb = 0;
    let k = 0;
    for (let i = pos; i < pos + len && i < n; i++, k++) {
      s += lp[i]!;
      sb += blp[i]!;
    }
    pos += len;
    if (k > 0) {
      sentMeans.push(s / k);
      sentBi.push(sb / k);
    }
  }
  f[23] = meanStd(sentMeans)[1];
  f[31] = meanStd(sentBi)[1];
}

export interface ReferenceCounts {
  uni: Uint16Array;
  bi: Uint16Array;
}

/** Capped (3 per document) unigram and bigram counts of human texts in hash buckets. */
export function referenceCounts(docs: Int32Array[], bits: number, biBits: number): ReferenceCounts {
  const uni = new Uint16Array(1 << bits);
  const bi = new Uint16Array(1 << biBits);
  const uMask = (1 << bits) - 1;
  const bMask = (1 << biBits) - 1;
  for (const d of docs) {
    const seenU = new Map<number, number>();
    const seenB = new Map<number, number>();
    for (let i = 0; i < d.length; i++) {
      const b = d[i]! & uMask;
      const c = seenU.get(b) ?? 0;
      if (c < 3) {
        seenU.set(b, c + 1);
        if (uni[b]! < 65535) uni[b]! += 1;
      }
      if (i > 0) {
        const k = mix(d[i - 1]!, d[i]!) & bMask;
        const cb = seenB.get(k) ?? 0;
        if (cb < 3) {
          seenB.set(k, cb + 1);
          if (bi[k]! < 65535) bi[k]! += 1;
        }
      }
    }
  }
  return { uni, bi };
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

export function buildReferenceLM(docs: Int32Array[], bits: number, biBits: number): ReferenceLM {
  return lmFromCounts(referenceCounts(docs, bits, biBits), bits, biBits);
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
