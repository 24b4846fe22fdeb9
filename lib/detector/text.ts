/**
 * Text utilities shared by the detector runtime and its training scripts:
 * normalization (neutralizes layout and typography cues), tokenization,
 * sentence splitting with exact offsets, and simple language checks.
 */

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

const ABBREV = new Set([
  "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "e.g", "i.e", "eg", "ie", "no", "fig",
  "al", "inc", "ltd", "co", "corp", "u.s", "u.k", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
  "sept", "oct", "nov", "dec", "approx", "dept", "est", "vol", "p", "pp", "cf", "gen", "gov", "sen", "rep",
]);

/**
 * Split raw text into sentence spans that tile the whole text: the first span starts at 0,
 * each span ends where the next starts, the last ends at text.length. Whitespace after a
 * sentence belongs to that sentence. Empty text gives one empty span.
 */
export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  const n = text.length;
  if (n === 0) return [{ start: 0, end: 0 }];
  let start = 0;
  let i = 0;
  while (i < n) {
    const ch = text.charCodeAt(i);
    let boundary = -1; // index where the next sentence starts
    if (ch === 10 /* \n */) {
      // a line break ends a sentence; absorb the whole whitespace run
      let j = i;
      while (j < n && /\s/.test(text[j]!)) j++;
      boundary = j;
    } else if (ch === 46 || ch === 33 || ch === 63 /* . ! ? */) {
      let j = i;
      while (j < n && /[.!?]/.test(text[j]!)) j++;
      while (j < n && /["'\u201D\u2019)\]]/.test(text[j]!)) j++;
      if (j >= n) {
        boundary = n;
      } else if (/\s/.test(text[j]!)) {
        let k = j;
        while (k < n && /\s/.test(text[k]!)) k++;
        const isAbbrev = ch === 46 && j === i + 1 && isAbbreviationBefore(text, i);
        const nextLower = k < n && /[a-z]/.test(text[k]!);
        if (!isAbbrev && !(ch === 46 && nextLower && j === i + 1)) boundary = k;
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
        // whitespace-only run: attach to the previous sentence
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
  if (ABBREV.has(word)) return true;
  // single capital letter initials such as "J. Smith"
  return word.length === 1 && /[A-Z]/.test(text[s]!);
}

/** Split normalized text into sentences (for sentence-level statistics). */
export function normSentences(norm: string): string[] {
  return norm
    .split(/(?<=[.!?]["')\]]?)\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const EN_COMMON = new Set([
  "the", "of", "and", "to", "a", "in", "is", "it", "that", "for", "was", "on", "are", "with", "as", "i", "be",
  "this", "have", "or", "by", "not", "but", "at", "from", "they", "you", "he", "she", "we", "his", "her", "an",
  "were", "which", "there", "their", "has", "been", "will", "can", "all", "if", "more", "so", "my", "what", "one",
  "would", "about", "do", "no", "when", "who", "our", "also", "had", "them", "its", "these", "than", "some",
  "me", "your", "into", "other", "how", "only", "then", "out", "may", "should", "very", "because", "just",
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
