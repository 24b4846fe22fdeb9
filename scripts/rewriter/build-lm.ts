/**
 * Builds lib/rewriter/data/lm.bin, the generic English trigram language model read by lib/rewriter/lm.ts (see
 * there for the layout): every unigram, bigram and trigram of CMU Sphinx's US English LM, with bigram and
 * trigram log probabilities and backoffs quantized to 8 bits and word ids ordered by frequency, gzipped.
 *
 * Source: en-us.lm.bin from Debian's pocketsphinx-en-us package (0.8+5prealpha), in sphinxbase's binary "trie"
 * format, which this script decodes itself. (sphinx_lm_convert's ARPA export asserts after the unigrams: the
 * file's header counts 2,051,547 bigrams, 6 more than its unigrams point to.)
 * License: BSD-2-Clause, Copyright 1995-2014 Carnegie Mellon University, 2014-2015 Alpha Cephei Inc. (CMU Sphinx).
 *
 * Run: npx tsx scripts/rewriter/build-lm.ts
 *   (reads /usr/share/pocketsphinx/model/en-us/en-us.lm.bin, or the file named by SPHINX_LM)
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { CODEBOOK_SIZE, LM_MAGIC, LM_PATH, lmLogProb } from "@/lib/rewriter/lm";

const SOURCE = process.env.SPHINX_LM ?? "/usr/share/pocketsphinx/model/en-us/en-us.lm.bin";

/** Sphinx stores log probabilities in units of log base 1.0001; this turns them into log10. */
const SPHINX_TO_LOG10 = Math.log(1.0001) / Math.LN10;

/** The trie as Sphinx stores it, with log10 values: n-grams backwards, each group sorted by Sphinx's word ids. */
interface SphinxTrie {
  words: string[];
  unigramLogProb: Float32Array;
  unigramBackoff: Float32Array;
  bigramStart: Uint32Array;
  bigramFirstWord: Uint32Array;
  bigramLogProb: Float32Array;
  bigramBackoff: Float32Array;
  trigramStart: Uint32Array;
  trigramFirstWord: Uint32Array;
  trigramLogProb: Float32Array;
}

const bitsFor = (max: number) => 32 - Math.clz32(max);

/**
 * Decodes sphinxbase's trie format for a trigram model (ngram_model_trie_read_bin, lm_trie_read_bin and
 * lm_trie_quant_read_bin in sphinxbase 5prealpha): a header; 16-bit quantization tables; unigrams as
 * {f32 prob, f32 backoff, u32 first bigram}; bit-packed bigram records {word, backoff code, prob code, first
 * trigram} and trigram records {word, prob code}, each array padded with a sentinel record and 8 bytes; then
 * the vocabulary as NUL-terminated strings.
 */
function readSphinxTrie(file: Buffer): SphinxTrie {
  const header = "Trie Language Model";
  if (file.toString("latin1", 0, header.length) !== header) throw new Error(`${SOURCE}: not a Sphinx trie LM`);
  let at = header.length;
  const order = file[at++];
  if (order !== 3) throw new Error(`${SOURCE}: a ${order}-gram model, expected trigrams`);
  const counts = [0, 1, 2].map((i) => file.readUInt32LE(at + 4 * i));
  at += 12 + 4; // counts, then an unused quantizer type

  const QUANT_BITS = 16;
  const table = () => {
    const values = new Float32Array(1 << QUANT_BITS);
    for (let i = 0; i < values.length; i++, at += 4) values[i] = file.readFloatLE(at) * SPHINX_TO_LOG10;
    return values;
  };
  const bigramProbTable = table();
  const bigramBackoffTable = table();
  const trigramProbTable = table();

  const vocabularySize = counts[0];
  const unigramLogProb = new Float32Array(vocabularySize);
  const unigramBackoff = new Float32Array(vocabularySize);
  const bigramStart = new Uint32Array(vocabularySize + 1);
  for (let w = 0; w <= vocabularySize; w++, at += 12) {
    if (w < vocabularySize) {
      unigramLogProb[w] = file.readFloatLE(at) * SPHINX_TO_LOG10;
      unigramBackoff[w] = file.readFloatLE(at + 4) * SPHINX_TO_LOG10;
    }
    bigramStart[w] = file.readUInt32LE(at + 8);
  }

  // Bit fields are little-endian at any bit offset, and never wider than 25 bits (bitarr_read_int25).
  const field = (base: number, bit: number, width: number) => (file.readUInt32LE(base + (bit >>> 3)) >>> (bit & 7)) & ((1 << width) - 1);
  const wordBits = bitsFor(vocabularySize);
  const nextBits = bitsFor(counts[2]);
  const bigramRecordBits = wordBits + 2 * QUANT_BITS + nextBits;
  const trigramRecordBits = wordBits + QUANT_BITS;
  const bigramBase = at;
  // The header's counts size the arrays; the unigrams' pointers say how many records are filled.
  const trigramBase = bigramBase + Math.floor(((counts[1] + 1) * bigramRecordBits + 7) / 8) + 8;
  const bigramCount = bigramStart[vocabularySize];
  const nextOfBigram = (b: number) => field(bigramBase, b * bigramRecordBits + wordBits + 2 * QUANT_BITS, nextBits);
  const trigramCount = nextOfBigram(bigramCount);

  const bigramFirstWord = new Uint32Array(bigramCount);
  const bigramLogProb = new Float32Array(bigramCount);
  const bigramBackoff = new Float32Array(bigramCount);
  const trigramStart = new Uint32Array(bigramCount + 1);
  trigramStart[bigramCount] = trigramCount;
  for (let b = 0; b < bigramCount; b++) {
    trigramStart[b] = nextOfBigram(b);
    const bit = b * bigramRecordBits;
    bigramFirstWord[b] = field(bigramBase, bit, wordBits);
    bigramBackoff[b] = bigramBackoffTable[field(bigramBase, bit + wordBits, QUANT_BITS)];
    bigramLogProb[b] = bigramProbTable[field(bigramBase, bit + wordBits + QUANT_BITS, QUANT_BITS)];
  }
  const trigramFirstWord = new Uint32Array(trigramCount);
  const trigramLogProb = new Float32Array(trigramCount);
  for (let t = 0; t < trigramCount; t++) {
    const bit = t * trigramRecordBits;
    trigramFirstWord[t] = field(trigramBase, bit, wordBits);
    trigramLogProb[t] = trigramProbTable[field(trigramBase, bit + wordBits, QUANT_BITS)];
  }

  const vocabularyBase = trigramBase + Math.floor(((counts[2] + 1) * trigramRecordBits + 7) / 8) + 8;
  const vocabularyBytes = file.readInt32LE(vocabularyBase);
  const words = file.toString("latin1", vocabularyBase + 4, vocabularyBase + 4 + vocabularyBytes - 1).split("\0");
  if (words.length !== vocabularySize) throw new Error(`${SOURCE}: ${words.length} words for ${vocabularySize} unigrams`);
  console.log(
    `${SOURCE}: ${vocabularySize} unigrams, ${bigramCount} bigrams (header: ${counts[1]}), ${trigramCount} trigrams (header: ${counts[2]})`,
  );
  return {
    words,
    unigramLogProb,
    unigramBackoff,
    bigramStart,
    bigramFirstWord,
    bigramLogProb,
    bigramBackoff,
    trigramStart,
    trigramFirstWord,
    trigramLogProb,
  };
}

/**
 * 1-D k-means (Lloyd's algorithm) over the values, started from evenly spaced levels: it fits the dense middle
 * of the distribution while keeping levels in its sparse tails (started from equal-population bins instead, as
 * Sphinx's own quantizer is, the tails end up 0.6 log10 from their nearest level).
 */
function trainCodebook(values: Float32Array): Float32Array {
  const sorted = values.slice().sort();
  const lowest = sorted[0];
  const highest = sorted[sorted.length - 1];
  const levels = Float32Array.from({ length: CODEBOOK_SIZE }, (_, level) => lowest + ((highest - lowest) * level) / (CODEBOOK_SIZE - 1));
  const prefixSums = new Float64Array(sorted.length + 1);
  sorted.forEach((value, i) => (prefixSums[i + 1] = prefixSums[i] + value));
  for (let iteration = 0; iteration < 20; iteration++) {
    let moved = false;
    let from = 0;
    for (let level = 0; level < CODEBOOK_SIZE; level++) {
      const to = level === CODEBOOK_SIZE - 1 ? sorted.length : lowerBound(sorted, (levels[level] + levels[level + 1]) / 2);
      if (to > from) {
        const mean = Math.fround((prefixSums[to] - prefixSums[from]) / (to - from));
        moved ||= mean !== levels[level];
        levels[level] = mean;
      }
      from = Math.max(from, to);
    }
    if (!moved) break;
  }
  return levels.sort();
}

/** First index in the sorted array whose value is not below `value`. */
function lowerBound(sorted: Float32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Each value's nearest level. */
function encode(values: Float32Array, levels: Float32Array): Uint8Array {
  const codes = new Uint8Array(values.length);
  values.forEach((value, i) => {
    const above = Math.min(lowerBound(levels, value), CODEBOOK_SIZE - 1);
    codes[i] = above > 0 && value - levels[above - 1] < levels[above] - value ? above - 1 : above;
  });
  return codes;
}

class VarintWriter {
  private bytes: number[] = [];
  write(value: number): void {
    for (; value >= 0x80; value = Math.floor(value / 0x80)) this.bytes.push((value & 0x7f) | 0x80);
    this.bytes.push(value);
  }
  toBuffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

/** 8-bit codes for the values, and how far the furthest value lies from its level. */
function quantize(name: string, values: Float32Array): { levels: Float32Array; codes: Uint8Array; maxError: number } {
  const levels = trainCodebook(values);
  const codes = encode(values, levels);
  let maxError = 0;
  let totalError = 0;
  values.forEach((value, i) => {
    const error = Math.abs(levels[codes[i]] - value);
    maxError = Math.max(maxError, error);
    totalError += error;
  });
  console.log(`  ${name}: 8-bit error mean ${(totalError / values.length).toFixed(4)}, max ${maxError.toFixed(4)}`);
  return { levels, codes, maxError };
}

/**
 * Renumbers words from most to least probable (small, clustered ids compress better: 7.9 MiB against 9.9 in
 * Sphinx's alphabetical order) and lays the model out as lib/rewriter/lm.ts reads it, gzipped. Returns the
 * file and the largest quantization error.
 */
function writeCompactModel(trie: SphinxTrie): { file: Buffer; maxError: number } {
  const vocabularySize = trie.words.length;
  // lib/rewriter/lm.ts packs word ids and trigram offsets into 24 bits beside an 8-bit code.
  if (Math.max(vocabularySize, trie.trigramFirstWord.length) >= 2 ** 24) throw new Error(`${SOURCE}: too large to pack`);
  const byFrequency = Array.from({ length: vocabularySize }, (_, w) => w).sort(
    (a, b) => trie.unigramLogProb[b] - trie.unigramLogProb[a] || (trie.words[a] < trie.words[b] ? -1 : 1),
  );
  const newId = new Uint32Array(vocabularySize);
  byFrequency.forEach((old, id) => (newId[old] = id));

  /** Writes each parent's children: their number, then their first words' new ids, sorted and delta-coded. */
  const writeGroups = (parents: Iterable<number>, start: Uint32Array, firstWord: Uint32Array) => {
    const order: number[] = [];
    const sizes = new VarintWriter();
    const keys = new VarintWriter();
    for (const parent of parents) {
      const group = [];
      for (let i = start[parent]; i < start[parent + 1]; i++) group.push(i);
      group.sort((a, b) => newId[firstWord[a]] - newId[firstWord[b]]);
      sizes.write(group.length);
      let previous = 0;
      for (const child of group) {
        keys.write(newId[firstWord[child]] - previous);
        previous = newId[firstWord[child]];
        order.push(child);
      }
    }
    return { order, sizes: sizes.toBuffer(), keys: keys.toBuffer() };
  };
  const bigrams = writeGroups(byFrequency, trie.bigramStart, trie.bigramFirstWord);
  const trigrams = writeGroups(bigrams.order, trie.trigramStart, trie.trigramFirstWord);

  const inOrder = (values: Float32Array, order: readonly number[]) => Float32Array.from(order, (i) => values[i]);
  const quantized = [
    quantize("bigram log prob", inOrder(trie.bigramLogProb, bigrams.order)),
    quantize("bigram backoff", inOrder(trie.bigramBackoff, bigrams.order)),
    quantize("trigram log prob", inOrder(trie.trigramLogProb, trigrams.order)),
  ];

  const header = Buffer.alloc(16);
  header.write(LM_MAGIC, 0, "latin1");
  [vocabularySize, bigrams.order.length, trigrams.order.length].forEach((count, i) => header.writeUInt32LE(count, 4 + 4 * i));
  const floats = (values: Float32Array) => Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  const raw = Buffer.concat([
    header,
    floats(inOrder(trie.unigramLogProb, byFrequency)),
    floats(inOrder(trie.unigramBackoff, byFrequency)),
    ...quantized.map(({ levels }) => floats(levels)),
    ...quantized.map(({ codes }) => Buffer.from(codes.buffer, codes.byteOffset, codes.byteLength)),
    bigrams.sizes,
    bigrams.keys,
    trigrams.sizes,
    trigrams.keys,
    Buffer.from(byFrequency.map((w) => trie.words[w]).join("\n"), "utf8"),
  ]);
  return { file: zlib.gzipSync(raw, { level: 9 }), maxError: Math.max(...quantized.map((q) => q.maxError)) };
}

/**
 * Checks the written file through lib/rewriter/lm.ts against the source: sampled stored trigrams and bigrams
 * must come back (within the quantization error), and unigrams exactly.
 */
function checkAgainstSource(trie: SphinxTrie, maxError: number): void {
  const samples = 20000;
  let worst = 0;
  const expectClose = (what: string, actual: number, expected: number, tolerance: number) => {
    worst = Math.max(worst, Math.abs(actual - expected));
    if (!(Math.abs(actual - expected) <= tolerance)) throw new Error(`${what}: ${actual}, source says ${expected}`);
  };
  const randomIndex = (count: number) => Math.floor(Math.random() * count);
  /** The parent whose group [start[parent], start[parent + 1]) holds `child`. */
  const parentOf = (start: Uint32Array, child: number) => {
    let lo = 0;
    let hi = start.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (start[mid] <= child) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  for (let i = 0; i < samples; i++) {
    const w = randomIndex(trie.words.length);
    expectClose(`P(${trie.words[w]})`, lmLogProb(null, null, trie.words[w]), trie.unigramLogProb[w], 0);

    const b = randomIndex(trie.bigramFirstWord.length);
    const second = trie.words[parentOf(trie.bigramStart, b)];
    const first = trie.words[trie.bigramFirstWord[b]];
    expectClose(`P(${second} | ${first})`, lmLogProb(null, first, second), trie.bigramLogProb[b], maxError + 1e-6);

    const t = randomIndex(trie.trigramFirstWord.length);
    const context = parentOf(trie.trigramStart, t);
    const third = trie.words[parentOf(trie.bigramStart, context)];
    const middle = trie.words[trie.bigramFirstWord[context]];
    const start = trie.words[trie.trigramFirstWord[t]];
    expectClose(`P(${third} | ${start} ${middle})`, lmLogProb(start, middle, third), trie.trigramLogProb[t], maxError + 1e-6);
  }
  console.log(`  read back ${samples} sampled unigrams, bigrams and trigrams: largest difference ${worst.toFixed(4)}`);
}

const trie = readSphinxTrie(fs.readFileSync(SOURCE));
const { file, maxError } = writeCompactModel(trie);
fs.writeFileSync(LM_PATH, file);
console.log(`${LM_PATH}: ${(file.length / 2 ** 20).toFixed(2)} MiB`);
checkAgainstSource(trie, maxError);
