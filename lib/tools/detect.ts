import "server-only";
import type { DetectResult } from "@/lib/ai";
import { AppError } from "@/lib/http/errors";
import { MESSAGES } from "@/lib/messages";
import { reserveUses } from "@/lib/quota";
import type { Viewer } from "@/lib/viewer";
import { assertDetectorHasRoom, detectAllInPool } from "@/lib/workers/pool";
import { enforceWordLimit } from "./guards";

export interface DetectOutcome extends Omit<DetectResult, "score"> {
  /** AI probability in percent, 0-100. */
  response: number;
  usesLeft: number | null;
}

/** Takes one use and scores the text; the use comes back only when the detector fails (not when the client leaves). */
export async function runDetection(viewer: Viewer, text: string, signal?: AbortSignal): Promise<DetectOutcome> {
  return (await runDetections(viewer, [text], signal))[0]!;
}

/**
 * Scores a batch of texts for one use each, taken all at once (or none); they all come back when the detector
 * fails or is too busy to take them. Every engine's checks are the local detector's, so this goes straight to it.
 */
export async function runDetections(viewer: Viewer, texts: string[], signal?: AbortSignal): Promise<DetectOutcome[]> {
  for (const text of texts) enforceWordLimit(text, viewer, "detect");
  assertDetectorHasRoom();
  const reservation = await reserveUses(viewer, "detect", texts.length);
  let results: DetectResult[];
  try {
    results = await detectAllInPool(texts, signal);
  } catch (error) {
    if (signal?.aborted) {
      await reservation.settle();
      throw error;
    }
    await reservation.refund();
    if (error instanceof AppError) throw error;
    console.error("detection failed:", error);
    throw new AppError("detection_failed", 502, MESSAGES.detectionScoreFailed);
  }
  await reservation.settle();
  return results.map(({ score, ...rest }) => ({ response: Math.round(score), usesLeft: reservation.usesLeft, ...rest }));
}
