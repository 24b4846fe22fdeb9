/** A thread of the rewriter pool (see pool.ts): the offline rewriter, off the request thread. */
import { workerData } from "piscina";
import type { RewriteRequest } from "@/lib/ai/types";
import { rewriteText } from "@/lib/rewriter";
import { adoptSharedLanguageModel } from "@/lib/rewriter/lm";
import { changedWordCount } from "@/lib/text-diff";
import type { RewriterThreadData, RewriteResult } from "./pool";
import { timed } from "./timed";

adoptSharedLanguageModel((workerData as RewriterThreadData).languageModel);

/** The rewrite and the words it changed: counting them diffs the whole text (60 ms for a humanized 3,000 words), work for this thread, not the request thread. */
export function rewrite(request: RewriteRequest) {
  return timed((): RewriteResult => {
    const text = rewriteText(request);
    return { text, changedWords: changedWordCount(request.text, text) };
  });
}
