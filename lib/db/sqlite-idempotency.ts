import "server-only";
import { IDEMPOTENCY_TTL_MS } from "@/lib/limits";
import { columnsOf, type Row, type SqliteDb } from "./sqlite-shared";
import type { IdempotencyStore } from "./types";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS idempotent_replies (
  key TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL DEFAULT '',
  fingerprint TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL DEFAULT 0
);
`;

/** Brings an older file's stored replies up to this schema. */
function migrate(db: SqliteDb) {
  const replyColumns = columnsOf(db, "idempotent_replies");
  if (!replyColumns.includes("owner_id")) db.exec("ALTER TABLE idempotent_replies ADD COLUMN owner_id TEXT NOT NULL DEFAULT ''");
  db.exec("CREATE INDEX IF NOT EXISTS idempotent_replies_owner ON idempotent_replies (owner_id)");
  // Each row says when it expires, so the sweep deletes by that (SQLite has no TTL index).
  // Replies written before: by the TTL they were stored under.
  if (!replyColumns.includes("expires_at")) {
    db.exec(
      `ALTER TABLE idempotent_replies ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0; UPDATE idempotent_replies SET expires_at = created_at + ${IDEMPOTENCY_TTL_MS};`,
    );
  }
  db.exec("CREATE INDEX IF NOT EXISTS idempotent_replies_expiry ON idempotent_replies (expires_at);");
}

/** Answers stored for requests sent with an Idempotency-Key, on the SQLite file; their table is their own, made here. */
export function sqliteIdempotency(db: SqliteDb): IdempotencyStore {
  db.exec(SCHEMA);
  migrate(db);

  const claimReply = db.prepare(`
    INSERT INTO idempotent_replies (key, owner_id, fingerprint, created_at, expires_at) VALUES (@key, @ownerId, @fingerprint, @now, @now + @ttlMs)
    ON CONFLICT (key) DO UPDATE SET owner_id = excluded.owner_id, fingerprint = excluded.fingerprint, status = NULL, body = NULL,
      created_at = excluded.created_at, expires_at = excluded.expires_at
    WHERE created_at <= @cutoff OR (status IS NULL AND created_at <= @pendingCutoff)
    RETURNING key`);
  const readReply = db.prepare("SELECT fingerprint, status, body FROM idempotent_replies WHERE key = ?");

  return {
    async claim({ key, ownerId, fingerprint, now, ttlMs, pendingMs }) {
      const cutoff = now - ttlMs;
      const pendingCutoff = now - pendingMs;
      if (claimReply.get({ key, ownerId, fingerprint, now, ttlMs, cutoff, pendingCutoff })) return { state: "claimed" };
      const row = readReply.get(key) as Row | undefined;
      // Released between the two statements: claim it afresh.
      if (!row)
        return claimReply.get({ key, ownerId, fingerprint, now, ttlMs, cutoff, pendingCutoff })
          ? { state: "claimed" }
          : { state: "pending", fingerprint };
      if (row.status == null) return { state: "pending", fingerprint: row.fingerprint as string };
      return { state: "done", fingerprint: row.fingerprint as string, status: row.status as number, body: row.body as string };
    },
    async complete({ key, status, body }) {
      db.prepare("UPDATE idempotent_replies SET status = ?, body = ? WHERE key = ?").run(status, body, key);
    },
    async release({ key }) {
      db.prepare("DELETE FROM idempotent_replies WHERE key = ? AND status IS NULL").run(key);
    },
  };
}
