import "server-only";
import type { z } from "zod";
import { countWords } from "@/lib/text-stats";
import { runDetections, type DetectOutcome } from "@/lib/tools/detect";
import type { Viewer } from "@/lib/viewer";
import type { detectRequest, detectResponse } from "./schemas";

type Detection = NonNullable<z.infer<typeof detectResponse>["result"]>;

/** The checker's own result for one text; the uses left are given once, beside the results. */
const toDetection = (outcome: DetectOutcome): Detection => ({ ...outcome, usesLeft: undefined });

/** Checks one text or a batch through the checker's service (the browser's limits and charges); returns the answer and the words checked. */
export async function apiDetect(viewer: Viewer, body: z.infer<typeof detectRequest>, signal?: AbortSignal) {
  const items: { name?: string; text: string }[] = (body.texts ?? [body.text!]).map((item) =>
    typeof item === "string" ? { text: item } : item,
  );
  const texts = items.map((item) => item.text);
  const outcomes = await runDetections(viewer, texts, signal);
  const usesLeft = outcomes[0]!.usesLeft;
  const named = (outcome: DetectOutcome, i: number): Detection => ({
    ...(items[i]!.name !== undefined && { name: items[i]!.name }),
    ...toDetection(outcome),
  });
  const answer: z.infer<typeof detectResponse> = body.texts
    ? { results: outcomes.map(named), usesLeft }
    : { result: toDetection(outcomes[0]!), usesLeft };
  return { answer, words: texts.reduce((sum, text) => sum + countWords(text), 0) };
}
