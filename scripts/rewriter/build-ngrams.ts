/**
 * Builds lib/rewriter/data/ngrams.bin: counts of words and adjacent word pairs in the corpus's human train
 * texts, keeping those seen at least twice (see lib/rewriter/ngrams.ts for the layout).
 * Run: npx tsx scripts/rewriter/build-ngrams.ts  (reads ../shared/corpus/detector-train.jsonl)
 */
import fs from "node:fs";
import { NGRAMS_PATH, ngramHash } from "@/lib/rewriter/ngrams";
import { loadRows } from "@/scripts/corpus";

const MIN_COUNT = 2;

function count(map: Map<number, number>, key: string): void {
  const hash = ngramHash(key);
  map.set(hash, (map.get(hash) ?? 0) + 1);
}

function packed(map: Map<number, number>): [Uint32Array, Uint8Array] {
  const kept = [...map].filter(([, n]) => n >= MIN_COUNT).sort((a, b) => a[0] - b[0]);
  return [Uint32Array.from(kept, ([hash]) => hash), Uint8Array.from(kept, ([, n]) => Math.min(255, n))];
}

const words = new Map<number, number>();
const pairs = new Map<number, number>();
for (const row of loadRows("train")) {
  if (row.label !== "human") continue;
  // Pairs do not cross sentence punctuation: "end. The" is not a collocation.
  for (const clause of row.text
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[.,;:!?()"\n]+/)) {
    const tokens = clause.match(/[a-z]+(?:['-][a-z]+)*/g) ?? [];
    tokens.forEach((token, i) => {
      count(words, token);
      if (i > 0) count(pairs, `${tokens[i - 1]} ${token}`);
    });
  }
}
const [wordHashes, wordCounts] = packed(words);
const [pairHashes, pairCounts] = packed(pairs);
const header = new Uint32Array([wordHashes.length, pairHashes.length]);
const out = Buffer.concat(
  [header, wordHashes, pairHashes, wordCounts, pairCounts].map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)),
);
fs.writeFileSync(NGRAMS_PATH, out);
console.log(`${NGRAMS_PATH}: ${wordHashes.length} words, ${pairHashes.length} pairs, ${(out.length / 1024).toFixed(0)} KiB`);
