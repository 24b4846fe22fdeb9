import type { Verdict } from "@/lib/ai/types";
import { paragraphSpanName, paragraphTally } from "@/lib/detector/paragraphs";
import { isAiLeaning } from "@/lib/detector/verdict";
import { MESSAGES } from "@/lib/messages";
import type { Batch } from "./types";
import { paragraphsLine } from "./verdicts";

/** A paragraph the checker marks as reading AI-written: "Paragraphs 2-3", its verdict and score, and its text. */
export interface MarkedParagraph {
  name: string;
  verdict: Verdict;
  score: number;
  text: string;
}

/** One file as the report shows it: its row of the summary table and, when judged, its marked paragraphs. */
export interface ReportDocument {
  /** Its number in the batch, from 1. */
  number: number;
  name: string;
  words: number;
  judged: {
    verdict: Verdict;
    score: number;
    /** Share of human writing that scores as high (0-1), when the checker can say. */
    humanRate: number | null;
    humanRateSentence: string | null;
    /** "2 of 5" for the table; null for a text of one paragraph (its verdict is the document's). */
    paragraphsMarked: string | null;
    paragraphsLine: string | null;
    marked: MarkedParagraph[];
  } | null;
  /** Why it has no verdict, when it has none. */
  problem: string | null;
}

/** All the report says, as plain data: drawn in the report pool, and what tells whether a made report is still current. */
export interface ReportContent {
  name: string;
  /** When the batch was checked, epoch milliseconds. */
  date: number;
  documents: ReportDocument[];
}

/** The report's content of a batch: every file's row, and of each judged file only the paragraphs it marks. */
export function reportContent(batch: Pick<Batch, "name" | "date" | "items">): ReportContent {
  const documents = batch.items.map(({ position, name, words, text, detection, problem }): ReportDocument => {
    if (!detection) return { number: position + 1, name, words, judged: null, problem: MESSAGES[problem ?? "batchCheckFailed"] };
    const tally = paragraphTally(detection.paragraphs);
    const marked = detection.paragraphs
      .filter((p) => isAiLeaning(p.verdict))
      .map((p) => ({
        name: paragraphSpanName(p),
        verdict: p.verdict,
        score: Math.round(p.score),
        text: text.slice(p.start, p.end).trim(),
      }));
    const judged = {
      verdict: detection.verdict,
      score: detection.score,
      humanRate: detection.humanRate,
      humanRateSentence: detection.humanRateSentence,
      paragraphsMarked: tally.total > 1 ? `${tally.aiWritten} of ${tally.total}` : null,
      paragraphsLine: paragraphsLine(detection),
      marked,
    };
    return { number: position + 1, name, words, judged, problem: null };
  });
  return { name: batch.name, date: batch.date, documents };
}
