import type { ParagraphScore, Verdict } from "@/lib/ai/types";
import { VERDICT_NAMES, VERDICT_ORDER } from "@/lib/batch/verdicts";
import { MESSAGES } from "@/lib/messages";

/** How each verdict looks wherever a score appears (the checker's donut, the chip beside a rewrite). */
export const VERDICT_STYLE: Record<Verdict, { name: string; message: string; color: string; text: string; chip: string }> = {
  human: {
    name: VERDICT_NAMES.human,
    message: MESSAGES.humanVerdict,
    color: "#15803d",
    text: "text-green-700",
    chip: "bg-green-100 text-green-800",
  },
  mixed: {
    name: VERDICT_NAMES.mixed,
    message: MESSAGES.mixedVerdict,
    color: "#475569",
    text: "text-slate-600",
    chip: "bg-slate-200 text-slate-800",
  },
  possibly_ai: {
    name: VERDICT_NAMES.possibly_ai,
    message: MESSAGES.possiblyAiVerdict,
    color: "#c2410c",
    text: "text-orange-700",
    chip: "bg-orange-100 text-orange-900",
  },
  ai: { name: VERDICT_NAMES.ai, message: MESSAGES.aiVerdict, color: "#b91c1c", text: "text-red-700", chip: "bg-red-100 text-red-800" },
};

/**
 * The sentence marks, strongest first. Named apart from the document verdicts: a sentence is too short for a
 * verdict of its own, so the marks only say which parts read most like AI.
 */
export const SENTENCE_MARKS = [
  { min: 70, label: "Most AI-like", className: "bg-red-100 decoration-red-700 underline decoration-2 underline-offset-4" },
  {
    min: 40,
    label: "Somewhat AI-like",
    className: "bg-amber-100 decoration-amber-700 underline decoration-dotted decoration-2 underline-offset-4",
  },
] as const;
export type SentenceMark = (typeof SENTENCE_MARKS)[number];

/** How many levels a verdict takes the sentence marks under it down: none for a text or paragraph that reads as AI. */
const MARK_LEVELS_DOWN: Record<Verdict, number> = { ai: 0, possibly_ai: 0, mixed: 1, human: 2 };

/**
 * A sentence's mark, from its score and the verdict it sits under, and never stronger than that verdict: a
 * sentence's score leans on its paragraph's, so under "Can't tell" most sentences would score "Somewhat" and
 * some "Most AI-like", red on a text the checker cannot call. There the marks go one level down (only the
 * sentences that stand out are marked, "Somewhat"); under "Likely human" there are none.
 */
export function sentenceMark(score: number, verdict: Verdict): SentenceMark | null {
  const level = SENTENCE_MARKS.findIndex((mark) => score >= mark.min);
  return level < 0 ? null : (SENTENCE_MARKS[level + MARK_LEVELS_DOWN[verdict]] ?? null);
}

/**
 * The verdict a paragraph's sentence marks follow: the text's, or the paragraph's own where that reads as more
 * AI-like (the AI paragraph of a partly AI-written text keeps its red marks; its human paragraphs do not get any).
 */
export function verdictForMarks(paragraph: Pick<ParagraphScore, "verdict">, textVerdict: Verdict): Verdict {
  return VERDICT_ORDER.indexOf(paragraph.verdict) < VERDICT_ORDER.indexOf(textVerdict) ? paragraph.verdict : textVerdict;
}
