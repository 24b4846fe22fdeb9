import { CASE_NAME_ABBREVIATIONS, CITATION_ABBREVIATIONS, SENTENCE_ABBREVIATIONS } from "./abbreviations";

/** A stretch of a text by character offsets: text.slice(start, end). */
export interface TextRange {
  start: number;
  end: number;
}

/** A sentence of a text: its offsets and its words, trimmed of the whitespace around it. */
export interface SentenceSpan extends TextRange {
  text: string;
}

/** Where the project's splitter and the detector's differ (the detector's trained model depends on its rules). */
export interface SplitRules {
  /** 'Then "why?" she asked.' stays one sentence: a mark inside closing quotes or brackets before a lowercase word. */
  quotedMarkBeforeLowercaseContinues: boolean;
  /**
   * Legal citations stay whole: "People v. Diaz", "8 C.F.R. § 1003.2", "art. VI, § 8", "F. Supp. 2d 123",
   * "(Mo.App. E.D.1995)", "2. Our approach" (a numbered item's number), and a list bullet inside a line ("… shown. *
   * Next item") starts a sentence.
   */
  citationsAndItems: boolean;
}

const PROJECT_RULES: SplitRules = { quotedMarkBeforeLowercaseContinues: true, citationsAndItems: true };

/** The rules the detector's model was trained with (lib/detector/text.ts); only the detector should pass them. */
export const DETECTOR_SPLIT_RULES: SplitRules = { quotedMarkBeforeLowercaseContinues: false, citationsAndItems: false };

/**
 * The project's sentence splitter, as ranges that tile the whole text: the first starts at 0, each ends where the
 * next starts, the last ends at text.length, and whitespace after a sentence belongs to it (empty text gives one
 * empty range). A sentence ends at a line break, or at `.`, `!` or `?` (closing quotes and brackets included)
 * followed by whitespace, except before a lowercase word after a quoted mark ('"why?" she asked'), after an abbreviation ("Dr. Smith", "e.g. this", "the U.S. Senate"), a single
 * capital initial ("J. Smith"), or a lone period before a lowercase word. A period inside a number ("3.5") is
 * followed by no space and so ends nothing. The detector's trained model reads sentences split exactly so.
 */
export function sentenceTiles(text: string, rules: SplitRules = PROJECT_RULES): TextRange[] {
  const spans: TextRange[] = [];
  const n = text.length;
  if (n === 0) return [{ start: 0, end: 0 }];
  let start = 0;
  let i = 0;
  while (i < n) {
    const ch = text.charCodeAt(i);
    let boundary = -1; // where the next sentence starts
    if (rules.citationsAndItems && (ch === 42 || ch === 8226) /* * • */ && isInlineBullet(text, start, i)) {
      boundary = i;
    } else if (ch === 10 /* \n */) {
      // a line break ends a sentence; the whole whitespace run after it goes with it
      let j = i;
      while (j < n && /\s/.test(text[j]!)) j++;
      boundary = j;
    } else if (ch === 46 || ch === 33 || ch === 63 /* . ! ? */) {
      let j = i;
      while (j < n && /[.!?]/.test(text[j]!)) j++;
      const marksEnd = j;
      while (j < n && /["'\u201D\u2019)\]]/.test(text[j]!)) j++;
      if (j >= n) {
        boundary = n;
      } else if (/\s/.test(text[j]!)) {
        let k = j;
        while (k < n && /\s/.test(text[k]!)) k++;
        const isAbbreviation =
          ch === 46 && j === i + 1 && (isAbbreviationBefore(text, i) || (rules.citationsAndItems && citationGoesOn(text, start, i, k)));
        const nextLower = k < n && /[a-z]/.test(text[k]!);
        const quotedMark = rules.quotedMarkBeforeLowercaseContinues && nextLower && j > marksEnd;
        if (!isAbbreviation && !quotedMark && !(ch === 46 && nextLower && j === i + 1)) boundary = k;
        else i = j - 1;
      } else {
        i = j - 1;
      }
    }
    if (boundary > start && boundary !== -1) {
      if (text.slice(start, boundary).trim().length > 0) {
        spans.push({ start, end: boundary });
        start = boundary;
      } else if (spans.length > 0) {
        // a whitespace-only run belongs to the sentence before it
        spans[spans.length - 1]!.end = boundary;
        start = boundary;
      }
      i = boundary;
      continue;
    }
    i++;
  }
  if (start < n) {
    if (spans.length > 0 && text.slice(start).trim().length === 0) spans[spans.length - 1]!.end = n;
    else spans.push({ start, end: n });
  }
  if (spans.length === 0) spans.push({ start: 0, end: n });
  return spans;
}

function isAbbreviationBefore(text: string, dot: number): boolean {
  let s = dot;
  while (s > 0 && /[A-Za-z.]/.test(text[s - 1]!)) s--;
  const word = text.slice(s, dot).toLowerCase();
  if (word.length === 0) return false;
  if (SENTENCE_ABBREVIATIONS.has(word)) return true;
  // a single capital initial, as in "J. Smith"
  return word.length === 1 && /[A-Z]/.test(text[s]!);
}

/** Dotted capitals that name a place or a body and may end a sentence ("in Washington, D.C. The next day"). */
const DOTTED_PLACES: ReadonlySet<string> = new Set([
  "d.c",
  "u.s",
  "u.k",
  "u.n",
  "e.u",
  "n.y",
  "l.a",
  "u.s.a",
  "u.a.e",
  "p.r",
  "s.f",
  "n.j",
  "n.c",
  "s.c",
  "n.h",
  "r.i",
  "w.va",
]);

/** Words that usually start a sentence, so a name-like word after dotted capitals is taken as the next sentence. */
const SENTENCE_STARTERS: ReadonlySet<string> = new Set([
  "the",
  "this",
  "that",
  "these",
  "those",
  "there",
  "then",
  "it",
  "its",
  "he",
  "she",
  "they",
  "we",
  "you",
  "i",
  "in",
  "on",
  "at",
  "but",
  "and",
  "or",
  "so",
  "a",
  "an",
  "as",
  "if",
  "when",
  "while",
  "after",
  "before",
  "since",
  "for",
  "his",
  "her",
  "their",
  "our",
  "my",
  "your",
  "what",
  "which",
  "who",
  "how",
  "why",
  "where",
  "yet",
  "also",
  "however",
  "although",
  "now",
  "today",
  "later",
  "here",
  "one",
  "some",
  "many",
  "most",
  "all",
  "each",
  "both",
  "no",
  "not",
  "with",
  "by",
  "from",
  "to",
]);

const ROMAN_OR_NUMBER = /^(?:\d|§|¶|[IVXLC]+\b(?![.'’]?\s*\p{Ll}))/u;

/**
 * Whether the period at `dot` (the sentence from `start`, the next word at `next`) is part of a citation: a case
 * name's "v." or "Constr.", an abbreviation before a number or section sign ("art. VI", "No. 5", "Supp. 2d",
 * "C.F.R. § 1003", "N.Y.S.2d"), a period inside a short bracket ("(Mo.App. E.D.1995)"), or the number of a numbered
 * item ("2. Our approach").
 */
function citationGoesOn(text: string, start: number, dot: number, next: number): boolean {
  let s = dot;
  while (s > 0 && /[A-Za-z.]/.test(text[s - 1]!)) s--;
  const word = text.slice(s, dot);
  const lower = word.toLowerCase();
  if (CASE_NAME_ABBREVIATIONS.has(lower)) return true;
  const after = text.slice(next, next + 12);
  const dotted = /^\p{Lu}[\p{L}]{0,4}(?:\.\p{L}{1,5})+$/u.test(word);
  if (ROMAN_OR_NUMBER.test(after) && (CITATION_ABBREVIATIONS.has(lower) || dotted)) return true;
  // "N.D. Const. art. VI": a citation's abbreviation after dotted capitals.
  const nextWord = /^(\p{L}+)\./u.exec(after)?.[1]?.toLowerCase();
  if (dotted && nextWord && (CASE_NAME_ABBREVIATIONS.has(nextWord) || CITATION_ABBREVIATIONS.has(nextWord))) return true;
  // "Luke i. 61", "2 Kings xxv. 23": a book's chapter in lowercase roman numerals before a verse number.
  if (/^[ivxlc]{1,6}$/.test(word) && /^\d/.test(after) && /\p{Lu}\p{Ll}+\s+$/u.test(text.slice(Math.max(start, s - 30), s))) return true;
  // "J.I. Kislak", "J.R.R. Tolkien": a person's dotted initials before a name (not a place or body: "D.C. The").
  if (/^\p{Lu}(?:\.\p{Lu}){1,2}$/u.test(word) && !DOTTED_PLACES.has(lower)) {
    const name = /^(\p{Lu}\p{Ll}+)\b/u.exec(after)?.[1];
    if (name && !SENTENCE_STARTERS.has(name.toLowerCase())) return true;
  }
  const before = text.slice(start, dot);
  if (/^\s*\d{1,2}$/.test(before)) return true;
  const opened = (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length;
  if (opened) {
    const close = text.indexOf(")", dot);
    if (close !== -1 && close - dot <= 30 && !/[\n(]|[.!?]\s/.test(text.slice(dot + 1, close))) return true;
  }
  return false;
}

/** Whether a `*` or `•` at `at` is a list bullet inside a line: after a space, before one and a word, in a sentence with words before it. */
function isInlineBullet(text: string, start: number, at: number): boolean {
  if (!/[ \t]/.test(text[at - 1] ?? "") || !/^[ \t]+[\p{L}\d"“(]/u.test(text.slice(at + 1, at + 4))) return false;
  const before = text.slice(start, at).trimEnd();
  return before.length > 0 && !/[\d+\-*/=×(]$/.test(before);
}

/** The sentences of a text with their offsets, each trimmed of surrounding whitespace; blank text has none. */
export function sentenceSpans(text: string, rules: SplitRules = PROJECT_RULES): SentenceSpan[] {
  const sentences: SentenceSpan[] = [];
  for (const tile of sentenceTiles(text, rules)) {
    const raw = text.slice(tile.start, tile.end);
    const trimmed = raw.trim();
    if (trimmed === "") continue;
    const start = tile.start + (raw.length - raw.trimStart().length);
    sentences.push({ start, end: start + trimmed.length, text: trimmed });
  }
  return sentences;
}

/** The sentences of a text, trimmed; blank text has none. */
export function splitSentences(text: string): string[] {
  return sentenceSpans(text).map((sentence) => sentence.text);
}
