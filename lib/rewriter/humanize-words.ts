import PLAIN_WORDS from "./data/plain-words.json";
import { fitsAfterDegreeWord, inflectNoun, inflectVerb, type VerbForm } from "./inflect";
import type { Pos } from "./lexicon";
import { fitsCollocation } from "./ngrams";
import { SentenceTags, showsOtherSense } from "./senses";
import { contentStems, echoes } from "./stem";
import { matchCase, WORD_SOURCE } from "./text";

/** Words AI text overuses → plainer true synonyms (scripts/rewriter/build-plain-words.ts). */
const TABLE = PLAIN_WORDS as Partial<Record<Pos, Record<string, string[]>>>;
const VERB_FORMS: readonly VerbForm[] = ["base", "s", "past", "ing"];

interface Swap {
  pos: Pos;
  /** The target in the source's form; `prev` decides a past participle ("has demonstrated" → "has shown"). */
  inflect: (word: string, prev: string) => string;
  targets: readonly string[];
}

/** Auxiliaries after which a past form is a participle: "has demonstrated", "was demonstrated". */
const PARTICIPLE_AFTER = new Set("have has had having 've be been being is are was were am 's 're".split(" "));

/** Every written form of the table's words ("demonstrated" → verb, past), so a token is looked up once. */
const FORMS: ReadonlyMap<string, Swap> = (() => {
  const forms = new Map<string, Swap>();
  for (const [pos, words] of Object.entries(TABLE) as [Pos, Record<string, string[]>][]) {
    for (const [word, targets] of Object.entries(words)) {
      if (pos === "v") {
        for (const form of VERB_FORMS) {
          const inflect = (w: string, prev: string) => inflectVerb(w, form === "past" && PARTICIPLE_AFTER.has(prev) ? "pp" : form);
          forms.set(inflectVerb(word, form), { pos, targets, inflect });
        }
      } else if (pos === "n")
        for (const form of ["sg", "pl"] as const)
          forms.set(inflectNoun(word, form), { pos, targets, inflect: (w) => inflectNoun(w, form) });
      else forms.set(word, { pos, targets, inflect: (w) => w });
    }
  }
  return forms;
})();

const WORD_RE = new RegExp(WORD_SOURCE, "g");

/**
 * Swaps words AI text overuses for the plain word a person would write ("demonstrated" → "showed", "truly" →
 * "really"), only where the word is tagged as the table's part of speech and the plain word pairs with a
 * governing neighbour ("to", "of", "is") as it does in human text. As for the stock lexicon's swaps, open-class
 * neighbours are not checked: "results showed" is simply missing from a small corpus.
 */
export function plainWords(sentence: string): string {
  const tags = new SentenceTags(sentence);
  const sentenceStems = contentStems(sentence.toLowerCase().match(WORD_RE) ?? []);
  return sentence.replace(WORD_RE, (word: string, offset: number) => {
    const swap = FORMS.get(word.toLowerCase());
    if (!swap || !tags.is(offset, swap.pos) || showsOtherSense(word.toLowerCase(), sentence)) return word;
    const prev = /([A-Za-z']+) $/.exec(sentence.slice(0, offset))?.[1]?.toLowerCase() ?? "";
    const next = /^ ([A-Za-z']+)/.exec(sentence.slice(offset + word.length))?.[1]?.toLowerCase() ?? "";
    const target = swap.targets
      .filter((plain) => !echoes(plain, sentenceStems) && (swap.pos !== "a" || fitsAfterDegreeWord(prev, plain)))
      .map((plain) => swap.inflect(plain, prev))
      .find((plain) => fitsCollocation(prev, plain, next, true));
    if (!target) return word;
    // "a vital source… other essential compounds": two words swapped to one ("key") would repeat it.
    for (const stem of contentStems(target.toLowerCase().split(" "))) sentenceStems.add(stem);
    return matchCase(word, target);
  });
}
