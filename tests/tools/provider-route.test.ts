import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_WORDS_PER_MONTH } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { latestCode, loadAccountRoutes } from "@/tests/support/accounts";
import { modelLikeReply, startScriptedServer, streamReply, words, type ScriptedServer } from "@/tests/support/openai-server";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = Parameters<typeof call>[0];
let server: ScriptedServer;
let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;
let rewrite: Handler;
let quota: Handler;
let hello: () => Promise<Response>;
let createCheckout: Handler;
let pay: Handler;
let exportData: Handler;

const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people utilize online tools to manage their schedules and stay in touch with 3 friends or more. " +
  "In conclusion, these tools save numerous hours every week for busy families.";

beforeAll(async () => {
  server = await startScriptedServer({ fallback: modelLikeReply(0) });
  await useTempDatabase({
    OPENAI_BASE_URL: server.baseUrl,
    OPENAI_MODEL_PULSE: "scripted-small",
    OPENAI_MODEL_LUMENARIS: "scripted-large",
  });
  routes = await loadAccountRoutes();
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
  hello = (await import("@/app/api/helloApi/route")).GET;
  createCheckout = (await import("@/app/api/createCheckoutSession/route")).POST as Handler;
  pay = (await import("@/app/api/dev-billing/pay/route")).POST as Handler;
  exportData = (await import("@/app/api/account/export/route")).GET as Handler;
});
afterAll(() => server.close());

async function signedIn(email: string) {
  const password = "abc12345";
  await call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password, fullName: "Pro Writer" }, { ip: email });
  await call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password }, { ip: email });
  return (await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password }, { ip: email })).cookie!;
}

async function proOnMonthlyPlan(email: string) {
  const cookie = await signedIn(email);
  const checkout = await call(
    createCheckout,
    "/api/createCheckoutSession",
    { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email },
    { cookie },
  );
  const session = new URL((await checkout.res.json()).url).searchParams.get("session")!;
  expect((await call(pay, "/api/dev-billing/pay", { session }, { cookie })).status).toBe(200);
  return cookie;
}

const events = (body: string) =>
  body
    .trim()
    .split("\n\n")
    .map((f) => ({ event: /^event: (.*)$/m.exec(f)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(f)?.[1] ?? "null") }));

describe("the rewrite route with an AI provider", () => {
  it("says in the JSON outcome and in the stream's done event which model served", async () => {
    const json = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Pulse 3.0" }, { ip: "198.51.100.70" });
    expect(json.status).toBe(200);
    const body = await json.res.json();
    expect(body).toMatchObject({ servedBy: { kind: "provider", model: "scripted-small" } });
    expect(body.response).toContain("These days, technology matters a lot in our daily lives.");

    const streamed = await call(
      rewrite,
      "/api/getResponseToAPrompt",
      { prompt: PROSE },
      { ip: "198.51.100.71", accept: "text/event-stream" },
    );
    const all = events(await streamed.res.text());
    expect(all.filter((e) => e.event === "chunk").length).toBeGreaterThan(1);
    expect(all.at(-1)).toMatchObject({
      event: "done",
      data: { servedBy: { kind: "provider", model: "scripted-large" }, detectionScore: expect.any(Number) },
    });
  });

  it("answers a changed figure with a review mark on it, in the JSON outcome and with the stream's done event", async () => {
    const changed = PROSE.replace("3 friends", "30 friends");
    server.script(streamReply(words(changed)), streamReply(words(changed)));
    const json = await (
      await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Pulse 3.0" }, { ip: "198.51.100.72" })
    ).res.json();
    expect(json.response).toBe(changed);
    expect(json.review).toEqual([
      {
        kind: "facts",
        message: expect.stringContaining("Your text: “3”"),
        start: changed.indexOf("30"),
        end: changed.indexOf("30") + 2,
        source: { start: PROSE.indexOf("3 friends"), end: PROSE.indexOf("3 friends") + 1 },
        restore: { start: changed.indexOf("30"), end: changed.indexOf("30") + 2, text: "3", offer: "item" },
      },
    ]);
    const streamed = await call(
      rewrite,
      "/api/getResponseToAPrompt",
      { prompt: PROSE, selectedModel: "Pulse 3.0" },
      { ip: "198.51.100.73", accept: "text/event-stream" },
    );
    const all = events(await streamed.res.text());
    expect(all.some((e) => e.event === "restart")).toBe(false);
    expect(all.at(-1)).toMatchObject({ event: "done", data: { response: changed, review: json.review } });
  });

  it("keeps a signed-in user's review marks with the history entry: the history and the account's data export give them back", async () => {
    const cookie = await signedIn("marks@example.com");
    // Rewritten enough to be kept in history (a figure alone is too slight a change), with the figure changed.
    const changed = PROSE.replace(/^.*?lives\. /, "These days, technology matters a lot in our daily lives. ").replace(
      "3 friends",
      "30 friends",
    );
    server.script(streamReply(words(changed)));
    const done = await (
      await call(
        rewrite,
        "/api/getResponseToAPrompt",
        { prompt: PROSE, selectedModel: "Pulse 3.0" },
        { cookie, accept: "text/event-stream" },
      )
    ).res.text();
    const { review } = events(done).at(-1)!.data;
    expect(review).toEqual([
      expect.objectContaining({
        kind: "facts",
        message: expect.stringContaining("Your text: “3”"),
        start: changed.indexOf("30"),
        end: changed.indexOf("30") + 2,
      }),
    ]);

    const { documents } = await (await call(routes.historyGet, "/action/history", undefined, { cookie })).res.json();
    expect(documents).toEqual([{ id: expect.any(String), question: PROSE, response: changed, date: expect.any(Number), review }]);
    const file = await (await call(exportData, "/api/account/export", undefined, { cookie })).res.json();
    expect(file.history).toEqual([expect.objectContaining({ question: PROSE, response: changed, review })]);

    // A result without marks is kept with none.
    const plain = await (
      await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Pulse 3.0" }, { cookie })
    ).res.json();
    expect(plain.review).toEqual([]);
    const after = (await (await call(routes.historyGet, "/action/history", undefined, { cookie })).res.json()).documents;
    expect(after.map((d: { review: unknown }) => d.review)).toEqual([[], review]);
  });

  it("refuses an answer that is no rewrite twice over, and gives the use back", async () => {
    const ip = "198.51.100.74";
    const answer = "I'm sorry, but I can't help with that request. Let me know if there is anything else you need.";
    const left = async () => (await (await call(quota, "/api/quota", undefined, { ip })).res.json()).usesLeft;
    const before = await left();
    expect(before).toBeGreaterThan(0);
    server.script(streamReply(words(answer)), streamReply(words(answer)));
    const refused = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Pulse 3.0" }, { ip });
    expect(refused.status).toBe(502);
    expect((await refused.res.json()).error).toMatchObject({ code: "ai_output_rejected", message: MESSAGES.providerOutputRejected });
    expect(await left()).toBe(before);
  });

  it("reports the provider's status without secrets", async () => {
    const status = await (await hello()).json();
    expect(status.aiEngine).toMatchObject({
      kind: "provider",
      models: { pulse: "scripted-small", lumenaris: "scripted-large" },
      lastCall: { ok: true },
    });
    expect(JSON.stringify(status)).not.toMatch(/sk-|apiKey/);
  });

  it("records the provider's tokens for a Pro user and counts Lumenaris words against the plan", async () => {
    const cookie = await proOnMonthlyPlan("tokens@example.com");
    const before = (await (await call(quota, "/api/quota", undefined, { cookie })).res.json()).modelAllowance;
    expect(before).toMatchObject({
      model: "lumenaris",
      interval: "month",
      limit: MODEL_WORDS_PER_MONTH,
      used: 0,
      left: MODEL_WORDS_PER_MONTH,
    });
    const done = await (
      await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Lumenaris" }, { cookie })
    ).res.json();
    const after = (await (await call(quota, "/api/quota", undefined, { cookie })).res.json()).modelAllowance;
    expect(after.used).toBe(done.response.trim().split(/\s+/).length);
    const { getStore } = await import("@/lib/db");
    const usage = await (await getStore()).usage.get("tokens@example.com");
    expect(usage?.totalPromptTokens).toBeGreaterThan(0);
    expect(usage?.totalCompletionTokens).toBeGreaterThan(0);
  });

  it("refuses Lumenaris once the month's words are used up, and still serves Pulse 3.0", async () => {
    const cookie = await proOnMonthlyPlan("heavy@example.com");
    const { getStore } = await import("@/lib/db");
    const { allowancePeriod } = await import("@/lib/tools/allowance");
    const me = (await (await call(routes.me, "/api/me", undefined, { cookie })).res.json()).user;
    await (await getStore()).usage.addModelWords({ userId: me.id, period: allowancePeriod(me).key, words: MODEL_WORDS_PER_MONTH });

    const calls = server.received.length;
    const refused = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Lumenaris" }, { cookie });
    expect(refused.status).toBe(403);
    expect((await refused.res.json()).error).toMatchObject({ code: "model_allowance_used", message: MESSAGES.modelAllowanceUsed });
    expect(server.received.length).toBe(calls);

    const pulse = await call(rewrite, "/api/getResponseToAPrompt", { prompt: PROSE, selectedModel: "Pulse 3.0" }, { cookie });
    expect(pulse.status).toBe(200);
    expect((await (await call(quota, "/api/quota", undefined, { cookie })).res.json()).modelAllowance).toMatchObject({ left: 0 });
  });
});
