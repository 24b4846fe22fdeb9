/**
 * Text utilities shared by the detector runtime and its training scripts:
 * normalization (neutralizes layout and typography cues), tokenization,
 * sentence splitting with exact offsets, and simple language checks.
 */

import { DETECTOR_SPLIT_RULES, sentenceTiles } from "../language/sentences";

/** A sentence span: text.slice(start, end). Consecutive spans tile the text. */
export interface Span {
  start: number;
  end: number;
}

const WORD_RE = /[A-Za-z0-9]+(?:'[A-Za-z]+)*/g;

/**
 * Normalize text before feature extraction. Removes cues that say more about how a dataset
 * was built than about who wrote it: line breaks and paragraphing, dash style (em/en dashes,
 * hyphens), curly quotes, accents and other non-ASCII symbols, letter case, and whether the
 * final sentence has closing punctuation.
 */
export function normalizeText(raw: string): string {
  let t = raw.normalize("NFKD");
  t = t
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/\u2026/g, "...")
    // every dash or hyphen (any style, spaced or not) becomes a plain word break
    .replace(/[-\u2010-\u2015\u2212\u2E3A\u2E3B\uFE58\uFE63\uFF0D]+/g, " ")
    // combining accents and all other non-ASCII characters are dropped
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7E\s]/g, " ")
    // bullets, markdown-ish markers and layout
    .replace(/[*#_|~`^\\]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  // drop trailing closing punctuation (some human sources lack it); the lookbehind lets only the
  // start of a run try to reach the end, so long runs of punctuation cost linear time
  t = t.replace(/(?<![\s.!?;:,"')\]])[\s.!?;:,"')\]]+$/, "");
  return t;
}

/** Lowercase word tokens of normalized text. */
export function tokenize(norm: string): string[] {
  return norm.match(WORD_RE) ?? [];
}

/** Count words in raw text (used for the 40-word reliability threshold). */
export function countWords(raw: string): number {
  let n = 0;
  const re = /[A-Za-z0-9\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]+/g;
  while (re.exec(raw) !== null) n++;
  // CJK and similar scripts have no spaces; count their characters as words
  const cjk = raw.match(/[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/g);
  return n + (cjk ? cjk.length : 0);
}

/**
 * The paragraphs of raw text: runs of text between line breaks, without the surrounding whitespace, as
 * spans of the text. Lines without a letter or digit (rules, blank lines) are not paragraphs.
 */
export function splitParagraphs(text: string): Span[] {
  const spans: Span[] = [];
  const re = /[^\r\n]+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const line = m[0];
    if (!/[\p{L}\p{N}]/u.test(line)) continue;
    const start = m.index + (line.length - line.trimStart().length);
    spans.push({ start, end: m.index + line.trimEnd().length });
  }
  return spans;
}

/**
 * Paragraphs grouped so that each holds at least `minWords` words: a shorter one (a heading, a one-line note)
 * joins the paragraph after it, and a short last one the paragraph before. A paragraph is judged on its own
 * only with that many words, and a text of thousands of one-word lines then costs what a few paragraphs do.
 */
export function paragraphBlocks(text: string, minWords: number): Span[] {
  const blocks: Span[] = [];
  let open: Span | null = null;
  let words = 0;
  for (const sp of splitParagraphs(text)) {
    open = { start: open ? open.start : sp.start, end: sp.end };
    words += countWords(text.slice(sp.start, sp.end));
    if (words >= minWords) {
      blocks.push(open);
      open = null;
      words = 0;
    }
  }
  if (open) {
    const last = blocks.pop();
    blocks.push({ start: last ? last.start : open.start, end: open.end });
  }
  return blocks;
}

/**
 * Split raw text into sentence spans that tile the whole text (whitespace after a sentence belongs to it; empty
 * text gives one empty span). This is the project's splitter (lib/language/sentences.ts) under the rules the
 * detector's model was trained with: a quoted "?" before a lowercase word ends the sentence here. Changing them
 * changes the model's scores; tests/language/sentences.test.ts checks where the two agree.
 */
export function splitSentences(text: string): Span[] {
  return sentenceTiles(text, DETECTOR_SPLIT_RULES);
}

/** Split normalized text into sentences (for sentence-level statistics). */
export function normSentences(norm: string): string[] {
  return norm
    .split(/(?<=[.!?]["')\]]?)\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A text as the detector's features read it. */
export interface TextAnalysis {
  /** The text as written (the slip features read case and spacing, which normalization drops). */
  raw: string;
  norm: string;
  tokens: string[];
  sentences: string[];
}

export function analyze(raw: string): TextAnalysis {
  const norm = normalizeText(raw);
  return { raw, norm, tokens: tokenize(norm), sentences: normSentences(norm) };
}

const EN_COMMON = new Set([
  "the",
  "of",
  "and",
  "to",
  "a",
  "in",
  "is",
  "it",
  "that",
  "for",
  "was",
  "on",
  "are",
  "with",
  "as",
  "i",
  "be",
  "this",
  "have",
  "or",
  "by",
  "not",
  "but",
  "at",
  "from",
  "they",
  "you",
  "he",
  "she",
  "we",
  "his",
  "her",
  "an",
  "were",
  "which",
  "there",
  "their",
  "has",
  "been",
  "will",
  "can",
  "all",
  "if",
  "more",
  "so",
  "my",
  "what",
  "one",
  "would",
  "about",
  "do",
  "no",
  "when",
  "who",
  "our",
  "also",
  "had",
  "them",
  "its",
  "these",
  "than",
  "some",
  "me",
  "your",
  "into",
  "other",
  "how",
  "only",
  "then",
  "out",
  "may",
  "should",
  "very",
  "because",
  "just",
]);

/**
 * Heuristic English check: the text must be mostly Latin letters and a reasonable share of
 * its words must be common English function words.
 */
export function isProbablyEnglish(raw: string): boolean {
  const letters = raw.match(/\p{L}/gu);
  if (!letters || letters.length === 0) return false;
  let ascii = 0;
  for (const l of letters) if (l.charCodeAt(0) < 128) ascii++;
  if (ascii / letters.length < 0.9) return false;
  const words = raw.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  if (words.length < 8) return true; // too little evidence to reject
  let common = 0;
  for (const w of words) if (EN_COMMON.has(w)) common++;
  return common / words.length >= 0.12;
}
