import "server-only";
import type { z } from "zod";
import type { Restart } from "@/lib/ai/types";
import { beginRewrite, type RewriteOutcome } from "@/lib/tools/rewrite";
import type { Viewer } from "@/lib/viewer";
import { claimIdempotency } from "./idempotency";
import { toRewriteInput, type rewriteRequest, type rewriteResponse } from "./schemas";

export type ApiRewriteResponse = z.infer<typeof rewriteResponse>;

export function toApiRewrite(outcome: RewriteOutcome): ApiRewriteResponse {
  return {
    result: outcome.response,
    engine: outcome.servedBy,
    aiScore: outcome.detectionScore,
    aiVerdict: outcome.detectionVerdict,
    usesLeft: outcome.usesLeft,
    review: outcome.review,
    ...(outcome.notice ? { notice: outcome.notice } : {}),
  };
}

async function* replay(answer: ApiRewriteResponse): AsyncGenerator<string, ApiRewriteResponse> {
  yield answer.result;
  return answer;
}

/**
 * A rewrite through the API: the browser's rewrite service (same limits, same charges), its answer in the
 * API's terms, and with an Idempotency-Key a retry replays the first answer (streamed or not) and is charged
 * nothing. Resolves once the first piece exists, like the service, so a request that cannot start fails plainly.
 */
export async function beginApiRewrite(
  viewer: Viewer,
  apiKeyId: string,
  idempotencyKey: string | undefined,
  body: z.infer<typeof rewriteRequest>,
  signal?: AbortSignal,
): Promise<{ replayed: boolean; pieces: AsyncGenerator<string | Restart, ApiRewriteResponse> }> {
  // Streamed or not, the same request gets the same answer: `stream` is how it travels, not what is asked.
  const claimed = await claimIdempotency<ApiRewriteResponse>(`rewrite:${apiKeyId}`, viewer.user!.id, idempotencyKey, {
    ...body,
    stream: undefined,
  });
  if ("replay" in claimed) return { replayed: true, pieces: replay(claimed.replay) };
  const { claim } = claimed;
  let pieces: AsyncGenerator<string | Restart, RewriteOutcome>;
  try {
    pieces = await beginRewrite(viewer, toRewriteInput(body), signal);
  } catch (error) {
    await claim.release();
    throw error;
  }
  return {
    replayed: false,
    pieces: (async function* () {
      let completed = false;
      try {
        let step = await pieces.next();
        for (; !step.done; step = await pieces.next()) yield step.value;
        const answer = toApiRewrite(step.value);
        await claim.complete(answer);
        completed = true;
        return answer;
      } finally {
        if (!completed) await claim.release();
      }
    })(),
  };
}
