import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the slow provider does with the next request: hold the stream open, fail, or answer with a whole text. */
export type SlowProviderBehaviour = "hold" | "fail" | { answer: string };

const chunk = (delta: { content?: string }, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

/** A whole first sentence, long enough to pass the checks made before anything is shown. */
const FIRST_WORDS =
  "The first words of the answer say that the committee met on Tuesday to look over the budget and then chose to delay its vote. ";

/**
 * An OpenAI-compatible server like a slow model, for the tests of what a use costs while a rewrite runs: it starts
 * answering and keeps the stream open (until `close`), or fails with a 500, or answers with a whole text, as
 * `behaviour` says. Counts the requests it got.
 */
export async function startSlowProvider() {
  const held: ServerResponse[] = [];
  const state = { behaviour: "hold" as SlowProviderBehaviour, calls: 0 };
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      state.calls++;
      const { behaviour } = state;
      if (behaviour === "fail") {
        res
          .writeHead(500, { "content-type": "application/json", "retry-after-ms": "5" })
          .end(JSON.stringify({ error: { message: "down" } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (typeof behaviour === "object") {
        res.end(`${chunk({ content: behaviour.answer })}${chunk({}, "stop")}data: [DONE]\n\n`);
        return;
      }
      res.write(chunk({ content: FIRST_WORDS }));
      held.push(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    state,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: async () => {
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
