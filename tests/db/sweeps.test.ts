import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Store } from "@/lib/db";
import { IDEMPOTENCY_TTL_MS, REVOKED_API_KEY_KEPT_MS } from "@/lib/limits";
import { IDEMPOTENCY_PENDING_MS, STORE_SWEEP_EVERY_MS } from "@/lib/tuning";
import { useTempDatabase } from "@/tests/support/requests";

let store: Store;

beforeAll(async () => {
  await useTempDatabase();
  store = await (await import("@/lib/db")).getStore();
});

afterAll(() => {
  vi.useRealTimers();
});

/** A key of its own account, revoked `ago` milliseconds ago. */
async function keyRevoked(userId: string, ago: number) {
  const key = (await store.apiKeys.create({
    userId,
    name: "script",
    prefix: "rs_sweep",
    hash: `hash-${userId}`,
    createdAt: 0,
    maxLive: 5,
  }))!;
  await store.apiKeys.revoke({ userId, id: key.id, at: Date.now() - ago });
  return key;
}

const keysOf = async (userId: string) =>
  (await store.accountData.collect({ userId, email: `${userId}@example.com`, quotaKeys: [], quotaKeyPrefixes: [], now: Date.now() }))
    .apiKeys;

async function until(done: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await done()).toBe(true);
}

describe("what the privacy page promises is deleted on time, with no request needed", () => {
  it("deletes revoked keys past 30 days and expired API answers when the server starts, and again every hour", async () => {
    await keyRevoked("revoked-long-ago", REVOKED_API_KEY_KEPT_MS + 60_000);
    await keyRevoked("revoked-lately", REVOKED_API_KEY_KEPT_MS - 60_000);
    const expiredAt = Date.now() - IDEMPOTENCY_TTL_MS - 60_000;
    await store.idempotency.claim({
      key: "sweep-test:old",
      ownerId: "replier",
      fingerprint: "f",
      now: expiredAt,
      ttlMs: IDEMPOTENCY_TTL_MS,
      pendingMs: IDEMPOTENCY_PENDING_MS,
    });
    await store.idempotency.complete({ key: "sweep-test:old", status: 200, body: '{"result":"old essay"}' });

    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    await (await import("@/instrumentation")).register();
    vi.unstubAllEnvs();

    await until(async () => (await keysOf("revoked-long-ago")).length === 0);
    expect(await keysOf("revoked-lately")).toHaveLength(1);
    // Nothing claims that key again: before, only such a claim (or one claim in 500) would have deleted it.
    const { default: Database } = await import("better-sqlite3");
    const replies = () => {
      const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
      try {
        return db.prepare("SELECT key FROM idempotent_replies").all();
      } finally {
        db.close();
      }
    };
    expect(replies()).toEqual([]);

    // A key that passed its 30 days after the start is deleted by the next hour's sweep.
    await keyRevoked("revoked-in-the-hour", REVOKED_API_KEY_KEPT_MS + 1);
    vi.advanceTimersByTime(STORE_SWEEP_EVERY_MS);
    await until(async () => (await keysOf("revoked-in-the-hour")).length === 0);
  });
});
