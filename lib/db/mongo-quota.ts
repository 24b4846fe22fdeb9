import "server-only";
import type { Db, Document } from "mongodb";
import { isDuplicateKey } from "./mongo-shared";
import type { QuotaStore, QuotaWindow } from "./types";

/** `pending`: the uses of this window whose work has not ended yet (see QuotaStore.settle); absent on older documents. */
type QuotaDoc = { _id: string; count: number; windowStart: number; expiresAt: Date; pending?: { id: string; at: number }[] };

/** The quota windows, one document per key (its _id). */
export const quotaWindows = (db: Db) => db.collection<QuotaDoc>("quota_windows");

/** Quota windows on MongoDB, each holding its pending uses. */
export async function mongoQuota(db: Db): Promise<QuotaStore> {
  const quota = quotaWindows(db);
  await Promise.all([
    quota.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    quota.createIndex({ "pending.at": 1 }, { sparse: true }),
  ]);

  const readWindow = async (key: string, cutoff: number): Promise<QuotaWindow> => {
    const doc = await quota.findOne({ _id: key });
    if (!doc || doc.windowStart <= cutoff) return { count: 0, windowStart: 0 };
    return { count: doc.count, windowStart: doc.windowStart };
  };

  const consumeOnce = async (key: string, limit: number, now: number, windowMs: number, pendingId?: string) => {
    const cutoff = now - windowMs;
    const expired = { $or: [{ $eq: [{ $type: "$windowStart" }, "missing"] }, { $lte: ["$windowStart", cutoff] }] };
    const allowed = { $or: [expired, { $lt: ["$count", limit] }] };
    // A pending use is held in its window's document, so the count and the hold change in one atomic write; a
    // window that starts over drops the holds of the old one (their uses are not counted any more).
    const held = pendingId ? [{ id: pendingId, at: now }] : [];
    const kept = { $ifNull: ["$pending", []] };
    // One pipeline update decides and writes atomically; `allowedNow` records the decision for the caller.
    const pipeline: Document[] = [
      {
        $set: {
          allowedNow: allowed,
          count: { $cond: [expired, 1, { $cond: [allowed, { $add: ["$count", 1] }, "$count"] }] },
          windowStart: { $cond: [expired, now, "$windowStart"] },
          expiresAt: { $cond: [expired, new Date(now + windowMs), "$expiresAt"] },
          pending: { $cond: [expired, held, { $cond: [allowed, { $concatArrays: [kept, held] }, kept] }] },
        },
      },
    ];
    return quota.findOneAndUpdate({ _id: key }, pipeline, { upsert: true, returnDocument: "after" });
  };

  /** Gives back a use held under `pendingId`, in one write that also drops the hold: true once, false after. */
  const refundHeld = async (key: string, pendingId: string) =>
    (
      await quota.updateOne(
        { _id: key, count: { $gt: 0 }, "pending.id": pendingId },
        { $inc: { count: -1 }, $pull: { pending: { id: pendingId } } },
      )
    ).modifiedCount === 1;

  return {
    async tryConsume({ key, limit, now, windowMs, pendingId }) {
      let doc: Document | null;
      try {
        doc = await consumeOnce(key, limit, now, windowMs, pendingId);
      } catch (error) {
        // Two first-ever uses raced to insert the same key: the loser retries as an update.
        if (!isDuplicateKey(error)) throw error;
        doc = await consumeOnce(key, limit, now, windowMs, pendingId);
      }
      if (!doc) return { allowed: false, ...(await readWindow(key, now - windowMs)) };
      return { allowed: doc.allowedNow === true, count: doc.count as number, windowStart: doc.windowStart as number };
    },
    async refund({ key, windowStart, pendingId }) {
      if (pendingId) await refundHeld(key, pendingId);
      else await quota.updateOne({ _id: key, windowStart, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async settle({ key, pendingId }) {
      await quota.updateOne({ _id: key }, { $pull: { pending: { id: pendingId } } });
    },
    async reconcile({ takenBefore }) {
      let given = 0;
      for (const doc of await quota.find({ "pending.at": { $lte: takenBefore } }, { projection: { pending: 1 } }).toArray()) {
        for (const { id } of (doc.pending ?? []).filter((held) => held.at <= takenBefore)) {
          if (await refundHeld(doc._id, id)) given++;
        }
      }
      return given;
    },
    async peek({ key, now, windowMs }) {
      return readWindow(key, now - windowMs);
    },
    async clear({ key }) {
      await quota.deleteOne({ _id: key });
    },
  };
}
