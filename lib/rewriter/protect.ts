/**
 * Spans that must survive the rewrite byte-for-byte (quotes, URLs, numbers, names, code)
 * are swapped for private-use placeholders first. Placeholders contain no letters, so
 * word-level regexes never match inside them.
 */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const DIGIT_BASE = 0xe010;

export const PLACEHOLDER_SOURCE = "\\uE000[\\uE010-\\uE01F]+\\uE001";
const PLACEHOLDER_RE = new RegExp(PLACEHOLDER_SOURCE, "g");

export type SpanKind = "code" | "quotation" | "url" | "email" | "abbreviation" | "identifier" | "number" | "acronym";

/** In this order: a span inside an earlier one (a number in a URL) is part of that one. */
const PROTECTED_PATTERNS: readonly (readonly [SpanKind, RegExp])[] = [
  ["code", /```[\s\S]*?```/g],
  ["code", /`[^`\n]+`/g],
  ["quotation", /"[^"\n]*"/g],
  ["quotation", /“[^“”\n]*”/g],
  ["url", /\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]'’”]/gi],
  // Lookbehinds make only the start of a run try a match: a run of 40,000 word characters is then read
  // once, not once per character.
  ["email", /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  ["abbreviation", /\b(?:e\.g\.|i\.e\.|etc\.|vs\.|a\.m\.|p\.m\.|U\.S\.|U\.K\.|Mr\.|Mrs\.|Ms\.|Dr\.|Prof\.|St\.|Jr\.|Sr\.|Inc\.|Ltd\.|Co\.|approx\.|Fig\.|cf\.|No\.(?=\s*\d))/g],
  ["identifier", /(?<![\w$])(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?|[A-Za-z0-9]*_\w+|[a-z]+[A-Z][A-Za-z0-9]*|(?<!-)[\w-]+\/[\w/.-]+|[@#][\w-]+|\$[A-Za-z_]\w*|\w+\(\))/g],
  ["number", /(?<![\w])[$€£¥]?\d(?:[\d,.:/]*\d)?(?:%|[A-Za-z]+\b)?/g],
  ["acronym", /\b[A-Z]{2,}[a-z]?s?\b/g],
];

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

export class Protector {
  private readonly spans: string[] = [];

  private hold(span: string): string {
    this.spans.push(span);
    return OPEN + encodeIndex(this.spans.length - 1) + CLOSE;
  }

  protect(text: string): string {
    let out = text;
    for (const [, pattern] of PROTECTED_PATTERNS) out = out.replace(pattern, (span) => this.hold(span));
    return this.protectNames(out);
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

  restore(text: string): string {
    return text.replace(PLACEHOLDER_RE, (placeholder) => this.spans[decodeIndex(placeholder)] ?? placeholder);
  }
}
