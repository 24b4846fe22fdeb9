import COMMON_WORD_LIST from "./data/common-words.json";

/** Words the corpus's human writers set lowercase mid-sentence (scripts/rewriter/build-common-words.ts). */
const COMMON_WORDS: ReadonlySet<string> = new Set(COMMON_WORD_LIST);
import { PLACEHOLDER_SOURCE } from "./protect";

export const WORD_SOURCE = "[A-Za-z]+(?:['’-][A-Za-z]+)*";

const LIST_MARKER_RE = /^(\s*(?:[-*•>]|#{1,6}|\d+[.)])\s+)/;
const SENTENCE_END_RE = new RegExp(`(?<![.!?])([.!?]+[)\\]'’]*)(\\s+)(?=["“'‘(\\[]?(?:[A-Z]|${PLACEHOLDER_SOURCE}))`, "g");

export interface LineParts {
  prefix: string;
  body: string;
  suffix: string;
}

export function splitLine(line: string): LineParts {
  const core = line.trimEnd();
  const trailing = line.slice(core.length);
  const marker = LIST_MARKER_RE.exec(core)?.[1] ?? /^\s*/.exec(core)?.[0] ?? "";
  return { prefix: marker, body: core.slice(marker.length), suffix: trailing };
}

export interface SentenceSplit {
  sentences: string[];
  gaps: string[];
}

export function splitSentences(body: string): SentenceSplit {
  const sentences: string[] = [];
  const gaps: string[] = [];
  let start = 0;
  for (const match of body.matchAll(SENTENCE_END_RE)) {
    const end = (match.index ?? 0) + match[1].length;
    sentences.push(body.slice(start, end));
    gaps.push(match[2]);
    start = end + match[2].length;
  }
  sentences.push(body.slice(start));
  return { sentences, gaps };
}

export function joinSentences(sentences: readonly string[], gaps: readonly string[]): string {
  let out = "";
  sentences.forEach((sentence, i) => {
    out += sentence + (i < sentences.length - 1 ? (gaps[i] ?? " ") : "");
  });
  return out;
}

export function isCapitalized(word: string): boolean {
  return /^[A-Z]/.test(word);
}

export function matchCase(source: string, target: string): string {
  if (source.length > 1 && source === source.toUpperCase() && /[A-Z]/.test(source)) return target.toUpperCase();
  if (isCapitalized(source)) return target.charAt(0).toUpperCase() + target.slice(1);
  return target;
}

/** Uppercases the first letter of a sentence, skipping opening quotes and brackets; leaves protected spans alone. */
export function capitalizeFirst(sentence: string): string {
  const match = /^([\s"“'‘(\[]*)([a-z])/.exec(sentence);
  return match ? match[1] + match[2].toUpperCase() + sentence.slice(match[0].length) : sentence;
}

const FUNCTION_WORDS = new Set(
  `a an the this that these those it its they them their we our you your he his she her i my me us him there here
  what which who whom whose when where why how if because since although though while as so but and or nor yet
  for of in on at by with from to into onto about over under after before during until unless once some any each
  every all both many much more most few several no not never always often usually sometimes also just only even
  still already then now today yesterday tomorrow such other another one two first next last can could will
  would should may might must do does did is are was were be been being have has had let lets people students
  researchers scientists experts companies users teachers children parents however therefore thus instead
  meanwhile overall finally perhaps maybe indeed besides moreover furthermore additionally consequently
  similarly likewise ultimately`.split(/\s+/),
);

export interface WordSet {
  has(word: string): boolean;
}

/** Whether a sentence-initial word can be lowercased when it moves mid-sentence (names cannot). */
export function isCommonWord(word: string, knownLower: WordSet): boolean {
  // "They're", "We'll", "It's" are a pronoun with a verb; "Apple's" keeps its capital.
  const lower = word.toLowerCase().replace(/['’](?:re|ll|ve|d|m)$|(?<=^(?:it|that|there|here|what|who|he|she))['’]s$/, "");
  return (
    FUNCTION_WORDS.has(lower) ||
    COMMON_WORDS.has(lower) ||
    knownLower.has(lower) ||
    /^[a-z]+(?:ing|ness|ment|ments|tion|tions|ity|ities)$/.test(lower)
  );
}

/**
 * Prepares a sentence-initial clause to move mid-sentence: ordinary words are lowercased, while "I",
 * protected spans and unfamiliar capitalized words (most likely names) keep their capital.
 */
export function lowerFirstWord(clause: string, knownLower: WordSet): string | null {
  const match = /^([A-Za-z]+(?:['’][A-Za-z]+)?)/.exec(clause);
  if (!match) return /^\uE000/.test(clause) ? clause : null;
  const word = match[1];
  if (!isCapitalized(word) || !isCommonWord(word, knownLower)) return clause;
  return word === "I" || /^I['’]/.test(word) ? clause : word.toLowerCase() + clause.slice(word.length);
}

/** Whether text ends on a negation ("not", "never", "didn't"): a "really" or "very" after it hedges, and stays. */
export function endsInNegation(text: string): boolean {
  return /(?:\b(?:can)?not|\bnever|n['’]t)\s+$/i.test(text);
}

export function countWords(text: string): number {
  return text.match(/[A-Za-z0-9\uE000]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0;
}

export function tidy(sentence: string): string {
  return sentence
    .replace(/ {2,}/g, " ")
    .replace(/ +([,.;:!?])/g, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
    .replace(/,\s*([.!?])/g, "$1")
    .replace(/^[\s,;:]+/, "")
    .replace(/\s+$/, "");
}
