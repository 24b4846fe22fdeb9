/** A thread of the rewriter pool (see pool.ts): the offline rewriter, off the request thread. */
import { workerData } from "piscina";
import type { RewriteRequest } from "@/lib/ai/types";
import { rewriteText } from "@/lib/rewriter";
import { adoptSharedLanguageModel } from "@/lib/rewriter/lm";
import type { RewriterThreadData } from "./pool";
import { timed } from "./timed";

adoptSharedLanguageModel((workerData as RewriterThreadData).languageModel);

export function rewrite(request: RewriteRequest) {
  return timed(() => rewriteText(request));
}
