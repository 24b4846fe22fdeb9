import { distance } from "fastest-levenshtein";

/** Words are runs of non-whitespace (the spec's single-space split miscounts line breaks). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
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
  const words = text.trim() === "" ? [] : text.trim().split(/\s+/);
  const sentences = countSentences(text);
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  return {
    averageWordsPerSentence: sentences === 0 ? 0 : words.length / sentences,
    averageSyllablesPerWord: words.length === 0 ? 0 : syllables / words.length,
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
