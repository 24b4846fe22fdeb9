import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_WORDS_PER_MONTH } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { apiRequest, becomePro, loadApiRoutes, signedInCookie } from "@/tests/support/api";
import { errorReply, modelLikeReply, startScriptedServer, type ScriptedServer } from "@/tests/support/openai-server";
import { call, useTempDatabase } from "@/tests/support/requests";

// An OpenAI-compatible provider is configured, with the offline engine behind it: Lumenaris words are counted
// when the provider's model wrote the rewrite, and only then.
let server: ScriptedServer;
let api: Awaited<ReturnType<typeof loadApiRoutes>>;
let key: string;

const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people utilize online tools to manage their schedules and stay in touch with friends and family.";

beforeAll(async () => {
  server = await startScriptedServer({ fallback: modelLikeReply(0) });
  await useTempDatabase({
    OPENAI_BASE_URL: server.baseUrl,
    OPENAI_MODEL_PULSE: "scripted-small",
    OPENAI_MODEL_LUMENARIS: "scripted-large",
    OPENAI_FALLBACK_TO_OFFLINE: "true",
  });
  api = await loadApiRoutes();
  const email = "provider-words@example.com";
  const cookie = await signedInCookie(email);
  await becomePro(cookie, email);
  key = (await (await call(api.createKey, "/api/keys", { name: "script" }, { cookie })).res.json()).key;
});
afterAll(() => server.close());

const used = async () => (await (await api.usage(apiRequest("/api/v1/usage", { key }))).json()).lumenarisWords.used as number;
const rewrite = async () => (await api.rewrite(apiRequest("/api/v1/rewrite", { key, body: { text: PROSE, model: "lumenaris" } }))).json();

describe("Lumenaris words with an AI provider", () => {
  it("are counted when the provider's model wrote the rewrite", async () => {
    const before = await used();
    const done = await rewrite();
    expect(done.engine).toEqual({ kind: "provider", model: "scripted-large" });
    expect(await used()).toBe(before + done.result.trim().split(/\s+/).length);
    expect(await used()).toBeLessThan(MODEL_WORDS_PER_MONTH);
  });

  it("are not counted when the provider was down and the offline engine wrote it", async () => {
    const before = await used();
    server.script(errorReply(503), errorReply(503), errorReply(503), errorReply(503), errorReply(503));
    const done = await rewrite();
    expect(done.engine).toEqual({ kind: "offline" });
    expect(done.notice).toContain(MESSAGES.providerFallback);
    expect(await used()).toBe(before);
  }, 60_000);
});
