import type { RewriteRequest } from "@/lib/ai/types";
import { LENGTH_CHECK_MIN_WORDS, SHORTEN_RANGE } from "@/lib/tuning";
import { littleToCut } from "@/lib/messages";
import { countWords } from "@/lib/text-stats";

/**
 * The notice for a Shorten or Concise result longer than the promised range: the text had little filler or
 * wordiness, and the engine keeps every clause that says something rather than reach the range by cutting one.
 * Null otherwise, and for texts too short to hold to a range. Its own module, so the server reads it without
 * loading the rewriter.
 */
export function lengthShortfall(request: Pick<RewriteRequest, "text" | "options">, rewritten: string): string | null {
  const length = request.options.length;
  if (length !== "Shorten" && length !== "Concise") return null;
  const before = countWords(request.text);
  const kept = countWords(rewritten) / before;
  if (before < LENGTH_CHECK_MIN_WORDS || kept <= SHORTEN_RANGE.max) return null;
  // 80.4% is over the range, and must not read as "kept 80% (it aims at 60-80%)".
  const keptPercent = Math.max(Math.round(kept * 100), SHORTEN_RANGE.max * 100 + 1);
  return littleToCut(length, keptPercent, `${SHORTEN_RANGE.min * 100}-${SHORTEN_RANGE.max * 100}%`);
}
