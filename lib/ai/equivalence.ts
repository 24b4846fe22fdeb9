/**
 * What a careful editor does not count as changing a fact, for the guards on a model's reply: typography
 * (quotes, dashes, an escaped percent sign, doubled quotes), Markdown emphasis, headings and list markers, the serial
 * comma, paragraphs merged or split, a number written in words or digits ("3" ↔ "three", "5%" ↔ "five
 * percent", "7,000" ↔ "7000", "3rd May" ↔ "May 3"), and a quotation given with its closing punctuation inside
 * or outside the marks, its first letter's case changed, an editor's [brackets] dropped, or, for a quoted term
 * of a few words, its marks dropped. Pure functions.
 */

/** The text as the guards compare it: every difference above that lies in the characters is gone. */
export function canonicalText(text: string): string {
  return text
    .replace(/[“”„‟]/g, '"')
    .replace(/[‘’‚‛]/g, "'")
    .replace(/""/g, '"')
    .replace(/\\([%$&#_])/g, "$1")
    .replace(/…/g, "...")
    .replace(/\s*(?:[‐‑‒–—―]|--)\s*|\s+-\s+/g, "-")
    .replace(/^[^\S\n]*(?:#{1,6}|[-*•])[^\S\n]+/gm, "")
    .replace(/\*\*|__|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])/g, "")
    .replace(/,(\s+(?:and|or)\s)/g, "$1")
    .replace(/\s+/g, " ");
}

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINAL_UNITS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"];

/** A whole number below a thousand in words ("twenty-one", "three hundred"), or undefined beyond. */
function inWords(n: number): string[] {
  if (!Number.isInteger(n) || n < 0) return [];
  if (n < 20) return [UNITS[n]!];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 ? [`${tens}-${UNITS[n % 10]}`, `${tens} ${UNITS[n % 10]}`] : [tens];
  }
  if (n < 1000 && n % 100 === 0) return [`${UNITS[n / 100]} hundred`, ...(n === 100 ? ["a hundred"] : [])];
  if (n < 1_000_000 && n % 1000 === 0 && n / 1000 < 20) return [`${UNITS[n / 1000]} thousand`, ...(n === 1000 ? ["a thousand"] : [])];
  return [];
}

function ordinalInWords(n: number): string[] {
  if (n < 20) return [ORDINAL_UNITS[n]!];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 ? [`${tens}-${ORDINAL_UNITS[n % 10]}`, `${tens} ${ORDINAL_UNITS[n % 10]}`] : [`${tens.slice(0, -1)}ieth`];
  }
  return [];
}

const MONTH = "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A form as a whole-word, case-insensitive pattern, any space between its words. */
const wordPattern = (form: string) => `(?<!\\w)${escape(form).replace(/ /g, "\\s+")}(?!\\w)`;

/** The words just before and after the first whole-word occurrence of `span` in `text`, lower case. */
function neighbours(text: string, span: string): { before?: string; after?: string } {
  const at = new RegExp(`(?:([\\p{L}]+)[^\\p{L}\\p{N}]{1,3})?(?<![\\w])${escape(span)}(?!\\w)(?:[^\\p{L}\\p{N}]{1,3}([\\p{L}]+))?`, "u").exec(text);
  return { before: at?.[1]?.toLowerCase(), after: at?.[2]?.toLowerCase() };
}

/**
 * Patterns for every way of writing the number span `span` of `where` ("3", "14th", "5%", "7,000", "$4") that
 * means the same: the span itself, without thousands separators, a percent sign as "percent" or "per cent", an
 * ordinal day as a plain day beside a month name (dates reordered: "3rd May" ↔ "May 3"), and the number in
 * words. Number words are common words ("one of them"), so a word form counts only beside a word that stands
 * beside the span in `where` ("3 weeks" ↔ "three weeks").
 */
export function numberPatterns(span: string, where: string): RegExp[] {
  const parsed = /^([$€£¥]?)(\d{1,3}(?:,\d{3})+|\d+)(?:(%)|(st|nd|rd|th))?$/i.exec(span);
  if (!parsed) return [new RegExp(wordPattern(span), "i")];
  const [, currency, digits, percentSign, ordinal] = parsed;
  const n = Number(digits!.replace(/,/g, ""));
  const numerals = [...new Set([digits!, digits!.replace(/,/g, ""), n.toLocaleString("en-US")])];
  let forms: string[];
  if (ordinal) forms = [...numerals.map((d) => d + ordinal), ...ordinalInWords(n)];
  else forms = [...numerals, ...inWords(n)];
  if (percentSign) forms = forms.flatMap((f) => (/^\d/.test(f) ? [`${f}%`, `${f} percent`, `${f} per cent`] : [`${f} percent`, `${f} per cent`]));
  if (currency === "$") forms = [...forms.map((f) => (/^\d/.test(f) ? `$${f}` : `${f} dollars`)), ...forms.map((f) => `${f} dollars`)];
  else if (currency) forms = forms.filter((f) => /^\d/.test(f)).map((f) => currency + f);
  const { before, after } = neighbours(where, span);
  const patterns = [...new Set(forms)].flatMap((form) => {
    if (/^[$€£¥]?\d/.test(form)) return [new RegExp(wordPattern(form), "i")];
    const beside = [before && `${escape(before)}[^\\p{L}\\p{N}]{1,3}${wordPattern(form)}`, after && `${wordPattern(form)}[^\\p{L}\\p{N}]{1,3}${escape(after)}(?!\\p{L})`];
    return beside.filter(Boolean).map((source) => new RegExp(source as string, "iu"));
  });
  if (n >= 1 && n <= 31 && !percentSign && !currency) {
    // A day of the month, in either order, with or without its ordinal suffix.
    const day = `${n}(?:st|nd|rd|th)?`;
    patterns.push(new RegExp(`${MONTH}\\s+${day}(?![\\w])|(?<!\\w)${day}\\s+(?:of\\s+)?${MONTH}`, "i"));
  }
  return patterns;
}

/**
 * The list numbers of a text ("1. " at a line's or sentence's start, "2) " or "(3) " before words): layout, not
 * facts, whether a list is run into a paragraph or set out line by line.
 */
export function listNumbers(text: string): Set<string> {
  const found = [
    ...text.matchAll(/(?:^|\n|[:;.!?]\s+)[^\S\n]*(\d{1,2})\s?\.(?=\s*\p{L})/gu),
    ...text.matchAll(/(?<![\w.,:])\(?(\d{1,2})\)(?=\s*\p{L})/gu),
  ];
  return new Set(found.map((m) => m[1]!));
}

/** Whether `text` writes the number span of `where` in any equivalent form. */
export function hasNumber(text: string, span: string, where: string): boolean {
  return numberPatterns(span, where).some((pattern) => pattern.test(text));
}

/** A quotation's words as compared: without its marks, brackets, closing punctuation or first letter's case. */
function quotedWords(quotation: string): string {
  const inner = quotation
    .replace(/^["']|["']$/g, "")
    .replace(/[[\]]/g, "")
    .replace(/[\s,.;:!?]+$/, "")
    .trim();
  return inner.charAt(0).toLowerCase() + inner.slice(1);
}

/** Words and spaces only, lower case: how a short quoted term is looked for once its marks are gone. */
const bareWords = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** Quoted terms of at most this many words may lose their quotation marks ("binomial" → a binomial name). */
const SHORT_QUOTE_WORDS = 3;

/**
 * Whether the output keeps a quotation of the input, given the output's quotations: the same words in any
 * quotation marks (closing punctuation, first letter's case and [brackets] aside), or for a short quoted term,
 * the same words anywhere. A "quotation" that opens on a space or closes after one is the text between two
 * quotations when the marks pair wrongly (inch marks, a stray quote): there is nothing of its own to keep.
 */
export function keepsQuotation(quotation: string, output: string, outputQuotations: readonly string[]): boolean {
  const inner = quotation.slice(1, -1);
  if (/^\s|\s$/.test(inner) || inner.trim() === "") return true;
  const words = quotedWords(quotation);
  if (outputQuotations.some((q) => quotedWords(q).includes(words))) return true;
  const bare = bareWords(inner);
  return bare.split(" ").length <= SHORT_QUOTE_WORDS && ` ${bareWords(output)} `.includes(` ${bare} `);
}
