import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "@/lib/build-paths";
import { ConcurrencyGate } from "@/server/concurrency-gate";
import { doorQueueOf } from "@/server/front-door";
import { MESSAGES } from "@/lib/messages";
import type { rewriteInPool as RewriteInPool } from "@/lib/workers/pool";
import { proseOfWords } from "@/tests/rewriter/fixtures";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = Parameters<typeof call>[0];
let rewrite: Handler;
let detect: Handler;
let quota: Handler;
let rewriteInPool: typeof RewriteInPool;

beforeAll(async () => {
  // A budget of 0 ms: anything queued behind the running tasks is over it, so "busy" is reached on purpose.
  await useTempDatabase({ ENGINE_WAIT_BUDGET_MS: "0" });
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  detect = (await import("@/app/api/getAiDetectionScore/route")).POST as Handler;
  quota = (await import("@/app/api/quota/route")).GET as Handler;
  ({ rewriteInPool } = await import("@/lib/workers/pool"));
});
afterAll(() => {
  delete process.env.ENGINE_WAIT_BUDGET_MS;
});

const long = proseOfWords(1500);
const request = (text: string) => ({ text, options: {}, humanize: true, rephraseType: "Rewriter" as const, model: "pulse" as const });

/** Rewrites started at once: the threads' worth run, one more waits, and the rest are refused. */
function fillRewriter() {
  return Array.from({ length: availableParallelism() + 3 }, () =>
    rewriteInPool(request(long)).then(
      () => "done" as const,
      (error: unknown) => error,
    ),
  );
}

describe("an engine that is too busy answers 503 at once", () => {
  it("refuses new work queued past the wait budget, with a Retry-After, and finishes what it took", async () => {
    const outcomes = await Promise.all(fillRewriter());
    const threads = availableParallelism();
    expect(outcomes.slice(0, threads + 1)).toEqual(Array(threads + 1).fill("done"));
    for (const refused of outcomes.slice(threads + 1)) {
      expect(refused).toMatchObject({ code: "engine_busy", status: 503, message: MESSAGES.engineBusy });
      expect((refused as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
  });

  it("refuses a rewrite before spending the visitor's use, and takes it again once the queue clears", async () => {
    const ip = "198.51.100.40";
    const first = await call(quota, "/api/quota", undefined, { ip });
    const cookie = first.cookie!;
    const before = (await first.res.json()).usesLeft;
    const busy = fillRewriter();
    const { res, status } = await call(rewrite, "/api/getResponseToAPrompt", { prompt: proseOfWords(120) }, { ip, cookie });
    expect(status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await res.json()).error).toMatchObject({ code: "engine_busy", message: MESSAGES.engineBusy });
    expect((await (await call(quota, "/api/quota", undefined, { ip, cookie })).res.json()).usesLeft).toBe(before);
    await Promise.all(busy);
    const again = await call(rewrite, "/api/getResponseToAPrompt", { prompt: proseOfWords(120) }, { ip, cookie });
    expect(again.status).toBe(200);
    expect((await again.res.json()).usesLeft).toBe(before - 1);
  });

  it("still checks texts while the rewriter is full: each engine has its own queue", async () => {
    const busy = fillRewriter();
    const { status } = await call(detect, "/api/getAiDetectionScore", { text: proseOfWords(120) }, { ip: "198.51.100.41" });
    expect(status).toBe(200);
    await Promise.all(busy);
  });
});

describe("the server's door", () => {
  it("holds back pages and engine requests, and lets assets and other routes straight in", () => {
    expect(doorQueueOf("GET", "/", true)).toEqual({ kind: "page" });
    expect(doorQueueOf("GET", "/ai-checker", true)).toEqual({ kind: "page" });
    expect(doorQueueOf("POST", "/api/getAiDetectionScore", false)).toEqual({ kind: "engine", engine: "detector" });
    expect(doorQueueOf("POST", "/api/v1/detect", false)).toEqual({ kind: "engine", engine: "detector" });
    expect(doorQueueOf("POST", "/api/getResponseToAPrompt", true)).toEqual({ kind: "engine", engine: "rewriter" });
    expect(doorQueueOf("POST", "/api/v1/rewrite", true)).toEqual({ kind: "engine", engine: "rewriter" });
    // With an AI provider, a rewrite mostly waits on the provider's stream: it is not held back.
    expect(doorQueueOf("POST", "/api/getResponseToAPrompt", false)).toBeNull();
    for (const [method, path] of [
      ["GET", "/_next/static/chunks/app.js"],
      ["GET", "/favicon.ico"],
      ["GET", "/sitemap.xml"],
      ["GET", "/api/quota"],
      ["POST", "/action/auth"],
      ["OPTIONS", "/api/v1/detect"],
    ]) {
      expect(doorQueueOf(method, path!, true)).toBeNull();
    }
  });

  it("lets a few in at once, the rest in arrival order, and turns away one that waited too long", async () => {
    const gate = new ConcurrencyGate(2, 50);
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const order: string[] = [];
    const third = gate.enter().then((admitted) => order.push(`third ${admitted}`));
    const fourth = gate.enter().then((admitted) => order.push(`fourth ${admitted}`));
    gate.release();
    await third;
    expect(order).toEqual(["third true"]);
    await fourth;
    expect(order).toEqual(["third true", "fourth false"]);
  });

  it("forgets a caller that went away while waiting", async () => {
    const gate = new ConcurrencyGate(1, 10_000);
    expect(await gate.enter()).toBe(true);
    const left = new AbortController();
    const waiting = gate.enter(left.signal);
    left.abort();
    expect(await waiting).toBe(false);
    gate.release();
    expect(await gate.enter()).toBe(true);
  });

  it("npm start runs node with the server's memory flags", () => {
    const start = JSON.parse(readFileSync("package.json", "utf8")).scripts.start as string;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} .server/server.mjs`);
  });
});
