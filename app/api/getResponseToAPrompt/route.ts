// POST /api/getResponseToAPrompt - rewrite or humanize text; JSON, or server-sent events with Accept: text/event-stream
import { DEFAULT_MODEL } from "@/lib/options";
import { route } from "@/lib/http/route";
import { sseResponse } from "@/lib/http/sse";
import { MESSAGES } from "@/lib/messages";
import { beginRewrite } from "@/lib/tools/rewrite";
import { rewriteBody } from "./schema";

export const POST = route({ body: rewriteBody }, async ({ req, body, viewer }) => {
  const pieces = await beginRewrite(
    viewer,
    {
      text: body.prompt,
      options: body.promptOptions,
      humanize: body.isHumanizeEnabled || body.rephraseType === "Humanizer",
      rephraseType: body.rephraseType,
      model: body.selectedModel ?? DEFAULT_MODEL,
      frozenWords: body.frozenWords,
    },
    req.signal,
  );
  if (req.headers.get("accept")?.includes("text/event-stream")) return sseResponse(pieces, MESSAGES.promptFailed);
  let step = await pieces.next();
  while (!step.done) step = await pieces.next();
  return step.value;
});
