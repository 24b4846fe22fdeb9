// POST /api/getAiDetectionScore - probability (percent) that a text is AI-written, with sentence scores
import { route } from "@/lib/http/route";
import { legacyDetectAnswer, runDetection } from "@/lib/tools/detect";
import { detectBody } from "./schema";

export const POST = route({ body: detectBody }, async ({ req, body, viewer }) =>
  legacyDetectAnswer(await runDetection(viewer, body.text, req.signal)),
);
