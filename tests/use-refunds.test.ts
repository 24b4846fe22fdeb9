import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, loadAccountRoutes } from "./support/accounts";
import { call, useTempDatabase } from "./support/requests";

type Handler = Parameters<typeof call>[0];
let rewrite: Handler;
let quota: Handler;
let accounts: Awaited<ReturnType<typeof loadAccountRoutes>>;
let provider: Server;
/** What the scripted provider does with the next request: hold the stream open, fail, or answer with a whole text. */
let behaviour: "hold" | "fail" | { answer: string } = "hold";
let providerCalls = 0;
const held: ServerResponse[] = [];

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

beforeAll(async () => {
  // An OpenAI-compatible server that starts answering and then keeps the stream open, like a slow model.
  provider = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      providerCalls++;
      if (behaviour === "fail") {
        res
          .writeHead(500, { "content-type": "application/json", "retry-after-ms": "5" })
          .end(JSON.stringify({ error: { message: "down" } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (typeof behaviour === "object") {
        const done = {
          id: "c",
          object: "chat.completion.chunk",
          created: 1,
          model: "m",
          choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
        };
        res.end(`${chunk(behaviour.answer)}data: ${JSON.stringify(done)}\n\ndata: [DONE]\n\n`);
        return;
      }
      // A whole first sentence, long enough to pass the checks made before anything is shown.
      res.write(
        chunk(
          "The first words of the answer say that the committee met on Tuesday to look over the budget and then chose to delay its vote. ",
        ),
      );
      held.push(res);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  await useTempDatabase({
    OPENAI_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
    OPENAI_API_KEY: "sk-test",
    OPENAI_TIMEOUT_MS: "5000",
  });
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
  accounts = await loadAccountRoutes();
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const usesLeft = async (cookie: string, ip: string) =>
  (await (await call(quota, "/api/quota", undefined, { cookie, ip })).res.json()).usesLeft;

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
      const { status } = await call(
        rewrite,
        "/api/getResponseToAPrompt",
        { prompt: "The committee met on Tuesday to review the budget." },
        { cookie, ip },
      );
      expect(status).toBe(502);
    } finally {
      behaviour = "hold";
    }
    expect(await usesLeft(cookie, ip)).toBe(5);
  });
});

describe("a rewrite that changes almost nothing", () => {
  const TEXT =
    "Maybe the committee met on Tuesday to review the budget, and it delayed the vote until the auditors had reported back on the spending of the last two years.";

  /** Signs up and logs in a new account; its session cookie. */
  async function signedIn(email: string, ip: string): Promise<string> {
    await call(
      accounts.auth,
      "/action/auth",
      { authType: "email", opType: "signup", email, password: "abc12345", fullName: "Ada" },
      { ip },
    );
    await call(accounts.verify, "/action/verify-code", { email, code: await latestCode(email), password: "abc12345" }, { ip });
    return (await call(accounts.auth, "/action/auth", { authType: "email", opType: "login", email, password: "abc12345" }, { ip })).cookie!;
  }

  async function rewriteWithAnswer(answer: string, cookie: string, ip: string) {
    behaviour = { answer };
    try {
      const { status, res } = await call(rewrite, "/api/getResponseToAPrompt", { prompt: TEXT }, { cookie, ip });
      expect(status).toBe(200);
      return res.json();
    } finally {
      behaviour = "hold";
    }
  }

  it("spends no use, says so, and is not saved to history; a real rewrite is", async () => {
    const ip = "198.51.103.3";
    const cookie = await signedIn("slight@example.com", ip);
    const history = async () => (await (await call(accounts.historyGet, "/action/history", undefined, { cookie })).res.json()).documents;

    const oneWord = await rewriteWithAnswer(TEXT.replace("Maybe", "Perhaps"), cookie, ip);
    expect(oneWord).toMatchObject({ response: TEXT.replace("Maybe", "Perhaps"), usesLeft: 5, unchanged: true });
    expect(oneWord.notice).toBe("This rewrite changed only 1 word, so it did not use up a rewrite and is not saved to your history.");
    const twoWords = await rewriteWithAnswer(TEXT.replace("Maybe", "Perhaps").replace("delayed", "postponed"), cookie, ip);
    expect(twoWords).toMatchObject({ usesLeft: 5, unchanged: true });
    expect(await usesLeft(cookie, ip)).toBe(5);
    expect(await history()).toEqual([]);

    const threeWords = TEXT.replace("Maybe", "Perhaps").replace("delayed", "postponed").replace("reported back", "reported");
    const real = await rewriteWithAnswer(threeWords, cookie, ip);
    expect(real.usesLeft).toBe(4);
    expect(real.unchanged).toBeUndefined();
    expect(real.notice).toBeUndefined();
    expect(await usesLeft(cookie, ip)).toBe(4);
    expect((await history()).map((entry: { response: string }) => entry.response)).toEqual([threeWords]);
  });
});
