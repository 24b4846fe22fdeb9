/**
 * The paragraph verdicts of a checked text in the writer's own terms: which of their paragraphs a verdict covers,
 * how many read as AI-written, and whether the text splits. Client-safe (the checker's result pane uses it too).
 */
import type { ParagraphScore, Verdict } from "@/lib/ai/types";
import { isAiLeaning } from "./verdict";

const paragraphsIn = (p: ParagraphScore) => p.lastParagraph - p.firstParagraph + 1;

export interface ParagraphTally {
  /** The writer's paragraphs in the text. */
  total: number;
  /** Those within a paragraph marked as AI-written. */
  aiWritten: number;
  /** Those within a paragraph too short for a verdict of its own. */
  tooShort: number;
}

export function paragraphTally(paragraphs: readonly ParagraphScore[]): ParagraphTally {
  const count = (keep: (p: ParagraphScore) => boolean) => paragraphs.filter(keep).reduce((n, p) => n + paragraphsIn(p), 0);
  return { total: count(() => true), aiWritten: count((p) => isAiLeaning(p.verdict)), tooShort: count((p) => p.tooShort) };
}

/** "Paragraph 2", "Paragraphs 3-5": the writer's own numbering. */
export function paragraphSpanName(p: ParagraphScore): string {
  return p.firstParagraph === p.lastParagraph ? `Paragraph ${p.firstParagraph}` : `Paragraphs ${p.firstParagraph}-${p.lastParagraph}`;
}

/**
 * Whether the text splits: a paragraph reads as AI-written while another reads as human, or while the whole text
 * is not called AI. A wholly AI text whose other paragraphs only "can't tell" on their own does not split.
 */
export function isMixedAuthorship(verdict: Verdict, paragraphs: readonly ParagraphScore[]): boolean {
  if (!paragraphs.some((p) => isAiLeaning(p.verdict))) return false;
  return paragraphs.some((p) => p.verdict === "human") || !isAiLeaning(verdict);
}
