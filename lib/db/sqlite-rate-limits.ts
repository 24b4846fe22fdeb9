import "server-only";
import type { Row, SqliteDb } from "./sqlite-shared";
import type { RateLimitStore } from "./types";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_buckets (
  key TEXT PRIMARY KEY,
  tokens REAL NOT NULL,
  allowed INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
`;

/** Token buckets on the SQLite file; their table is their own, made here. */
export function sqliteRateLimits(db: SqliteDb): RateLimitStore {
  db.exec(SCHEMA);
  db.exec("CREATE INDEX IF NOT EXISTS rate_buckets_updated ON rate_buckets (updated_at);");

  // One statement refills the bucket for the time passed, takes a token when there is one, and says whether it did.
  const refilled = "MIN(@capacity, tokens + MAX(0, @now - updated_at) * @refillPerSecond / 1000.0)";
  // A refused take matches no row and writes nothing; the bucket is then read to say when the next token comes.
  const takeToken = db.prepare(`
    INSERT INTO rate_buckets (key, tokens, allowed, updated_at) VALUES (@key, @capacity - 1, 1, @now)
    ON CONFLICT (key) DO UPDATE SET tokens = ${refilled} - 1, updated_at = MAX(updated_at, @now)
    WHERE ${refilled} >= 1
    RETURNING tokens`);
  const bucketTokens = db.prepare(`SELECT ${refilled} AS tokens FROM rate_buckets WHERE key = @key`);

  return {
    async take({ key, capacity, refillPerSecond, now }) {
      if (takeToken.get({ key, capacity, refillPerSecond, now })) return { allowed: true, retryAfterMs: 0 };
      const tokens = (bucketTokens.get({ key, capacity, refillPerSecond, now }) as Row).tokens as number;
      return { allowed: false, retryAfterMs: Math.ceil(((1 - tokens) / refillPerSecond) * 1000) };
    },
  };
}
