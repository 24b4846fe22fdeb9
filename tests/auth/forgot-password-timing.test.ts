import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAccountRoutes } from "@/tests/support/accounts";
import { call, useTempDatabase } from "@/tests/support/requests";

/** A Resend-shaped mail API that takes its time over reset emails, as a slow provider does. */
const RESET_MAIL_DELAY_MS = 1500;
let mailServer: Server;
const mails: { to: string; subject: string; text: string; answeredAt?: number }[] = [];
let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;

beforeAll(async () => {
  mailServer = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const mail = JSON.parse(body || "{}");
      const record: (typeof mails)[number] = { to: [mail.to].flat()[0], subject: mail.subject ?? "", text: mail.text ?? "" };
      mails.push(record);
      const answer = () => {
        record.answeredAt = Date.now();
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `mail_${mails.length}` }));
      };
      if (/reset/i.test(record.subject)) setTimeout(answer, RESET_MAIL_DELAY_MS);
      else answer();
    });
  });
  await new Promise<void>((resolve) => mailServer.listen(0, "127.0.0.1", resolve));
  await useTempDatabase({
    RESEND_API_KEY: "re_test",
    RESEND_BASE_URL: `http://127.0.0.1:${(mailServer.address() as AddressInfo).port}`,
    MAIL_FROM: "App <app@example.com>",
  });
  routes = await loadAccountRoutes();
});
afterAll(() => new Promise<void>((resolve) => mailServer.close(() => resolve())));

const codeIn = (to: string) =>
  mails
    .filter((m) => m.to === to)
    .at(-1)!
    .subject.match(/\d{6}/)![0];

describe("forgot password", () => {
  it("answers a known and an unknown address alike, without waiting for the account lookup or the reset email", async () => {
    const email = "timing@example.com";
    await call(routes.auth, "/action/auth", { authType: "email", opType: "signup", email, password: "abc12345", fullName: "T" });
    await call(routes.verify, "/action/verify-code", { email, code: codeIn(email), password: "abc12345" });
    const { backgroundIdle } = await import("@/lib/background");
    await backgroundIdle();

    const known = await call(routes.forgot, "/action/forgot-password", { email }, { ip: "198.51.104.1" });
    const answeredAt = Date.now();
    const unknown = await call(routes.forgot, "/action/forgot-password", { email: "nobody-here@example.com" }, { ip: "198.51.104.2" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.res.json()).toEqual(await unknown.res.json());
    expect(mails.some((m) => /reset/i.test(m.subject) && m.answeredAt !== undefined)).toBe(false);

    await backgroundIdle();
    const reset = mails.find((m) => m.to === email && /reset/i.test(m.subject))!;
    expect(reset.answeredAt! - answeredAt).toBeGreaterThanOrEqual(RESET_MAIL_DELAY_MS - 200);
    expect(mails.some((m) => m.to === "nobody-here@example.com")).toBe(false);
  });
});
