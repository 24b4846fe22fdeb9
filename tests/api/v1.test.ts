import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import type { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_LIVE_API_KEYS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { apiRequest, becomePro, loadApiRoutes, readEvents, signedInCookie } from "@/tests/support/api";
import { openApiValidator } from "@/tests/support/openapi-validator";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = (req: NextRequest) => Promise<Response>;
let routes: Awaited<ReturnType<typeof loadApiRoutes>>;
let browserDetect: Handler;
let check: ReturnType<typeof openApiValidator>;
let document: Parameters<typeof openApiValidator>[0] & { components: { schemas: Record<string, object> } };

const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people use online tools to manage their schedules and stay in touch with friends and family.";
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

beforeAll(async () => {
  // A slow refill (burst 20 as by default), so the rate-limit tests hold on a busy machine.
  await useTempDatabase({ API_KEY_RATE_PER_SECOND: "1" });
  routes = await loadApiRoutes();
  browserDetect = (await import("@/app/api/getAiDetectionScore/route")).POST as Handler;
  document = await (await routes.openapi(apiRequest("/api/v1/openapi.json"))).json();
  check = openApiValidator(document);
});

/** Calls a /api/v1 route and checks its answer against the served OpenAPI document. */
async function v1(handler: Handler, path: string, init: Parameters<typeof apiRequest>[1] = {}) {
  const res = await handler(apiRequest(`/api/v1${path}`, init));
  const streamed = res.headers.get("content-type")?.includes("text/event-stream");
  const body = streamed ? await readEvents(res) : await res.json();
  if (!streamed) check(path, init.method ?? (init.body === undefined ? "GET" : "POST"), res.status, body);
  return { res, status: res.status, body };
}

async function newKey(cookie: string, name = "script") {
  const { res, status } = await call(routes.createKey, "/api/keys", { name }, { cookie });
  expect(status).toBe(200);
  return (await res.json()) as { id: string; name: string; prefix: string; key: string };
}

let accounts = 0;
async function freeAccount() {
  const email = `api-${++accounts}@example.com`;
  const cookie = await signedInCookie(email);
  return { email, cookie, key: (await newKey(cookie)).key };
}

describe("API keys", () => {
  it("shows the secret once, lists the key without it, stores only its hash, records its last use, and refuses it once revoked", async () => {
    const cookie = await signedInCookie("lifecycle@example.com");
    const created = await newKey(cookie, "Grading script");
    expect(created).toEqual({
      id: expect.any(String),
      name: "Grading script",
      prefix: created.key.slice(0, 10),
      key: expect.stringMatching(/^rs_[A-Za-z0-9_-]{43}$/),
    });

    const listed = await (await call(routes.listKeys, "/api/keys", undefined, { cookie })).res.json();
    expect(listed.keys).toEqual([
      { id: created.id, name: "Grading script", prefix: created.prefix, createdAt: expect.any(Number), lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
    const rows = db.prepare("SELECT * FROM api_keys").all() as Record<string, unknown>[];
    db.close();
    expect(JSON.stringify(rows)).not.toContain(created.key);
    expect(rows.find((r) => r.id === created.id)?.hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await v1(routes.detect, "/detect", { key: created.key, body: { text: PROSE } })).status).toBe(200);
    const afterUse = await (await call(routes.listKeys, "/api/keys", undefined, { cookie })).res.json();
    expect(afterUse.keys[0].lastUsedAt).toBeGreaterThan(Date.now() - 60_000);

    expect((await call(routes.revokeKey(created.id), `/api/keys/${created.id}`, undefined, { cookie, method: "DELETE" })).status).toBe(200);
    const revoked = await v1(routes.detect, "/detect", { key: created.key, body: { text: PROSE } });
    const unknown = await v1(routes.detect, "/detect", { key: `rs_${"x".repeat(43)}`, body: { text: PROSE } });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual(unknown.body);
    expect(revoked.body.error).toEqual({ code: "invalid_api_key", message: MESSAGES.apiKeyInvalid });
    expect((await call(routes.listKeys, "/api/keys", undefined, { cookie })).res.status).toBe(200);
    expect((await (await call(routes.listKeys, "/api/keys", undefined, { cookie })).res.json()).keys).toEqual([]);
  });

  it("allows five live keys, and a sixth once one is revoked", async () => {
    const cookie = await signedInCookie("five-keys@example.com");
    const keys = [];
    for (let i = 0; i < 5; i++) keys.push(await newKey(cookie, `key ${i}`));
    const sixth = await call(routes.createKey, "/api/keys", { name: "one too many" }, { cookie });
    expect(sixth.status).toBe(409);
    expect((await sixth.res.json()).error.message).toBe(MESSAGES.apiKeyLimit);
    await call(routes.revokeKey(keys[0]!.id), "/api/keys/x", undefined, { cookie, method: "DELETE" });
    expect((await call(routes.createKey, "/api/keys", { name: "now it fits" }, { cookie })).status).toBe(200);
  });

  it("needs a signed-in user from the app's own pages, and revokes only the user's own keys", async () => {
    expect((await call(routes.createKey, "/api/keys", { name: "anon" })).status).toBe(401);
    const owner = await signedInCookie("owner@example.com");
    const other = await signedInCookie("other@example.com");
    const key = await newKey(owner);
    expect((await call(routes.revokeKey(key.id), "/api/keys/x", undefined, { cookie: other, method: "DELETE" })).status).toBe(404);
    const crossSite = await routes.createKey(
      new (await import("next/server")).NextRequest("http://localhost/api/keys", {
        method: "POST",
        headers: { cookie: owner, "content-type": "application/json", "sec-fetch-site": "cross-site" },
        body: JSON.stringify({ name: "evil" }),
      }),
    );
    expect(crossSite.status).toBe(403);
    expect((await call(routes.createKey, "/api/keys", { name: "  " }, { cookie: owner })).status).toBe(400);
  });

  it("refuses a cookie-borne key creation or revocation from another site even when the request carries an Authorization header", async () => {
    const owner = await signedInCookie("basic-auth-staging@example.com");
    const key = await newKey(owner);
    const { NextRequest } = await import("next/server");
    for (const authorization of ["Basic c3RhZ2luZzpzdGFnaW5n", "Token x", "Bearer not-a-session"]) {
      const headers = {
        cookie: owner,
        "content-type": "application/json",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
        authorization,
      };
      const created = await routes.createKey(
        new NextRequest("http://localhost/api/keys", { method: "POST", headers, body: JSON.stringify({ name: "evil" }) }),
      );
      expect(created.status, authorization).toBe(403);
      const revoked = await routes.revokeKey(key.id)(new NextRequest(`http://localhost/api/keys/${key.id}`, { method: "DELETE", headers }));
      expect(revoked.status, authorization).toBe(403);
    }
    expect(
      (await (await call(routes.listKeys, "/api/keys", undefined, { cookie: owner })).res.json()).keys.map((k: { id: string }) => k.id),
    ).toEqual([key.id]);
  });

  it("emails the owner when a key is created on their account", async () => {
    const cookie = await signedInCookie("key-notice@example.com");
    await newKey(cookie, "Nightly export");
    const { backgroundIdle } = await import("@/lib/background");
    await backgroundIdle();
    const { getStore } = await import("@/lib/db");
    const [mail] = await (await getStore()).outbox.list({ to: "key-notice@example.com", limit: 1 });
    expect(mail).toMatchObject({ kind: "api-key-created", subject: expect.stringMatching(/new API key/) });
    expect(mail!.text).toMatch(/A new API key 'Nightly export' \(rs_.{7}…\) was created on your account/);
    expect(mail!.text).toMatch(/If this was not you/);
  });

  it("limits key creation per account per hour, so churning keys cannot mint fresh bursts", async () => {
    const cookie = await signedInCookie("churn@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const created = await call(routes.createKey, "/api/keys", { name: `churn ${i}` }, { cookie });
      statuses.push(created.status);
      if (created.status === 200)
        await call(routes.revokeKey((await created.res.json()).id), "/api/keys/x", undefined, { cookie, method: "DELETE" });
      else if (statuses.filter((s) => s === 429).length === 1) {
        expect(created.res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect((await created.res.json()).error).toEqual({
          code: "too_many_key_creations",
          message: MESSAGES.apiKeyCreationLimited,
          retryAfterSeconds: expect.any(Number),
        });
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it("counts only the creations it made against the hour: one refused at the live-key cap uses up none", async () => {
    const cookie = await signedInCookie("capped-creator@example.com");
    const create = (name: string) => call(routes.createKey, "/api/keys", { name }, { cookie });
    const live = [];
    for (let i = 0; i < MAX_LIVE_API_KEYS; i++) live.push(await (await create(`live ${i}`)).res.json());
    // More refusals at the cap than the hour's creations left over.
    for (let i = 0; i < 10; i++) {
      const refused = await create(`over the cap ${i}`);
      expect(refused.status).toBe(409);
      expect((await refused.res.json()).error.code).toBe("too_many_keys");
    }
    // Revoking one frees its place, and the hour still has creations left.
    await call(routes.revokeKey(live[0].id), "/api/keys/x", undefined, { cookie, method: "DELETE" });
    expect((await create("after a revocation")).status).toBe(200);
  });

  it("does not take a session token as an API key, nor an API key as a session", async () => {
    const { cookie, key } = await freeAccount();
    const sessionToken = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    expect((await v1(routes.detect, "/detect", { key: sessionToken, body: { text: PROSE } })).status).toBe(401);
    expect((await v1(routes.usage, "/usage", { headers: { cookie } })).status).toBe(401);
    const { res } = await call(routes.listKeys, "/api/keys", undefined, {});
    expect(res.status).toBe(401);
    const asSession = await routes.listKeys(apiRequest("/api/keys", { key }));
    expect(asSession.status).toBe(401);
  });
});

describe("POST /api/v1/detect", () => {
  it("checks one text with the checker's score, verdict, reliability, sentence spans and signals", async () => {
    const { key } = await freeAccount();
    const { status, body, res } = await v1(routes.detect, "/detect", { key, body: { text: PROSE } });
    expect(status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(body.usesLeft).toBe(4);
    expect(body.result).toMatchObject({
      score: expect.any(Number),
      verdict: expect.any(String),
      reliable: expect.any(Boolean),
      signals: expect.any(Array),
    });
    expect(body.result.sentences.length).toBeGreaterThan(1);
    expect(PROSE.slice(body.result.sentences[0].start, body.result.sentences[0].end)).toMatch(/^In today's/);
  });

  it("checks a batch of 20 for a Pro account, in order, and refuses 21", async () => {
    const email = "batch-pro@example.com";
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const { key } = await newKey(cookie);
    const texts = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? PROSE : `Honestly, I burned the toast again this morning, number ${i}, and the dog did not mind at all.`,
    );
    const { status, body } = await v1(routes.detect, "/detect", { key, body: { texts } });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(20);
    expect(body.usesLeft).toBeNull();
    const single = await v1(routes.detect, "/detect", { key, body: { text: texts[1] } });
    expect(body.results[1].score).toBe(single.body.result.score);
    expect((await v1(routes.detect, "/detect", { key, body: { texts: [...texts, "one more"] } })).status).toBe(400);
    expect((await v1(routes.detect, "/detect", { key, body: { text: PROSE, texts } })).status).toBe(400);
  });

  it("gives each named text its name back, with its paragraph verdicts, so a client can build the batch table", async () => {
    const email = "batch-names@example.com";
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const { key } = await newKey(cookie);
    const paragraph = `${PROSE} ${PROSE} ${PROSE}`;
    const essay = `${paragraph}\n\n${paragraph}`;
    const { status, body } = await v1(routes.detect, "/detect", { key, body: { texts: [{ name: "amira.docx", text: essay }, PROSE] } });
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({
      name: "amira.docx",
      paragraphs: [expect.objectContaining({ verdict: expect.any(String) }), expect.objectContaining({ verdict: expect.any(String) })],
    });
    expect(body.results[1].name).toBeUndefined();
    expect((await v1(routes.detect, "/detect", { key, body: { texts: [{ name: "x", text: " " }] } })).status).toBe(400);
    expect((await v1(routes.detect, "/detect", { key, body: { texts: [{ name: "x", text: PROSE, extra: 1 }] } })).status).toBe(400);
  });
});

describe("plan limits through keys", () => {
  it("shares a free account's daily allowance with the browser, takes a batch whole or not at all, and says when to retry", async () => {
    const { cookie, key } = await freeAccount();
    expect((await call(browserDetect, "/api/getAiDetectionScore", { text: PROSE }, { cookie })).status).toBe(200);
    expect((await v1(routes.detect, "/detect", { key, body: { texts: [PROSE, PROSE] } })).body.usesLeft).toBe(2);
    const tooMany = await v1(routes.detect, "/detect", { key, body: { texts: [PROSE, PROSE, PROSE] } });
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.res.headers.get("retry-after"))).toBeGreaterThan(80_000);
    expect((await v1(routes.usage, "/usage", { key })).body.daily).toEqual({ limit: 5, used: 3, left: 2 });
    await v1(routes.detect, "/detect", { key, body: { texts: [PROSE, PROSE] } });
    const browser = await call(browserDetect, "/api/getAiDetectionScore", { text: PROSE }, { cookie });
    expect(browser.status).toBe(429);
  });

  it("holds a free key to the free word limits and a Pro key to Pro's", async () => {
    const free = await freeAccount();
    const overFree = await v1(routes.rewrite, "/rewrite", { key: free.key, body: { text: words(251) } });
    expect(overFree.status).toBe(413);
    expect(overFree.body.error.code).toBe("word_limit");
    expect((await v1(routes.detect, "/detect", { key: free.key, body: { text: words(2900) } })).status).toBe(413);

    const email = "limits-pro@example.com";
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const { key } = await newKey(cookie);
    expect((await v1(routes.detect, "/detect", { key, body: { text: words(2900) } })).status).toBe(200);
    expect((await v1(routes.detect, "/detect", { key, body: { text: words(3001) } })).status).toBe(413);
  });

  it("refuses a Pro option to a free key, and counts no Lumenaris words for a rewrite the offline engine wrote", async () => {
    const free = await freeAccount();
    const proOption = await v1(routes.rewrite, "/rewrite", { key: free.key, body: { text: PROSE, options: { tone: "Professional" } } });
    expect(proOption.status).toBe(403);

    const email = "lumenaris-pro@example.com";
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const { key } = await newKey(cookie);
    const before = (await v1(routes.usage, "/usage", { key })).body;
    expect(before).toMatchObject({ plan: "pro", daily: null, lumenarisWords: { used: 0, limit: 30_000 } });
    const rewritten = await v1(routes.rewrite, "/rewrite", {
      key,
      body: { text: PROSE, model: "lumenaris", options: { tone: "Professional" } },
    });
    expect(rewritten.status).toBe(200);
    const after = (await v1(routes.usage, "/usage", { key })).body;
    // This server has no AI provider: the offline engine wrote it (counted only when the provider's model does, in lumenaris-words-provider.test.ts).
    expect(rewritten.body.engine).toEqual({ kind: "offline" });
    expect(after.lumenarisWords.used).toBe(0);
    // Counted before this usage request itself: the first usage request and the rewrite.
    expect(after.key).toEqual({ requestsToday: 2, wordsToday: PROSE.split(/\s+/).length });
  }, 90_000);
});

describe("POST /api/v1/rewrite", () => {
  it("answers the result, the engine that wrote it, its AI score, and nothing to review from the offline engine", async () => {
    const { key } = await freeAccount();
    const { status, body } = await v1(routes.rewrite, "/rewrite", {
      key,
      body: { text: PROSE, model: "pulse", mode: "humanize", frozenWords: ["technology"] },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ engine: { kind: "offline" }, aiScore: expect.any(Number), usesLeft: 4, review: [] });
    expect(body.result).toContain("technology");
    expect(body.result).not.toBe(PROSE);
  });

  it("streams server-sent events as the browser gets them, ending with the JSON answer", async () => {
    const { key } = await freeAccount();
    const { status, body: events, res } = await v1(routes.rewrite, "/rewrite", { key, body: { text: PROSE, stream: true } });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const chunks = events.filter((e: { event: string }) => e.event === "chunk");
    expect(chunks.length).toBeGreaterThan(0);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    check("/rewrite", "POST", 200, done.data);
    expect(chunks.map((c: { data: { text: string } }) => c.data.text).join("")).toBe((done.data as { result: string }).result);
  });

  it("answers a retry with the same Idempotency-Key with the first answer and charges once", async () => {
    const { key } = await freeAccount();
    const headers = { "idempotency-key": "retry-1" };
    const first = await v1(routes.rewrite, "/rewrite", { key, body: { text: PROSE }, headers });
    const retry = await v1(routes.rewrite, "/rewrite", { key, body: { text: PROSE }, headers });
    const streamedRetry = await v1(routes.rewrite, "/rewrite", { key, body: { text: PROSE, stream: true }, headers });
    expect(retry.body).toEqual(first.body);
    expect(retry.res.headers.get("idempotent-replayed")).toBe("true");
    expect(streamedRetry.body.at(-1).data).toEqual(first.body);
    expect((await v1(routes.usage, "/usage", { key })).body.daily.used).toBe(1);

    const reused = await v1(routes.rewrite, "/rewrite", { key, body: { text: `${PROSE} Another sentence here.` }, headers });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe("idempotency_key_reused");
  });

  it("frees the Idempotency-Key of a request that failed, so the retry runs", async () => {
    const { key } = await freeAccount();
    const headers = { "idempotency-key": "fails-first" };
    expect((await v1(routes.rewrite, "/rewrite", { key, body: { text: PROSE, options: { tone: "Professional" } }, headers })).status).toBe(
      403,
    );
    expect((await v1(routes.rewrite, "/rewrite", { key, body: { text: PROSE, options: { tone: "Professional" } }, headers })).status).toBe(
      403,
    );
  });
});

describe("unknown fields", () => {
  it("refuses a field the API does not know with 400 unknown_field naming it, and charges nothing", async () => {
    const { key } = await freeAccount();
    const misspelt = await v1(routes.rewrite, "/rewrite", { key, body: { text: PROSE, mdoel: "lumenaris" } });
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.error).toEqual({
      code: "unknown_field",
      field: "mdoel",
      message: MESSAGES.apiUnknownField.replace("{field}", "mdoel"),
    });
    const nested = await v1(routes.rewrite, "/rewrite", { key, body: { text: PROSE, options: { tone: "Formal", tones: "Casual" } } });
    expect(nested.body.error).toMatchObject({ code: "unknown_field", field: "options.tones" });
    const detect = await v1(routes.detect, "/detect", { key, body: { text: PROSE, langauge: "en" } });
    expect(detect.status).toBe(400);
    expect(detect.body.error).toMatchObject({ code: "unknown_field", field: "langauge" });
    expect((await v1(routes.usage, "/usage", { key })).body.daily.used).toBe(0);
  });

  it("says additionalProperties: false for the request bodies in the OpenAPI document", () => {
    expect(document.components.schemas.RewriteRequest).toMatchObject({ additionalProperties: false });
    expect(document.components.schemas.DetectRequest).toMatchObject({ additionalProperties: false });
  });
});

describe("errors", () => {
  it("answers 401 without a key, 415 for a non-JSON body, 400 for bad JSON and 404 for an unknown endpoint", async () => {
    const { key } = await freeAccount();
    expect((await v1(routes.usage, "/usage")).status).toBe(401);
    const notJson = await routes.detect(apiRequest("/api/v1/detect", { key, method: "POST", headers: { "content-type": "text/plain" } }));
    expect(notJson.status).toBe(415);
    check("/detect", "POST", 415, await notJson.json());
    const badJson = await routes.detect(
      new (await import("next/server")).NextRequest("http://localhost/api/v1/detect", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: "{",
      }),
    );
    expect(badJson.status).toBe(400);
    check("/detect", "POST", 400, await badJson.json());
    const catchAll = (await import("@/app/api/v1/[...path]/route")).GET;
    const missing = await catchAll();
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");
  });
});

describe("CORS", () => {
  it("answers a preflight from any origin, without credentials", async () => {
    const res = await routes.detectPreflight(
      apiRequest("/api/v1/detect", {
        method: "OPTIONS",
        headers: { origin: "https://writer.example", "access-control-request-method": "POST" },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    expect(res.headers.get("access-control-allow-headers")).toMatch(/Idempotency-Key/);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("refused calls", () => {
  it("counts no use for a call the key's rate limit refused", async () => {
    const { cookie, key } = await freeAccount();
    const answers = await Promise.all(Array.from({ length: 40 }, () => v1(routes.usage, "/usage", { key })));
    const allowed = answers.filter((a) => a.status === 200).length;
    expect(answers.some((a) => a.status === 429)).toBe(true);
    const usage = await (await call(routes.keyUsage, "/api/keys/usage", undefined, { cookie })).res.json();
    expect(usage.keys[0].requests.at(-1)).toBe(allowed);
  });

  it("refuses an address that keeps sending wrong keys with 429, and still serves a valid key from it", async () => {
    const { key } = await freeAccount();
    const from = { "x-forwarded-for": "198.51.100.77" };
    const wrongKey = (i: number) => `rs_${"y".repeat(42)}${i % 10}`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await v1(routes.usage, "/usage", { key: wrongKey(i), headers: from })).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const refused = await v1(routes.usage, "/usage", { key: wrongKey(30), headers: from });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("too_many_failed_keys");
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    // A server behind the same address (a shared NAT, or one that kept its revoked key a while) is served with its valid key.
    expect((await v1(routes.usage, "/usage", { key, headers: from })).status).toBe(200);
    expect((await v1(routes.usage, "/usage", { key: wrongKey(31), headers: from })).status).toBe(429);
  });
});

describe("rate limit per key", () => {
  it("refuses requests past the burst with 429 and Retry-After", async () => {
    const { key } = await freeAccount();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 40 }, () => v1(routes.usage, "/usage", { key })));
    const seconds = (Date.now() - started) / 1000;
    const allowed = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(allowed).toBeGreaterThanOrEqual(20);
    expect(allowed).toBeLessThanOrEqual(20 + Math.ceil(seconds));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.res.headers.get("retry-after")).toBe("1");
    expect(refused[0]!.body.error.code).toBe("rate_limited");
  });

  it("is one bucket for two app instances on one database", async () => {
    const { key } = await freeAccount();
    const script = fileURLToPath(new URL("../support/api-instance.mts", import.meta.url));
    // Each instance alone could send all its requests (burst 10); together they share one bucket refilled at 1/s.
    const env = { ...process.env, API_KEY_RATE_PER_SECOND: "1", API_KEY_BURST: "10" };
    const instances = [0, 1].map(() => fork(script, [key, "10"], { env, execArgv: ["--conditions=react-server", "--import", "tsx"] }));
    const ready = instances.map(
      (child) =>
        new Promise((resolve, reject) => {
          child.once("message", resolve);
          child.once("exit", (code) => reject(new Error(`instance exited with ${code}`)));
        }),
    );
    await Promise.all(ready);
    const started = Date.now();
    const results = instances.map(
      (child) => new Promise<number[]>((resolve) => child.once("message", (statuses) => resolve(statuses as number[]))),
    );
    for (const child of instances) child.send("go");
    const statuses = (await Promise.all(results)).flat();
    const seconds = (Date.now() - started) / 1000;
    const allowed = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThanOrEqual(10 + Math.ceil(seconds));
  }, 60_000);
});

describe("GET /api/v1/openapi.json", () => {
  it("documents a rewrite example that this server's offline engine visibly changes", async () => {
    const { REWRITE_EXAMPLE } = await import("@/lib/api/openapi");
    const { key } = await freeAccount();
    const { status, body } = await v1(routes.rewrite, "/rewrite", { key, body: REWRITE_EXAMPLE });
    expect(status).toBe(200);
    expect(body.engine).toEqual({ kind: "offline" });
    expect(body.result).not.toBe(REWRITE_EXAMPLE.text);
    expect(body.result).toContain("Rewrite Studio");
  });

  it("prints an example for one text and for a batch, and for a JSON answer and a streamed one", () => {
    const examples = (path: string) =>
      Object.keys(
        (
          document as unknown as {
            paths: Record<string, { post: { requestBody: { content: { "application/json": { examples: object } } } } }>;
          }
        ).paths[path]!.post.requestBody.content["application/json"].examples,
      );
    expect(examples("/detect")).toEqual(["one", "batch"]);
    expect(examples("/rewrite")).toEqual(["json", "stream"]);
  });

  it("keeps a document whose servers URL follows the request's address out of shared caches; with SITE_URL any cache may keep it", async () => {
    const res = await routes.openapi(apiRequest("/api/v1/openapi.json", { headers: { host: "attacker.example" } }));
    expect(res.headers.get("cache-control")).toMatch(/^private\b/);
    vi.resetModules();
    vi.stubEnv("SITE_URL", "https://rewrite.example");
    try {
      const fixed = await (
        await import("@/app/api/v1/openapi.json/route")
      ).GET(apiRequest("/api/v1/openapi.json", { headers: { host: "attacker.example" } }));
      expect(fixed.headers.get("cache-control")).toMatch(/^public\b/);
      expect((await fixed.json()).servers[0].url).toMatch(/^https:\/\/rewrite\.example\b/);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("is an OpenAPI 3.1 document whose request schemas are the ones the routes validate with", async () => {
    expect(document).toMatchObject({
      openapi: "3.1.0",
      paths: { "/detect": expect.any(Object), "/rewrite": expect.any(Object), "/usage": expect.any(Object) },
    });
    const { detectRequest } = await import("@/lib/api/schemas");
    const { z } = await import("zod");
    const generated = z.toJSONSchema(detectRequest, { io: "input", unrepresentable: "any" }) as { $defs: Record<string, object> };
    expect(document.components.schemas.DetectRequest).toEqual(generated.$defs.DetectRequest);
  });
});
