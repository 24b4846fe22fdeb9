import "server-only";
import { getAiEngine, type RewriteRequest } from "@/lib/ai";
import { getStore } from "@/lib/db";
import { addHistory } from "@/lib/history";
import { AppError } from "@/lib/http/errors";
import { usageCost } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { reserveUse } from "@/lib/quota";
import type { Viewer } from "@/lib/viewer";
import { enforceOptionAccess, enforceWordLimit } from "./guards";

export interface RewriteOutcome {
  response: string;
  detectionScore: number;
  usesLeft: number | null;
}

/**
 * Checks limits, takes one use and starts the engine. Resolves once the first piece of text exists,
 * so a request that cannot start fails as a plain error; the use is refunded unless the rewrite completes.
 * The returned generator yields text pieces and returns the outcome.
 */
export async function beginRewrite(
  viewer: Viewer,
  request: RewriteRequest,
  signal?: AbortSignal,
): Promise<AsyncGenerator<string, RewriteOutcome>> {
  enforceWordLimit(request.text, viewer, "rewrite");
  enforceOptionAccess(request.options, viewer);
  const reservation = await reserveUse(viewer, "rewrite");
  const engine = getAiEngine();
  const pieces = engine.rewrite(request, signal)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    await reservation.refund();
    throw error;
  }

  return (async function* () {
    let completed = false;
    try {
      let text = "";
      for (let step = first; !step.done; step = await pieces.next()) {
        text += step.value;
        yield step.value;
      }
      if (text.trim() === "") throw new AppError("empty_result", 502, MESSAGES.promptFailed);
      const detection = await engine.detect(text);
      if (viewer.user) await addHistory(viewer.user.id, { question: request.text, response: text, date: Date.now() });
      if (viewer.pro && viewer.email) {
        const store = await getStore();
        await store.usage.record({ email: viewer.email, cost: usageCost(request.text.length, text.length) });
      }
      completed = true;
      return { response: text, detectionScore: Math.round(detection.score), usesLeft: reservation.usesLeft };
    } finally {
      if (!completed) await reservation.refund();
    }
  })();
}
