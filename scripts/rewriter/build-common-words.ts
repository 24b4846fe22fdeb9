/**
 * Builds lib/rewriter/data/common-words.json: the words the corpus's human writers set lowercase in the middle of
 * a sentence, nearly always and often enough to judge. A sentence-initial word found there can be lowercased when
 * a rewrite moves it ("Researchers found…" → "…, researchers found"); one that is not may be a name and keeps
 * its capital.
 * Run: npx tsx scripts/rewriter/build-common-words.ts  (reads ../shared/corpus/detector-train.jsonl)
 */
import fs from "node:fs";
import path from "node:path";
import { loadRows } from "@/scripts/corpus";

const OUT = path.join("lib", "rewriter", "data", "common-words.json");
/** Seen this often mid-sentence… */
const MIN_COUNT = 8;
/** …and written lowercase at least this share of those times. */
const MIN_LOWER_SHARE = 0.8;

const lower = new Map<string, number>();
const capitalized = new Map<string, number>();
for (const row of loadRows("train")) {
  if (row.label !== "human") continue;
  // Words after another word on the same sentence: not the first word, where every word is capitalized.
  for (const match of row.text.matchAll(/(?<=[a-z,;] )([A-Za-z]+)\b/g)) {
    const word = match[1];
    if (/^[a-z]+$/.test(word)) lower.set(word, (lower.get(word) ?? 0) + 1);
    else if (/^[A-Z][a-z]+$/.test(word)) capitalized.set(word.toLowerCase(), (capitalized.get(word.toLowerCase()) ?? 0) + 1);
  }
}

const words = [...lower]
  .filter(([word, count]) => count >= MIN_COUNT && word.length > 1 && count / (count + (capitalized.get(word) ?? 0)) >= MIN_LOWER_SHARE)
  .map(([word]) => word)
  .sort();
fs.writeFileSync(OUT, `${JSON.stringify(words)}\n`);
console.log(`${words.length} common words → ${OUT}`);
