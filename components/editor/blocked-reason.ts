import { wordLimitFor } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { exceedsLimit } from "@/lib/text-stats";
import type { EditorState } from "./store";

export type BlockedReason = "empty" | "out-of-uses" | "over-limit";

export function wordLimitOf(state: Pick<EditorState, "pro" | "tool">): number {
  return wordLimitFor({ pro: state.pro, tool: state.tool.kind });
}

/** Why the action button is disabled, or null when it can run. */
export function blockedReason(state: Pick<EditorState, "input" | "usesLeft" | "pro" | "tool">): BlockedReason | null {
  if (state.input.trim() === "") return "empty";
  if (state.usesLeft === 0) return "out-of-uses";
  if (exceedsLimit(state.input, { pro: state.pro, tool: state.tool.kind })) return "over-limit";
  return null;
}

export function blockedMessage(reason: BlockedReason, kind: "rewrite" | "detect", pro: boolean): string {
  switch (reason) {
    case "empty":
      return kind === "detect" ? MESSAGES.emptyInputDetect : MESSAGES.emptyInputRewrite;
    case "out-of-uses":
      return kind === "detect" ? MESSAGES.outOfChecks : MESSAGES.outOfRewrites;
    case "over-limit":
      return pro ? MESSAGES.wordLimit.content : `${MESSAGES.wordLimit.content} ${MESSAGES.wordLimitUpgrade}`;
  }
}
