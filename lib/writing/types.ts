import type { Verdict } from "@/lib/ai/types";
import type { WritingEvent, WritingTool } from "./events";

/** A share link of a document's writing report. */
export interface ReportSummary {
  token: string;
  /** The report page's path, "/report/<token>". */
  url: string;
  createdAt: number;
  revoked: boolean;
}

/** A document of the writing space as its list shows it. */
export interface DocumentSummary {
  id: string;
  title: string;
  words: number;
  createdAt: number;
  updatedAt: number;
  /** Events stored so far: the `from` of the next save. */
  events: number;
  /** textDigest of the stored text. */
  digest: string;
  reports: ReportSummary[];
}

/** A document with its text, to resume writing after a reload. */
export type WritingDocument = DocumentSummary & { text: string };

/**
 * Why a report has no checker verdict: the final text was too short or not English to judge, over the checker's
 * word limit, or no check could be run when it was shared (no check left that day, or the checker failed).
 */
export type VerdictMissing = "too_short" | "not_english" | "too_long" | "unavailable";

/** The checker's verdict on the final text when the report was shared; null when none could be given (see VerdictMissing). */
export interface ReportVerdict {
  /** AI probability in percent, 0-100. */
  score: number;
  verdict: Verdict;
  humanRate: number | null;
  humanRateSentence: string | null;
  reliable: boolean;
}

export interface CharacterShares {
  typed: number;
  pasted: number;
  tool: number;
  /** Percentages of the final text's characters, 0-100, one decimal. */
  typedPercent: number;
  pastedPercent: number;
  toolPercent: number;
}

export interface ReportPaste {
  /** Offset in the final text of the paste's first surviving character; null when none of it survives. */
  at: number | null;
  length: number;
  /** Characters of the paste still in the final text. */
  kept: number;
  t: number;
}

export interface ReportToolRun {
  tool: WritingTool | null;
  length: number;
  at: number | null;
  kept: number;
  t: number;
}

export interface ReportPace {
  /** Bursts typed faster than a person types (median keystroke gap under the human floor). */
  fastBursts: number;
  /** Long bursts whose keystroke gaps are as even as a machine's (coefficient of variation under the floor). */
  machineLikeBursts: number;
  /** Characters in those bursts. */
  machineLikeCharacters: number;
  /** Typed bursts long enough to judge. */
  judgedBursts: number;
  flagged: boolean;
  note: string;
}

export interface TimelinePoint {
  t: number;
  length: number;
  kind?: "paste" | "tool";
}

export interface WritingReport {
  title: string;
  /** When the document was created (epoch ms); event times count from it. */
  createdAt: number;
  sharedAt: number;
  text: string;
  words: number;
  integrity: { chainIntact: boolean; rebuildsText: boolean; timeOrdered: boolean };
  time: { activeMs: number; sessions: number; spanMs: number };
  shares: CharacterShares;
  pastes: ReportPaste[];
  tools: ReportToolRun[];
  pace: ReportPace;
  timeline: TimelinePoint[];
  events: WritingEvent[];
  verdict: ReportVerdict | null;
  /** Set when verdict is null: why there is none. */
  verdictMissing: VerdictMissing | null;
}
