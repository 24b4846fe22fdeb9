import "server-only";
import type { Db } from "mongodb";
import { isDuplicateKey } from "./mongo-shared";
import type { IdempotencyStore } from "./types";

type IdempotentReplyDoc = {
  _id: string;
  ownerId: string;
  fingerprint: string;
  status: number | null;
  body: string | null;
  createdAt: number;
  expiresAt: Date;
};

/** Stored answers, one per Idempotency-Key (its _id). */
export const idempotentReplies = (db: Db) => db.collection<IdempotentReplyDoc>("idempotent_replies");

/** Answers stored for requests sent with an Idempotency-Key, on MongoDB; each expires at its time. */
export async function mongoIdempotency(db: Db): Promise<IdempotencyStore> {
  const replies = idempotentReplies(db);
  await Promise.all([replies.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }), replies.createIndex({ ownerId: 1 })]);

  const claimReply = async (
    key: string,
    ownerId: string,
    fingerprint: string,
    now: number,
    ttlMs: number,
    pendingMs: number,
  ): Promise<boolean> => {
    const fresh = { ownerId, fingerprint, status: null, body: null, createdAt: now, expiresAt: new Date(now + ttlMs) };
    try {
      await replies.insertOne({ _id: key, ...fresh });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // The TTL monitor runs once a minute: a record past its time is claimed here, not waited for.
      const forgotten = { $or: [{ createdAt: { $lte: now - ttlMs } }, { status: null, createdAt: { $lte: now - pendingMs } }] };
      return (await replies.updateOne({ _id: key, ...forgotten }, { $set: fresh })).modifiedCount === 1;
    }
  };

  return {
    async claim({ key, ownerId, fingerprint, now, ttlMs, pendingMs }) {
      if (await claimReply(key, ownerId, fingerprint, now, ttlMs, pendingMs)) return { state: "claimed" };
      const doc = await replies.findOne({ _id: key });
      // Released between the two steps: claim it afresh.
      if (!doc)
        return (await claimReply(key, ownerId, fingerprint, now, ttlMs, pendingMs))
          ? { state: "claimed" }
          : { state: "pending", fingerprint };
      if (doc.status === null || doc.body === null) return { state: "pending", fingerprint: doc.fingerprint };
      return { state: "done", fingerprint: doc.fingerprint, status: doc.status, body: doc.body };
    },
    async complete({ key, status, body }) {
      await replies.updateOne({ _id: key }, { $set: { status, body } });
    },
    async release({ key }) {
      await replies.deleteOne({ _id: key, status: null });
    },
  };
}
