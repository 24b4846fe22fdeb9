import type { Verdict } from "@/lib/ai/types";
import { paragraphTally } from "@/lib/detector/paragraphs";
import { mixedAuthorshipVerdict } from "@/lib/messages";
import type { BatchDetection } from "./types";

/** The four verdicts' names, from firm "AI" to firm "human", wherever a verdict is named in a word or two. */
export const VERDICT_NAMES: Record<Verdict, string> = {
  ai: "Likely AI",
  possibly_ai: "Possibly AI",
  mixed: "Can't tell",
  human: "Likely human",
};

/** The verdicts from most to least AI-like: the order of a table sorted by verdict. */
export const VERDICT_ORDER: readonly Verdict[] = ["ai", "possibly_ai", "mixed", "human"];

/** A judged file's paragraphs as the batch counts them: the CSV's two columns, and the line of its Note, table and report. */
export interface ParagraphCount {
  /** The writer's paragraphs in the text. */
  total: number;
  /** Those that read as AI-written; null for a text of one paragraph (its verdict is the document's). */
  aiWritten: number | null;
  /** "2 of 5 paragraphs read as AI-written", in the checker's own words; null for a text of one paragraph. */
  line: string | null;
}

/**
 * The paragraphs of a judged text, counted in the writer's own paragraphs as the checker counts them (not the
 * detector's spans, which join short paragraphs): "2 of 5 paragraphs read as AI-written" ("Mixed: ..." where
 * the checker's headline says so). Paragraphs each too short for a verdict of their own are said to be, not
 * counted as "0 of 4".
 */
export function paragraphCount({ paragraphs, mixedAuthorship }: Pick<BatchDetection, "paragraphs" | "mixedAuthorship">): ParagraphCount {
  const tally = paragraphTally(paragraphs);
  const { aiWritten, total } = tally;
  if (total <= 1) return { total, aiWritten: null, line: null };
  if (mixedAuthorship) return { total, aiWritten, line: mixedAuthorshipVerdict(tally) };
  if (aiWritten === 0 && tally.tooShort === total)
    return { total, aiWritten, line: `${total} paragraphs, each too short for a verdict of its own` };
  return { total, aiWritten, line: `${aiWritten} of ${total} paragraphs read as AI-written` };
}

/** The line of paragraphCount, where only the line is shown. */
export const paragraphsLine = (detection: Pick<BatchDetection, "paragraphs" | "mixedAuthorship">): string | null =>
  paragraphCount(detection).line;

/** Made on first use: a Collator's set-up costs about 45 ms of a phone's main thread, and the editor imports this file. */
let names: Intl.Collator | undefined;

/**
 * The order a batch's files are listed in, the same in the page's table, the CSV and the report: by name, as a
 * person sorts them ("essay 2" before "essay 10", case aside). Not the order of their places: files are
 * checked several at once, so places follow which file's check reached the server first, an order nobody chose.
 */
export function compareFileNames(a: string, b: string): number {
  names ??= new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  return names.compare(a, b);
}

/** A batch's files in order of their names, numbered in that order: how the page, the CSV, the PDF and the export list them. */
export function inNameOrder<T extends { name: string; position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareFileNames(a.name, b.name)).map((item, position) => ({ ...item, position }));
}
