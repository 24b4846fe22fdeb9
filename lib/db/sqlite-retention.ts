import "server-only";
import { RATE_BUCKET_IDLE_MS } from "./keys";
import type { SqliteDb } from "./sqlite-shared";
import type { RetentionStore } from "./types";

/** What the entities' tables keep only for a time, deleted at each sweep; call it once those tables exist. */
export function sqliteRetention(db: SqliteDb): RetentionStore {
  // One transaction: the sweep is a single write, however many tables it touches.
  const sweepExpired = db.transaction(({ now, revokedKeysBefore }: { now: number; revokedKeysBefore: number }) => {
    db.prepare("DELETE FROM api_keys WHERE revoked_at IS NOT NULL AND revoked_at <= ?").run(revokedKeysBefore);
    db.prepare("DELETE FROM idempotent_replies WHERE expires_at <= ?").run(now);
    db.prepare("DELETE FROM quota_windows WHERE expires_at <= ?").run(now);
    db.prepare("DELETE FROM rate_buckets WHERE updated_at <= ?").run(now - RATE_BUCKET_IDLE_MS);
  });

  return {
    async sweep(input) {
      sweepExpired.immediate(input);
    },
  };
}
