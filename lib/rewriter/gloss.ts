import GLOSSES from "./data/glosses.json";
import { EXTEND_RANGE } from "@/lib/limits";
import nlp from "compromise";
import type { Protector } from "./protect";
import { countWords, joinSentences, splitLine, splitSentences } from "./text";

const TABLE = GLOSSES as Record<string, string | undefined>;
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

function glossSentence(sentence: string, explained: Set<string>, budget: { words: number }): string {
  let heads: Set<string> | null = null;
  let added = 0;
  return sentence.replace(/(?<![\p{L}'’-])[a-z]{5,}(?![\p{L}'’(-])/gu, (word: string) => {
    // The table holds singulars: its definitions speak of one thing ("a raging and rapidly spreading fire").
    const gloss = TABLE[word];
    if (!gloss || explained.has(word) || added >= MAX_PER_SENTENCE) return word;
    heads ??= headNouns(sentence);
    if (!heads.has(word) || countWords(gloss) > budget.words) return word;
    explained.add(word);
    added++;
    budget.words -= countWords(gloss);
    return `${word} (${gloss})`;
  });
}

/**
 * Extend explains the rarer nouns of a text once each, at their first use, with WordNet's definition of
 * their dominant sense in parentheses: elaboration that says what the text means, not filler.
 */
export function glossRareTerms(text: string, original: string, protector: Protector): string {
  const explained = new Set<string>();
  // What the rest of the rewrite added (expanded contractions, fuller phrasing) counts against the limit.
  const budget = { words: Math.floor(countWords(original) * EXTEND_RANGE.max) - countWords(text) };
  return text
    .split(/(\r?\n)/)
    .map((line, index) => {
      if (index % 2 === 1 || !line.trim()) return line;
      const { prefix, body, suffix } = splitLine(line);
      // Quotations, names in code and the like are held, so no definition lands inside them.
      const { sentences, gaps } = splitSentences(protector.protect(body));
      const glossed = sentences.map((sentence) => {
        const explainedBefore = new Set(explained);
        const out = glossSentence(sentence, explained, budget);
        if (protector.keepsFrozen(sentence, out)) return out;
        // A definition that repeats one of the user's frozen words would change how often it occurs.
        explained.clear();
        for (const word of explainedBefore) explained.add(word);
        return sentence;
      });
      return prefix + protector.restore(joinSentences(glossed, gaps)) + suffix;
    })
    .join("");
}
