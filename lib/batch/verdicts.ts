import type { ParagraphScore, Verdict } from "@/lib/ai/types";
import { isAiLeaning } from "@/lib/detector/verdict";

/** The four verdicts' names, from firm "AI" to firm "human", wherever a verdict is named in a word or two. */
export const VERDICT_NAMES: Record<Verdict, string> = {
  ai: "Likely AI",
  possibly_ai: "Possibly AI",
  mixed: "Can't tell",
  human: "Likely human",
};

/** The verdicts from most to least AI-like: the order of a table sorted by verdict. */
export const VERDICT_ORDER: readonly Verdict[] = ["ai", "possibly_ai", "mixed", "human"];

/** "2 of 5 paragraphs read as AI-written"; null for a text of one paragraph (its verdict is the document's). */
export function paragraphsLine(paragraphs: readonly ParagraphScore[]): string | null {
  if (paragraphs.length <= 1) return null;
  return `${paragraphs.filter((p) => isAiLeaning(p.verdict)).length} of ${paragraphs.length} paragraphs read as AI-written`;
}
