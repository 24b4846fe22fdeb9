import { MESSAGES } from "@/lib/messages";
import type { BatchItem } from "./types";
import { paragraphCount, VERDICT_NAMES } from "./verdicts";

export const CSV_COLUMNS = [
  "File",
  "Words",
  "AI score (%)",
  "Verdict",
  "AI-written paragraphs",
  "Paragraphs",
  "Human writing that scores as high",
  "Note",
] as const;

/** What a spreadsheet reads as the start of a formula: = + - @, and a tab or CR, which some skip to read on. */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

/**
 * A field as CSV writes it: text always quoted, numbers bare. A file name is whatever the student called it,
 * so no piece of text may start a formula: not the field, and not a piece after a ";" or tab, where a
 * spreadsheet whose list separator is ";" (Excel in much of Europe) or tab starts a new cell. Such a piece
 * gets a leading ' (shown as text, the way a spreadsheet itself marks text).
 */
function field(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = value
    .split(/(?<=[;\t])/)
    .map((piece) => (FORMULA_LEAD.test(piece) ? `'${piece}` : piece))
    .join("");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The batch's table as CSV (RFC 4180, CRLF lines), one row per file, in the batch's order (by name: see getBatch). */
export function batchCsv(items: readonly Pick<BatchItem, "name" | "words" | "detection" | "problem">[]): string {
  const rows = items.map(({ name, words, detection, problem }) => {
    const paragraphs = detection && paragraphCount(detection);
    return [
      name,
      words,
      detection ? detection.score : null,
      detection ? VERDICT_NAMES[detection.verdict] : "Not judged",
      paragraphs?.aiWritten ?? null,
      paragraphs?.total ?? null,
      detection?.humanRate != null ? `${(detection.humanRate * 100).toFixed(1)}%` : null,
      problem ? MESSAGES[problem] : (paragraphs?.line ?? null),
    ];
  });
  return [CSV_COLUMNS, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}
