import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_TEXTS } from "@/content/samples";
import { MAX_FROZEN_PHRASE_CHARS, MAX_FROZEN_PHRASES } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = Parameters<typeof call>[0];
let rewrite: Handler;
let quota: Handler;

// The offline engine swaps or drops the stock opener "Ultimately" in this sample (see tests/rewriter/frozen-words.test.ts).
const TEXT = SAMPLE_TEXTS[0];
const PHRASES = (n: number) => Array.from({ length: n }, (_, i) => `phrase ${i}`);

beforeAll(async () => {
  await useTempDatabase();
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function rewriteWith(body: Record<string, unknown>, accept?: string) {
  return call(rewrite, "/api/getResponseToAPrompt", { prompt: TEXT, ...body }, { ip: freshIp(), accept });
}

describe("frozen words through POST /api/getResponseToAPrompt", () => {
  it("replaces the word when nothing is frozen and keeps it when it is", async () => {
    const free = await rewriteWith({});
    expect(free.status).toBe(200);
    expect((await free.res.json()).response).not.toMatch(/\bUltimately\b/);

    const frozen = await rewriteWith({ frozenWords: ["  ultimately "] });
    expect(frozen.status).toBe(200);
    const { response } = await frozen.res.json();
    expect(response).not.toBe(TEXT);
    expect(response).toMatch(/\bUltimately, /);
  });

  it("keeps frozen words in a streamed rewrite with the spec's model title and the humanizer", async () => {
    const { res, status } = await rewriteWith(
      { frozenWords: ["Ultimately", "digital landscape"], selectedModel: "Pulse 3.0", rephraseType: "Humanizer" },
      "text/event-stream",
    );
    expect(status).toBe(200);
    const done = (await res.text()).trim().split("\n\n").at(-1) ?? "";
    const { response } = JSON.parse(/^data: (.*)$/m.exec(done)?.[1] ?? "null");
    expect(response).toMatch(/\bUltimately\b/);
    expect(response).toContain("digital landscape");
  });

  it(`accepts ${MAX_FROZEN_PHRASES} phrases of ${MAX_FROZEN_PHRASE_CHARS} characters, and null for none`, async () => {
    const longest = "x".repeat(MAX_FROZEN_PHRASE_CHARS);
    expect((await rewriteWith({ frozenWords: [...PHRASES(MAX_FROZEN_PHRASES - 1), ` ${longest} `] })).status).toBe(200);
    expect((await rewriteWith({ frozenWords: null })).status).toBe(200);
  });

  it.each([
    ["too many phrases", PHRASES(MAX_FROZEN_PHRASES + 1), `frozenWords: ${MESSAGES.frozenTooMany}`],
    ["a phrase that is too long", ["ok", "x".repeat(MAX_FROZEN_PHRASE_CHARS + 1)], `frozenWords.1: ${MESSAGES.frozenTooLong}`],
    ["a phrase that is not a string", [42], `frozenWords.0: ${MESSAGES.frozenNotText}`],
    ["a blank phrase", ["ultimately", "   "], `frozenWords.1: ${MESSAGES.frozenNotText}`],
    ["a string instead of a list", "ultimately", `frozenWords: ${MESSAGES.frozenNotText}`],
  ])("answers 400 with the message for %s, and spends no use", async (_name, frozenWords, message) => {
    const ip = freshIp();
    const { res, status, cookie } = await call(rewrite, "/api/getResponseToAPrompt", { prompt: TEXT, frozenWords }, { ip });
    expect(status).toBe(400);
    expect((await res.json()).error).toEqual({ code: "invalid_request", message });
    const left = await call(quota, "/api/quota", undefined, { ip, cookie });
    expect((await left.res.json()).usesLeft).toBe(5);
  });
});
