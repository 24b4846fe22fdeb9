import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * A generic English trigram language model (CMU Sphinx's US English LM, built into lib/rewriter/data/lm.bin by
 * scripts/rewriter/build-lm.ts): the reference for whether an edited window reads like human English.
 * Loaded once per process, on first use; the rewriter's worker threads share one copy of its tables, made by
 * the pool (sharedLanguageModel) and adopted by each thread (adoptSharedLanguageModel).
 *
 * File layout, gzipped, little-endian; word ids run from the most to the least probable word:
 *   char[4] "LM3\0", u32 words, u32 bigrams, u32 trigrams
 *   f32 unigram log10 probabilities [words], f32 unigram backoffs [words]
 *   f32 codebooks [3][256]: bigram log10 probabilities, bigram backoffs, trigram log10 probabilities
 *   u8 codes into those codebooks: bigram probabilities [bigrams], bigram backoffs [bigrams], trigram
 *     probabilities [trigrams]
 *   LEB128 varints, each below 2^31: bigrams ending in each word [words], then for each bigram its first word,
 *     delta-coded within its group; trigrams ending in each bigram [bigrams], then for each trigram its first
 *     word, likewise
 *   the vocabulary, words joined by "\n", in id order (the rest of the file)
 *
 * N-grams are stored backwards, as Sphinx does: under each word, the bigrams ending in it, keyed by their first
 * word and sorted; under each bigram "a b", the trigrams "x a b", keyed by x. A trigram probability and the
 * backoff weights it may need are then at most three binary searches away.
 */
export const LM_PATH = path.join("lib", "rewriter", "data", "lm.bin");
export const LM_MAGIC = "LM3\0";
export const CODEBOOK_SIZE = 256;

/**
 * log10 probability of a word outside the vocabulary. The model has no `<unk>`; this sits below its rarest
 * words (-9.47), so swapping a known word for an unknown one always costs something.
 */
export const LM_UNKNOWN_LOG_PROB = -10;

/**
 * In memory, each stored n-gram is a u32 record `key << 8 | code`: its first word's id and the 8-bit code of its
 * log probability, so one read both compares and scores it. A bigram takes two u32s, the second being
 * `first trigram << 8 | backoff code`, so its trigrams' range sits beside it: the trigrams of bigram b are at
 * [bigrams[2b + 1] >>> 8, bigrams[2b + 3] >>> 8), a final sentinel bigram closing the last range.
 */
interface Model {
  ids: Map<string, number>;
  unigramLogProb: Float32Array;
  unigramBackoff: Float32Array;
  /** Bigrams ending in word w are bigrams [bigramStart[w], bigramStart[w + 1]). */
  bigramStart: Uint32Array;
  bigrams: Uint32Array;
  trigrams: Uint32Array;
  bigramLogProbLevels: Float32Array;
  bigramBackoffLevels: Float32Array;
  trigramLogProbLevels: Float32Array;
}

const BIGRAM_STRIDE = 2;
const TRIGRAM_STRIDE = 1;
const CODE_MASK = 0xff;

/** The model's tables, without the word index (a Map, which threads cannot share): what threads can share. */
export type LanguageModelTables = Omit<Model, "ids"> & { vocabulary: string };

let loaded: Model | null = null;

function model(): Model {
  loaded ??= withIndex(readTables(ArrayBuffer));
  return loaded;
}

function withIndex({ vocabulary, ...tables }: LanguageModelTables): Model {
  return { ids: new Map(vocabulary.split("\n").map((word, id) => [word, id])), ...tables };
}

/** The model's tables in memory every thread can read (SharedArrayBuffer), for the rewriter's pool to hand its threads. */
export function sharedLanguageModel(): LanguageModelTables {
  return readTables(SharedArrayBuffer);
}

/** Uses tables another thread loaded (sharedLanguageModel) instead of loading a copy. */
export function adoptSharedLanguageModel(tables: LanguageModelTables): void {
  loaded = withIndex(tables);
}

function readTables(Memory: ArrayBufferConstructor | SharedArrayBufferConstructor): LanguageModelTables {
  const array = <T>(Typed: new (buffer: ArrayBufferLike) => T, bytesPerItem: number, count: number): T =>
    new Typed(new Memory(bytesPerItem * count));
  const file = zlib.gunzipSync(fs.readFileSync(path.resolve(/* turbopackIgnore: true */ process.cwd(), LM_PATH)));
  if (file.toString("latin1", 0, 4) !== LM_MAGIC) throw new Error(`${LM_PATH} is not a language model file`);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const words = view.getUint32(4, true);
  const bigramCount = view.getUint32(8, true);
  const trigramCount = view.getUint32(12, true);
  let at = 16;
  const floats = (count: number): Float32Array => {
    const out = array(Float32Array, 4, count);
    for (let i = 0; i < count; i++, at += 4) out[i] = view.getFloat32(at, true);
    return out;
  };
  const unigramLogProb = floats(words);
  const unigramBackoff = floats(words);
  const bigramLogProbLevels = floats(CODEBOOK_SIZE);
  const bigramBackoffLevels = floats(CODEBOOK_SIZE);
  const trigramLogProbLevels = floats(CODEBOOK_SIZE);
  const bigramLogProbCodes = at;
  const bigramBackoffCodes = bigramLogProbCodes + bigramCount;
  const trigramLogProbCodes = bigramBackoffCodes + bigramCount;
  at = trigramLogProbCodes + trigramCount;

  const varint = (): number => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = file[at++];
      value |= (byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
  };
  /** Reads group sizes, then each group's delta-coded keys into records[stride * i], tagged with their codes. */
  const readGroups = (groups: number, records: Uint32Array, stride: number, codes: number): Uint32Array => {
    const start = array(Uint32Array, 4, groups + 1);
    for (let g = 0; g < groups; g++) start[g + 1] = start[g] + varint();
    for (let g = 0; g < groups; g++) {
      let key = 0;
      for (let i = start[g]; i < start[g + 1]; i++) records[stride * i] = ((key += varint()) << 8) | file[codes + i];
    }
    return start;
  };
  const bigrams = array(Uint32Array, 4, BIGRAM_STRIDE * (bigramCount + 1));
  const trigrams = array(Uint32Array, 4, trigramCount);
  const bigramStart = readGroups(words, bigrams, BIGRAM_STRIDE, bigramLogProbCodes);
  const trigramStart = readGroups(bigramCount, trigrams, TRIGRAM_STRIDE, trigramLogProbCodes);
  for (let b = 0; b <= bigramCount; b++) {
    bigrams[BIGRAM_STRIDE * b + 1] = (trigramStart[b] << 8) | (b < bigramCount ? file[bigramBackoffCodes + b] : 0);
  }
  return {
    vocabulary: file.toString("utf8", at),
    unigramLogProb,
    unigramBackoff,
    bigramStart,
    bigrams,
    trigrams,
    bigramLogProbLevels,
    bigramBackoffLevels,
    trigramLogProbLevels,
  };
}

/** Index of the record for `key` among the sorted records[from, to) (each `stride` u32s), or -1. */
function find(records: Uint32Array, stride: number, from: number, to: number, key: number): number {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const value = records[stride * mid] >>> 8;
    if (value === key) return mid;
    if (value < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The bigram "first second", as an index, or -1 when the model does not have it. */
function bigramIndex(m: Model, first: number, second: number): number {
  return find(m.bigrams, BIGRAM_STRIDE, m.bigramStart[second], m.bigramStart[second + 1], first);
}

/** The model's id for a lowercase word ("<s>" and "</s>" mark sentence bounds), or -1 if it is not in the vocabulary. */
export function lmWordId(word: string): number {
  return model().ids.get(word) ?? -1;
}

/** log10 P(word), or LM_UNKNOWN_LOG_PROB for a word outside the vocabulary. */
export function lmUnigram(word: string): number {
  const id = lmWordId(word);
  return id < 0 ? LM_UNKNOWN_LOG_PROB : model().unigramLogProb[id];
}

/** Katz backoff over word ids, -1 for an unknown or absent word; see lmLogProb. */
function logProbOfIds(m: Model, first: number, previous: number, word: number): number {
  if (word < 0) return LM_UNKNOWN_LOG_PROB;
  if (previous < 0) return m.unigramLogProb[word];
  const bigram = bigramIndex(m, previous, word);
  if (bigram >= 0 && first >= 0) {
    const trigramsFrom = m.bigrams[BIGRAM_STRIDE * bigram + 1] >>> 8;
    const trigramsTo = m.bigrams[BIGRAM_STRIDE * bigram + 3] >>> 8;
    const trigram = find(m.trigrams, TRIGRAM_STRIDE, trigramsFrom, trigramsTo, first);
    if (trigram >= 0) return m.trigramLogProbLevels[m.trigrams[trigram] & CODE_MASK];
  }
  const context = first < 0 ? -1 : bigramIndex(m, first, previous);
  const contextBackoff = context < 0 ? 0 : m.bigramBackoffLevels[m.bigrams[BIGRAM_STRIDE * context + 1] & CODE_MASK];
  if (bigram >= 0) return contextBackoff + m.bigramLogProbLevels[m.bigrams[BIGRAM_STRIDE * bigram] & CODE_MASK];
  return contextBackoff + m.unigramBackoff[previous] + m.unigramLogProb[word];
}

const idOf = (m: Model, word: string | null | undefined): number => (word == null ? -1 : (m.ids.get(word) ?? -1));

/**
 * log10 P(w3 | w1 w2) with Katz backoff, as ARPA models are read: the trigram if the model has it, else the
 * backoff weight of "w1 w2" plus log10 P(w3 | w2), which itself backs off to the weight of w2 plus log10 P(w3).
 * Null context words mean there is none (the start of the text); pass "<s>" for a sentence start. An unknown
 * context word cuts the context there, as Sphinx does; an unknown w3 gets LM_UNKNOWN_LOG_PROB.
 */
export function lmLogProb(w1: string | null, w2: string | null, w3: string): number {
  const m = model();
  const previous = idOf(m, w2);
  return logProbOfIds(m, previous < 0 ? -1 : idOf(m, w1), previous, idOf(m, w3));
}

/**
 * Sum of log10 P(tokens[i] | tokens[i-2], tokens[i-1]) for i in [from, to): how natural a window reads, given
 * whatever precedes it in `tokens`. Tokens are lowercase words, "<s>" or "</s>".
 */
export function lmScore(tokens: readonly string[], from = 0, to = tokens.length): number {
  const m = model();
  let first = idOf(m, tokens[from - 2]);
  let previous = idOf(m, tokens[from - 1]);
  let total = 0;
  for (let i = from; i < to; i++) {
    const word = idOf(m, tokens[i]);
    total += logProbOfIds(m, first, previous, word);
    first = previous;
    previous = word;
  }
  return total;
}

/**
 * Whether the model has seen "first second" as a bigram: two words human writers put side by side. A pair it
 * lacks is scored only through the second word's own frequency, which says nothing about the pair.
 */
export function lmHasBigram(first: string, second: string): boolean {
  const m = model();
  const a = idOf(m, first);
  const b = idOf(m, second);
  return a >= 0 && b >= 0 && bigramIndex(m, a, b) >= 0;
}
