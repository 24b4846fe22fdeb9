import "server-only";
import type { Db } from "mongodb";
import { isDuplicateKey, newId } from "./mongo-shared";
import type { ApiKey, ApiKeyRecord, ApiKeyStore } from "./types";

type ApiKeyDoc = Omit<ApiKey, "id"> & { _id: string; hash: string; revokedAt: number | null };
/** An account's count of live keys: creation decides on it atomically. */
type ApiKeyOwnerDoc = { _id: string; live: number };
type ApiKeyUsageDoc = { _id: string; keyId: string; userId: string; day: string; requests: number; words: number };

export const apiKeyRecords = (db: Db) => db.collection<ApiKeyDoc>("api_keys");
/** Live-key counters, by user id. */
export const apiKeyOwners = (db: Db) => db.collection<ApiKeyOwnerDoc>("api_key_owners");
/** One document per key and day ("<key id>|<day>"). */
export const apiKeyDays = (db: Db) => db.collection<ApiKeyUsageDoc>("api_key_usage");

const toApiKey = (doc: ApiKeyDoc): ApiKey => ({
  id: doc._id,
  userId: doc.userId,
  name: doc.name,
  prefix: doc.prefix,
  createdAt: doc.createdAt,
  lastUsedAt: doc.lastUsedAt,
});

export const toApiKeyRecord = (doc: ApiKeyDoc): ApiKeyRecord => ({ ...toApiKey(doc), revokedAt: doc.revokedAt });

/** API keys (only their secrets' hashes), their owners' live counts and their daily usage on MongoDB. */
export async function mongoApiKeys(db: Db): Promise<ApiKeyStore> {
  const apiKeys = apiKeyRecords(db);
  const owners = apiKeyOwners(db);
  const apiKeyUsage = apiKeyDays(db);
  await Promise.all([
    apiKeys.createIndex({ hash: 1 }, { unique: true }),
    apiKeys.createIndex({ userId: 1, createdAt: -1 }),
    apiKeyUsage.createIndex({ userId: 1, day: 1 }),
    apiKeys.createIndex({ revokedAt: 1 }),
  ]);

  return {
    async create({ maxLive, ...key }) {
      // The account's live-key counter decides atomically: at the limit its filter misses, and the upsert collides.
      try {
        await owners.updateOne({ _id: key.userId, live: { $lt: maxLive } }, { $inc: { live: 1 } }, { upsert: true });
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
      const doc: ApiKeyDoc = { _id: newId(), ...key, lastUsedAt: null, revokedAt: null };
      await apiKeys.insertOne(doc);
      return toApiKey(doc);
    },
    async list({ userId }) {
      const docs = await apiKeys.find({ userId, revokedAt: null }).sort({ createdAt: -1, _id: -1 }).toArray();
      return docs.map(toApiKey);
    },
    async findByHash(hash) {
      const doc = await apiKeys.findOne({ hash, revokedAt: null });
      return doc ? toApiKey(doc) : null;
    },
    async revoke({ userId, id, at }) {
      const revoked = (await apiKeys.updateOne({ _id: id, userId, revokedAt: null }, { $set: { revokedAt: at } })).modifiedCount === 1;
      if (revoked) await owners.updateOne({ _id: userId }, { $inc: { live: -1 } });
      return revoked;
    },
    async revokeAll({ userId, at }) {
      // One key at a time, so the live-key counter drops by exactly the keys this call revoked.
      let revoked = 0;
      for (const { _id } of await apiKeys.find({ userId, revokedAt: null }, { projection: { _id: 1 } }).toArray()) {
        if ((await apiKeys.updateOne({ _id, revokedAt: null }, { $set: { revokedAt: at } })).modifiedCount !== 1) continue;
        await owners.updateOne({ _id: userId }, { $inc: { live: -1 } });
        revoked++;
      }
      return revoked;
    },
    async recordUse({ id, userId, at, day, words }) {
      await Promise.all([
        apiKeys.updateOne({ _id: id }, { $max: { lastUsedAt: at } }),
        apiKeyUsage.updateOne(
          { _id: `${id}|${day}` },
          { $inc: { requests: 1, words }, $setOnInsert: { keyId: id, userId, day } },
          { upsert: true },
        ),
      ]);
    },
    async usageByDay({ userId, fromDay }) {
      const docs = await apiKeyUsage
        .find({ userId, day: { $gte: fromDay } })
        .sort({ day: 1, keyId: 1 })
        .toArray();
      return docs.map(({ keyId, day, requests, words }) => ({ keyId, day, requests, words }));
    },
  };
}
