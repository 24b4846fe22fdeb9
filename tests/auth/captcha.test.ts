import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/lib/messages";
import { loadAccountRoutes } from "@/tests/support/accounts";
import { call, useTempDatabase } from "@/tests/support/requests";

/** A local stand-in for Turnstile's siteverify: the token "good" passes. */
let server: Server;
const seen: URLSearchParams[] = [];
let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;
let captchaRoute: Parameters<typeof call>[0];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: form.get("response") === "good" && form.get("secret") === "turnstile-secret" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await useTempDatabase({
    TURNSTILE_SECRET_KEY: "turnstile-secret",
    NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site-key",
    TURNSTILE_VERIFY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
  });
  routes = await loadAccountRoutes();
  captchaRoute = (await import("@/app/api/turnstile-captcha/route")).POST as typeof captchaRoute;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const signup = (captchaToken?: string) => ({
  authType: "email",
  opType: "signup",
  email: "captcha@example.com",
  password: "abc12345",
  fullName: "Cap Tcha",
  ...(captchaToken === undefined ? {} : { captchaToken }),
});

describe("captcha on sign-up and log-in", () => {
  it("requires a token", async () => {
    const res = await call(routes.auth, "/action/auth", signup());
    expect(res.status).toBe(400);
    expect((await res.res.json()).error.message).toBe(MESSAGES.captchaRequired);
  });

  it("refuses a token the verifier rejects", async () => {
    const res = await call(routes.auth, "/action/auth", {
      authType: "email",
      opType: "login",
      email: "x@example.com",
      password: "abc12345",
      captchaToken: "bad",
    });
    expect(res.status).toBe(403);
    expect((await res.res.json()).error.message).toBe(MESSAGES.captchaFailed);
  });

  it("passes a verified token through, sending the secret and the client IP", async () => {
    const res = await call(routes.auth, "/action/auth", signup("good"), { ip: "198.51.100.9" });
    expect(res.status).toBe(200);
    expect(seen.at(-1)?.get("remoteip")).toBe("198.51.100.9");
  });

  it("keeps POST /api/turnstile-captcha for the spec's client flow", async () => {
    expect((await call(captchaRoute, "/api/turnstile-captcha", { token: "good" })).status).toBe(200);
    const bad = await call(captchaRoute, "/api/turnstile-captcha", { token: "bad" });
    expect(bad.status).toBe(403);
    const missing = await call(captchaRoute, "/api/turnstile-captcha", {});
    expect(missing.status).toBe(400);
    expect((await missing.res.json()).error.message).toContain(MESSAGES.captchaRequired);
  });
});
