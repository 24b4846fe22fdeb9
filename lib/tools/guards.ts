import "server-only";
import { AppError } from "@/lib/errors";
import { isOptionFree, wordLimitFor, type ToolKind } from "@/lib/limits";
import { OPTION_LISTS, type OptionKey, type PromptOptions } from "@/lib/options";
import { MESSAGES } from "@/lib/messages";
import { countWords, exceedsLimit } from "@/lib/text-stats";
import type { Viewer } from "@/lib/viewer";

/** 413 when the text is over the viewer's word limit for the tool, or its character cap. */
export function enforceWordLimit(text: string, viewer: Viewer, tool: ToolKind) {
  const scope = { pro: viewer.pro, tool };
  if (exceedsLimit(text, scope)) {
    const limit = wordLimitFor(scope);
    const words = countWords(text);
    const message = viewer.pro ? MESSAGES.wordLimit.content : `${MESSAGES.wordLimit.content} ${MESSAGES.wordLimitUpgrade}`;
    throw new AppError("word_limit", 413, message, { limit, words });
  }
}

/** 403 when a non-Pro viewer asks for a choice that needs Pro. */
export function enforceOptionAccess(options: PromptOptions, viewer: Viewer) {
  if (viewer.pro) return;
  for (const key of Object.keys(options) as OptionKey[]) {
    const value = options[key];
    if (value !== undefined && !isOptionFree(key, value as (typeof OPTION_LISTS)[typeof key][number])) {
      throw new AppError("pro_required", 403, MESSAGES.upgrade.content, { option: key, value });
    }
  }
}
