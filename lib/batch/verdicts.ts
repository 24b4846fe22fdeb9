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

/**
 * "2 of 5 paragraphs read as AI-written", counted in the writer's own paragraphs as the checker counts them
 * ("Mixed: ..." where the checker's headline says so); null for a text of one paragraph (its verdict is the
 * document's). Paragraphs each too short for a verdict of their own are said to be, not counted as "0 of 4".
 */
export function paragraphsLine({ paragraphs, mixedAuthorship }: Pick<BatchDetection, "paragraphs" | "mixedAuthorship">): string | null {
  const tally = paragraphTally(paragraphs);
  if (tally.total <= 1) return null;
  if (mixedAuthorship) return mixedAuthorshipVerdict(tally);
  if (tally.aiWritten === 0 && tally.tooShort === tally.total) return `${tally.total} paragraphs, each too short for a verdict of its own`;
  return `${tally.aiWritten} of ${tally.total} paragraphs read as AI-written`;
}
