import "server-only";
import { getAiEngine, type DetectResult } from "@/lib/ai";
import { AppError } from "@/lib/http/errors";
import { MESSAGES } from "@/lib/messages";
import { reserveUse } from "@/lib/quota";
import type { Viewer } from "@/lib/viewer";
import { enforceWordLimit } from "./guards";

export interface DetectOutcome extends Omit<DetectResult, "score"> {
  /** AI probability in percent, 0-100. */
  response: number;
  usesLeft: number | null;
}

/** Takes one use and scores the text; the use comes back only when the detector fails (not when the client leaves). */
export async function runDetection(viewer: Viewer, text: string, signal?: AbortSignal): Promise<DetectOutcome> {
  enforceWordLimit(text, viewer, "detect");
  const reservation = await reserveUse(viewer, "detect");
  let result: DetectResult;
  try {
    result = await getAiEngine().detect(text, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    await reservation.refund();
    if (error instanceof AppError) throw error;
    console.error("detection failed:", error);
    throw new AppError("detection_failed", 502, MESSAGES.detectionScoreFailed);
  }
  const { score, ...rest } = result;
  return { response: Math.round(score), usesLeft: reservation.usesLeft, ...rest };
}
