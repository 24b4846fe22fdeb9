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

export async function runDetection(viewer: Viewer, text: string): Promise<DetectOutcome> {
  enforceWordLimit(text, viewer, "detect");
  const reservation = await reserveUse(viewer, "detect");
  let result: DetectResult;
  try {
    result = await getAiEngine().detect(text);
  } catch (error) {
    await reservation.refund();
    console.error("detection failed:", error);
    throw new AppError("detection_failed", 502, MESSAGES.detectionScoreFailed);
  }
  const { score, ...rest } = result;
  return { response: Math.round(score), usesLeft: reservation.usesLeft, ...rest };
}
