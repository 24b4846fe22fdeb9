import { isAiLeaning } from "@/lib/detector/verdict";
import { MESSAGES } from "@/lib/messages";
import type { BatchItem } from "./types";
import { paragraphsLine, VERDICT_NAMES } from "./verdicts";

export const CSV_COLUMNS = ["File", "Words", "AI score (%)", "Verdict", "AI-written paragraphs", "Paragraphs", "Human writing that scores as high", "Note"] as const;

/**
 * A field as CSV writes it: quoted when it holds a comma, quote or line break; a leading = + - @ is kept
 * from being read as a formula by a spreadsheet (a file name is whatever the student called it).
 */
function field(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The batch's table as CSV (RFC 4180, CRLF lines), one row per file in the batch's order. */
export function batchCsv(items: readonly Pick<BatchItem, "name" | "words" | "detection" | "problem">[]): string {
  const rows = items.map(({ name, words, detection, problem }) => {
    const aiParagraphs = detection ? detection.paragraphs.filter((p) => isAiLeaning(p.verdict)).length : null;
    return [
      name,
      words,
      detection ? detection.score : null,
      detection ? VERDICT_NAMES[detection.verdict] : "Not judged",
      detection && detection.paragraphs.length > 1 ? aiParagraphs : null,
      detection ? detection.paragraphs.length : null,
      detection?.humanRate != null ? `${(detection.humanRate * 100).toFixed(1)}%` : null,
      problem ? MESSAGES[problem] : detection && paragraphsLine(detection),
    ];
  });
  return [CSV_COLUMNS, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}
