import type { Alignment, SentenceGroup } from "./align";
import type { Range } from "./units";

/**
 * Where a finding lands (issue 50): every item the checks report is found in its own text (the user's for
 * something lost, the result for something added), and lands on the aligned group holding its sentence. Pure.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A letter or digit, which a word-like item must not run into. */
const WORDLIKE = /[\p{L}\p{N}]/u;

/** The character (a whole code point) right before `at`, or a space at the start. */
function codePointBefore(text: string, at: number): string {
  if (at <= 0) return " ";
  const low = text.charCodeAt(at - 1);
  const pair = at >= 2 && low >= 0xdc00 && low <= 0xdfff && text.charCodeAt(at - 2) >= 0xd800 && text.charCodeAt(at - 2) <= 0xdbff;
  return String.fromCodePoint(text.codePointAt(pair ? at - 2 : at - 1)!);
}

/**
 * Where an item the checks report (in their canonical form: straight quotes, plain dashes, single spaces, no
 * Markdown) stands in the text as written, from `from` on; null when it cannot be found.
 */
export function findItem(text: string, item: string, from = 0): Range | null {
  const trimmed = item.trim();
  const pattern = [...trimmed]
    .map((ch) =>
      /\s/.test(ch)
        ? "\\s+"
        : ch === '"'
          ? '["“”„‟]+'
          : ch === "'"
            ? "['‘’‚‛]"
            : ch === "-"
              ? "\\s*(?:[-‐‑‒–—―]|--)\\s*"
              : ch === "."
                ? "(?:\\.|…)"
                : `${escape(ch)}\\**`,
    )
    .join("");
  if (!pattern) return null;
  const found = new RegExp(pattern, "giu");
  /** The first match from `start` on that `fits` (given where it starts, and its words without trailing asterisks), or null. */
  const first = (start: number, fits: (at: number, words: string, whole: string) => boolean) => {
    found.lastIndex = start;
    for (let match = found.exec(text); match; match = found.exec(text)) {
      const words = match[0].replace(/\**$/, "");
      if (fits(match.index, words, match[0])) return { start: match.index, end: match.index + words.length };
      found.lastIndex = match.index + 1;
    }
    return null;
  };
  // As a word of its own first ("3" is not the 3 of "30%"), then anywhere ("1300watt"). The word test is made by
  // hand around each match: as a lookbehind of letter classes, it made every search compile a costly pattern.
  const chars = [...trimmed];
  const [startsWord, endsWord] = [WORDLIKE.test(chars[0]!), WORDLIKE.test(chars.at(-1)!)];
  const bounded = (at: number, words: string, whole: string) =>
    !(startsWord && WORDLIKE.test(codePointBefore(text, at))) &&
    // Trailing asterisks ("**5%**") end the item whatever follows them.
    !(endsWord && words.length === whole.length && WORDLIKE.test(String.fromCodePoint(text.codePointAt(at + whole.length) ?? 32)));
  for (const fits of [bounded, () => true]) {
    const match = first(from, fits) ?? (from > 0 ? first(0, fits) : null);
    if (match) return match;
  }
  return null;
}

/** The sentences (indices) a span of a text touches; a span between sentences touches the one after it. */
export function sentencesOf(ranges: readonly Range[], span: Range): number[] {
  const touched = ranges.flatMap((r, i) => (r.start < Math.max(span.end, span.start + 1) && span.start < r.end ? [i] : []));
  if (touched.length) return touched;
  const after = ranges.findIndex((r) => r.start >= span.start);
  return [after >= 0 ? after : ranges.length - 1].filter((i) => i >= 0);
}

/** The group (index into `alignment.groups`) that holds a sentence of one side. */
export function groupOf(alignment: Alignment, side: "source" | "result", sentence: number): number {
  return alignment.groups.findIndex(
    (g) => g.source.length + g.result.length > 0 && (side === "source" ? g.source : g.result).includes(sentence),
  );
}

/**
 * Where a group without result sentences (a left-out sentence) stands in the result: at the start of the next
 * group's first result sentence, else at the end of the result.
 */
export function placeOf(alignment: Alignment, group: number, resultLength: number): number {
  const next = alignment.groups.slice(group + 1).find((g: SentenceGroup) => g.result.length);
  return next ? alignment.result[next.result[0]!]!.start : resultLength;
}
