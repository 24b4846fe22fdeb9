import "server-only";
import type { Db } from "mongodb";
import { escapeRegExp } from "@/lib/language/regex";
import { apiKeyBucketKey } from "./keys";
import { apiKeyDays, apiKeyOwners, apiKeyRecords, toApiKeyRecord } from "./mongo-api-keys";
import { openCheckoutsOf, subscriptionRecords } from "./mongo-billing";
import { historyEntries, toHistory } from "./mongo-history";
import { idempotentReplies } from "./mongo-idempotency";
import { mailOutbox } from "./mongo-messages";
import { quotaWindows } from "./mongo-quota";
import { rateBuckets } from "./mongo-rate-limits";
import { withId } from "./mongo-shared";
import { modelWordCounts, toUsage, usageRecords } from "./mongo-usage";
import type { AccountDataStore } from "./types";

/** A prefix as a regular expression that matches it literally. */
const startsWith = (prefix: string) => new RegExp(`^${escapeRegExp(prefix)}`);

/** One account's data across the entities' collections (export and erasure). */
export function mongoAccountData(db: Db): AccountDataStore {
  const history = historyEntries(db);
  const usage = usageRecords(db);
  const modelWords = modelWordCounts(db);
  const subscriptions = subscriptionRecords(db);
  const apiKeys = apiKeyRecords(db);
  const apiKeyUsage = apiKeyDays(db);
  const replies = idempotentReplies(db);

  return {
    async collect({ userId, email, now }) {
      const [historyDocs, usageDoc, wordDocs, subscriptionDocs, keyDocs, keyUsageDocs, replyDocs] = await Promise.all([
        history.find({ ownerId: userId }).sort({ date: -1, _id: -1 }).toArray(),
        usage.findOne({ _id: email }),
        modelWords.find({ userId }).sort({ period: 1 }).toArray(),
        subscriptions.find({ userId }).sort({ created: -1 }).toArray(),
        apiKeys.find({ userId }).sort({ createdAt: -1, _id: -1 }).toArray(),
        apiKeyUsage.find({ userId }).sort({ day: 1, keyId: 1 }).toArray(),
        replies
          .find({ ownerId: userId, expiresAt: { $gt: new Date(now) } })
          .sort({ createdAt: 1, _id: 1 })
          .toArray(),
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
      const quota = quotaWindows(db);
      const keyIds = (await apiKeys.find({ userId }, { projection: { _id: 1 } }).toArray()).map((k) => k._id);
      await rateBuckets(db).deleteMany({ _id: { $in: keyIds.map(apiKeyBucketKey) } });
      await Promise.all([
        history.deleteMany({ ownerId: userId }),
        usage.deleteOne({ _id: email }),
        modelWords.deleteMany({ userId }),
        quota.deleteMany({ _id: { $in: quotaKeys } }),
        ...quotaKeyPrefixes.map((prefix) => quota.deleteMany({ _id: startsWith(prefix) })),
        openCheckoutsOf(db).deleteOne({ _id: userId }),
        mailOutbox(db).deleteMany({ to: email }),
        apiKeys.deleteMany({ userId }),
        apiKeyUsage.deleteMany({ userId }),
        apiKeyOwners(db).deleteOne({ _id: userId }),
        replies.deleteMany({ ownerId: userId }),
        subscriptions.updateMany({ userId }, { $set: { userId: "", email: "", customerId: "" } }),
      ]);
    },
    // WiredTiger has no secure delete; `compact` needs an operator's rights and blocks the collection, so it is theirs to run.
    async scrubErased() {},
  };
}
