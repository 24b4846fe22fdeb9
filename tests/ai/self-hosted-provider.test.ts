import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiEngine } from "@/lib/ai/openai";
import type { RewriteRequest } from "@/lib/ai/types";
import { modelLikeReply, startScriptedServer, type ScriptedServer } from "@/tests/support/openai-server";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = Parameters<typeof call>[0];

const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people utilize online tools to manage their schedules and stay in touch with 3 friends or more. " +
  "In conclusion, these tools save numerous hours every week for busy families.";

const events = (body: string) =>
  body
    .trim()
    .split("\n\n")
    .map((f) => ({ event: /^event: (.*)$/m.exec(f)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(f)?.[1] ?? "null") }));

// Configured as the README's self-hosting section says: a base URL, no key, Ollama-style model names.
let ignoring: ScriptedServer;
let rejecting: ScriptedServer;
let rewrite: Handler;
beforeAll(async () => {
  ignoring = await startScriptedServer({ fallback: modelLikeReply(0), streamOptions: "ignored" });
  rejecting = await startScriptedServer({ fallback: modelLikeReply(0), streamOptions: "rejected" });
  await useTempDatabase({
    OPENAI_BASE_URL: ignoring.baseUrl,
    OPENAI_MODEL_PULSE: "llama3.1:8b",
    OPENAI_MODEL_LUMENARIS: "qwen2.5:14b-instruct",
  });
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
});
afterAll(async () => {
  await ignoring.close();
  await rejecting.close();
});

describe("rewriting through a self-hosted OpenAI-compatible server (Ollama, llama.cpp server, vLLM)", () => {
  it("streams a rewrite from a model named with a colon, without a key, when the server sends no usage chunk", async () => {
    const streamed = await call(
      rewrite,
      "/api/getResponseToAPrompt",
      { prompt: PROSE, selectedModel: "Pulse 3.0" },
      { ip: "198.51.100.90", accept: "text/event-stream" },
    );
    expect(streamed.status).toBe(200);
    const all = events(await streamed.res.text());
    expect(all.filter((e) => e.event === "chunk").length).toBeGreaterThan(1);
    expect(all.at(-1)).toMatchObject({ event: "done", data: { servedBy: { kind: "provider", model: "llama3.1:8b" } } });
    const { body, headers } = ignoring.received[0];
    expect(body.model).toBe("llama3.1:8b");
    expect(headers.authorization).toBe("Bearer not-needed");
  });

  it("answers in JSON with the rewrite when the server sends no usage chunk", async () => {
    const json = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Lumenaris" }, { ip: "198.51.100.91" });
    expect(json.status).toBe(200);
    const body = await json.res.json();
    expect(body).toMatchObject({ servedBy: { kind: "provider", model: "qwen2.5:14b-instruct" } });
    expect(body.response).toContain("These days, technology matters a lot in our daily lives.");
  });

  it("asks again without stream_options when the server rejects that field, and keeps leaving it out", async () => {
    const engine = createOpenAiEngine({
      baseUrl: rejecting.baseUrl,
      models: { pulse: "llama3.1:8b", lumenaris: "llama3.1:70b" },
      timeoutMs: 5000,
      retryBaseMs: 10,
    });
    const request: RewriteRequest = { text: PROSE, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" };
    const read = async () => {
      let text = "";
      for await (const piece of engine.rewrite(request)) text = typeof piece === "string" ? text + piece : piece.text;
      return text;
    };
    expect(await read()).toContain("These days, technology matters a lot in our daily lives.");
    expect(rejecting.received.map((r) => "stream_options" in r.body)).toEqual([true, false]);
    expect(await read()).toContain("So, these tools save many hours");
    expect(rejecting.received.map((r) => "stream_options" in r.body)).toEqual([true, false, false]);
  });
});
