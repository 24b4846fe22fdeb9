// POST /api/v1/rewrite - API: rewrite or humanize a text; JSON, or server-sent events with stream: true; Idempotency-Key replays (Bearer API key)
import { NextResponse } from "next/server";
import { idempotencyKeyOf } from "@/lib/api/idempotency";
import { beginApiRewrite } from "@/lib/api/rewrite";
import { rewriteRequest } from "@/lib/api/schemas";
import { apiPreflight } from "@/lib/http/cors";
import { route } from "@/lib/http/route";
import { sseResponse } from "@/lib/http/sse";
import { MESSAGES } from "@/lib/messages";
import { countWords } from "@/lib/text-stats";

export const POST = route({ body: rewriteRequest, auth: "apiKey" }, async ({ req, body, viewer, apiKey, meterWords }) => {
  const { replayed, pieces } = await beginApiRewrite(viewer, apiKey!.id, idempotencyKeyOf(req), body, req.signal);
  if (!replayed) meterWords(countWords(body.text));
  const response = body.stream ? sseResponse(pieces, MESSAGES.promptFailed) : NextResponse.json(await drain(pieces));
  if (replayed) response.headers.set("Idempotent-Replayed", "true");
  return response;
});

export const OPTIONS = apiPreflight(["POST"]);

async function drain<R>(pieces: AsyncGenerator<unknown, R>): Promise<R> {
  let step = await pieces.next();
  while (!step.done) step = await pieces.next();
  return step.value;
}
