import "server-only";
import { API_KEY_BUCKET } from "./keys";
import { toApiKeyRecord, toKeyDay } from "./sqlite-api-keys";
import { toSubscription } from "./sqlite-billing";
import { toHistory } from "./sqlite-history";
import type { Row, SqliteDb } from "./sqlite-shared";
import { toUsage } from "./sqlite-usage";
import type { AccountDataStore, AccountKeys } from "./types";

/** One account's data across the entities' tables (export and erasure); call it once those tables exist. */
export function sqliteAccountData(db: SqliteDb): AccountDataStore {
  const clearWindow = db.prepare("DELETE FROM quota_windows WHERE key = ?");
  const clearPending = db.prepare("DELETE FROM pending_uses WHERE key = ?");

  const collectAccount = db.transaction(({ userId, email, now }: AccountKeys & { now: number }) => ({
    history: (db.prepare("SELECT * FROM history WHERE owner_id = ? ORDER BY date DESC, rowid DESC").all(userId) as Row[]).map(toHistory),
    usage: ((row) => (row ? toUsage(row) : null))(db.prepare("SELECT * FROM usage_records WHERE email = ?").get(email) as Row | undefined),
    modelWords: db.prepare("SELECT period, words FROM model_words WHERE user_id = ? ORDER BY period").all(userId) as {
      period: string;
      words: number;
    }[],
    subscriptions: (db.prepare("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY created DESC, rowid DESC").all(userId) as Row[]).map(
      toSubscription,
    ),
    apiKeys: (db.prepare("SELECT * FROM api_keys WHERE user_id = ? ORDER BY created_at DESC, rowid DESC").all(userId) as Row[]).map(
      toApiKeyRecord,
    ),
    apiKeyUsage: (
      db.prepare("SELECT key_id, day, requests, words FROM api_key_usage WHERE user_id = ? ORDER BY day, key_id").all(userId) as Row[]
    ).map(toKeyDay),
    idempotentReplies: (
      db
        .prepare(
          "SELECT key, status, body, created_at FROM idempotent_replies WHERE owner_id = ? AND expires_at > ? ORDER BY created_at, key",
        )
        .all(userId, now) as Row[]
    ).map((r) => ({
      key: r.key as string,
      status: (r.status as number | null) ?? null,
      body: (r.body as string | null) ?? null,
      createdAt: r.created_at as number,
    })),
  }));
  // One transaction: an erasure is never left half done.
  const eraseAccount = db.transaction(({ userId, email, quotaKeys, quotaKeyPrefixes }: AccountKeys) => {
    db.prepare("DELETE FROM history WHERE owner_id = ?").run(userId);
    db.prepare("DELETE FROM usage_records WHERE email = ?").run(email);
    db.prepare("DELETE FROM model_words WHERE user_id = ?").run(userId);
    for (const key of quotaKeys) {
      clearWindow.run(key);
      clearPending.run(key);
    }
    // substr, not LIKE: an address may hold "%" or "_".
    for (const prefix of quotaKeyPrefixes) db.prepare("DELETE FROM quota_windows WHERE substr(key, 1, ?) = ?").run(prefix.length, prefix);
    db.prepare("DELETE FROM open_checkouts WHERE user_id = ?").run(userId);
    db.prepare("DELETE FROM mail_outbox WHERE recipient = ?").run(email);
    db.prepare("DELETE FROM api_key_usage WHERE user_id = ?").run(userId);
    db.prepare(`DELETE FROM rate_buckets WHERE key IN (SELECT '${API_KEY_BUCKET}' || id FROM api_keys WHERE user_id = ?)`).run(userId);
    db.prepare("DELETE FROM api_keys WHERE user_id = ?").run(userId);
    db.prepare("DELETE FROM idempotent_replies WHERE owner_id = ?").run(userId);
    db.prepare("UPDATE subscriptions SET user_id = '', email = '', customer_id = '' WHERE user_id = ?").run(userId);
  });

  return {
    async collect(input) {
      return collectAccount(input);
    },
    async erase(account) {
      eraseAccount(account);
    },
    // Erased rows are zeroed in the pages the log holds; TRUNCATE writes those pages into the file and empties the log,
    // so no earlier copy of them stays in it. A reader still on an older snapshot makes it busy: retried as any busy statement.
    async scrubErased() {
      const [{ busy }] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
      if (busy) throw Object.assign(new Error("the write-ahead log is in use"), { code: "SQLITE_BUSY" });
    },
  };
}
