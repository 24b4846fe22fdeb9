import type { DetectResult } from "@/lib/ai/types";
import type { MESSAGES } from "@/lib/messages";

/** Problems the page finds when it reads a file; the server finds the rest (length, language, room). */
export const READ_PROBLEMS = [
  "batchUnsupportedFile",
  "batchEmptyFile",
  "batchFileTooLarge",
  "batchWrongContent",
  "batchWordProtected",
  "batchPdfProtected",
  "batchUnreadable",
  "batchNoText",
  "batchTooManyPages",
  "batchZipBomb",
  "batchZipTooManyFiles",
  "batchNestedArchive",
  "batchUnsafePath",
] as const satisfies readonly (keyof typeof MESSAGES)[];

/** Why a file of a batch has no verdict, named by its message in MESSAGES. */
export type BatchProblem =
  | (typeof READ_PROBLEMS)[number]
  | Extract<
      keyof typeof MESSAGES,
      | "batchTooShort"
      | "batchNotEnglish"
      | "batchOverWordLimit"
      | "batchTooManyFilesFree"
      | "batchTooManyFilesPro"
      | "batchTooManyWords"
      | "batchCheckFailed"
      | "batchOutOfChecks"
      | "batchCancelled"
    >;

/** What a batch keeps of a file's check: everything the checker shows but its signals. */
export type BatchDetection = Omit<DetectResult, "signals">;

/** One file of a batch: its checked text and verdict, or why it has none. */
export interface BatchItem {
  id: string;
  name: string;
  /** Its order in the batch, from 0. */
  position: number;
  words: number;
  /** Characters of the text the page sent (its size, kept when the text is not). */
  characters: number;
  /** The text that was checked: kept only for a file that was judged ("" for one refused or not checked). */
  text: string;
  detection: BatchDetection | null;
  problem: BatchProblem | null;
}

export interface BatchSummary {
  id: string;
  name: string;
  /** Epoch milliseconds. */
  date: number;
  /** Files the batch holds (a file being checked holds its place). */
  files: number;
  /** Files sent after the batch was full: answered, never kept. */
  refused: number;
}

export interface Batch extends BatchSummary {
  items: BatchItem[];
}
