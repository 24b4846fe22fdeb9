import "server-only";
import { AppError } from "@/lib/errors";

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * Streams a generator as server-sent events: `chunk` events `{text}` (a `restart` event `{text}` replaces
 * the text sent so far), then one `done` event with the generator's return value, or one `error` event
 * `{error: {code, message}}`. A client that goes away stops the generator.
 */
export function sseResponse<R>(pieces: AsyncGenerator<string | { restart: true; text: string }, R>, fallbackMessage: string): Response {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => {
        if (!cancelled) controller.enqueue(frame(event, data));
      };
      try {
        let step = await pieces.next();
        while (!step.done) {
          if (typeof step.value === "string") send("chunk", { text: step.value });
          else send("restart", { text: step.value.text });
          step = await pieces.next();
        }
        send("done", step.value);
      } catch (error) {
        // When the client went away there is nobody to tell, and nothing failed.
        const clientLeft = cancelled || (error instanceof Error && error.name === "AbortError");
        const known = error instanceof AppError;
        if (!clientLeft && !known) console.error("stream failed:", error);
        if (!clientLeft)
          send("error", { error: { code: known ? error.code : "internal_error", message: known ? error.message : fallbackMessage } });
      }
      if (!cancelled) controller.close();
    },
    async cancel() {
      cancelled = true;
      await pieces.return(undefined as R);
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store, no-transform", Connection: "keep-alive" },
  });
}
