import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, useTempDatabase } from "./support/requests";

type Handler = Parameters<typeof call>[0];
let contact: Handler;

const message = { name: "Ada Lovelace", email: "ada@example.com", message: "I would like to know more about the yearly plan." };
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function store() {
  const { getStore } = await import("@/lib/db");
  return getStore();
}

beforeAll(async () => {
  await useTempDatabase();
  contact = (await import("@/app/api/contact/route")).POST as Handler;
});

describe("POST /api/contact", () => {
  it("stores the message and delivers it to the support inbox", async () => {
    const { res, status } = await call(contact, "/api/contact", message, { ip: freshIp() });
    expect(status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const s = await store();
    expect((await s.contact.list({ limit: 1 }))[0]).toMatchObject(message);
    const [mail] = await s.outbox.list({ to: "support@localhost", limit: 1 });
    expect(mail).toMatchObject({ kind: "contact", subject: "Contact form: Ada Lovelace" });
    expect(mail.text).toContain("ada@example.com");
    expect(mail.text).toContain(message.message);
  });

  it("answers invalid input with a JSON 400 and a human message", async () => {
    const { res, status } = await call(contact, "/api/contact", { ...message, email: "not-an-email" }, { ip: freshIp() });
    expect(status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_request", message: "email: Please enter a valid email address." } });
  });

  it("refuses a sixth message from one address within the hour", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await call(contact, "/api/contact", message, { ip })).status).toBe(200);
    const { res, status } = await call(contact, "/api/contact", message, { ip });
    expect(status).toBe(429);
    expect((await res.json()).error.code).toBe("too_many_messages");
    expect((await call(contact, "/api/contact", message, { ip: freshIp() })).status).toBe(200);
  });

  it("still stores the message and answers success when email is not configured", async () => {
    vi.resetModules();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("BETTER_AUTH_SECRET", "a-production-secret-of-at-least-32-chars");
    vi.stubEnv("ALLOW_TEST_PROVIDERS", "false");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const unconfigured = (await import("@/app/api/contact/route")).POST as Handler;
      const note = { ...message, message: "Sent while mail is not configured." };
      const { status } = await call(unconfigured, "/api/contact", note, { ip: freshIp() });
      expect(status).toBe(200);
      expect((await (await store()).contact.list({ limit: 1 }))[0]).toMatchObject(note);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("stored but not emailed"), expect.anything());
    } finally {
      errors.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
