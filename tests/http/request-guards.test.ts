import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { latestCode, loadAccountRoutes } from "@/tests/support/accounts";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = Parameters<typeof call>[0];
let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;
let cookie: string;
let token: string;

beforeAll(async () => {
  await useTempDatabase({ SITE_URL: "http://app.test:3000" });
  routes = await loadAccountRoutes();
  const email = "guarded-user@example.com";
  await call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password: "abc12345", fullName: "G" });
  await call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password: "abc12345" });
  const login = await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password: "abc12345" });
  cookie = login.cookie!;
  token = (await login.res.json()).token;
});

/** A history write as a browser sends it: the session cookie, and what the browser says about where it comes from. */
function historyWrite(headers: Record<string, string>, body = JSON.stringify({ question: "q", response: "r" })) {
  return routes.historyPost(
    new NextRequest("http://app.test:3000/action/history", {
      method: "POST",
      headers: { host: "app.test:3000", cookie, "content-type": "application/json", ...headers },
      body,
    }),
  );
}

const historyCount = async () =>
  (await (await call(routes.historyGet, "/action/history", undefined, { cookie })).res.json()).documents.length;

describe("writes that ride on a cookie come from the app's own pages only", () => {
  it("refuses a page on another site, or on another port of this host, with 403 and writes nothing", async () => {
    const before = await historyCount();
    for (const headers of [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" } as Record<string, string>,
      { "sec-fetch-site": "same-site", origin: "http://app.test:4000" },
      { origin: "http://app.test:4000" },
      { origin: "null" },
    ]) {
      const res = await historyWrite(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect((await res.json()).error.code).toBe("cross_site_request");
    }
    expect(await historyCount()).toBe(before);
  });

  it("refuses a form post or a no-cors text/plain fetch with 415", async () => {
    const before = await historyCount();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await historyWrite({ "sec-fetch-site": "same-origin", "content-type": type });
      expect(res.status, type).toBe(415);
    }
    expect(await historyCount()).toBe(before);
  });

  it("refuses a body sent with no Content-Type with 415, and reads an empty one as no body", async () => {
    const streamed = (text: string) =>
      routes.historyPost(
        new NextRequest("http://app.test:3000/action/history", {
          method: "POST",
          headers: { host: "app.test:3000", authorization: `Bearer ${token}` },
          body: new ReadableStream({
            start(controller) {
              if (text) controller.enqueue(new TextEncoder().encode(text));
              controller.close();
            },
          }),
          duplex: "half",
        }),
      );
    const before = await historyCount();
    expect((await streamed(JSON.stringify({ question: "q", response: "r" }))).status).toBe(415);
    // Nothing sent: validated as {}, which lacks the fields a history entry needs.
    const empty = await streamed("");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe("invalid_request");
    expect(await historyCount()).toBe(before);
  });

  it("accepts the app's own pages, and API clients with a Bearer token or no cookie", async () => {
    expect((await historyWrite({ "sec-fetch-site": "same-origin", origin: "http://app.test:3000" })).status).toBe(200);
    expect((await historyWrite({ origin: "http://app.test:3000" })).status).toBe(200);
    expect((await historyWrite({})).status).toBe(200);
    const bearer = await routes.historyPost(
      new NextRequest("http://app.test:3000/action/history", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "sec-fetch-site": "cross-site" },
        body: JSON.stringify({ question: "q", response: "r" }),
      }),
    );
    expect(bearer.status).toBe(200);
  });
});

describe("personal answers", () => {
  it("are never stored by a cache", async () => {
    const quota = (await import("@/app/api/quota/route")).GET as Handler;
    for (const [handler, path, body] of [
      [routes.me, "/api/me", undefined],
      [routes.historyGet, "/action/history", undefined],
      [routes.getUser, "/action/get-user", { email: "guarded-user@example.com" }],
      [quota, "/api/quota", undefined],
    ] as const) {
      const { res, status } = await call(handler, path, body, { cookie });
      expect(status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});

describe("addresses that do not decode", () => {
  it("answer 400 or the usual refusal, never 500", async () => {
    const byEmail = await import("@/app/api/getSubscriptionbyEmail/[email]/route");
    const get = (email: string) =>
      (byEmail.GET as unknown as (r: NextRequest, c: { params: Promise<{ email: string }> }) => Promise<Response>)(
        new NextRequest(`http://app.test:3000/api/getSubscriptionbyEmail/x`, { headers: { cookie } }),
        { params: Promise.resolve({ email }) },
      );
    for (const email of ["%", "%E0%A4%A", "\uFFFD%A"]) {
      const res = await get(email);
      expect(res.status, email).toBe(403);
    }
    expect((await get("guarded-user@example.com")).status).toBe(200);
  });
});
