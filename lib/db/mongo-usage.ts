import "server-only";
import type { Db } from "mongodb";
import type { UsageRecord, UsageStore } from "./types";

type UsageDoc = { _id: string; totalCost: number; totalQueries: number; totalPromptTokens?: number; totalCompletionTokens?: number };
type ModelWordsDoc = { _id: string; userId: string; period: string; words: number };

/** Usage records, one per address (its _id). */
export const usageRecords = (db: Db) => db.collection<UsageDoc>("usage_records");
/** Model words, one document per account and period ("<user id>|<period>"). */
export const modelWordCounts = (db: Db) => db.collection<ModelWordsDoc>("model_words");

export function toUsage(doc: UsageDoc): UsageRecord {
  return {
    email: doc._id,
    totalCost: doc.totalCost,
    totalQueries: doc.totalQueries,
    // Records written before token counts were kept have none.
    totalPromptTokens: doc.totalPromptTokens ?? 0,
    totalCompletionTokens: doc.totalCompletionTokens ?? 0,
  };
}

/** Usage records (by address) and model words (by account and period) on MongoDB. */
export async function mongoUsage(db: Db): Promise<UsageStore> {
  const usage = usageRecords(db);
  const modelWords = modelWordCounts(db);
  await modelWords.createIndex({ userId: 1, period: 1 });

  return {
    async record({ email, cost, promptTokens = 0, completionTokens = 0 }) {
      const doc = await usage.findOneAndUpdate(
        { _id: email },
        { $inc: { totalCost: cost, totalQueries: 1, totalPromptTokens: promptTokens, totalCompletionTokens: completionTokens } },
        { upsert: true, returnDocument: "after" },
      );
      if (!doc) throw new Error("usage upsert returned no document");
      return toUsage(doc);
    },
    async get(email) {
      const doc = await usage.findOne({ _id: email });
      return doc ? toUsage(doc) : null;
    },
    async addModelWords({ userId, period, words }) {
      const doc = await modelWords.findOneAndUpdate(
        { _id: `${userId}|${period}` },
        { $inc: { words }, $setOnInsert: { userId, period } },
        { upsert: true, returnDocument: "after" },
      );
      if (!doc) throw new Error("model words upsert returned no document");
      return doc.words;
    },
    async modelWords({ userId, period }) {
      return (await modelWords.findOne({ _id: `${userId}|${period}` }))?.words ?? 0;
    },
  };
}
