import { distance } from "fastest-levenshtein";
import { charLimitFor, wordLimitFor, type ToolKind } from "./limits";

/**
 * What a reader sees between two words: white space, and the characters that draw nothing at all
 * (zero-width space and joiners, word joiner, Mongolian vowel separator, soft hyphen, Hangul fillers,
 * the blank braille pattern). Text joined by invisible characters is as many words as it looks.
 */
const SEPARATOR_CLASS = String.raw`\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800`;
/** The runs of text between separators, found with their positions so a text can be cut at a word. */
const TOKENS = new RegExp(`[^${SEPARATOR_CLASS}]+`, "gu");
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/**
 * Scripts written without spaces between words, with the marks they share (the Japanese long vowel mark,
 * CJK punctuation): runs of them are split into words by a dictionary-based segmenter.
 */
const UNSPACED_CLASS = String.raw`\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}`;
const SCRIPT_RUNS = new RegExp(`([${UNSPACED_CLASS}]+)|[^${UNSPACED_CLASS}]+`, "gu");

let wordSegmenter: Intl.Segmenter | undefined;

/**
 * The words of one run between separators, with where each ends in the run. A word holds a letter or a
 * digit (a lone dash is not a word). A piece of the run in a spaced script is one word; a piece in an
 * unspaced script is as many words as the segmenter finds. "hello世界" is "hello" and the words of "世界", whether or
 * not the rest of the run follows, so a text cut after a word keeps the words counted before the cut.
 */
function tokenWords(token: string): { word: string; end: number }[] {
  if (!HAS_LETTER_OR_DIGIT.test(token)) return [];
  const found: { word: string; end: number }[] = [];
  for (const run of token.matchAll(SCRIPT_RUNS)) {
    if (run[1] !== undefined) {
      wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
      for (const s of wordSegmenter.segment(run[0]))
        if (s.isWordLike && HAS_LETTER_OR_DIGIT.test(s.segment))
          found.push({ word: s.segment, end: run.index + s.index + s.segment.length });
    } else if (HAS_LETTER_OR_DIGIT.test(run[0])) {
      found.push({ word: run[0], end: run.index + run[0].length });
    }
  }
  return found;
}

/**
 * Words as a reader counts them, in the browser's counter and on the server alike: pieces between
 * separators (the spec's single-space split miscounts line breaks) that hold a letter or a digit, with
 * Chinese, Japanese and Thai text split into its words.
 */
export function words(text: string): string[] {
  return [...text.matchAll(TOKENS)].flatMap((m) => tokenWords(m[0]).map((w) => w.word));
}

/**
 * The text up to the end of its `n`th word as `words` counts them, with its line breaks and spacing as
 * they were; the whole text when it has no more than `n` words.
 */
export function firstWords(text: string, n: number): string {
  let left = n;
  for (const match of text.matchAll(TOKENS)) {
    const found = tokenWords(match[0]);
    if (found.length < left) {
      left -= found.length;
      continue;
    }
    if (left <= 0) return text.slice(0, match.index);
    const token = match[0];
    let cut = found[left - 1].end;
    // A segmenter may split a cut run of unspaced script differently from the whole run (a mark is a word
    // only beside the character after it): then cut at the first later point where the prefix itself has
    // the words still wanted, so the count of the result is exactly n.
    while (cut < token.length && tokenWords(token.slice(0, cut)).length < left) cut += token.codePointAt(cut)! > 0xffff ? 2 : 1;
    return text.slice(0, match.index + cut);
  }
  return text;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * How many words `words` finds, without building them: every request counts its texts more than once, and
 * most texts are plain ASCII, where a word is a run between ASCII white space holding a letter or a digit.
 */
export function countWords(text: string): number {
  if (!ASCII_ONLY.test(text)) return words(text).length;
  let count = 0;
  let hasLetterOrDigit = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c === 32 || (c >= 9 && c <= 13)) {
      if (hasLetterOrDigit) count++;
      hasLetterOrDigit = false;
    } else {
      hasLetterOrDigit ||= (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    }
  }
  return count;
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
