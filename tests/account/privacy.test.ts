import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { latestCode, loadAccountRoutes } from "@/tests/support/accounts";
import { apiRequest, loadApiRoutes } from "@/tests/support/api";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = Parameters<typeof call>[0];
let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;
let api: Awaited<ReturnType<typeof loadApiRoutes>>;
let exportData: Handler;
let deleteAccount: Handler;
let signOutEverywhere: Handler;
let createCheckout: Handler;
let pay: Handler;
let forgot: Handler;
let ipCounter = 0;
const ip = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  // Test mode: the offline billing provider and the mail outbox.
  await useTempDatabase();
  routes = await loadAccountRoutes();
  api = await loadApiRoutes();
  exportData = (await import("@/app/api/account/export/route")).GET as Handler;
  deleteAccount = (await import("@/app/api/account/route")).DELETE as Handler;
  signOutEverywhere = (await import("@/app/api/account/sign-out-everywhere/route")).POST as Handler;
  createCheckout = (await import("@/app/api/createCheckoutSession/route")).POST as Handler;
  pay = (await import("@/app/api/dev-billing/pay/route")).POST as Handler;
  forgot = (await import("@/app/api/action/forgot-password/route")).POST as Handler;
});

async function signUp(email: string, password = "abc12345") {
  await call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password, fullName: "Pat Private" }, { ip: ip() });
  expect((await call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password }, { ip: ip() })).status).toBe(
    200,
  );
}

async function logIn(email: string, password = "abc12345") {
  const res = await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password }, { ip: ip() });
  return { status: res.status, cookie: res.cookie!, token: (await res.res.json()).token as string };
}

async function signedUp(email: string) {
  await signUp(email);
  return logIn(email);
}

/**
 * A request as an API client makes it: the Bearer token, no cookie. A write sent with no body still has an
 * empty body stream, as every POST has on the real server (`curl -X POST` with no data).
 */
function withBearer(handler: Handler, path: string, token: string, method = "GET", body?: unknown) {
  const headers = new Headers({ authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) });
  const sent =
    body !== undefined
      ? JSON.stringify(body)
      : method === "GET"
        ? undefined
        : new ReadableStream({ start: (controller) => controller.close() });
  return handler(new NextRequest(`http://localhost${path}`, { method, headers, body: sent, duplex: "half" }));
}

/** The same cookie-borne request sent by a page on another site. */
function crossSite(handler: Handler, path: string, cookie: string, method: string, body?: unknown) {
  const headers = new Headers({ cookie, "sec-fetch-site": "cross-site", "content-type": "application/json" });
  return handler(
    new NextRequest(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

const meByCookie = async (cookie: string) => (await (await call(routes.me, "/api/me", undefined, { cookie })).res.json()).user;
const meByToken = async (token: string) => (await (await withBearer(routes.me, "/api/me", token)).json()).user;
/** A new API key of the account signed in with `cookie`. */
async function newKey(cookie: string) {
  const created = await call(api.createKey, "/api/keys", { name: "script" }, { cookie });
  expect(created.status).toBe(200);
  return (await created.res.json()) as { id: string; prefix: string; key: string };
}
const keyWorks = async (key: string) => (await api.usage(apiRequest("/api/v1/usage", { key }))).status === 200;

/** A cookie-borne write from a page on another site that also carries an Authorization header the browser added itself. */
function crossSiteWithBasicAuth(handler: Handler, path: string, cookie: string, method: string, body?: unknown) {
  const headers = new Headers({
    cookie,
    origin: "https://evil.example",
    "sec-fetch-site": "cross-site",
    authorization: "Basic c3RhZ2luZzpzdGFnaW5n",
    "content-type": "application/json",
  });
  return handler(
    new NextRequest(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}

const addHistory = (cookie: string, question: string) =>
  call(routes.historyPost, "/action/history", { question, response: `rewritten ${question}` }, { cookie });

async function authContext() {
  const { getAuth } = await import("@/lib/auth/server");
  return (await getAuth()).$context;
}

describe("GET /api/account/export", () => {
  it("answers 401 without a session", async () => {
    const res = await call(exportData, "/api/account/export");
    expect(res.status).toBe(401);
    expect((await res.res.json()).error.message).toBe("Please log in to continue.");
  });

  it("gives the signed-in user one JSON file of their own account, history, usage and subscriptions, and nobody else's", async () => {
    const mine = await signedUp("exporter@example.com");
    const theirs = await signedUp("neighbour@example.com");
    for (let i = 1; i <= 4; i++) await addHistory(mine.cookie, `my essay ${i}`);
    await addHistory(theirs.cookie, "the neighbour's secret essay");
    const { getStore } = await import("@/lib/db");
    await (await getStore()).usage.record({ email: "exporter@example.com", cost: 0.2, promptTokens: 30, completionTokens: 20 });

    const res = await call(exportData, "/api/account/export", undefined, { cookie: mine.cookie });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.res.headers.get("content-disposition")).toMatch(/^attachment; filename="rewrite-studio-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.res.headers.get("cache-control")).toBe("no-store");
    const text = await res.res.text();
    const file = JSON.parse(text);
    expect(file.account).toMatchObject({ email: "exporter@example.com", name: "Pat Private", emailVerified: true, pro: false });
    expect(file.account.signInMethods).toEqual([{ method: "email and password", since: expect.any(String) }]);
    // Every entry in full, beyond the 3 a free account sees in the app: it is the user's own data.
    expect(file.history.map((e: { question: string }) => e.question)).toEqual(["my essay 4", "my essay 3", "my essay 2", "my essay 1"]);
    expect(file.history[0].response).toBe("rewritten my essay 4");
    expect(file.usage.requests).toEqual({ count: 1, estimatedCostUsd: 0.2, promptTokens: 30, completionTokens: 20 });
    expect(file.subscriptions).toEqual([]);
    expect(file.sessions.length).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("neighbour");
    // Never a secret: no session token, no password hash.
    expect(text).not.toContain(mine.token.split(".")[0]);
    expect(text).not.toMatch(/"(token|password)"/);
  });

  it("includes the account's API keys (revoked ones too, never a secret), their daily usage and the API answers stored for retries", async () => {
    const mine = await signedUp("key-exporter@example.com");
    const live = await newKey(mine.cookie);
    const old = await newKey(mine.cookie);
    await call(api.revokeKey(old.id), `/api/keys/${old.id}`, undefined, { cookie: mine.cookie, method: "DELETE" });
    const text = "The committee met on Tuesday to discuss the budget for the coming year and agreed on three changes.";
    const rewritten = await api.rewrite(
      apiRequest("/api/v1/rewrite", { key: live.key, body: { text }, headers: { "idempotency-key": "export-me" } }),
    );
    expect(rewritten.status).toBe(200);
    const answer = await rewritten.json();

    const file = await (await call(exportData, "/api/account/export", undefined, { cookie: mine.cookie })).res.json();
    // Newest first.
    expect(file.apiKeys).toEqual([
      { id: old.id, name: "script", prefix: old.prefix, createdAt: expect.any(String), lastUsedAt: null, revokedAt: expect.any(String) },
      { id: live.id, name: "script", prefix: live.prefix, createdAt: expect.any(String), lastUsedAt: expect.any(String), revokedAt: null },
    ]);
    expect(file.apiKeyUsage).toEqual([
      { keyId: live.id, day: new Date().toISOString().slice(0, 10), requests: 1, words: text.split(" ").length },
    ]);
    expect(file.storedApiAnswers).toEqual([{ idempotencyKey: expect.stringContaining("export-me"), storedAt: expect.any(String), answer }]);
    expect(JSON.stringify(file)).not.toContain(live.key);
  });

  it("serves an API client by its Bearer token", async () => {
    const { token } = await signedUp("api-exporter@example.com");
    const res = await withBearer(exportData, "/api/account/export", token);
    expect(res.status).toBe(200);
    expect((await res.json()).account.email).toBe("api-exporter@example.com");
  });
});

describe("POST /api/account/sign-out-everywhere", () => {
  it("answers 401 without a session, and 403 to a page on another site", async () => {
    expect((await call(signOutEverywhere, "/api/account/sign-out-everywhere", {})).status).toBe(401);
    const { cookie } = await signedUp("csrf-signout@example.com");
    const res = await crossSite(signOutEverywhere, "/api/account/sign-out-everywhere", cookie, "POST");
    expect(res.status).toBe(403);
    expect((await meByCookie(cookie)).email).toBe("csrf-signout@example.com");
  });

  it("ends every session of the account: this cookie, another browser's cookie and a Bearer token; others stay signed in", async () => {
    await signUp("everywhere@example.com");
    const laptop = await logIn("everywhere@example.com");
    const phone = await logIn("everywhere@example.com");
    const app = await logIn("everywhere@example.com");
    const bystander = await signedUp("bystander@example.com");

    const res = await call(signOutEverywhere, "/api/account/sign-out-everywhere", {}, { cookie: laptop.cookie });
    expect(res.status).toBe(200);
    expect(await res.res.json()).toEqual({ signedOut: true, apiKeysRevoked: true });
    expect(res.setCookie).toMatch(/session_token=;.*Max-Age=0/);

    expect(await meByCookie(laptop.cookie)).toBeNull();
    expect(await meByCookie(phone.cookie)).toBeNull();
    expect(await meByToken(app.token)).toBeNull();
    expect((await call(routes.historyGet, "/action/history", undefined, { cookie: phone.cookie })).status).toBe(401);
    expect((await meByCookie(bystander.cookie)).email).toBe("bystander@example.com");
    expect((await logIn("everywhere@example.com")).status).toBe(200);
  });

  it("revokes the account's API keys too unless the owner unticks it", async () => {
    await signUp("keys-everywhere@example.com");
    const first = await logIn("keys-everywhere@example.com");
    const key = await newKey(first.cookie);
    expect(await keyWorks(key.key)).toBe(true);
    const res = await call(signOutEverywhere, "/api/account/sign-out-everywhere", {}, { cookie: first.cookie });
    expect(await res.res.json()).toEqual({ signedOut: true, apiKeysRevoked: true });
    expect(await keyWorks(key.key)).toBe(false);

    const second = await logIn("keys-everywhere@example.com");
    const kept = await newKey(second.cookie);
    expect(
      (await call(signOutEverywhere, "/api/account/sign-out-everywhere", { revokeApiKeys: false }, { cookie: second.cookie })).status,
    ).toBe(200);
    expect(await meByCookie(second.cookie)).toBeNull();
    expect(await keyWorks(kept.key)).toBe(true);
  });

  it("revokes the keys before it ends the sessions: when revocation fails, the owner is still signed in to try again", async () => {
    const { cookie } = await signedUp("revocation-fails@example.com");
    const key = await newKey(cookie);
    const userId = (await meByCookie(cookie)).id as string;
    // The database refuses to revoke this account's keys (a full disk, a lost connection).
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(process.env.DATABASE_PATH!);
    const trigger = `CREATE TRIGGER refuse_revocation BEFORE UPDATE OF revoked_at ON api_keys WHEN OLD.user_id = '${userId}' BEGIN SELECT RAISE(ABORT, 'disk full'); END`;
    db.exec(trigger);
    try {
      const failed = await call(signOutEverywhere, "/api/account/sign-out-everywhere", {}, { cookie });
      expect(failed.status).toBe(500);
      expect((await meByCookie(cookie))?.email).toBe("revocation-fails@example.com");
      expect(await keyWorks(key.key)).toBe(true);
    } finally {
      db.exec("DROP TRIGGER refuse_revocation");
      db.close();
    }
    expect((await call(signOutEverywhere, "/api/account/sign-out-everywhere", {}, { cookie })).status).toBe(200);
    expect(await meByCookie(cookie)).toBeNull();
    expect(await keyWorks(key.key)).toBe(false);
  });

  it("refuses a cross-site request that carries the cookie and a Basic Authorization header", async () => {
    const { cookie } = await signedUp("basic-signout@example.com");
    expect((await crossSiteWithBasicAuth(signOutEverywhere, "/api/account/sign-out-everywhere", cookie, "POST", {})).status).toBe(403);
    expect((await meByCookie(cookie)).email).toBe("basic-signout@example.com");
  });

  it("works for an API client that signed in with a Bearer token", async () => {
    await signUp("token-everywhere@example.com");
    const app = await logIn("token-everywhere@example.com");
    const browser = await logIn("token-everywhere@example.com");
    expect((await withBearer(signOutEverywhere, "/api/account/sign-out-everywhere", app.token, "POST")).status).toBe(200);
    expect(await meByToken(app.token)).toBeNull();
    expect(await meByCookie(browser.cookie)).toBeNull();
  });
});

describe("what the privacy page says is kept", () => {
  const policy = async () => JSON.stringify((await import("@/content/pages/privacy")).privacy);

  it("keeps no address or browser with a session, and the page says so", async () => {
    const { cookie } = await signedUp("session-facts@example.com");
    const userId = (await meByCookie(cookie)).id as string;
    const sessions = await (
      await authContext()
    ).adapter.findMany<{ ipAddress?: string | null; userAgent?: string | null }>({
      model: "session",
      where: [{ field: "userId", value: userId }],
    });
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect([session.ipAddress ?? "", session.userAgent ?? ""]).toEqual(["", ""]);
    expect(await policy()).toContain("We do not record the IP address or browser a session was started from.");
    expect(await policy()).not.toMatch(/sessions, with the IP address/);
  });

  it("names batches where it lists what is kept, what the export gives and what deletion removes", async () => {
    const { privacy } = await import("@/content/pages/privacy");
    const section = (heading: string) => JSON.stringify(privacy.sections.find((s) => s.heading === heading));
    expect(section("Text you rewrite or check")).toMatch(/Batch checking/);
    expect(section("Text you rewrite or check")).toMatch(/keeps only its name, its size and why/);
    const rights = privacy.sections.find((s) => s.heading === "Your choices and rights")!;
    const term = (name: string) => rights.terms!.find((t) => t.term === name)!.text;
    expect(term("Download my data")).toMatch(/your batches/);
    expect(term("Delete my account")).toMatch(/your batches/);
  });

  it("says a deleted account's payment records keep no customer number, as erasure does", async () => {
    expect(await policy()).toContain("without your account, your email address or the customer number that would lead back to you");
  });
});

describe("POST /action/reset-password", () => {
  it("revokes every API key of the account, so a key minted by someone who held a session does not outlive the reset", async () => {
    const email = "reset-keys@example.com";
    const { cookie } = await signedUp(email);
    const keys = [await newKey(cookie), await newKey(cookie)];
    const bystander = await signedUp("reset-bystander@example.com");
    const theirs = await newKey(bystander.cookie);
    await call(forgot, "/action/forgot-password", { email }, { ip: ip() });
    const reset = await call(
      routes.reset,
      "/action/reset-password",
      { email, code: await latestCode(email), password: "fresh123" },
      { ip: ip() },
    );
    expect(reset.status).toBe(200);
    for (const key of keys) expect(await keyWorks(key.key)).toBe(false);
    expect(await keyWorks(theirs.key)).toBe(true);
  });
});

describe("DELETE /api/account", () => {
  const remove = (email: unknown, cookie?: string) => call(deleteAccount, "/api/account", { email }, { cookie, method: "DELETE" });

  it("answers 401 without a session, 400 without a valid email or JSON, 403 for another account or from another site, and deletes nothing", async () => {
    expect((await remove("someone@example.com")).status).toBe(401);
    const owner = await signedUp("keeper@example.com");
    const victim = await signedUp("victim@example.com");
    await addHistory(victim.cookie, "the victim's essay");

    const missing = await call(deleteAccount, "/api/account", {}, { cookie: owner.cookie, method: "DELETE" });
    expect(missing.status).toBe(400);
    expect((await missing.res.json()).error.message).toMatch(/Email is required/);
    expect((await remove("not an email", owner.cookie)).status).toBe(400);

    const other = await remove("victim@example.com", owner.cookie);
    expect(other.status).toBe(403);
    expect((await other.res.json()).error).toEqual({ code: "forbidden", message: "You can only see and change your own account." });
    expect((await crossSite(deleteAccount, "/api/account", owner.cookie, "DELETE", { email: "keeper@example.com" })).status).toBe(403);
    const garbled = await call(deleteAccount, "/api/account", undefined, {
      cookie: owner.cookie,
      method: "DELETE",
      rawBody: "email=keeper%40example.com",
    });
    expect(garbled.status).toBe(400);
    expect((await garbled.res.json()).error.code).toBe("invalid_json");

    // Nothing was deleted by any of these.
    expect((await meByCookie(owner.cookie)).email).toBe("keeper@example.com");
    expect((await meByCookie(victim.cookie)).email).toBe("victim@example.com");
    expect(
      (await (await call(routes.historyGet, "/action/history", undefined, { cookie: victim.cookie })).res.json()).documents,
    ).toHaveLength(1);
  });

  it("deletes a Pro account: its subscription ends at the provider first, then its data, codes, sessions and the account go", async () => {
    const email = "leaver@example.com";
    await signUp(email);
    const browser = await logIn(email);
    const app = await logIn(email);
    const neighbour = await signedUp("stayer@example.com");
    await addHistory(neighbour.cookie, "the stayer's essay");

    const checkout = await call(
      createCheckout,
      "/api/createCheckoutSession",
      { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email },
      { cookie: browser.cookie },
    );
    const session = new URL((await checkout.res.json()).url).searchParams.get("session")!;
    expect((await call(pay, "/api/dev-billing/pay", { session }, { cookie: browser.cookie })).status).toBe(200);
    expect((await meByCookie(browser.cookie)).pro).toBe(true);
    await addHistory(browser.cookie, "the leaver's essay");

    const { getStore } = await import("@/lib/db");
    const store = await getStore();
    const userId = (await meByCookie(browser.cookie)).id as string;
    const [subscription] = await store.subscriptions.listByUser(userId);
    await store.usage.record({ email, cost: 0.1 });
    await store.quota.tryConsume({ key: `user:${userId}`, limit: 5, now: Date.now(), windowMs: 86_400_000 });
    // Codes in flight: a password reset, and an email change to a new address.
    await call(forgot, "/action/forgot-password", { email }, { ip: ip() });
    await call(
      routes.updateUser,
      "/action/update-user",
      { email, update: { email: "leaver-new@example.com" } },
      { cookie: browser.cookie },
    );
    const { backgroundIdle } = await import("@/lib/background");
    await backgroundIdle();
    const ctx = await authContext();
    const codesOfAccount = async () =>
      (await ctx.adapter.findMany<{ identifier: string }>({ model: "verification" })).filter(
        (v) => v.identifier.includes(email) || v.identifier.includes(userId),
      );
    expect((await codesOfAccount()).length).toBeGreaterThanOrEqual(2);

    const res = await remove(email, browser.cookie);
    expect(res.status).toBe(200);
    expect(await res.res.json()).toEqual({ deleted: true });
    expect(res.setCookie).toMatch(/session_token=;.*Max-Age=0/);

    // Ended at the provider (here, the test-mode provider), so it can never charge again; the record of the
    // payment stays, naming no one: not the account, its address, nor the billing customer made for it.
    expect(subscription.customerId).toContain(userId);
    expect(await store.subscriptions.get(subscription.id)).toMatchObject({ status: "canceled", userId: "", email: "", customerId: "" });
    // A provider event about it that arrives after the deletion (Stripe retries webhooks for days) leaves it so.
    const { handleBillingEvent } = await import("@/lib/billing/events");
    await handleBillingEvent({
      id: "evt_late_after_deletion",
      type: "customer.subscription.updated",
      loadSubscription: async () => ({ ...subscription, status: "canceled" }),
    });
    expect(await store.subscriptions.get(subscription.id)).toMatchObject({ status: "canceled", userId: "", email: "", customerId: "" });
    // Every session is gone: the cookie, the app's Bearer token; log-in fails.
    expect(await meByCookie(browser.cookie)).toBeNull();
    expect(await meByToken(app.token)).toBeNull();
    expect((await call(exportData, "/api/account/export", undefined, { cookie: browser.cookie })).status).toBe(401);
    const login = await call(
      routes.auth,
      "/action/auth",
      { authType: "email", opType: "login", email, password: "abc12345" },
      { ip: ip() },
    );
    expect(login.status).toBe(401);
    // Its records, codes, sign-in methods and the user itself.
    expect(await store.history.count({ ownerId: userId })).toBe(0);
    expect(await store.usage.get(email)).toBeNull();
    expect((await store.quota.peek({ key: `user:${userId}`, now: Date.now(), windowMs: 86_400_000 })).count).toBe(0);
    expect(await codesOfAccount()).toEqual([]);
    expect(await ctx.internalAdapter.findUserById(userId)).toBeNull();
    expect(await ctx.internalAdapter.findAccounts(userId)).toEqual([]);
    expect(await ctx.adapter.findMany({ model: "session", where: [{ field: "userId", value: userId }] })).toEqual([]);
    // The neighbour is untouched.
    expect(
      (await (await call(routes.historyGet, "/action/history", undefined, { cookie: neighbour.cookie })).res.json()).documents,
    ).toHaveLength(1);

    // The address can sign up again, as a new free account that inherits nothing.
    await signUp(email, "again123");
    const again = await logIn(email, "again123");
    expect(again.status).toBe(200);
    const fresh = await meByCookie(again.cookie);
    expect(fresh).toMatchObject({ email, pro: false });
    expect(fresh.id).not.toBe(userId);
    expect((await (await call(routes.historyGet, "/action/history", undefined, { cookie: again.cookie })).res.json()).documents).toEqual(
      [],
    );
  });

  it("refuses a cross-site deletion that carries the cookie and a Basic Authorization header", async () => {
    const { cookie } = await signedUp("basic-delete@example.com");
    expect(
      (await crossSiteWithBasicAuth(deleteAccount, "/api/account", cookie, "DELETE", { email: "basic-delete@example.com" })).status,
    ).toBe(403);
    expect((await meByCookie(cookie)).email).toBe("basic-delete@example.com");
  });

  it("leaves nothing in any table of the database that names the account or holds its text", async () => {
    const email = "no-trace@example.com";
    const { cookie } = await signedUp(email);
    const userId = (await meByCookie(cookie)).id as string;
    const key = await newKey(cookie);
    const text = "Zanzibar quartermasters rarely publish their ledgers, yet the harbour records survive in three archives.";
    const rewritten = await api.rewrite(
      apiRequest("/api/v1/rewrite", { key: key.key, body: { text }, headers: { "idempotency-key": "keep-me" } }),
    );
    const { result } = await rewritten.json();
    await addHistory(cookie, "a history entry");
    await call(forgot, "/action/forgot-password", { email }, { ip: ip() });
    await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password: "wrong-1" }, { ip: ip() });
    const { backgroundIdle } = await import("@/lib/background");
    await backgroundIdle();

    const Database = (await import("better-sqlite3")).default;
    const traces = [userId, email, key.id, result, "Zanzibar"];
    const rowsNaming = () => {
      const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
      try {
        const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
        return tables.flatMap((table) =>
          (db.prepare(`SELECT * FROM "${table}"`).all() as unknown[])
            .filter((row) => traces.some((t) => JSON.stringify(row).includes(t)))
            .map((row) => `${table}: ${JSON.stringify(row)}`),
        );
      } finally {
        db.close();
      }
    };
    const before = rowsNaming();
    for (const table of ["idempotent_replies", "quota_windows", "api_keys", "history", "user"])
      expect(
        before.some((row) => row.startsWith(`${table}:`)),
        table,
      ).toBe(true);

    expect((await call(deleteAccount, "/api/account", { email }, { cookie, method: "DELETE" })).status).toBe(200);
    expect(rowsNaming()).toEqual([]);
  });

  it("deletes an account by its Bearer token", async () => {
    const { token } = await signedUp("token-leaver@example.com");
    const res = await withBearer(deleteAccount, "/api/account", token, "DELETE", { email: "Token-Leaver@example.com" });
    expect(res.status).toBe(200);
    expect(await meByToken(token)).toBeNull();
    expect(await authContext().then((ctx) => ctx.internalAdapter.findUserByEmail("token-leaver@example.com"))).toBeNull();
  });
});
