import "server-only";
import { getAiEngine, type DetectResult } from "@/lib/ai";
import { AppError } from "@/lib/http/errors";
import { MESSAGES } from "@/lib/messages";
import { reserveUses } from "@/lib/quota";
import type { Viewer } from "@/lib/viewer";
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

/** Scores a batch of texts for one use each, taken all at once (or none); they all come back when the detector fails. */
export async function runDetections(viewer: Viewer, texts: string[], signal?: AbortSignal): Promise<DetectOutcome[]> {
  for (const text of texts) enforceWordLimit(text, viewer, "detect");
  const reservation = await reserveUses(viewer, "detect", texts.length);
  let results: DetectResult[];
  try {
    results = await Promise.all(texts.map((text) => getAiEngine().detect(text, signal)));
  } catch (error) {
    if (signal?.aborted) throw error;
    await reservation.refund();
    if (error instanceof AppError) throw error;
    console.error("detection failed:", error);
    throw new AppError("detection_failed", 502, MESSAGES.detectionScoreFailed);
  }
  return results.map(({ score, ...rest }) => ({ response: Math.round(score), usesLeft: reservation.usesLeft, ...rest }));
}
