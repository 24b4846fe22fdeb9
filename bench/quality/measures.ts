/** Text measures for the rewrite-quality bench: word-level change, protected tokens, Flesch-Kincaid grade. */
import { diffArrays } from "diff";
import { fluency, words } from "@/lib/text-stats";

function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** 1 − word-level similarity, where similarity = 2·(words in common, in order) / (words in both texts). */
export function wordsChanged(original: string, result: string): number {
  const a = wordTokens(original);
  const b = wordTokens(result);
  if (a.length + b.length === 0) return 0;
  let common = 0;
  for (const part of diffArrays(a, b)) if (!part.added && !part.removed) common += part.count ?? part.value.length;
  return 1 - (2 * common) / (a.length + b.length);
}

const TOKEN_PATTERNS: readonly RegExp[] = [
  /```[\s\S]*?```/g,
  /`[^`\n]+`/g,
  /"[^"\n]+"/g,
  /“[^“”\n]+”/g,
  // A single-quoted quotation opens after a space or bracket and closes before punctuation or a space.
  /(?<=^|[\s(\[])'[^'\n]*[A-Za-z][^'\n]*'(?=[\s.,;:!?)\]]|$)/gm,
  /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]']/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?<![\w.])\d(?:[\d,.:/]*\d)?%?/g,
];

/** Capitalized words that do not open a sentence or a line: names, places, titles. */
const NAME_RE = /(?<=[a-z,;:] )[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*/g;

/** Spans a rewrite must keep verbatim: numbers, names, URLs, emails, quotations (double and single), code. */
export function protectedTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const pattern of [...TOKEN_PATTERNS, NAME_RE]) for (const match of text.matchAll(pattern)) tokens.push(match[0]);
  return tokens;
}

function occurrences(text: string, token: string): number {
  let count = 0;
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + token.length)) count++;
  return count;
}

/** How many of the input's protected tokens the output still holds, counting repeats. */
export function tokensKept(original: string, result: string): { kept: number; total: number } {
  const counts = new Map<string, number>();
  for (const token of protectedTokens(original)) counts.set(token, (counts.get(token) ?? 0) + 1);
  let kept = 0;
  let total = 0;
  for (const [token, count] of counts) {
    total += count;
    kept += Math.min(count, occurrences(result, token));
  }
  return { kept, total };
}

export function gradeLevel(text: string): number {
  const { averageWordsPerSentence, averageSyllablesPerWord } = fluency(text);
  return 0.39 * averageWordsPerSentence + 11.8 * averageSyllablesPerWord - 15.59;
}

export function wordCount(text: string): number {
  return words(text).length;
}
