import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, loadApiRoutes, signedInCookie } from "./support/api";
import { call, useTempDatabase } from "./support/requests";
import { startSlowProvider } from "./support/slow-provider";

type Handler = Parameters<typeof call>[0];
let rewrite: Handler;
let detect: Handler;
let quota: Handler;
let reconcile: typeof import("@/lib/quota").reconcileUses;
let pendingUseMaxMs: typeof import("@/lib/quota").pendingUseMaxMs;
let sweep: typeof import("@/lib/db/retention").sweepExpired;
let provider: Awaited<ReturnType<typeof startSlowProvider>>;

const TEXT =
  "The committee met on Tuesday to review the budget, and it delayed the vote until the auditors had reported back on the spending.";

beforeAll(async () => {
  provider = await startSlowProvider();
  await useTempDatabase({
    OPENAI_BASE_URL: provider.baseUrl,
    OPENAI_API_KEY: "sk-test",
    OPENAI_TIMEOUT_MS: "5000",
  });
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  detect = (await import("@/app/api/getAiDetectionScore/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
  ({ reconcileUses: reconcile, pendingUseMaxMs } = await import("@/lib/quota"));
  sweep = (await import("@/lib/db/retention")).sweepExpired;
});
afterAll(() => provider.close());

const usesLeft = async (cookie: string, ip: string) =>
  (await (await call(quota, "/api/quota", undefined, { cookie, ip })).res.json()).usesLeft;
const visitor = async (ip: string) => (await call(quota, "/api/quota", undefined, { ip })).cookie!;
/** As a server reconciles once a use's work would have ended, whatever it was. */
const later = () => Date.now() + pendingUseMaxMs() + 1;
const reconcileLater = () => reconcile(later());

describe("a use whose work never ended", () => {
  it("comes back at the store sweep when the server was killed in the middle of a streamed rewrite, once the sweep's bound has passed", async () => {
    const ip = "198.51.104.1";
    const cookie = await visitor(ip);
    const script = fileURLToPath(new URL("./support/rewrite-killed.mts", import.meta.url));
    const server = fork(script, [cookie, ip], { env: process.env, execArgv: ["--conditions=react-server", "--import", "tsx"] });
    await new Promise<void>((resolve, reject) => {
      server.once("message", () => resolve());
      server.once("exit", (code) => reject(new Error(`the instance exited with ${code} before streaming`)));
    });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGKILL");
    await exited;

    expect(await usesLeft(cookie, ip)).toBe(4);
    // A live instance could still be at work on it: nothing comes back before the bound.
    expect(await reconcile()).toBe(0);
    expect(await usesLeft(cookie, ip)).toBe(4);
    // The background sweep a later server runs gives it back: to the visitor's own window and its address's.
    await sweep(later());
    expect(await usesLeft(cookie, ip)).toBe(5);
    expect(await reconcileLater()).toBe(0);
  }, 60_000);
});

describe("a use whose work ended", () => {
  it("stays spent after the reconcile when the rewrite and the check finished", async () => {
    const ip = "198.51.104.2";
    const cookie = await visitor(ip);
    provider.state.behaviour = { answer: TEXT.replace("met", "gathered").replace("review", "go over").replace("delayed", "put off") };
    try {
      expect((await call(rewrite, "/api/getResponseToAPrompt", { prompt: TEXT }, { cookie, ip })).status).toBe(200);
    } finally {
      provider.state.behaviour = "hold";
    }
    expect((await call(detect, "/api/getAiDetectionScore", { text: TEXT }, { cookie, ip })).status).toBe(200);
    expect(await usesLeft(cookie, ip)).toBe(3);
    expect(await reconcileLater()).toBe(0);
    expect(await usesLeft(cookie, ip)).toBe(3);
  });

  it("stays spent after the reconcile when the client left in the middle of the rewrite", async () => {
    const ip = "198.51.104.3";
    const cookie = await visitor(ip);
    const client = new AbortController();
    const res = await rewrite(
      new NextRequest("http://localhost/api/getResponseToAPrompt", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", cookie, "x-forwarded-for": ip },
        body: JSON.stringify({ prompt: TEXT }),
        signal: client.signal,
      }),
    );
    const reader = res.body!.getReader();
    await reader.read();
    client.abort();
    await reader.cancel();
    expect(await usesLeft(cookie, ip)).toBe(4);
    expect(await reconcileLater()).toBe(0);
    expect(await usesLeft(cookie, ip)).toBe(4);
  });

  it("stays spent after the reconcile when an API client left in the middle of a streamed rewrite", async () => {
    const api = await loadApiRoutes();
    const cookie = await signedInCookie("pending-api@example.com");
    const { key } = (await (await call(api.createKey, "/api/keys", { name: "script" }, { cookie })).res.json()) as { key: string };
    const client = new AbortController();
    const request = apiRequest("/api/v1/rewrite", { key, body: { text: TEXT, stream: true } });
    const res = await api.rewrite(new NextRequest(request, { signal: client.signal }));
    const reader = res.body!.getReader();
    await reader.read();
    client.abort();
    await reader.cancel();
    const usage = async () => (await (await api.usage(apiRequest("/api/v1/usage", { key }))).json()).daily.left;
    expect(await usage()).toBe(4);
    expect(await reconcileLater()).toBe(0);
    expect(await usage()).toBe(4);
  });

  it("comes back once when the rewrite failed: the reconcile gives it back no second time", async () => {
    const ip = "198.51.104.4";
    const cookie = await visitor(ip);
    provider.state.behaviour = "fail";
    try {
      expect((await call(rewrite, "/api/getResponseToAPrompt", { prompt: TEXT }, { cookie, ip })).status).toBe(502);
    } finally {
      provider.state.behaviour = "hold";
    }
    expect(await usesLeft(cookie, ip)).toBe(5);
    expect(await reconcileLater()).toBe(0);
    expect(await usesLeft(cookie, ip)).toBe(5);
  });
});
