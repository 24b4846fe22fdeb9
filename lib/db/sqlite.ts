import "server-only";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { sqliteAccountData } from "./sqlite-account-data";
import { sqliteApiKeys } from "./sqlite-api-keys";
import { sqliteBatches } from "./sqlite-batches";
import { sqliteBilling } from "./sqlite-billing";
import { sqliteHistory } from "./sqlite-history";
import { sqliteIdempotency } from "./sqlite-idempotency";
import { sqliteMessages } from "./sqlite-messages";
import { sqliteQuota } from "./sqlite-quota";
import { sqliteRateLimits } from "./sqlite-rate-limits";
import { sqliteRetention } from "./sqlite-retention";
import { sqliteUsage } from "./sqlite-usage";
import { sqliteWriting } from "./sqlite-writing";
import type { Store } from "./types";

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
      Object.entries(entity).map(([method, fn]) => [
        method,
        (...args: unknown[]) => retryWhileBusy(() => (fn as (...a: unknown[]) => Promise<unknown>)(...args)),
      ]),
    );
  }
  return wrapped as unknown as Store;
}

/**
 * A Store on the SQLite file at `path` (":memory:" for none). Each entity makes its own tables and brings an
 * older file's up to date (sqlite-<entity>.ts); the account's data and the retention sweep span those tables.
 */
export function openSqliteStore(path: string): Store {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("busy_timeout = 5000");
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  // Deleted rows are overwritten with zeros, not left in free pages: erased text must not stay in the file.
  db.pragma("secure_delete = ON");
  const entities = {
    quota: sqliteQuota(db),
    history: sqliteHistory(db),
    usage: sqliteUsage(db),
    ...sqliteBilling(db),
    ...sqliteMessages(db),
    apiKeys: sqliteApiKeys(db),
    rateLimits: sqliteRateLimits(db),
    idempotency: sqliteIdempotency(db),
  };
  // From here on, busy waits happen in retryWhileBusy, off the event loop.
  db.pragma("busy_timeout = 0");

  return retryingWhileBusy({
    kind: "sqlite",
    ...entities,
    batches: sqliteBatches(db),
    writing: sqliteWriting(db),
    accountData: sqliteAccountData(db),
    retention: sqliteRetention(db),
    async close() {
      db.close();
    },
  });
}
