import { EXTEND_RANGE, SHORTEN_RANGE } from "@/lib/tuning";
import type { RewriteRequest } from "../types";

const CJK = new Set<string>(["Chinese (Simplified)", "Japanese"]);

/**
 * An output budget from the input: about 3 characters a token for European languages (a generous
 * estimate), one a character for Chinese and Japanese, times the longest result the length option allows,
 * with headroom so a healthy answer is never cut off.
 */
export function maxTokensFor(request: Pick<RewriteRequest, "text" | "options">): number {
  const perChar = request.options.language && CJK.has(request.options.language) ? 1 : 1 / 3;
  const ratio = request.options.length === "Extend" ? EXTEND_RANGE.max : request.options.length ? SHORTEN_RANGE.max + 0.2 : 1.2;
  return Math.ceil(request.text.length * perChar * ratio * 1.5) + 64;
}
