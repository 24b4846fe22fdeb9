import "server-only";
import { QUOTA_WINDOW_MS } from "@/lib/limits";
import { columnsOf, type Row, type SqliteDb } from "./sqlite-shared";
import type { QuotaStore, QuotaWindow } from "./types";

// A pending use is a row beside its window, written and dropped in the same transaction as the count.
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
`;

/** Brings an older file's windows up to this schema. */
function migrate(db: SqliteDb) {
  // Each row says when it expires, so the sweep deletes by that (SQLite has no TTL index, and the windows differ).
  // Windows written before: by the longest any limiter has.
  if (!columnsOf(db, "quota_windows").includes("expires_at")) {
    db.exec(
      `ALTER TABLE quota_windows ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0; UPDATE quota_windows SET expires_at = window_start + ${QUOTA_WINDOW_MS};`,
    );
  }
  db.exec(`DROP INDEX IF EXISTS quota_windows_start;
    CREATE INDEX IF NOT EXISTS quota_windows_expiry ON quota_windows (expires_at);`);
}

/** Quota windows and their pending uses on the SQLite file; its tables are its own, made here. */
export function sqliteQuota(db: SqliteDb): QuotaStore {
  db.exec(SCHEMA);
  migrate(db);

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
  const refund = db.prepare("UPDATE quota_windows SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0");
  const clearWindow = db.prepare("DELETE FROM quota_windows WHERE key = ?");
  const holdUse = db.prepare("INSERT INTO pending_uses (id, key, window_start, taken_at) VALUES (?, ?, ?, ?)");
  const dropPending = db.prepare("DELETE FROM pending_uses WHERE id = ? AND key = ? RETURNING window_start");
  const clearPending = db.prepare("DELETE FROM pending_uses WHERE key = ?");
  const consumeHeld = db.transaction(
    (input: { key: string; limit: number; now: number; windowMs: number; cutoff: number }, pendingId: string) => {
      const row = consume.get(input) as Row | undefined;
      if (row) holdUse.run(pendingId, input.key, row.window_start, input.now);
      return row;
    },
  );
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

  return {
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
  };
}
