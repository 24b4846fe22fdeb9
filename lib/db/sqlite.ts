import "server-only";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { IDEMPOTENCY_TTL_MS, QUOTA_WINDOW_MS } from "@/lib/limits";
import { API_KEY_BUCKET } from "./keys";
import { reviewFromJson, reviewToStore } from "./review";
import { sqliteBatches } from "./sqlite-batches";
import { sqliteWriting } from "./sqlite-writing";
import type {
  AccountKeys,
  ApiKey,
  ApiKeyRecord,
  ContactMessage,
  HistoryEntry,
  OutboxMessage,
  QuotaWindow,
  Store,
  Subscription,
  UsageRecord,
} from "./types";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS quota_windows (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  expires_at INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS pending_uses (
  id TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  taken_at INTEGER NOT NULL,
  PRIMARY KEY (id, key)
);
CREATE INDEX IF NOT EXISTS pending_uses_taken ON pending_uses (taken_at);
CREATE TABLE IF NOT EXISTS history (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  question TEXT NOT NULL,
  response TEXT NOT NULL,
  date INTEGER NOT NULL,
  review TEXT
);
CREATE INDEX IF NOT EXISTS history_owner_date ON history (owner_id, date DESC);
CREATE TABLE IF NOT EXISTS usage_records (
  email TEXT PRIMARY KEY,
  total_cost REAL NOT NULL,
  total_queries INTEGER NOT NULL,
  prompt_tokens INTEGER NOT NULL DEFAULT 0,
  completion_tokens INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS model_words (
  user_id TEXT NOT NULL,
  period TEXT NOT NULL,
  words INTEGER NOT NULL,
  PRIMARY KEY (user_id, period)
);
CREATE TABLE IF NOT EXISTS subscriptions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  status TEXT NOT NULL,
  cancel_at_period_end INTEGER NOT NULL,
  current_period_start INTEGER NOT NULL,
  current_period_end INTEGER NOT NULL,
  created INTEGER NOT NULL,
  price_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  interval TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS open_checkouts (
  user_id TEXT PRIMARY KEY,
  checkout_id TEXT
);
CREATE TABLE IF NOT EXISTS billing_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mail_outbox (
  id TEXT PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox (recipient, created_at DESC);
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  name TEXT NOT NULL,
  prefix TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS api_keys_user ON api_keys (user_id, created_at DESC);
CREATE INDEX IF NOT EXISTS api_keys_revoked ON api_keys (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS api_key_usage (
  key_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  day TEXT NOT NULL,
  requests INTEGER NOT NULL,
  words INTEGER NOT NULL,
  PRIMARY KEY (key_id, day)
);
CREATE INDEX IF NOT EXISTS api_key_usage_user ON api_key_usage (user_id, day);
CREATE TABLE IF NOT EXISTS rate_buckets (
  key TEXT PRIMARY KEY,
  tokens REAL NOT NULL,
  allowed INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotent_replies (
  key TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL DEFAULT '',
  fingerprint TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/** Rate buckets untouched this long are full again, so rows older than this are swept. */
const RATE_BUCKET_IDLE_MS = 60 * 60 * 1000;

type Row = Record<string, unknown>;

const toHistory = (r: Row): HistoryEntry => ({
  id: r.id as string,
  ownerId: r.owner_id as string,
  question: r.question as string,
  response: r.response as string,
  date: r.date as number,
  review: reviewFromJson((r.review as string | null | undefined) ?? null),
});

const toSubscription = (r: Row): Subscription => ({
  id: r.id as string,
  userId: r.user_id as string,
  email: r.email as string,
  customerId: r.customer_id as string,
  status: r.status as Subscription["status"],
  cancelAtPeriodEnd: r.cancel_at_period_end === 1,
  currentPeriodStart: r.current_period_start as number,
  currentPeriodEnd: r.current_period_end as number,
  created: r.created as number,
  priceId: r.price_id as string,
  amount: r.amount as number,
  currency: r.currency as string,
  interval: r.interval as Subscription["interval"],
});

const toOutbox = (r: Row): OutboxMessage => ({
  id: r.id as string,
  to: r.recipient as string,
  subject: r.subject as string,
  text: r.text as string,
  ...(r.html == null ? {} : { html: r.html as string }),
  kind: r.kind as string,
  createdAt: r.created_at as number,
});

const toApiKey = (r: Row): ApiKey => ({
  id: r.id as string,
  userId: r.user_id as string,
  name: r.name as string,
  prefix: r.prefix as string,
  createdAt: r.created_at as number,
  lastUsedAt: (r.last_used_at as number | null) ?? null,
});

const toKeyDay = (r: Row) => ({ keyId: r.key_id as string, day: r.day as string, requests: r.requests as number, words: r.words as number });

const toApiKeyRecord = (r: Row): ApiKeyRecord => ({ ...toApiKey(r), revokedAt: (r.revoked_at as number | null) ?? null });

const toContact = (r: Row): ContactMessage => ({
  id: r.id as string,
  name: r.name as string,
  email: r.email as string,
  message: r.message as string,
  createdAt: r.created_at as number,
});

/** How long a statement keeps retrying while another connection holds the write lock. */
const BUSY_RETRY_MS = 5000;

const isBusy = (error: unknown) => (error as { code?: string } | null)?.code?.startsWith("SQLITE_BUSY") === true;

/**
 * Runs a statement, waiting without blocking while the database is busy. Better Auth writes through its
 * own connection in transactions that span awaits; SQLite's own busy wait would block the event loop, so
 * that transaction could never finish and every request would stall until the timeout.
 */
async function retryWhileBusy<T>(run: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + BUSY_RETRY_MS;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Every method of every entity of the store, retried while the database is busy. */
function retryingWhileBusy(store: Store): Store {
  const wrapped: Record<string, unknown> = { ...store };
  for (const [name, entity] of Object.entries(store)) {
    if (typeof entity !== "object" || entity === null) continue;
    wrapped[name] = Object.fromEntries(
      Object.entries(entity).map(([method, fn]) => [method, (...args: unknown[]) => retryWhileBusy(() => (fn as (...a: unknown[]) => Promise<unknown>)(...args))]),
    );
  }
  return wrapped as unknown as Store;
}

/** Brings a database made by an earlier version up to this schema. */
function migrate(db: InstanceType<typeof Database>) {
  // Review marks are JSON (NULL when the result had none, as every entry kept before them reads).
  const historyColumns = (db.prepare("PRAGMA table_info(history)").all() as Row[]).map((c) => c.name);
  if (!historyColumns.includes("review")) db.exec("ALTER TABLE history ADD COLUMN review TEXT");
  const columns = (db.prepare("PRAGMA table_info(subscriptions)").all() as Row[]).map((c) => c.name);
  if (!columns.includes("user_id")) db.exec("ALTER TABLE subscriptions ADD COLUMN user_id TEXT NOT NULL DEFAULT ''");
  const usageColumns = (db.prepare("PRAGMA table_info(usage_records)").all() as Row[]).map((c) => c.name);
  if (!usageColumns.includes("prompt_tokens")) {
    db.exec("ALTER TABLE usage_records ADD COLUMN prompt_tokens INTEGER NOT NULL DEFAULT 0; ALTER TABLE usage_records ADD COLUMN completion_tokens INTEGER NOT NULL DEFAULT 0;");
  }
  db.exec("DROP INDEX IF EXISTS subscriptions_email; CREATE INDEX IF NOT EXISTS subscriptions_user ON subscriptions (user_id, created DESC);");
  const replyColumns = (db.prepare("PRAGMA table_info(idempotent_replies)").all() as Row[]).map((c) => c.name);
  if (!replyColumns.includes("owner_id")) db.exec("ALTER TABLE idempotent_replies ADD COLUMN owner_id TEXT NOT NULL DEFAULT ''");
  db.exec("CREATE INDEX IF NOT EXISTS idempotent_replies_owner ON idempotent_replies (owner_id)");
  // Each row says when it expires, so the sweep deletes by that (SQLite has no TTL index, and the windows differ).
  // Rows written before: a reply by the TTL it was stored under; a window by the longest any limiter has.
  if (!replyColumns.includes("expires_at")) {
    db.exec(`ALTER TABLE idempotent_replies ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0; UPDATE idempotent_replies SET expires_at = created_at + ${IDEMPOTENCY_TTL_MS};`);
  }
  const windowColumns = (db.prepare("PRAGMA table_info(quota_windows)").all() as Row[]).map((c) => c.name);
  if (!windowColumns.includes("expires_at")) {
    db.exec(`ALTER TABLE quota_windows ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0; UPDATE quota_windows SET expires_at = window_start + ${QUOTA_WINDOW_MS};`);
  }
  db.exec(`DROP INDEX IF EXISTS quota_windows_start;
    CREATE INDEX IF NOT EXISTS quota_windows_expiry ON quota_windows (expires_at);
    CREATE INDEX IF NOT EXISTS idempotent_replies_expiry ON idempotent_replies (expires_at);
    CREATE INDEX IF NOT EXISTS rate_buckets_updated ON rate_buckets (updated_at);`);
}

export function openSqliteStore(path: string): Store {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("busy_timeout = 5000");
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  // Deleted rows are overwritten with zeros, not left in free pages: erased text must not stay in the file.
  db.pragma("secure_delete = ON");
  db.exec(SCHEMA);
  migrate(db);
  // From here on, busy waits happen in retryWhileBusy, off the event loop.
  db.pragma("busy_timeout = 0");

  // One statement: start a new window when the old one expired, else count up only below the limit.
  const consume = db.prepare(`
    INSERT INTO quota_windows (key, count, window_start, expires_at) VALUES (@key, 1, @now, @now + @windowMs)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN window_start <= @cutoff THEN 1 ELSE count + 1 END,
      expires_at = CASE WHEN window_start <= @cutoff THEN @now + @windowMs ELSE expires_at END,
      window_start = CASE WHEN window_start <= @cutoff THEN @now ELSE window_start END
    WHERE window_start <= @cutoff OR count < @limit
    RETURNING count, window_start`);
  const quotaRow = db.prepare("SELECT count, window_start FROM quota_windows WHERE key = ?");
  const refund = db.prepare(
    "UPDATE quota_windows SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0",
  );
  const clearWindow = db.prepare("DELETE FROM quota_windows WHERE key = ?");
  // A pending use is a row beside its window, written and dropped in the same transaction as the count.
  const holdUse = db.prepare("INSERT INTO pending_uses (id, key, window_start, taken_at) VALUES (?, ?, ?, ?)");
  const dropPending = db.prepare("DELETE FROM pending_uses WHERE id = ? AND key = ? RETURNING window_start");
  const clearPending = db.prepare("DELETE FROM pending_uses WHERE key = ?");
  const consumeHeld = db.transaction((input: { key: string; limit: number; now: number; windowMs: number; cutoff: number }, pendingId: string) => {
    const row = consume.get(input) as Row | undefined;
    if (row) holdUse.run(pendingId, input.key, row.window_start, input.now);
    return row;
  });
  const refundHeld = db.transaction((pendingId: string, key: string) => {
    const held = dropPending.get(pendingId, key) as Row | undefined;
    if (held) refund.run(key, held.window_start);
  });
  const reconcileHeld = db.transaction((takenBefore: number) => {
    const lost = db.prepare("DELETE FROM pending_uses WHERE taken_at <= ? RETURNING key, window_start").all(takenBefore) as Row[];
    // A use of a window that has since started over is dropped, not given back: that window's count is gone.
    return lost.reduce((given, held) => given + refund.run(held.key, held.window_start).changes, 0);
  });

  const readWindow = (key: string, cutoff: number): QuotaWindow => {
    const row = quotaRow.get(key) as Row | undefined;
    if (!row || (row.window_start as number) <= cutoff) return { count: 0, windowStart: 0 };
    return { count: row.count as number, windowStart: row.window_start as number };
  };

  const openCheckout = db.prepare("SELECT checkout_id FROM open_checkouts WHERE user_id = ?");
  const replaceCheckout = db.prepare(
    "INSERT INTO open_checkouts (user_id, checkout_id) VALUES (@userId, @id) ON CONFLICT (user_id) DO UPDATE SET checkout_id = excluded.checkout_id",
  );
  const closeCheckout = db.prepare("UPDATE open_checkouts SET checkout_id = NULL WHERE user_id = @userId AND checkout_id = @id");

  const usageUpsert = db.prepare(`
    INSERT INTO usage_records (email, total_cost, total_queries, prompt_tokens, completion_tokens)
    VALUES (@email, @cost, 1, @promptTokens, @completionTokens)
    ON CONFLICT (email) DO UPDATE SET total_cost = total_cost + @cost, total_queries = total_queries + 1,
      prompt_tokens = prompt_tokens + @promptTokens, completion_tokens = completion_tokens + @completionTokens
    RETURNING email, total_cost, total_queries, prompt_tokens, completion_tokens`);
  const toUsage = (r: Row): UsageRecord => ({
    email: r.email as string,
    totalCost: r.total_cost as number,
    totalQueries: r.total_queries as number,
    totalPromptTokens: r.prompt_tokens as number,
    totalCompletionTokens: r.completion_tokens as number,
  });
  const addWords = db.prepare(`
    INSERT INTO model_words (user_id, period, words) VALUES (@userId, @period, @words)
    ON CONFLICT (user_id, period) DO UPDATE SET words = words + @words
    RETURNING words`);
  const readWords = db.prepare("SELECT words FROM model_words WHERE user_id = ? AND period = ?");

  const collectAccount = db.transaction(({ userId, email, now }: AccountKeys & { now: number }) => ({
    history: (db.prepare("SELECT * FROM history WHERE owner_id = ? ORDER BY date DESC, rowid DESC").all(userId) as Row[]).map(toHistory),
    usage: ((row) => (row ? toUsage(row) : null))(db.prepare("SELECT * FROM usage_records WHERE email = ?").get(email) as Row | undefined),
    modelWords: db.prepare("SELECT period, words FROM model_words WHERE user_id = ? ORDER BY period").all(userId) as { period: string; words: number }[],
    subscriptions: (db.prepare("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY created DESC, rowid DESC").all(userId) as Row[]).map(toSubscription),
    apiKeys: (db.prepare("SELECT * FROM api_keys WHERE user_id = ? ORDER BY created_at DESC, rowid DESC").all(userId) as Row[]).map(toApiKeyRecord),
    apiKeyUsage: (db.prepare("SELECT key_id, day, requests, words FROM api_key_usage WHERE user_id = ? ORDER BY day, key_id").all(userId) as Row[]).map(toKeyDay),
    idempotentReplies: (
      db.prepare("SELECT key, status, body, created_at FROM idempotent_replies WHERE owner_id = ? AND expires_at > ? ORDER BY created_at, key").all(userId, now) as Row[]
    ).map((r) => ({ key: r.key as string, status: (r.status as number | null) ?? null, body: (r.body as string | null) ?? null, createdAt: r.created_at as number })),
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

  const liveKeyCount = db.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ? AND revoked_at IS NULL");
  const insertKey = db.prepare(
    "INSERT INTO api_keys (id, user_id, name, prefix, hash, created_at) VALUES (@id, @userId, @name, @prefix, @hash, @createdAt)",
  );
  // IMMEDIATE takes the write lock before counting, so another connection cannot count the same keys.
  const createKey = db.transaction((input: { id: string; userId: string; name: string; prefix: string; hash: string; createdAt: number; maxLive: number }) => {
    if (((liveKeyCount.get(input.userId) as Row).n as number) >= input.maxLive) return false;
    insertKey.run(input);
    return true;
  });
  const keyUse = db.prepare("UPDATE api_keys SET last_used_at = MAX(COALESCE(last_used_at, 0), @at) WHERE id = @id");
  const keyDayUse = db.prepare(`
    INSERT INTO api_key_usage (key_id, user_id, day, requests, words) VALUES (@id, @userId, @day, 1, @words)
    ON CONFLICT (key_id, day) DO UPDATE SET requests = requests + 1, words = words + @words`);
  const recordKeyUse = db.transaction((input: { id: string; userId: string; at: number; day: string; words: number }) => {
    keyUse.run(input);
    keyDayUse.run(input);
  });

  // One statement refills the bucket for the time passed, takes a token when there is one, and says whether it did.
  const refilled = "MIN(@capacity, tokens + MAX(0, @now - updated_at) * @refillPerSecond / 1000.0)";
  // A refused take matches no row and writes nothing; the bucket is then read to say when the next token comes.
  const takeToken = db.prepare(`
    INSERT INTO rate_buckets (key, tokens, allowed, updated_at) VALUES (@key, @capacity - 1, 1, @now)
    ON CONFLICT (key) DO UPDATE SET tokens = ${refilled} - 1, updated_at = MAX(updated_at, @now)
    WHERE ${refilled} >= 1
    RETURNING tokens`);
  const bucketTokens = db.prepare(`SELECT ${refilled} AS tokens FROM rate_buckets WHERE key = @key`);

  const claimReply = db.prepare(`
    INSERT INTO idempotent_replies (key, owner_id, fingerprint, created_at, expires_at) VALUES (@key, @ownerId, @fingerprint, @now, @now + @ttlMs)
    ON CONFLICT (key) DO UPDATE SET owner_id = excluded.owner_id, fingerprint = excluded.fingerprint, status = NULL, body = NULL,
      created_at = excluded.created_at, expires_at = excluded.expires_at
    WHERE created_at <= @cutoff OR (status IS NULL AND created_at <= @pendingCutoff)
    RETURNING key`);
  const readReply = db.prepare("SELECT fingerprint, status, body FROM idempotent_replies WHERE key = ?");

  // One transaction: the sweep is a single write, however many tables it touches.
  const sweepExpired = db.transaction(({ now, revokedKeysBefore }: { now: number; revokedKeysBefore: number }) => {
    db.prepare("DELETE FROM api_keys WHERE revoked_at IS NOT NULL AND revoked_at <= ?").run(revokedKeysBefore);
    db.prepare("DELETE FROM idempotent_replies WHERE expires_at <= ?").run(now);
    db.prepare("DELETE FROM quota_windows WHERE expires_at <= ?").run(now);
    db.prepare("DELETE FROM rate_buckets WHERE updated_at <= ?").run(now - RATE_BUCKET_IDLE_MS);
  });

  return retryingWhileBusy({
    kind: "sqlite",
    batches: sqliteBatches(db),
    writing: sqliteWriting(db),
    accountData: {
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
    },
    apiKeys: {
      async create({ maxLive, ...key }) {
        const id = randomUUID();
        if (!createKey.immediate({ id, ...key, maxLive })) return null;
        return { id, userId: key.userId, name: key.name, prefix: key.prefix, createdAt: key.createdAt, lastUsedAt: null };
      },
      async list({ userId }) {
        const rows = db
          .prepare("SELECT * FROM api_keys WHERE user_id = ? AND revoked_at IS NULL ORDER BY created_at DESC, rowid DESC")
          .all(userId) as Row[];
        return rows.map(toApiKey);
      },
      async findByHash(hash) {
        const row = db.prepare("SELECT * FROM api_keys WHERE hash = ? AND revoked_at IS NULL").get(hash) as Row | undefined;
        return row ? toApiKey(row) : null;
      },
      async revoke({ userId, id, at }) {
        return db.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL").run(at, id, userId).changes === 1;
      },
      async revokeAll({ userId, at }) {
        return db.prepare("UPDATE api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").run(at, userId).changes;
      },
      async recordUse(input) {
        recordKeyUse.immediate(input);
      },
      async usageByDay({ userId, fromDay }) {
        const rows = db
          .prepare("SELECT key_id, day, requests, words FROM api_key_usage WHERE user_id = ? AND day >= ? ORDER BY day, key_id")
          .all(userId, fromDay) as Row[];
        return rows.map(toKeyDay);
      },
    },
    rateLimits: {
      async take({ key, capacity, refillPerSecond, now }) {
        if (takeToken.get({ key, capacity, refillPerSecond, now })) return { allowed: true, retryAfterMs: 0 };
        const tokens = (bucketTokens.get({ key, capacity, refillPerSecond, now }) as Row).tokens as number;
        return { allowed: false, retryAfterMs: Math.ceil(((1 - tokens) / refillPerSecond) * 1000) };
      },
    },
    idempotency: {
      async claim({ key, ownerId, fingerprint, now, ttlMs, pendingMs }) {
        const cutoff = now - ttlMs;
        const pendingCutoff = now - pendingMs;
        if (claimReply.get({ key, ownerId, fingerprint, now, ttlMs, cutoff, pendingCutoff })) return { state: "claimed" };
        const row = readReply.get(key) as Row | undefined;
        // Released between the two statements: claim it afresh.
        if (!row) return claimReply.get({ key, ownerId, fingerprint, now, ttlMs, cutoff, pendingCutoff }) ? { state: "claimed" } : { state: "pending", fingerprint };
        if (row.status == null) return { state: "pending", fingerprint: row.fingerprint as string };
        return { state: "done", fingerprint: row.fingerprint as string, status: row.status as number, body: row.body as string };
      },
      async complete({ key, status, body }) {
        db.prepare("UPDATE idempotent_replies SET status = ?, body = ? WHERE key = ?").run(status, body, key);
      },
      async release({ key }) {
        db.prepare("DELETE FROM idempotent_replies WHERE key = ? AND status IS NULL").run(key);
      },
    },
    quota: {
      async tryConsume({ key, limit, now, windowMs, pendingId }) {
        const cutoff = now - windowMs;
        const input = { key, now, windowMs, cutoff, limit };
        const row = (pendingId ? consumeHeld.immediate(input, pendingId) : consume.get(input)) as Row | undefined;
        if (row) return { allowed: true, count: row.count as number, windowStart: row.window_start as number };
        return { allowed: false, ...readWindow(key, cutoff) };
      },
      async refund({ key, windowStart, pendingId }) {
        if (pendingId) refundHeld.immediate(pendingId, key);
        else refund.run(key, windowStart);
      },
      async settle({ key, pendingId }) {
        dropPending.get(pendingId, key);
      },
      async reconcile({ takenBefore }) {
        return reconcileHeld.immediate(takenBefore);
      },
      async peek({ key, now, windowMs }) {
        return readWindow(key, now - windowMs);
      },
      async clear({ key }) {
        clearWindow.run(key);
        clearPending.run(key);
      },
    },
    history: {
      async add({ review, ...input }) {
        const marks = reviewToStore(review);
        const entry = { id: randomUUID(), ...input, review: marks ?? [] };
        db.prepare(
          "INSERT INTO history (id, owner_id, question, response, date, review) VALUES (?, ?, ?, ?, ?, ?)",
        ).run(entry.id, entry.ownerId, entry.question, entry.response, entry.date, marks ? JSON.stringify(marks) : null);
        return entry;
      },
      async list({ ownerId, limit }) {
        const rows = db
          .prepare("SELECT * FROM history WHERE owner_id = ? ORDER BY date DESC, rowid DESC LIMIT ?")
          .all(ownerId, limit) as Row[];
        return rows.map(toHistory);
      },
      async count({ ownerId }) {
        const row = db.prepare("SELECT COUNT(*) AS n FROM history WHERE owner_id = ?").get(ownerId) as Row;
        return row.n as number;
      },
      async remove({ ownerId, id }) {
        return db.prepare("DELETE FROM history WHERE owner_id = ? AND id = ?").run(ownerId, id).changes > 0;
      },
      async clear({ ownerId }) {
        return db.prepare("DELETE FROM history WHERE owner_id = ?").run(ownerId).changes;
      },
    },
    usage: {
      async record({ email, cost, promptTokens = 0, completionTokens = 0 }) {
        return toUsage(usageUpsert.get({ email, cost, promptTokens, completionTokens }) as Row);
      },
      async get(email) {
        const row = db.prepare("SELECT * FROM usage_records WHERE email = ?").get(email) as Row | undefined;
        return row ? toUsage(row) : null;
      },
      async addModelWords({ userId, period, words }) {
        return (addWords.get({ userId, period, words }) as Row).words as number;
      },
      async modelWords({ userId, period }) {
        return ((readWords.get(userId, period) as Row | undefined)?.words as number | undefined) ?? 0;
      },
    },
    subscriptions: {
      async upsert(s) {
        db.prepare(
          `INSERT INTO subscriptions (id, user_id, email, customer_id, status, cancel_at_period_end, current_period_start,
             current_period_end, created, price_id, amount, currency, interval)
           VALUES (@id, @userId, @email, @customerId, @status, @cancel, @currentPeriodStart, @currentPeriodEnd, @created,
             @priceId, @amount, @currency, @interval)
           ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, email = excluded.email, customer_id = excluded.customer_id,
             status = excluded.status, cancel_at_period_end = excluded.cancel_at_period_end,
             current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
             created = excluded.created, price_id = excluded.price_id, amount = excluded.amount,
             currency = excluded.currency, interval = excluded.interval`,
        ).run({ ...s, cancel: s.cancelAtPeriodEnd ? 1 : 0 });
      },
      async get(id) {
        const row = db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(id) as Row | undefined;
        return row ? toSubscription(row) : null;
      },
      async listByUser(userId) {
        const rows = db
          .prepare("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY created DESC, rowid DESC")
          .all(userId) as Row[];
        return rows.map(toSubscription);
      },
    },
    checkouts: {
      async open({ userId, id }) {
        const previous = openCheckout.get(userId) as Row | undefined;
        replaceCheckout.run({ userId, id });
        return (previous?.checkout_id as string | null | undefined) ?? null;
      },
      async close({ userId, id }) {
        return closeCheckout.run({ userId, id }).changes === 1;
      },
    },
    billingEvents: {
      async recordOnce({ id, type, receivedAt }) {
        const result = db
          .prepare("INSERT INTO billing_events (id, type, received_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING")
          .run(id, type, receivedAt);
        return result.changes === 1;
      },
      async forget(id) {
        db.prepare("DELETE FROM billing_events WHERE id = ?").run(id);
      },
    },
    outbox: {
      async add(input) {
        const message = { id: randomUUID(), ...input };
        db.prepare(
          "INSERT INTO mail_outbox (id, recipient, subject, text, html, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ).run(message.id, message.to, message.subject, message.text, message.html ?? null, message.kind, message.createdAt);
        return message;
      },
      async list({ to, limit }) {
        const rows = (
          to === undefined
            ? db.prepare("SELECT * FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit)
            : db
                .prepare("SELECT * FROM mail_outbox WHERE recipient = ? ORDER BY created_at DESC, rowid DESC LIMIT ?")
                .all(to, limit)
        ) as Row[];
        return rows.map(toOutbox);
      },
    },
    retention: {
      async sweep(input) {
        sweepExpired.immediate(input);
      },
    },
    contact: {
      async add(input) {
        const message = { id: randomUUID(), ...input };
        db.prepare("INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (?, ?, ?, ?, ?)").run(
          message.id,
          message.name,
          message.email,
          message.message,
          message.createdAt,
        );
        return message;
      },
      async list({ limit }) {
        const rows = db
          .prepare("SELECT * FROM contact_messages ORDER BY created_at DESC, rowid DESC LIMIT ?")
          .all(limit) as Row[];
        return rows.map(toContact);
      },
    },
    async close() {
      db.close();
    },
  });
}
