import "server-only";
import { columnsOf, rowReader, type Row, type SqliteDb } from "./sqlite-shared";
import type { Store, Subscription } from "./types";

const SCHEMA = `
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
`;

const readSubscription = rowReader<Subscription>(
  "id userId email customerId status cancelAtPeriodEnd currentPeriodStart currentPeriodEnd created priceId amount currency interval",
);
export const toSubscription = (r: Row): Subscription => ({ ...readSubscription(r), cancelAtPeriodEnd: r.cancel_at_period_end === 1 });

/** Subscriptions, open checkouts and the billing provider's events on the SQLite file; their tables are their own, made here. */
export function sqliteBilling(db: SqliteDb): Pick<Store, "subscriptions" | "checkouts" | "billingEvents"> {
  db.exec(SCHEMA);
  if (!columnsOf(db, "subscriptions").includes("user_id")) db.exec("ALTER TABLE subscriptions ADD COLUMN user_id TEXT NOT NULL DEFAULT ''");
  db.exec(
    "DROP INDEX IF EXISTS subscriptions_email; CREATE INDEX IF NOT EXISTS subscriptions_user ON subscriptions (user_id, created DESC);",
  );

  const openCheckout = db.prepare("SELECT checkout_id FROM open_checkouts WHERE user_id = ?");
  const replaceCheckout = db.prepare(
    "INSERT INTO open_checkouts (user_id, checkout_id) VALUES (@userId, @id) ON CONFLICT (user_id) DO UPDATE SET checkout_id = excluded.checkout_id",
  );
  const closeCheckout = db.prepare("UPDATE open_checkouts SET checkout_id = NULL WHERE user_id = @userId AND checkout_id = @id");

  return {
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
        const rows = db.prepare("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY created DESC, rowid DESC").all(userId) as Row[];
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
  };
}
