/** A thread of the rewriter pool (see pool.ts): the offline rewriter, off the request thread. */
import type { RewriteRequest } from "@/lib/ai/types";
import { rewriteText } from "@/lib/rewriter";

export function rewrite(request: RewriteRequest): string {
  return rewriteText(request);
}
