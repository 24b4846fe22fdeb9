import GLOSSES from "./data/glosses.json";
import { EXTEND_RANGE } from "@/lib/limits";
import nlp from "compromise";
import type { Protector } from "./protect";
import { countWords, joinSentences, splitLine, splitSentences } from "./text";

const TABLE = GLOSSES as Record<string, string | undefined>;
/** What follows a word the text goes on to explain: an appositive, "which is", "or", "(…)". */
const EXPLAINED_HERE = /^(?:,? (?:a|an|the|which is|which are|or|i\.e\.|meaning|known as|called)\b| ?\(|:)/;
/** A sentence carrying more explanations than this reads like a glossary. */
const MAX_PER_SENTENCE = 2;

/**
 * Nouns compromise is sure of, heads of their phrase: "protein synthesis" keeps its compound whole, and a
 * word it reads as an adjective or a verb form ("pleasing", "overlooking") gets no definition.
 */
function headNouns(sentence: string): Set<string> {
  const heads = new Set<string>();
  for (const phrase of nlp(sentence).match("#Noun+").json() as { terms: { text: string; tags: string[] }[] }[]) {
    const head = phrase.terms[phrase.terms.length - 1];
    if (!head.tags.some((tag) => /^(?:Adjective|Verb|Gerund|ProperNoun|Pronoun)$/.test(tag))) heads.add(head.text);
  }
  return heads;
}

/** Crude stem: enough to match "glands" with "gland" and "reading" with "read". */
function stem(word: string): string {
  return word.toLowerCase().slice(0, 5);
}

/**
 * Whether the definition fits the text (simplified Lesk): one of its content words, or a word sharing its stem,
 * occurs in the text. "wormhole (hole made by a burrowing worm)" does not fit a text on spacetime, nor "buffer
 * (an ionic compound…)" one on computer memory, and WordNet knows no other sense of either.
 */
function fitsText(gloss: string, word: string, textStems: ReadonlySet<string>): boolean {
  const cues = nlp(gloss).match("(#Noun|#Verb|#Adjective)").not("(#Auxiliary|#Copula|#Pronoun)").out("array") as string[];
  return cues
    .flatMap((cue) => cue.toLowerCase().split(/\s+/))
    .some((cue) => cue.length >= 4 && stem(cue) !== stem(word) && !genericStems().has(stem(cue)) && textStems.has(stem(cue)));
}

/** A definition word this many definitions share ("something", "quality", "state") says nothing of a topic. */
const GENERIC_IN_GLOSSES = 15;
let generic: Set<string> | null = null;

function genericStems(): ReadonlySet<string> {
  if (generic) return generic;
  const counts = new Map<string, number>();
  for (const gloss of Object.values(TABLE)) {
    for (const key of new Set(gloss?.toLowerCase().match(/[a-z]{4,}/g)?.map(stem))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  generic = new Set([...counts].filter(([, count]) => count >= GENERIC_IN_GLOSSES).map(([key]) => key));
  return generic;
}

interface GlossRun {
  explained: Set<string>;
  budget: number;
  textStems: ReadonlySet<string>;
}

function glossSentence(sentence: string, run: GlossRun): string {
  let heads: Set<string> | null = null;
  let added = 0;
  return sentence.replace(/(?<![\p{L}'’-])[a-z]{5,}(?![\p{L}'’(-])/gu, (word: string, offset: number) => {
    // "sebum, an oily substance that…": the text explains the word itself, here and for later uses.
    if (EXPLAINED_HERE.test(sentence.slice(offset + word.length))) {
      run.explained.add(word);
      return word;
    }
    // The table holds singulars: its definitions speak of one thing ("a raging and rapidly spreading fire").
    const gloss = TABLE[word];
    if (!gloss || run.explained.has(word) || added >= MAX_PER_SENTENCE || countWords(gloss) > run.budget) return word;
    heads ??= headNouns(sentence);
    if (!heads.has(word) || !fitsText(gloss, word, run.textStems)) return word;
    run.explained.add(word);
    added++;
    run.budget -= countWords(gloss);
    return `${word} (${gloss})`;
  });
}

/**
 * Extend explains the rarer nouns of a text once each, at their first use, with WordNet's definition of
 * their dominant sense in parentheses: elaboration that says what the text means, not filler.
 */
export function glossRareTerms(text: string, original: string, protector: Protector): string {
  const run: GlossRun = {
    explained: new Set<string>(),
    // What the rest of the rewrite added (expanded contractions, fuller phrasing) counts against the limit.
    budget: Math.floor(countWords(original) * EXTEND_RANGE.max) - countWords(text),
    textStems: new Set((text.match(/[A-Za-z]{4,}/g) ?? []).map(stem)),
  };
  return text
    .split(/(\r?\n)/)
    .map((line, index) => {
      if (index % 2 === 1 || !line.trim()) return line;
      const { prefix, body, suffix } = splitLine(line);
      // Quotations, names in code and the like are held, so no definition lands inside them.
      const { sentences, gaps } = splitSentences(protector.protect(body));
      const glossed = sentences.map((sentence) => {
        const before = { explained: new Set(run.explained), budget: run.budget };
        const out = glossSentence(sentence, run);
        if (protector.keepsFrozen(sentence, out)) return out;
        // A definition that repeats one of the user's frozen words would change how often it occurs.
        Object.assign(run, before);
        return sentence;
      });
      return prefix + protector.restore(joinSentences(glossed, gaps)) + suffix;
    })
    .join("");
}
