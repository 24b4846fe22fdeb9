import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, useTempDatabase } from "./support/requests";

type Handler = Parameters<typeof call>[0];
let rewrite: Handler;
let quota: Handler;
let provider: Server;
/** What the scripted provider does with the next request: hold the stream open, or fail. */
let behaviour: "hold" | "fail" = "hold";
let providerCalls = 0;
const held: ServerResponse[] = [];

const chunk = (content: string) => `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

beforeAll(async () => {
  // An OpenAI-compatible server that starts answering and then keeps the stream open, like a slow model.
  provider = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      providerCalls++;
      if (behaviour === "fail") {
        res.writeHead(500, { "content-type": "application/json", "retry-after-ms": "5" }).end(JSON.stringify({ error: { message: "down" } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      // A whole first sentence, long enough to pass the checks made before anything is shown.
      res.write(chunk("The first words of the answer say that the committee met on Tuesday to look over the budget and then chose to delay its vote. "));
      held.push(res);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  await useTempDatabase({ OPENAI_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`, OPENAI_API_KEY: "sk-test", OPENAI_TIMEOUT_MS: "5000" });
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const usesLeft = async (cookie: string, ip: string) => (await (await call(quota, "/api/quota", undefined, { cookie, ip })).res.json()).usesLeft;

/** A rewrite the client gives up on: it reads the first piece, then goes away. */
async function rewriteThenLeave(cookie: string, ip: string) {
  const client = new AbortController();
  const res = await rewrite(
    new NextRequest("http://localhost/api/getResponseToAPrompt", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", cookie, "x-forwarded-for": ip },
      body: JSON.stringify({ prompt: "The committee met on Tuesday to review the budget, and it delayed the vote." }),
      signal: client.signal,
    }),
  );
  const reader = res.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain("The first words");
  client.abort();
  await reader.cancel();
}

describe("a use of the daily allowance", () => {
  it("is spent once the engine has started, even when the client goes away before the answer", async () => {
    const ip = "198.51.103.1";
    const first = await call(quota, "/api/quota", undefined, { ip });
    const cookie = first.cookie!;
    expect(await usesLeft(cookie, ip)).toBe(5);
    const callsBefore = providerCalls;
    for (let i = 0; i < 3; i++) await rewriteThenLeave(cookie, ip);
    expect(providerCalls - callsBefore).toBe(3);
    expect(await usesLeft(cookie, ip)).toBe(2);
  });

  it("comes back when the engine fails", async () => {
    const ip = "198.51.103.2";
    const cookie = (await call(quota, "/api/quota", undefined, { ip })).cookie!;
    behaviour = "fail";
    try {
      const { status } = await call(rewrite, "/api/getResponseToAPrompt", { prompt: "The committee met on Tuesday to review the budget." }, { cookie, ip });
      expect(status).toBe(502);
    } finally {
      behaviour = "hold";
    }
    expect(await usesLeft(cookie, ip)).toBe(5);
  });
});
