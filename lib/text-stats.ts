import { distance } from "fastest-levenshtein";
import { charLimitFor, wordLimitFor, type ToolKind } from "./limits";

/**
 * What a reader sees between two words: white space, and the characters that draw nothing at all
 * (zero-width space and joiners, word joiner, Mongolian vowel separator, soft hyphen, Hangul fillers,
 * the blank braille pattern). Text joined by invisible characters is as many words as it looks.
 */
const SEPARATORS = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]+/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Scripts written without spaces between words. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

let wordSegmenter: Intl.Segmenter | undefined;

/** Words of a run of unspaced script, as a dictionary-based segmenter finds them. */
function unspacedWords(token: string): string[] {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  return [...wordSegmenter.segment(token)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/**
 * Words as a reader counts them, in the browser's counter and on the server alike: pieces between
 * separators (the spec's single-space split miscounts line breaks) that hold a letter or a digit (a lone
 * dash is not a word), with Chinese, Japanese and Thai text split into its words.
 */
export function words(text: string): string[] {
  const found: string[] = [];
  for (const token of text.split(SEPARATORS)) {
    if (!HAS_LETTER_OR_DIGIT.test(token)) continue;
    if (UNSPACED_SCRIPT.test(token)) found.push(...unspacedWords(token));
    else found.push(token);
  }
  return found;
}

export function countWords(text: string): number {
  return words(text).length;
}

/** Over the viewer's word limit for the tool, or over its character cap (one huge "word" is no word). */
export function exceedsLimit(text: string, scope: { pro: boolean; tool: ToolKind }): boolean {
  return text.length > charLimitFor(scope) || countWords(text) > wordLimitFor(scope);
}

/** Sentences are the non-empty pieces between `.`, `!` and `?`. */
export function countSentences(text: string): number {
  return text.split(/[.!?]+/).filter((s) => s.trim() !== "").length;
}

/** Vowel-group estimate of English syllables, with a silent final "e" dropped; at least one per word. */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w === "") return 0;
  if (w.length <= 3) return 1;
  const stripped = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = stripped.match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}

export interface Fluency {
  averageWordsPerSentence: number;
  averageSyllablesPerWord: number;
}

export function fluency(text: string): Fluency {
  const all = words(text);
  const sentences = countSentences(text);
  const syllables = all.reduce((sum, w) => sum + countSyllables(w), 0);
  return {
    averageWordsPerSentence: sentences === 0 ? 0 : all.length / sentences,
    averageSyllablesPerWord: all.length === 0 ? 0 : syllables / all.length,
  };
}

export interface Difference {
  sentences: [original: number, result: number];
  words: [original: number, result: number];
  characters: [original: number, result: number];
  /** 100 minus the edit distance as a percentage of the longer text (spec section 9). */
  percentChange: number;
}

export function difference(original: string, result: string): Difference {
  const longer = Math.max(original.length, result.length);
  return {
    sentences: [countSentences(original), countSentences(result)],
    words: [countWords(original), countWords(result)],
    characters: [original.length, result.length],
    percentChange: longer === 0 ? 100 : 100 - (distance(original, result) / longer) * 100,
  };
}
