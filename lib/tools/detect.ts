import "server-only";
import type { DetectResult } from "@/lib/ai";
import { AppError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { reserveUses } from "@/lib/quota";
import type { Viewer } from "@/lib/viewer";
import { assertDetectorHasRoom, detectAllInPool } from "@/lib/workers/pool";
import { enforceWordLimit } from "./guards";

/** The checker's result on one text, its score in whole percent (0-100), and the viewer's uses left after it. */
export interface DetectOutcome extends DetectResult {
  usesLeft: number | null;
}

/** What POST /api/getAiDetectionScore answers: the outcome with its score under the route's historic name. */
export type LegacyDetectAnswer = Omit<DetectOutcome, "score"> & { response: number };

export const legacyDetectAnswer = ({ score, ...rest }: DetectOutcome): LegacyDetectAnswer => ({ response: score, ...rest });

/**
 * Stores what a caller keeps of the outcomes (a batch's verdict) before their uses are settled: a server stopped
 * in between leaves the uses pending, so they come back (lib/quota.ts), and a use never outlives a lost verdict.
 */
type KeepOutcomes = (outcomes: DetectOutcome[]) => Promise<unknown>;

/** Takes one use and scores the text; the use comes back only when the detector fails (not when the client leaves). */
export async function runDetection(
  viewer: Viewer,
  text: string,
  signal?: AbortSignal,
  keep?: (outcome: DetectOutcome) => Promise<unknown>,
): Promise<DetectOutcome> {
  return (await runDetections(viewer, [text], signal, keep && ((outcomes) => keep(outcomes[0]!))))[0]!;
}

/**
 * Scores a batch of texts for one use each, taken all at once (or none); they all come back when the detector
 * fails or is too busy to take them. Every engine's checks are the local detector's, so this goes straight to it.
 */
export async function runDetections(viewer: Viewer, texts: string[], signal?: AbortSignal, keep?: KeepOutcomes): Promise<DetectOutcome[]> {
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
  const outcomes = results.map((result) => ({ ...result, score: Math.round(result.score), usesLeft: reservation.usesLeft }));
  if (keep) {
    try {
      await keep(outcomes);
    } catch (error) {
      await reservation.refund();
      throw error;
    }
  }
  await reservation.settle();
  return outcomes;
}
