import nlp from "compromise";
import SYNONYMS from "./data/synonyms.json";
import type { Pos } from "./lexicon";

type SynonymTable = Record<string, Record<string, string[] | undefined> | undefined>;
const TABLE = SYNONYMS as SynonymTable;

/**
 * Whether WordNet lists `target` in a dominant sense of `source` (see scripts/rewriter/build-synonyms.ts).
 * Multi-word sources ("look into") are phrases the lexicon lists whole and pass; so does any part of speech
 * WordNet does not cover.
 */
export function isDominantSynonym(pos: Pos, source: string, target: string): boolean {
  const table = TABLE[pos];
  if (!table || source.includes(" ")) return true;
  return table[source]?.includes(target) ?? false;
}

const LIVING_THINGS =
  /\b(?:species|organisms?|animals?|plants?|trees?|cells?|populations?|specimens?|samples?|birds?|fish|insects?|bacteria|genes?|genetic)\b/i;
const PHYSICAL_RESONANCE =
  /\b(?:frequenc(?:y|ies)|cavity|modes?|oscillat\w*|waves?|spins?|Hz|acoustic|vibrat\w*|photons?|magnetic|circuits?)\b/i;
const ARITHMETIC = /\b(?:division|divid(?:e|es|ed|ing)|divisor|dividend|quotient|modulo|mod|polynomials?|integers?|CRC|checksum)\b/i;
/**
 * Words with a second sense their sentence can give away: "individuals" of a species are organisms, not
 * "people" ("old, long-lived individuals in species with extended lifespans"), and the "remainder" of a division
 * is a term, not "the rest", nor is a spin ensemble that "resonates" with a cavity mode one that "connects".
 */
const OTHER_SENSE_CUES: Readonly<Record<string, RegExp>> = {
  individual: LIVING_THINGS,
  individuals: LIVING_THINGS,
  remainder: ARITHMETIC,
  remainders: ARITHMETIC,
  resonate: PHYSICAL_RESONANCE,
  resonates: PHYSICAL_RESONANCE,
  resonated: PHYSICAL_RESONANCE,
  resonating: PHYSICAL_RESONANCE,
};

/** Whether the sentence shows that a word (lowercase) is used in a sense its usual swaps do not share. */
export function showsOtherSense(word: string, sentence: string): boolean {
  return OTHER_SENSE_CUES[word]?.test(sentence) ?? false;
}

const POS_TAG: Partial<Record<Pos, string>> = { v: "Verb", n: "Noun", a: "Adjective", r: "Adverb" };
/** Words compromise knows; for any other word its tag is a guess (mostly "Noun"), and the lexicon's own context rules decide. */
const KNOWN: Record<string, unknown> = (nlp as unknown as { model(): { one: { lexicon: Record<string, unknown> } } }).model().one.lexicon;

interface Term {
  text: string;
  tags: Set<string>;
}

type Tagging = Map<number, { text: string; tags: ReadonlySet<string> }>;

/**
 * Taggings of the sentences of the request being rewritten: the humanizer rewrites each sentence several times
 * over and compromise's tagger is most of its cost. Bounded, and forgotten between requests.
 */
const RECENT_TAGGINGS = new Map<string, Tagging>();
const RECENT_TAGGINGS_MAX = 512;

/** Called as a request starts, so one request's taggings never serve (or speed up) another. */
export function forgetTaggings(): void {
  RECENT_TAGGINGS.clear();
}

/** Part-of-speech tags of each word of a sentence, by character offset (compromise, tagged once on demand). */
export class SentenceTags {
  private byOffset: Tagging | null = null;

  constructor(private readonly sentence: string) {}

  private tag(): Tagging {
    const recent = RECENT_TAGGINGS.get(this.sentence);
    if (recent) return recent;
    if (RECENT_TAGGINGS.size >= RECENT_TAGGINGS_MAX) RECENT_TAGGINGS.clear();
    const byOffset = new Map<number, { text: string; tags: ReadonlySet<string> }>();
    let cursor = 0;
    for (const term of (nlp(this.sentence).docs as Term[][]).flat()) {
      if (!term.text) continue;
      const at = this.sentence.indexOf(term.text, cursor);
      if (at < 0) continue;
      byOffset.set(at, term);
      cursor = at + term.text.length;
    }
    RECENT_TAGGINGS.set(this.sentence, byOffset);
    return byOffset;
  }

  /**
   * Whether the word at `offset` is tagged as `pos` in this sentence ("embrace" in "your embrace" is a noun). A word
   * compromise does not know passes, unless `surely`: then only its tag counts.
   */
  is(offset: number, pos: Pos, surely = false): boolean {
    const tag = POS_TAG[pos];
    if (!tag) return true;
    this.byOffset ??= this.tag();
    const term = this.byOffset.get(offset);
    if (!term) return false;
    return term.tags.has(tag) || (!surely && !(term.text.toLowerCase() in KNOWN));
  }
}
