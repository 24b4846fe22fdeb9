import { escapeRegExp } from "@/lib/language/regex";

/**
 * Spans that must survive the rewrite byte-for-byte (the user's frozen words, quotes, URLs,
 * numbers, names, code) are swapped for private-use placeholders first. Placeholders contain
 * no letters, so word-level regexes never match inside them.
 */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const DIGIT_BASE = 0xe010;

export const PLACEHOLDER_SOURCE = "\\uE000[\\uE010-\\uE01F]+\\uE001";
const PLACEHOLDER_RE = new RegExp(PLACEHOLDER_SOURCE, "g");

export type SpanKind = "code" | "link" | "quotation" | "url" | "email" | "abbreviation" | "identifier" | "number" | "acronym";

/**
 * Spans that cross line breaks, held before the text is split into lines: fenced code blocks (to their
 * closing fence, or to the end when unclosed) and markdown table rows, whose cells are not prose.
 */
const BLOCK_PATTERNS: readonly RegExp[] = [
  /^[^\S\n]*(`{3,}|~{3,})[\s\S]*?(?:^[^\S\n]*\1[^\S\n]*$|(?![\s\S]))/gm,
  /^[^\S\n]*\|.*\|[^\S\n]*$/gm,
];

/** In this order: a span inside an earlier one (a number in a URL) is part of that one. */
const PROTECTED_PATTERNS: readonly (readonly [SpanKind, RegExp])[] = [
  ["code", /```[\s\S]*?```/g],
  ["code", /`[^`\n]+`/g],
  ["link", /!?\[[^\]\n]*\](?:\([^)\n]*\)|\[[^\]\n]*\])/g],
  ["quotation", /"[^"\n]*"/g],
  ["quotation", /“[^“”\n]*”/g],
  // A single-quoted quotation opens after a space or bracket; apostrophes inside ("can't") are followed by a
  // letter, the closing quote is not, and neither opens a word the way a quote does ("the students' books").
  ["quotation", /(?<=^|[\s(\[—–])'(?=[^\s'])(?:[^'\n]|'(?=\p{L}))*'(?!\p{L})/gu],
  ["quotation", /‘(?=\S)(?:[^‘’\n]|’(?=\p{L}))*’(?!\p{L})/gu],
  ["url", /\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]'’”]/gi],
  // Lookbehinds make only the start of a run try a match: a run of 40,000 word characters is then read
  // once, not once per character.
  ["email", /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  [
    "abbreviation",
    /\b(?:e\.g\.|i\.e\.|etc\.|vs\.|a\.m\.|p\.m\.|U\.S\.|U\.K\.|Mr\.|Mrs\.|Ms\.|Dr\.|Prof\.|St\.|Jr\.|Sr\.|Inc\.|Ltd\.|Co\.|approx\.|Fig\.|cf\.|No\.(?=\s*\d))/g,
  ],
  [
    "identifier",
    /(?<![\w$])(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?|[A-Za-z0-9]*_\w+|[a-z]+[A-Z][A-Za-z0-9]*|(?<!-)[\w-]+\/[\w/.-]+|[@#][\w-]+|\$[A-Za-z_]\w*|\w+\(\))/g,
  ],
  ["number", /(?<![\w])[$€£¥]?\d(?:[\d,.:/]*\d)?(?:%|[A-Za-z]+\b)?/g],
  ["acronym", /\b[A-Z]{2,}[a-z]?s?\b/g],
];

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** A frozen phrase as a whole-word, case-insensitive pattern: any spaces between its words, either apostrophe. */
function phraseSource(phrase: string): string {
  const body = phrase
    .split(/\s+/)
    .map((word) => escapeRegExp(word).replace(/['’]/g, "['’]"))
    .join("\\s+");
  const before = WORD_CHAR.test(phrase.charAt(0)) ? "(?<![\\p{L}\\p{N}_])" : "";
  const after = WORD_CHAR.test(phrase.charAt(phrase.length - 1)) ? "(?![\\p{L}\\p{N}_])" : "";
  return before + body + after;
}

/** Trimmed, without empty entries or case-insensitive duplicates, longest first so "New York City" wins over "New York". */
function frozenPhrases(words: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const word of words) {
    const phrase = word.trim();
    if (phrase && !byKey.has(phrase.toLowerCase())) byKey.set(phrase.toLowerCase(), phrase);
  }
  return [...byKey.values()].sort((a, b) => b.length - a.length);
}

const LEADING_PLACEHOLDER_RE = new RegExp(`^[\\s"“'‘(\\[]*(${PLACEHOLDER_SOURCE})`);

/** The spans of the given kinds in a text, in pattern order, each once per occurrence. */
export function protectedSpans(text: string, kinds: readonly SpanKind[]): string[] {
  const found: string[] = [];
  let rest = text;
  for (const [kind, pattern] of PROTECTED_PATTERNS) {
    rest = rest.replace(pattern, (span) => {
      if (kinds.includes(kind)) found.push(span);
      return OPEN + CLOSE;
    });
  }
  return found;
}

function encodeIndex(index: number): string {
  return index
    .toString(16)
    .split("")
    .map((digit) => String.fromCharCode(DIGIT_BASE + parseInt(digit, 16)))
    .join("");
}

function decodeIndex(placeholder: string): number {
  let value = 0;
  for (let i = 1; i < placeholder.length - 1; i++) value = value * 16 + (placeholder.charCodeAt(i) - DIGIT_BASE);
  return value;
}

function countMatches(pattern: RegExp, text: string): number {
  return text.match(pattern)?.length ?? 0;
}

export class Protector {
  private readonly spans: string[] = [];
  private readonly frozenIndexes = new Set<number>();
  /** Each frozen phrase on its own, to count occurrences; and all of them in one pattern, to protect them. */
  private readonly frozenEach: readonly RegExp[];
  private readonly frozenAll: RegExp | null;

  constructor(frozenWords: readonly string[] = []) {
    const sources = frozenPhrases(frozenWords).map(phraseSource);
    this.frozenEach = sources.map((source) => new RegExp(source, "giu"));
    this.frozenAll = sources.length > 0 ? new RegExp(sources.join("|"), "giu") : null;
  }

  private hold(span: string): string {
    this.spans.push(span);
    return OPEN + encodeIndex(this.spans.length - 1) + CLOSE;
  }

  /** Holds whole multi-line blocks; call it on the full text, before it is split into lines. */
  protectBlocks(text: string): string {
    let out = text;
    for (const pattern of BLOCK_PATTERNS) out = out.replace(pattern, (span) => this.hold(span));
    return out;
  }

  /** Frozen words go first, so a frozen phrase that contains a number or a name is still held whole. */
  protect(text: string): string {
    let out = this.frozenAll
      ? text.replace(this.frozenAll, (span) => {
          this.frozenIndexes.add(this.spans.length);
          return this.hold(span);
        })
      : text;
    for (const [, pattern] of PROTECTED_PATTERNS) out = out.replace(pattern, (span) => this.hold(span));
    return this.protectNames(out);
  }

  /**
   * Whether a rewrite of protected text leaves the frozen words as the user wrote them. Placeholders
   * already keep each span intact; this refuses the two changes they cannot stop: a frozen phrase
   * written where the user had none (a synonym, an added connector), and a frozen span moved into
   * or out of the sentence start, where its fixed case would read wrong ("Ultimately" mid-sentence).
   */
  keepsFrozen(before: string, after: string): boolean {
    if (!this.frozenAll) return true;
    if (this.frozenAtStart(before) !== this.frozenAtStart(after)) return false;
    const original = this.restore(before);
    const rewritten = this.restore(after);
    return this.frozenEach.every((pattern) => countMatches(pattern, original) === countMatches(pattern, rewritten));
  }

  /** Whether a placeholder holds one of the user's frozen words. */
  holdsFrozen(placeholder: string): boolean {
    return this.frozenIndexes.has(decodeIndex(placeholder));
  }

  private frozenAtStart(text: string): number {
    const match = LEADING_PLACEHOLDER_RE.exec(text);
    const index = match ? decodeIndex(match[1]) : -1;
    return this.frozenIndexes.has(index) ? index : -1;
  }

  /** Capitalized words that do not open a sentence are names, titles or acronyms. */
  private protectNames(text: string): string {
    return text.replace(/(?<![\p{L}\p{N}'’-])[A-Z][\p{L}'’-]*/gu, (word, offset: number) => {
      if (word === "I" || /^I['’]/.test(word)) return word;
      return this.opensSentence(text, offset) ? word : this.hold(word);
    });
  }

  private opensSentence(text: string, offset: number): boolean {
    let i = offset - 1;
    while (i >= 0 && /[\s"'“‘(\[*•-]/.test(text[i]) && text[i] !== "\n") i--;
    if (i < 0 || text[i] === "\n" || /[.!?]/.test(text[i])) return true;
    return text[i] === CLOSE && /^["“].*[.!?]["”]$/s.test(this.original(text, i));
  }

  private original(text: string, closeIndex: number): string {
    const open = text.lastIndexOf(OPEN, closeIndex);
    return this.spans[decodeIndex(text.slice(open, closeIndex + 1))] ?? "";
  }

  /** Spans can hold frozen placeholders (a quotation with a frozen word in it), so restoring recurses. */
  restore(text: string): string {
    return text.replace(PLACEHOLDER_RE, (placeholder) => {
      const span = this.spans[decodeIndex(placeholder)];
      return span === undefined ? placeholder : this.restore(span);
    });
  }
}
