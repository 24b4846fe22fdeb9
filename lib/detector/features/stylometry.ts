/**
 * Stylometric features (indices 0..21 of the dense vector): sentence-length spread, word length,
 * lexical diversity, function words, punctuation, contractions, pronouns, stock transitions and repetition.
 */
import { mix } from "./hashing";
import { isFunctionWord, leadingTransition } from "./word-classes";

const FIRST_SING = new Set(["i", "me", "my", "mine", "myself", "i'm", "i've", "i'd", "i'll"]);
const SECOND = new Set(["you", "your", "yours", "yourself", "you're", "you've", "you'll", "you'd"]);

export function meanStd(xs: number[]): [number, number] {
  if (xs.length === 0) return [0, 0];
  let s = 0;
  for (const x of xs) s += x;
  const m = s / xs.length;
  let v = 0;
  for (const x of xs) v += (x - m) * (x - m);
  return [m, Math.sqrt(v / xs.length)];
}

/** Writes each total (a count or a sum) per token to its slot of the dense vector. */
export function setPerToken(f: Float64Array, tokens: number, totals: Record<number, number>): void {
  for (const [slot, total] of Object.entries(totals)) f[Number(slot)] = total / tokens;
}

export function internTokens(toks: string[]): { ids: Int32Array; vocab: number } {
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
export function mattr(ids: Int32Array, vocab: number): number {
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
export function repeatTrigramRate(ids: Int32Array): number {
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

/** The token classes counted per token, each toward its slot of the dense vector. */
const TOKEN_CLASSES: [slot: number, counts: (token: string) => boolean][] = [
  [6, (t) => t.length >= 9], // longWordFrac
  [8, isFunctionWord], // funcWordRate
  [15, (t) => t.includes("'")], // contractionRate
  [16, (t) => /[0-9]/.test(t)], // digitRate
  [17, (t) => FIRST_SING.has(t)], // firstSingRate
  [18, (t) => SECOND.has(t)], // secondRate
];

export function tokenRates(toks: string[], f: Float64Array): void {
  const nt = Math.max(1, toks.length);
  const totals: Record<number, number> = Object.fromEntries(TOKEN_CLASSES.map(([slot]) => [slot, 0]));
  let wlSum = 0;
  let wlSq = 0;
  for (const t of toks) {
    wlSum += t.length;
    wlSq += t.length * t.length;
    for (const [slot, counts] of TOKEN_CLASSES) if (counts(t)) totals[slot]!++;
  }
  const wlm = wlSum / nt;
  f[4] = wlm;
  f[5] = Math.sqrt(Math.max(0, wlSq / nt - wlm * wlm));
  setPerToken(f, nt, totals);
}

/** The slot of the dense vector each punctuation mark counts toward: commas, semicolons and colons, brackets, question and exclamation marks, quotes. */
const PUNCTUATION_SLOTS = new Map(
  Object.entries({ ",": 9, ";": 10, ":": 10, "(": 11, ")": 11, "[": 11, "]": 11, "?": 12, "!": 13, '"': 14 }),
);

export function punctuationRates(norm: string, nt: number, f: Float64Array): void {
  const totals: Record<number, number> = { 9: 0, 10: 0, 11: 0, 12: 0, 13: 0, 14: 0 };
  for (const char of norm) {
    const slot = PUNCTUATION_SLOTS.get(char);
    if (slot !== undefined) totals[slot]!++;
  }
  setPerToken(f, nt, totals);
}

export function sentenceShape(sentToks: string[][], sentLens: number[], f: Float64Array): void {
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
