import "server-only";
import type { Db } from "mongodb";
import { newId } from "./mongo-shared";
import { reviewFromStore, reviewToStore } from "./review";
import type { HistoryEntry, HistoryStore } from "./types";

/** `review` is absent when the result had no marks, as in every entry kept before marks were. */
type HistoryDoc = Omit<HistoryEntry, "id" | "review"> & { _id: string; review?: unknown };

export const historyEntries = (db: Db) => db.collection<HistoryDoc>("history");

export const toHistory = ({ _id, ownerId, question, response, date, review }: HistoryDoc): HistoryEntry => ({
  id: _id,
  ownerId,
  question,
  response,
  date,
  review: reviewFromStore(review),
});

/** The history of checks and rewrites on MongoDB. */
export async function mongoHistory(db: Db): Promise<HistoryStore> {
  const history = historyEntries(db);
  await history.createIndex({ ownerId: 1, date: -1 });

  return {
    async add({ review, ...input }) {
      const marks = reviewToStore(review);
      const doc: HistoryDoc = { _id: newId(), ...input, ...(marks ? { review: marks } : {}) };
      await history.insertOne(doc);
      return toHistory(doc);
    },
    async list({ ownerId, limit }) {
      const docs = await history.find({ ownerId }).sort({ date: -1, _id: -1 }).limit(limit).toArray();
      return docs.map(toHistory);
    },
    async count({ ownerId }) {
      return history.countDocuments({ ownerId });
    },
    async remove({ ownerId, id }) {
      return (await history.deleteOne({ ownerId, _id: id })).deletedCount === 1;
    },
    async clear({ ownerId }) {
      return (await history.deleteMany({ ownerId })).deletedCount;
    },
  };
}
