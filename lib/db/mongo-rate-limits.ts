import "server-only";
import type { Db } from "mongodb";
import { RATE_BUCKET_IDLE_MS } from "./keys";
import { isDuplicateKey } from "./mongo-shared";
import type { RateLimitStore } from "./types";

type RateBucketDoc = { _id: string; tokens: number; updatedAt: number; expiresAt: Date };

/** Token buckets, one per key (its _id). */
export const rateBuckets = (db: Db) => db.collection<RateBucketDoc>("rate_buckets");

/** Token buckets on MongoDB; a bucket left idle expires (it would be full again). */
export async function mongoRateLimits(db: Db): Promise<RateLimitStore> {
  const buckets = rateBuckets(db);
  await buckets.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });

  return {
    async take({ key, capacity, refillPerSecond, now }) {
      const refilled = {
        $min: [capacity, { $add: ["$tokens", { $multiply: [{ $max: [0, { $subtract: [now, "$updatedAt"] }] }, refillPerSecond / 1000] }] }],
      };
      const expiresAt = new Date(now + RATE_BUCKET_IDLE_MS);
      // A few rounds at most: each one that fails saw another instance change the bucket in between.
      for (let round = 0; round < 5; round++) {
        // The filter holds only while the refilled bucket has a token: a refused take matches nothing and writes nothing.
        const taken = await buckets.updateOne({ _id: key, $expr: { $gte: [refilled, 1] } }, [
          { $set: { tokens: { $subtract: [refilled, 1] }, updatedAt: { $max: [now, "$updatedAt"] }, expiresAt } },
        ]);
        if (taken.matchedCount === 1) return { allowed: true, retryAfterMs: 0 };
        const doc = await buckets.findOne({ _id: key });
        if (!doc) {
          try {
            await buckets.insertOne({ _id: key, tokens: capacity - 1, updatedAt: now, expiresAt });
            return { allowed: true, retryAfterMs: 0 };
          } catch (error) {
            if (!isDuplicateKey(error)) throw error;
            continue;
          }
        }
        const tokens = Math.min(capacity, doc.tokens + (Math.max(0, now - doc.updatedAt) * refillPerSecond) / 1000);
        if (tokens < 1) return { allowed: false, retryAfterMs: Math.ceil(((1 - tokens) / refillPerSecond) * 1000) };
      }
      throw new Error(`rate bucket ${key} kept changing under this take`);
    },
  };
}
