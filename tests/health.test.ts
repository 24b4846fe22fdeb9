import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "health-"));
process.env.DATABASE_PATH = join(dir, "app.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("GET /api/helloApi", () => {
  it("reports ok, the version and the active providers", async () => {
    const { GET } = await import("@/app/api/helloApi/route");
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      version: expect.any(String),
      providers: { store: "sqlite", ai: "local", mail: "outbox", billing: "dev", captcha: "off" },
      aiEngine: { kind: "offline" },
    });
  });
});
