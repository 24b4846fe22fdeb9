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

/**
 * Spans that cross line breaks, held before the text is split into lines: fenced code blocks (to their
 * closing fence, or to the end when unclosed) and markdown table rows, whose cells are not prose.
 */
const BLOCK_PATTERNS: readonly RegExp[] = [
  /^[^\S\n]*(`{3,}|~{3,})[\s\S]*?(?:^[^\S\n]*\1[^\S\n]*$|(?![\s\S]))/gm,
  /^[^\S\n]*\|.*\|[^\S\n]*$/gm,
];

const PROTECTED_PATTERNS: readonly RegExp[] = [
  /```[\s\S]*?```/g,
  /`[^`\n]+`/g,
  /!?\[[^\]\n]*\](?:\([^)\n]*\)|\[[^\]\n]*\])/g,
  /"[^"\n]*"/g,
  /“[^“”\n]*”/g,
  // A single-quoted quotation opens after a space or bracket; apostrophes inside ("can't") are followed by a
  // letter, the closing quote is not, and neither opens a word the way a quote does ("the students' books").
  /(?<=^|[\s(\[—–])'(?=[^\s'])(?:[^'\n]|'(?=\p{L}))*'(?!\p{L})/gu,
  /‘(?=\S)(?:[^‘’\n]|’(?=\p{L}))*’(?!\p{L})/gu,
  /\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]'’”]/gi,
  // Lookbehinds make only the start of a run try a match: a run of 40,000 word characters is then read
  // once, not once per character.
  /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\b(?:e\.g\.|i\.e\.|etc\.|vs\.|a\.m\.|p\.m\.|U\.S\.|U\.K\.|Mr\.|Mrs\.|Ms\.|Dr\.|Prof\.|St\.|Jr\.|Sr\.|Inc\.|Ltd\.|Co\.|approx\.|Fig\.|cf\.|No\.(?=\s*\d))/g,
  /(?<![\w$])(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?|[A-Za-z0-9]*_\w+|[a-z]+[A-Z][A-Za-z0-9]*|(?<!-)[\w-]+\/[\w/.-]+|[@#][\w-]+|\$[A-Za-z_]\w*|\w+\(\))/g,
  /(?<![\w])[$€£¥]?\d(?:[\d,.:/]*\d)?(?:%|[A-Za-z]+\b)?/g,
  /\b[A-Z]{2,}[a-z]?s?\b/g,
];

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

  /** Holds whole multi-line blocks; call it on the full text, before it is split into lines. */
  protectBlocks(text: string): string {
    let out = text;
    for (const pattern of BLOCK_PATTERNS) out = out.replace(pattern, (span) => this.hold(span));
    return out;
  }

  protect(text: string): string {
    let out = text;
    for (const pattern of PROTECTED_PATTERNS) out = out.replace(pattern, (span) => this.hold(span));
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
