import { escapeRegExp } from "@/lib/language/regex";

/**
 * What a careful editor does not count as changing a fact, for the guards on a model's reply: typography
 * (quotes, dashes, an escaped percent sign, doubled quotes), Markdown emphasis, headings and list markers, the serial
 * comma, paragraphs merged or split, a number written in words or digits ("3" ↔ "three", "5%" ↔ "five
 * percent", "7,000" ↔ "7000", "3rd May" ↔ "May 3", "10lbs" ↔ "10 pounds", "8pm" ↔ "8 p.m.", "0.82GBP" ↔ "0.82 GBP"), and a quotation given with its closing punctuation inside
 * or outside the marks, its first letter's case changed, an editor's [brackets] dropped, or, for a quoted term
 * of a few words, its marks dropped. Pure functions.
 */

/** The text as the guards compare it: every difference above that lies in the characters is gone. */
export function canonicalText(text: string): string {
  return (
    text
      .replace(/[“”„‟]/g, '"')
      .replace(/[‘’‚‛]/g, "'")
      .replace(/""/g, '"')
      .replace(/\\([%$&#_])/g, "$1")
      // LaTeX math around a plain number ("$50\%$") and e-mail quoted-printable spaces ("are=20 available").
      .replace(/\$([\d.,]+%?)\$/g, "$1")
      .replace(/=20(?=\s|$)/g, "")
      // An ordinal split from its number ("3 rd century"), and idioms that are no figures ("catch-22", "24/7", "my 2 cents").
      .replace(/(\d) (st|nd|rd|th)\b/g, "$1$2")
      // An amount with a space between its thousands ("$20 000").
      .replace(/[$€£¥]\s?\d{1,3}(?: \d{3})+(?![\d.,-])/g, (amount) => amount.replace(/(?<=\d) (?=\d)/g, ","))
      // A time of day however its "am" or "pm" is set ("5:00pm", "5:00 PM", "5:00 p.m.").
      .replace(
        /(\d)\s*([ap])(\.m\.|m)(?![\p{L}\p{N}])/giu,
        (_, digit: string, half: string, m: string) => `${digit} ${half.toLowerCase()}m${m.length > 1 ? "." : ""}`,
      )
      .replace(/\bcatch-22\b/gi, "catch")
      .replace(/(?<![\w.])24\s*[x×/]\s*7(?![\w.])/gi, "round-the-clock")
      .replace(/\b((?:my|our|your|his|her|their|last)\s+)2\s+cents\b/gi, "$1two cents")
      // Scientific notation as the number it writes ("1.5 \cdot 10^5", "1.5x10^5" ↔ "150,000").
      .replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*(?:\\cdot|\\times|[x×·*])\s*10\^\{?(\d{1,2})\}?/g, (_, mantissa: string, exponent: string) =>
        expanded(mantissa, Number(exponent)),
      )
      .replace(/…/g, "...")
      .replace(/\s*(?:[‐‑‒–—―]|--)\s*|\s+-\s+/g, "-")
      .replace(/^[^\S\n]*(?:#{1,6}|[-*•])[^\S\n]+/gm, "")
      .replace(/\*\*|__|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])/g, "")
      .replace(/,(\s+(?:and|or)\s)/g, "$1")
      .replace(/\s+/g, " ")
  );
}

/** A decimal times a power of ten, written out without floating-point error: ("1.5", 5) → "150000". */
function expanded(mantissa: string, exponent: number): string {
  const [whole, fraction = ""] = mantissa.split(".");
  const digits = whole! + fraction;
  const point = whole!.length + exponent;
  const written = point >= digits.length ? digits + "0".repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return written.replace(/^0+(?=\d)/, "");
}

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINAL_UNITS = [
  "zeroth",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
];

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
  if (!Number.isInteger(n)) return [];
  if (n < 20) return [ORDINAL_UNITS[n]!];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)]!;
    return n % 10 ? [`${tens}-${ORDINAL_UNITS[n % 10]}`, `${tens} ${ORDINAL_UNITS[n % 10]}`] : [`${tens.slice(0, -1)}ieth`];
  }
  return [];
}

const MONTH =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
/** A form as a whole-word, case-insensitive pattern, any space between its words. */
const wordPattern = (form: string) => `(?<!\\w)${escapeRegExp(form).replace(/ /g, "\\s+")}(?!\\w)`;

/** A letter run and one to three other characters at the end of a stretch of text; the same after a point. */
const WORD_BEFORE = /(\p{L}+)[^\p{L}\p{N}]{1,3}$/u;
const WORD_AFTER = /[^\p{L}\p{N}]{1,3}(\p{L}+)/uy;
const isWordChar = (ch: string | undefined) => ch !== undefined && /\w/.test(ch);

/**
 * The words just before and after the first whole-word occurrence of `span` in `text`, lower case. Found by
 * indexOf and read off the text around it: one pattern built for each span and run over the whole text
 * (the letters before it tried at every position) made this the guards' slowest step on long replies.
 */
export function neighbours(text: string, span: string): { before?: string; after?: string } {
  let at = text.indexOf(span);
  while (at >= 0 && (isWordChar(text[at - 1]) || isWordChar(text[at + span.length]))) at = text.indexOf(span, at + 1);
  if (at < 0) return {};
  // A word before the span is read from a window; should the window cut a (very long) word, the whole text is read.
  const windowStart = Math.max(0, at - 200);
  let before = WORD_BEFORE.exec(text.slice(windowStart, at));
  if (before?.index === 0 && windowStart > 0) before = WORD_BEFORE.exec(text.slice(0, at));
  WORD_AFTER.lastIndex = at + span.length;
  const after = WORD_AFTER.exec(text);
  return { before: before?.[1]?.toLowerCase(), after: after?.[1]?.toLowerCase() };
}

const MAGNITUDES: Record<string, { word: string; abbreviations: string[]; value: number }> = {
  thousand: { word: "thousand", abbreviations: ["k", "K"], value: 1e3 },
  million: { word: "million", abbreviations: ["m", "M", "mn", "mil", "mill"], value: 1e6 },
  billion: { word: "billion", abbreviations: ["bn", "B", "b", "bil", "bill"], value: 1e9 },
};
/** Each magnitude's word and abbreviations, lowercase, to the magnitude ("bn" and "bill" → billion). */
const MAGNITUDE_OF: Record<string, keyof typeof MAGNITUDES> = Object.fromEntries(
  Object.entries(MAGNITUDES).flatMap(([name, { word, abbreviations }]) =>
    [word, ...abbreviations].map((form) => [form.toLowerCase(), name]),
  ),
);

/** A currency sign's ISO code, which a rewrite may write instead ("3 USD" ↔ "$3"). */
const CURRENCY_CODES: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY" };

/** Units of measure, each with its abbreviations and names: a figure keeps its meaning in any of them ("10lbs" ↔ "10 pounds"). */
const UNIT_NAMES: readonly string[][] = [
  ["lb", "lbs", "pound", "pounds"],
  ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
  ["oz", "ounce", "ounces"],
  ["km", "kms", "kilometer", "kilometers", "kilometre", "kilometres"],
  ["cm", "centimeter", "centimeters", "centimetre", "centimetres"],
  ["mm", "millimeter", "millimeters", "millimetre", "millimetres"],
  ["ft", "foot", "feet"],
  ["mi", "mile", "miles"],
  ["mph", "miles per hour", "miles an hour"],
  ["ml", "milliliter", "milliliters", "millilitre", "millilitres"],
  ["hr", "hrs", "hour", "hours"],
  ["min", "mins", "minute", "minutes"],
  ["sec", "secs", "second", "seconds"],
  ["yr", "yrs", "year", "years"],
  ["kb", "kilobyte", "kilobytes"],
  ["mb", "megabyte", "megabytes"],
  ["gb", "gigabyte", "gigabytes"],
  ["tb", "terabyte", "terabytes"],
  // A currency's code, written against the figure or apart from it ("0.82GBP" ↔ "0.82 GBP").
  ["usd"],
  ["gbp"],
  ["eur"],
  ["jpy"],
];
const UNIT_OF = new Map(UNIT_NAMES.flatMap((names) => names.map((name) => [name, names] as const)));
/** A unit's abbreviation written against its number ("10lbs", "5km"). */
const GLUED_UNIT = UNIT_NAMES.map((names) => names.filter((n) => n.length <= 3 && !n.includes(" ")).join("|")).join("|");
const ENDS_IN_UNIT_NAME = new RegExp(` (?:${[...UNIT_OF.keys()].filter((n) => n.length > 3).join("|")})$`);
/** A number span: currency, digits, then a percent sign, ordinal, "x", magnitude, decade "s" or a unit written against it. */
const NUMBER_SPAN = new RegExp(
  `^([$€£¥]?)(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d*\\.?\\d+)(?:(%)|(st|nd|rd|th)|(x)|(${Object.keys(MAGNITUDE_OF).join("|")})|(s)|(${GLUED_UNIT}))?$`,
  "i",
);

/** A number written with digits: without thousands separators, with them, and a decimal without its leading zero. */
function numerals(digits: string): string[] {
  const plain = digits.replace(/,/g, "");
  const [whole, fraction] = plain.split(".");
  const grouped = Number(whole).toLocaleString("en-US") + (fraction === undefined ? "" : `.${fraction}`);
  return [...new Set([digits, plain, grouped, ...(whole === "0" && fraction ? [`.${fraction}`] : [])])];
}

/** A round number as a magnitude: 20000 as "20K", "20k", "20 thousand"; 1100000 as "1.1M", "1.1 million". */
function abbreviated(n: number): string[] {
  return Object.values(MAGNITUDES).flatMap(({ word, abbreviations, value }) => {
    const scaled = n / value;
    if (scaled < 1 || Math.round(scaled * 100) !== scaled * 100) return [];
    const digits = String(scaled);
    return [`${digits} ${word}`, digits + word, ...abbreviations.flatMap((a) => [digits + a, `${digits} ${a}`])];
  });
}

/**
 * Patterns for every way of writing the number span `span` of `where` ("3", "14th", "5%", "7,000", "$4", "$70bn",
 * "11x", "10lbs") that means the same: the span itself, with or without thousands separators, a unit by any of its
 * names ("10lbs" ↔ "10 pounds", "5 km" ↔ "5km"), a percent sign as
 * "percent" or "per cent", a magnitude as a word, an abbreviation or in full ("$70bn" ↔ "$70 billion", "20K" ↔
 * "20,000"), "11x" as "11-fold" or "11 times", an ordinal day as a plain day beside a month name (dates
 * reordered: "3rd May" ↔ "May 3"), a percentage that ends a range ("2-53%" has 2%), and the number in words.
 * Number words are common words ("one of them"), so a bare word form counts only beside a word that stands beside
 * the span in `where` ("3 weeks" ↔ "three weeks"); with a unit ("five percent", "four dollars") it counts anywhere.
 */
export function numberPatterns(span: string, where: string): RegExp[] {
  const parsed = NUMBER_SPAN.exec(span);
  if (!parsed) return [new RegExp(wordPattern(span), "i")];
  const [, currency, digits, percentSign, ordinal, timesSign, suffix, decadeSign, gluedUnit] = parsed;
  const { before, after } = neighbours(where, span);
  const timesWord = after === "fold" || after === "times";
  // A magnitude written as the next word counts only in full ("$70 billion"): "473 (B.I.A." is no billion.
  const magnitudeName = MAGNITUDE_OF[(suffix ?? (after && after in MAGNITUDES ? after : "")).toLowerCase()];
  const n = Number(digits!.replace(/,/g, ""));
  let forms: string[];
  if (ordinal) forms = [...numerals(digits!).map((d) => d + ordinal), ...ordinalInWords(n)];
  else forms = [...numerals(digits!), ...inWords(n), ...(n === 1 ? ["a", "an"] : [])];
  if (!magnitudeName && n >= 1000 && Number.isInteger(n)) forms.push(...abbreviated(n));
  if (magnitudeName) {
    const { word, abbreviations, value } = MAGNITUDES[magnitudeName]!;
    const full = Math.round(n * value);
    forms = [
      ...forms.flatMap((f) => [
        `${f} ${word}`,
        ...(/^[\d.]/.test(f) ? [f + word, ...abbreviations.flatMap((a) => [f + a, `${f} ${a}`])] : []),
      ]),
      ...numerals(full.toLocaleString("en-US")),
    ];
  }
  const timesForms = (f: string) => [`${f}x`, `${f}×`, `${f}-fold`, `${f} times`];
  if (timesSign) forms = forms.filter((f) => /^[\d.]/.test(f)).flatMap(timesForms);
  else if (timesWord) forms = [...forms, ...forms.filter((f) => /^[\d.]/.test(f)).flatMap(timesForms)];
  // A decade: "70's" ↔ "1970s" ↔ "the seventies".
  const decade = n % 100;
  if ((decadeSign || after === "s") && Number.isInteger(n) && n % 10 === 0 && decade >= 20) {
    forms = [`${n}s`, `${decade}s`, `${decade}'s`, `${TENS[decade / 10]!.slice(0, -1)}ies`, ...(n < 100 ? [`19${n}s`] : [])];
  }
  // A unit: written against the number ("10lbs"), or the word after it ("10 pounds"), in any of its names.
  const unit = UNIT_OF.get((gluedUnit ?? after ?? "").toLowerCase());
  if (unit) {
    const withUnit = forms.flatMap((f) =>
      unit.flatMap((name) => [`${f} ${name}`, `${f}-${name}`, ...(/^[\d.]/.test(f) && name.length <= 3 ? [f + name] : [])]),
    );
    forms = gluedUnit ? withUnit : [...forms, ...withUnit];
  }
  if (percentSign) forms = forms.flatMap((f) => [...(/^[\d.]/.test(f) ? [`${f}%`, `${f} %`] : []), `${f} percent`, `${f} per cent`]);
  if (currency === "$")
    forms = forms.flatMap((f) => [
      ...(/^[\d.]/.test(f) ? [`$${f}`, `US$${f}`, `USD ${f}`] : []),
      `${f} USD`,
      `${f} dollars`,
      `${f} dollar`,
      `${f} bucks`,
    ]);
  else if (currency) {
    const code = CURRENCY_CODES[currency]!;
    forms = forms.filter((f) => /^[\d.]/.test(f)).flatMap((f) => [currency + f, `${code} ${f}`, `${f} ${code}`]);
  }
  const patterns = [...new Set(forms)].flatMap((form) => {
    if (
      /^(?:[$€£¥]|US\$|[A-Z]{3} )?[\d.]/.test(form) ||
      / (?:percent|per cent|dollars?|bucks|thousand|million|billion|[A-Z]{3})$/.test(form) ||
      ENDS_IN_UNIT_NAME.test(form)
    ) {
      return [new RegExp(wordPattern(form), "i")];
    }
    const beside = [
      before && `${escapeRegExp(before)}[^\\p{L}\\p{N}]{1,3}${wordPattern(form)}`,
      after && `${wordPattern(form)}[^\\p{L}\\p{N}]{1,3}${escapeRegExp(after)}(?!\\p{L})`,
    ];
    return beside.filter(Boolean).map((source) => new RegExp(source as string, "iu"));
  });
  if (percentSign) patterns.push(new RegExp(`(?<![\\w.])${escapeRegExp(digits!)}\\s*(?:-|to)\\s*\\d+(?:\\.\\d+)?\\s*%`, "i"));
  if (n >= 1 && n <= 31 && Number.isInteger(n) && !percentSign && !currency && !timesSign && !magnitudeName) {
    // A day of the month, in either order, with or without its ordinal suffix.
    const day = `${n}(?:st|nd|rd|th)?`;
    patterns.push(new RegExp(`${MONTH}\\s+${day}(?![\\w])|(?<!\\w)${day}\\s+(?:of\\s+)?${MONTH}`, "i"));
  }
  return patterns;
}

/**
 * The list numbers of a text ("1. " at a line's or sentence's start, "2) " or "(3) " before words): layout, not
 * facts, whether a list is run into a paragraph or set out line by line. Only a run counted from 1 is a list:
 * "Cross-Mot. 30. The" cites a page.
 */
export function listNumbers(text: string): Set<string> {
  const found = new Set(
    [
      ...text.matchAll(/(?:^|\n|[:;.!?]\s+)[^\S\n]*(\d{1,2})\s?\.(?=\s*\p{L})/gu),
      ...text.matchAll(/(?<![\w.,:])\(?(\d{1,2})\)(?=\s*\p{L})/gu),
    ].map((m) => Number(m[1])),
  );
  const run = new Set<string>();
  for (let n = 1; found.has(n); n++) run.add(String(n));
  return run;
}

/** Whether `text` writes the number span of `where` in any equivalent form. */
export function hasNumber(text: string, span: string, where: string): boolean {
  return numberPatterns(span, where).some((pattern) => pattern.test(text));
}

/** A quotation's words as compared: without its marks, brackets, closing punctuation or letter case. */
function quotedWords(quotation: string): string {
  const inner = quotation
    .replace(/^["']|["']$/g, "")
    .replace(/[[\]]/g, "")
    .replace(/[\s,.;:!?]+$/, "")
    .trim();
  return inner.toLowerCase();
}

/**
 * The double-quoted quotations of a text, with the marks paired again where a stray mark (an inch sign, a quote
 * whose other mark an excerpt cut off) pairs them wrongly: a "quotation" that opens on a space or a punctuation
 * mark, or closes after a space, is the text between two quotations, so its first mark is taken as the stray one
 * and the rest re-paired.
 */
export function quotationsOf(text: string, spansOf: (text: string) => string[]): string[] {
  let rest = text;
  for (;;) {
    const quotations = spansOf(rest);
    const stray = quotations.find((q) => q.startsWith('"') && /^"[\s,.;:!?)]|\s"$/.test(q));
    const at = stray === undefined ? -1 : rest.indexOf(stray);
    if (at < 0) return quotations.filter((q) => q.slice(1, -1).trim() !== "");
    rest = rest.slice(0, at) + " " + rest.slice(at + 1);
  }
}

/** Words and spaces only, lower case: how a short quoted term is looked for once its marks are gone. */
const bareWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Quoted terms of at most this many words may lose their quotation marks ("binomial" → a binomial name). */
const SHORT_QUOTE_WORDS = 3;

/**
 * Whether the output keeps a quotation of the input, given the output's quotations: the same words in any
 * quotation marks (closing punctuation, first letter's case and [brackets] aside), or for a short quoted term,
 * the same words or their inflections anywhere.
 */
export function keepsQuotation(quotation: string, output: string, outputQuotations: readonly string[]): boolean {
  const inner = quotation.slice(1, -1);
  const words = quotedWords(quotation);
  // The same words, or nearly all of them: a quotation may lose a leading "The" or a trailing clause.
  const kept = (q: string) =>
    quotedWords(q).includes(words) || (words.includes(quotedWords(q)) && quotedWords(q).length >= 0.9 * words.length);
  if (outputQuotations.some(kept)) return true;
  const bare = bareWords(inner).split(" ");
  if (bare.length > SHORT_QUOTE_WORDS) return false;
  // The same words, or their inflections ("sensually" → "sensual", "ownership" → "owning"): the stems in order.
  const stems = bare.map((w) => escapeRegExp(w.slice(0, Math.max(4, w.length - 4))));
  return new RegExp(`(?<![\\p{L}\\p{N}])${stems.join("\\p{L}*\\s+")}`, "iu").test(bareWords(output));
}
