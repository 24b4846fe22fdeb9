import "server-only";
import { MongoClient, MongoServerError, ObjectId, type Document } from "mongodb";
import { apiKeyBucketKey } from "./keys";
import { mongoBatches } from "./mongo-batches";
import { mongoWriting } from "./mongo-writing";
import { reviewFromStore, reviewToStore } from "./review";
import type {
  ApiKey,
  ApiKeyRecord,
  ContactMessage,
  HistoryEntry,
  OutboxMessage,
  QuotaWindow,
  Store,
  Subscription,
  UsageRecord,
} from "./types";

/** `pending`: the uses of this window whose work has not ended yet (see QuotaStore.settle); absent on older documents. */
type QuotaDoc = { _id: string; count: number; windowStart: number; expiresAt: Date; pending?: { id: string; at: number }[] };
/** `review` is absent when the result had no marks, as in every entry kept before marks were. */
type HistoryDoc = Omit<HistoryEntry, "id" | "review"> & { _id: string; review?: unknown };
type UsageDoc = { _id: string; totalCost: number; totalQueries: number; totalPromptTokens?: number; totalCompletionTokens?: number };
type ModelWordsDoc = { _id: string; userId: string; period: string; words: number };
type SubscriptionDoc = Omit<Subscription, "id"> & { _id: string };
type BillingEventDoc = { _id: string; type: string; receivedAt: number };
type OpenCheckoutDoc = { _id: string; checkoutId: string | null };
type OutboxDoc = Omit<OutboxMessage, "id"> & { _id: string };
type ApiKeyDoc = Omit<ApiKey, "id"> & { _id: string; hash: string; revokedAt: number | null };
type ApiKeyOwnerDoc = { _id: string; live: number };
type ApiKeyUsageDoc = { _id: string; keyId: string; userId: string; day: string; requests: number; words: number };
type RateBucketDoc = { _id: string; tokens: number; updatedAt: number; expiresAt: Date };
type IdempotentReplyDoc = { _id: string; ownerId: string; fingerprint: string; status: number | null; body: string | null; createdAt: number; expiresAt: Date };
type ContactDoc = Omit<ContactMessage, "id"> & { _id: string };

const DUPLICATE_KEY = 11000;
/** Rate buckets untouched this long are full again, so their documents expire. */
const RATE_BUCKET_IDLE_MS = 60 * 60 * 1000;
const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === DUPLICATE_KEY;

/** ObjectId hex strings grow with time and a per-process counter, so ties on a date still sort newest first. */
const newId = () => new ObjectId().toHexString();

function withId<T extends { _id: string }>({ _id, ...rest }: T): Omit<T, "_id"> & { id: string } {
  return { id: _id, ...rest };
}

const toHistory = ({ _id, ownerId, question, response, date, review }: HistoryDoc): HistoryEntry => ({
  id: _id,
  ownerId,
  question,
  response,
  date,
  review: reviewFromStore(review),
});

/** A Store on a connected client; `close` closes the client. */
export async function openMongoStore(client: MongoClient, dbName?: string): Promise<Store> {
  const db = client.db(dbName);
  const quota = db.collection<QuotaDoc>("quota_windows");
  const history = db.collection<HistoryDoc>("history");
  const usage = db.collection<UsageDoc>("usage_records");
  const modelWords = db.collection<ModelWordsDoc>("model_words");
  const subscriptions = db.collection<SubscriptionDoc>("subscriptions");
  const billingEvents = db.collection<BillingEventDoc>("billing_events");
  const openCheckouts = db.collection<OpenCheckoutDoc>("open_checkouts");
  const outbox = db.collection<OutboxDoc>("mail_outbox");
  const contact = db.collection<ContactDoc>("contact_messages");
  const apiKeys = db.collection<ApiKeyDoc>("api_keys");
  const apiKeyOwners = db.collection<ApiKeyOwnerDoc>("api_key_owners");
  const apiKeyUsage = db.collection<ApiKeyUsageDoc>("api_key_usage");
  const rateBuckets = db.collection<RateBucketDoc>("rate_buckets");
  const replies = db.collection<IdempotentReplyDoc>("idempotent_replies");

  // _id is unique already: quota key, usage email, model words (user and period), subscription id and billing event id all live there.
  await Promise.all([
    quota.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    quota.createIndex({ "pending.at": 1 }, { sparse: true }),
    history.createIndex({ ownerId: 1, date: -1 }),
    subscriptions.createIndex({ userId: 1, created: -1 }),
    modelWords.createIndex({ userId: 1, period: 1 }),
    outbox.createIndex({ to: 1, createdAt: -1 }),
    contact.createIndex({ createdAt: -1 }),
    apiKeys.createIndex({ hash: 1 }, { unique: true }),
    apiKeys.createIndex({ userId: 1, createdAt: -1 }),
    apiKeyUsage.createIndex({ userId: 1, day: 1 }),
    rateBuckets.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    replies.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    replies.createIndex({ ownerId: 1 }),
    apiKeys.createIndex({ revokedAt: 1 }),
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
    (await quota.updateOne({ _id: key, count: { $gt: 0 }, "pending.id": pendingId }, { $inc: { count: -1 }, $pull: { pending: { id: pendingId } } })).modifiedCount === 1;

  const toApiKey = (doc: ApiKeyDoc): ApiKey => ({
    id: doc._id,
    userId: doc.userId,
    name: doc.name,
    prefix: doc.prefix,
    createdAt: doc.createdAt,
    lastUsedAt: doc.lastUsedAt,
  });

  const toApiKeyRecord = (doc: ApiKeyDoc): ApiKeyRecord => ({ ...toApiKey(doc), revokedAt: doc.revokedAt });

  /** A prefix as a regular expression that matches it literally. */
  const startsWith = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

  const claimReply = async (key: string, ownerId: string, fingerprint: string, now: number, ttlMs: number, pendingMs: number): Promise<boolean> => {
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
    kind: "mongodb",
    batches: await mongoBatches(db),
    writing: await mongoWriting(db),
    accountData: {
      async collect({ userId, email, now }) {
        const [historyDocs, usageDoc, wordDocs, subscriptionDocs, keyDocs, keyUsageDocs, replyDocs] = await Promise.all([
          history.find({ ownerId: userId }).sort({ date: -1, _id: -1 }).toArray(),
          usage.findOne({ _id: email }),
          modelWords.find({ userId }).sort({ period: 1 }).toArray(),
          subscriptions.find({ userId }).sort({ created: -1 }).toArray(),
          apiKeys.find({ userId }).sort({ createdAt: -1, _id: -1 }).toArray(),
          apiKeyUsage.find({ userId }).sort({ day: 1, keyId: 1 }).toArray(),
          replies.find({ ownerId: userId, expiresAt: { $gt: new Date(now) } }).sort({ createdAt: 1, _id: 1 }).toArray(),
        ]);
        return {
          history: historyDocs.map(toHistory),
          usage: usageDoc ? toUsage(usageDoc) : null,
          modelWords: wordDocs.map(({ period, words }) => ({ period, words })),
          subscriptions: subscriptionDocs.map(withId),
          apiKeys: keyDocs.map(toApiKeyRecord),
          apiKeyUsage: keyUsageDocs.map(({ keyId, day, requests, words }) => ({ keyId, day, requests, words })),
          idempotentReplies: replyDocs.map(({ _id, status, body, createdAt }) => ({ key: _id, status, body, createdAt })),
        };
      },
      // Each step is idempotent: an erasure interrupted half way completes when it is run again. The keys'
      // rate buckets go before the keys, which name them.
      async erase({ userId, email, quotaKeys, quotaKeyPrefixes }) {
        const keyIds = (await apiKeys.find({ userId }, { projection: { _id: 1 } }).toArray()).map((k) => k._id);
        await rateBuckets.deleteMany({ _id: { $in: keyIds.map(apiKeyBucketKey) } });
        await Promise.all([
          history.deleteMany({ ownerId: userId }),
          usage.deleteOne({ _id: email }),
          modelWords.deleteMany({ userId }),
          quota.deleteMany({ _id: { $in: quotaKeys } }),
          ...quotaKeyPrefixes.map((prefix) => quota.deleteMany({ _id: startsWith(prefix) })),
          openCheckouts.deleteOne({ _id: userId }),
          outbox.deleteMany({ to: email }),
          apiKeys.deleteMany({ userId }),
          apiKeyUsage.deleteMany({ userId }),
          apiKeyOwners.deleteOne({ _id: userId }),
          replies.deleteMany({ ownerId: userId }),
          subscriptions.updateMany({ userId }, { $set: { userId: "", email: "", customerId: "" } }),
        ]);
      },
      // WiredTiger has no secure delete; `compact` needs an operator's rights and blocks the collection, so it is theirs to run.
      async scrubErased() {},
    },
    apiKeys: {
      async create({ maxLive, ...key }) {
        // The account's live-key counter decides atomically: at the limit its filter misses, and the upsert collides.
        try {
          await apiKeyOwners.updateOne({ _id: key.userId, live: { $lt: maxLive } }, { $inc: { live: 1 } }, { upsert: true });
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
        if (revoked) await apiKeyOwners.updateOne({ _id: userId }, { $inc: { live: -1 } });
        return revoked;
      },
      async revokeAll({ userId, at }) {
        // One key at a time, so the live-key counter drops by exactly the keys this call revoked.
        let revoked = 0;
        for (const { _id } of await apiKeys.find({ userId, revokedAt: null }, { projection: { _id: 1 } }).toArray()) {
          if ((await apiKeys.updateOne({ _id, revokedAt: null }, { $set: { revokedAt: at } })).modifiedCount !== 1) continue;
          await apiKeyOwners.updateOne({ _id: userId }, { $inc: { live: -1 } });
          revoked++;
        }
        return revoked;
      },
      async recordUse({ id, userId, at, day, words }) {
        await Promise.all([
          apiKeys.updateOne({ _id: id }, { $max: { lastUsedAt: at } }),
          apiKeyUsage.updateOne({ _id: `${id}|${day}` }, { $inc: { requests: 1, words }, $setOnInsert: { keyId: id, userId, day } }, { upsert: true }),
        ]);
      },
      async usageByDay({ userId, fromDay }) {
        const docs = await apiKeyUsage.find({ userId, day: { $gte: fromDay } }).sort({ day: 1, keyId: 1 }).toArray();
        return docs.map(({ keyId, day, requests, words }) => ({ keyId, day, requests, words }));
      },
    },
    rateLimits: {
      async take({ key, capacity, refillPerSecond, now }) {
        const refilled = { $min: [capacity, { $add: ["$tokens", { $multiply: [{ $max: [0, { $subtract: [now, "$updatedAt"] }] }, refillPerSecond / 1000] }] }] };
        const expiresAt = new Date(now + RATE_BUCKET_IDLE_MS);
        // A few rounds at most: each one that fails saw another instance change the bucket in between.
        for (let round = 0; round < 5; round++) {
          // The filter holds only while the refilled bucket has a token: a refused take matches nothing and writes nothing.
          const taken = await rateBuckets.updateOne({ _id: key, $expr: { $gte: [refilled, 1] } }, [
            { $set: { tokens: { $subtract: [refilled, 1] }, updatedAt: { $max: [now, "$updatedAt"] }, expiresAt } },
          ]);
          if (taken.matchedCount === 1) return { allowed: true, retryAfterMs: 0 };
          const doc = await rateBuckets.findOne({ _id: key });
          if (!doc) {
            try {
              await rateBuckets.insertOne({ _id: key, tokens: capacity - 1, updatedAt: now, expiresAt });
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
    },
    idempotency: {
      async claim({ key, ownerId, fingerprint, now, ttlMs, pendingMs }) {
        if (await claimReply(key, ownerId, fingerprint, now, ttlMs, pendingMs)) return { state: "claimed" };
        const doc = await replies.findOne({ _id: key });
        // Released between the two steps: claim it afresh.
        if (!doc) return (await claimReply(key, ownerId, fingerprint, now, ttlMs, pendingMs)) ? { state: "claimed" } : { state: "pending", fingerprint };
        if (doc.status === null || doc.body === null) return { state: "pending", fingerprint: doc.fingerprint };
        return { state: "done", fingerprint: doc.fingerprint, status: doc.status, body: doc.body };
      },
      async complete({ key, status, body }) {
        await replies.updateOne({ _id: key }, { $set: { status, body } });
      },
      async release({ key }) {
        await replies.deleteOne({ _id: key, status: null });
      },
    },
    quota: {
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
    },
    history: {
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
    },
    usage: {
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
    },
    subscriptions: {
      async upsert({ id, ...rest }) {
        await subscriptions.replaceOne({ _id: id }, rest, { upsert: true });
      },
      async get(id) {
        const doc = await subscriptions.findOne({ _id: id });
        return doc ? withId(doc) : null;
      },
      async listByUser(userId) {
        const docs = await subscriptions.find({ userId }).sort({ created: -1 }).toArray();
        return docs.map(withId);
      },
    },
    checkouts: {
      async open({ userId, id }) {
        const previous = await openCheckouts.findOneAndUpdate({ _id: userId }, { $set: { checkoutId: id } }, { upsert: true, returnDocument: "before" });
        return previous?.checkoutId ?? null;
      },
      async close({ userId, id }) {
        return (await openCheckouts.updateOne({ _id: userId, checkoutId: id }, { $set: { checkoutId: null } })).modifiedCount === 1;
      },
    },
    billingEvents: {
      async recordOnce({ id, type, receivedAt }) {
        try {
          await billingEvents.insertOne({ _id: id, type, receivedAt });
          return true;
        } catch (error) {
          if (isDuplicateKey(error)) return false;
          throw error;
        }
      },
      async forget(id) {
        await billingEvents.deleteOne({ _id: id });
      },
    },
    outbox: {
      async add(input) {
        const doc: OutboxDoc = { _id: newId(), ...input };
        await outbox.insertOne(doc);
        return withId(doc);
      },
      async list({ to, limit }) {
        const filter = to === undefined ? {} : { to };
        const docs = await outbox.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
        return docs.map(withId);
      },
    },
    retention: {
      // The TTL monitor deletes expired documents within a minute or so; this makes it certain at the sweep.
      async sweep({ now, revokedKeysBefore }) {
        const expired = { expiresAt: { $lte: new Date(now) } };
        await Promise.all([
          // A number compares only with numbers: live keys (null) never match.
          apiKeys.deleteMany({ revokedAt: { $lte: revokedKeysBefore } }),
          replies.deleteMany(expired),
          quota.deleteMany(expired),
          rateBuckets.deleteMany(expired),
        ]);
      },
    },
    contact: {
      async add(input) {
        const doc: ContactDoc = { _id: newId(), ...input };
        await contact.insertOne(doc);
        return withId(doc);
      },
      async list({ limit }) {
        const docs = await contact.find().sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
        return docs.map(withId);
      },
    },
    async close() {
      await client.close();
    },
  };
}

function toUsage(doc: UsageDoc): UsageRecord {
  return {
    email: doc._id,
    totalCost: doc.totalCost,
    totalQueries: doc.totalQueries,
    // Records written before token counts were kept have none.
    totalPromptTokens: doc.totalPromptTokens ?? 0,
    totalCompletionTokens: doc.totalCompletionTokens ?? 0,
  };
}
