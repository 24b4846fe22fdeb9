import "server-only";
import { randomUUID } from "node:crypto";
import { rowReader, type Row, type SqliteDb } from "./sqlite-shared";
import type { ApiKey, ApiKeyDayUsage, ApiKeyRecord, ApiKeyStore } from "./types";

const SCHEMA = `
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
`;

const toApiKey = rowReader<ApiKey>("id userId name prefix createdAt lastUsedAt");
export const toKeyDay = rowReader<ApiKeyDayUsage>("keyId day requests words");
export const toApiKeyRecord = rowReader<ApiKeyRecord>("id userId name prefix createdAt lastUsedAt revokedAt");

/** API keys (only their secrets' hashes) and their daily usage on the SQLite file; their tables are their own, made here. */
export function sqliteApiKeys(db: SqliteDb): ApiKeyStore {
  db.exec(SCHEMA);

  const liveKeyCount = db.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ? AND revoked_at IS NULL");
  const insertKey = db.prepare(
    "INSERT INTO api_keys (id, user_id, name, prefix, hash, created_at) VALUES (@id, @userId, @name, @prefix, @hash, @createdAt)",
  );
  // IMMEDIATE takes the write lock before counting, so another connection cannot count the same keys.
  const createKey = db.transaction(
    (input: { id: string; userId: string; name: string; prefix: string; hash: string; createdAt: number; maxLive: number }) => {
      if (((liveKeyCount.get(input.userId) as Row).n as number) >= input.maxLive) return false;
      insertKey.run(input);
      return true;
    },
  );
  const keyUse = db.prepare("UPDATE api_keys SET last_used_at = MAX(COALESCE(last_used_at, 0), @at) WHERE id = @id");
  const keyDayUse = db.prepare(`
    INSERT INTO api_key_usage (key_id, user_id, day, requests, words) VALUES (@id, @userId, @day, 1, @words)
    ON CONFLICT (key_id, day) DO UPDATE SET requests = requests + 1, words = words + @words`);
  const recordKeyUse = db.transaction((input: { id: string; userId: string; at: number; day: string; words: number }) => {
    keyUse.run(input);
    keyDayUse.run(input);
  });

  return {
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
      return (
        db.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL").run(at, id, userId).changes ===
        1
      );
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
  };
}
