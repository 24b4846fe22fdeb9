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

export function tokenRates(toks: string[], f: Float64Array): void {
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
    if (isFunctionWord(t)) fw++;
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

export function punctuationRates(norm: string, nt: number, f: Float64Array): void {
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
