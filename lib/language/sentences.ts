import { SENTENCE_ABBREVIATIONS } from "./abbreviations";

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
}

const PROJECT_RULES: SplitRules = { quotedMarkBeforeLowercaseContinues: true };

/** The rules the detector's model was trained with (lib/detector/text.ts); only the detector should pass them. */
export const DETECTOR_SPLIT_RULES: SplitRules = { quotedMarkBeforeLowercaseContinues: false };

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
    if (ch === 10 /* \n */) {
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
        const isAbbreviation = ch === 46 && j === i + 1 && isAbbreviationBefore(text, i);
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
