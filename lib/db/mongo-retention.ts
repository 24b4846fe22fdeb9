import "server-only";
import type { Db } from "mongodb";
import { apiKeyRecords } from "./mongo-api-keys";
import { idempotentReplies } from "./mongo-idempotency";
import { quotaWindows } from "./mongo-quota";
import { rateBuckets } from "./mongo-rate-limits";
import type { RetentionStore } from "./types";

/** What the entities' collections keep only for a time, deleted at each sweep. */
export function mongoRetention(db: Db): RetentionStore {
  return {
    // The TTL monitor deletes expired documents within a minute or so; this makes it certain at the sweep.
    async sweep({ now, revokedKeysBefore }) {
      const expired = { expiresAt: { $lte: new Date(now) } };
      await Promise.all([
        // A number compares only with numbers: live keys (null) never match.
        apiKeyRecords(db).deleteMany({ revokedAt: { $lte: revokedKeysBefore } }),
        idempotentReplies(db).deleteMany(expired),
        quotaWindows(db).deleteMany(expired),
        rateBuckets(db).deleteMany(expired),
      ]);
    },
  };
}
