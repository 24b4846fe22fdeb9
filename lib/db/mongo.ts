import "server-only";
import type { MongoClient } from "mongodb";
import { mongoAccountData } from "./mongo-account-data";
import { mongoApiKeys } from "./mongo-api-keys";
import { mongoBatches } from "./mongo-batches";
import { mongoBilling } from "./mongo-billing";
import { mongoHistory } from "./mongo-history";
import { mongoIdempotency } from "./mongo-idempotency";
import { mongoMessages } from "./mongo-messages";
import { mongoQuota } from "./mongo-quota";
import { mongoRateLimits } from "./mongo-rate-limits";
import { mongoRetention } from "./mongo-retention";
import { mongoUsage } from "./mongo-usage";
import { mongoWriting } from "./mongo-writing";
import type { Store } from "./types";

/**
 * A Store on a connected client; `close` closes the client. Each entity makes its own indexes (mongo-<entity>.ts);
 * _id is unique already: quota key, usage email, model words (user and period), subscription id and billing event id all live there.
 */
export async function openMongoStore(client: MongoClient, dbName?: string): Promise<Store> {
  const db = client.db(dbName);
  const [quota, history, usage, billing, messages, apiKeys, rateLimits, idempotency] = await Promise.all([
    mongoQuota(db),
    mongoHistory(db),
    mongoUsage(db),
    mongoBilling(db),
    mongoMessages(db),
    mongoApiKeys(db),
    mongoRateLimits(db),
    mongoIdempotency(db),
  ]);

  return {
    kind: "mongodb",
    batches: await mongoBatches(db),
    writing: await mongoWriting(db),
    accountData: mongoAccountData(db),
    apiKeys,
    rateLimits,
    idempotency,
    quota,
    history,
    usage,
    ...billing,
    ...messages,
    retention: mongoRetention(db),
    async close() {
      await client.close();
    },
  };
}
