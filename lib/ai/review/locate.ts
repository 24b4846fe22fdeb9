import type { Alignment, SentenceGroup } from "./align";
import type { Range } from "./units";

/**
 * Where a finding lands (issue 50): every item the checks report is found in its own text (the user's for
 * something lost, the result for something added), and lands on the aligned group holding its sentence. Pure.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where an item the checks report (in their canonical form: straight quotes, plain dashes, single spaces, no
 * Markdown) stands in the text as written, from `from` on; null when it cannot be found.
 */
export function findItem(text: string, item: string, from = 0): Range | null {
  const pattern = [...item.trim()]
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
  // As a word of its own first ("3" is not the 3 of "30%"), then anywhere ("1300watt").
  const bounded = `${/^[\p{L}\p{N}]/u.test(item.trim()) ? "(?<![\\p{L}\\p{N}])" : ""}${pattern}${/[\p{L}\p{N}]$/u.test(item.trim()) ? "(?![\\p{L}\\p{N}])" : ""}`;
  for (const source of [bounded, pattern]) {
    const found = new RegExp(source, "giu");
    found.lastIndex = from;
    const match = found.exec(text) ?? (from > 0 ? ((found.lastIndex = 0), found.exec(text)) : null);
    if (match) return { start: match.index, end: match.index + match[0].replace(/\**$/, "").length };
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
