import fs from "node:fs";
import path from "node:path";

/**
 * Word and word-pair counts from the corpus's human texts (scripts/rewriter/build-ngrams.ts), the reference
 * for whether an edited window reads as natural English. Loaded once per process (each worker thread).
 *
 * File layout (little-endian): u32 words, u32 pairs, then sorted u32 hashes of the words, sorted u32
 * hashes of the pairs ("a b"), and a u8 count (capped at 255) for each word and each pair, in that order.
 */
export const NGRAMS_PATH = path.join("lib", "rewriter", "data", "ngrams.bin");

/** FNV-1a, the hash the build script used. */
export function ngramHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Table {
  hashes: Uint32Array;
  counts: Uint8Array;
}

function find(table: Table, hash: number): number {
  let lo = 0;
  let hi = table.hashes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const value = table.hashes[mid];
    if (value === hash) return table.counts[mid];
    if (value < hash) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

let loaded: { words: Table; pairs: Table } | null = null;

function tables(): { words: Table; pairs: Table } {
  if (loaded) return loaded;
  const file = fs.readFileSync(path.resolve(/* turbopackIgnore: true */ process.cwd(), NGRAMS_PATH));
  const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  const view = new DataView(buffer);
  const words = view.getUint32(0, true);
  const pairs = view.getUint32(4, true);
  let at = 8;
  const wordHashes = new Uint32Array(buffer, at, words);
  at += 4 * words;
  const pairHashes = new Uint32Array(buffer, at, pairs);
  at += 4 * pairs;
  loaded = {
    words: { hashes: wordHashes, counts: new Uint8Array(buffer, at, words) },
    pairs: { hashes: pairHashes, counts: new Uint8Array(buffer, at + words, pairs) },
  };
  return loaded;
}

/** How often a lowercase word occurs in the reference texts (0 when rare or unseen, at most 255). */
export function wordCount(word: string): number {
  return find(tables().words, ngramHash(word));
}

/** How often two lowercase words occur side by side in the reference texts (0 when rare or unseen). */
export function pairCount(first: string, second: string): number {
  return find(tables().pairs, ngramHash(`${first} ${second}`));
}

/** Words that govern what may stand beside them ("robust to", "rely on"): the pairs a swap must not break. */
const GOVERNING = new Set(
  "to of for with in on at from by about into onto over under up out off down as than that is are was were be been am".split(" "),
);

/**
 * Whether `replacement` reads naturally between its neighbours: the human texts must use it next to each
 * neighbour that is a word ("robust to" → "solid to", "dynamic graph" → "active graph" fail). Neighbours that
 * are not words (punctuation, a protected span) say nothing. With `governingOnly`, for swaps away from stock
 * AI words, only neighbours like "to" or "is" are checked, since an open-class pair ("strong analytics") may
 * simply be missing from a small corpus.
 */
export function fitsCollocation(prev: string, replacement: string, next: string, governingOnly = false): boolean {
  const first = replacement.slice(0, replacement.indexOf(" ") >>> 0);
  const last = replacement.slice(replacement.lastIndexOf(" ") + 1);
  const checked = (word: string) => /^[a-z'-]+$/.test(word) && (!governingOnly || GOVERNING.has(word));
  if (checked(prev) && pairCount(prev, first) === 0) return false;
  return !checked(next) || pairCount(last, next) > 0;
}
