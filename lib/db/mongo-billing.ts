import "server-only";
import type { Db } from "mongodb";
import { isDuplicateKey, withId } from "./mongo-shared";
import type { Store, Subscription } from "./types";

type SubscriptionDoc = Omit<Subscription, "id"> & { _id: string };
type BillingEventDoc = { _id: string; type: string; receivedAt: number };
type OpenCheckoutDoc = { _id: string; checkoutId: string | null };

/** Subscriptions by their id at the billing provider. */
export const subscriptionRecords = (db: Db) => db.collection<SubscriptionDoc>("subscriptions");
/** Each account's open checkout, by user id. */
export const openCheckoutsOf = (db: Db) => db.collection<OpenCheckoutDoc>("open_checkouts");

/** Subscriptions, open checkouts and the billing provider's events on MongoDB; event ids are their documents' _id. */
export async function mongoBilling(db: Db): Promise<Pick<Store, "subscriptions" | "checkouts" | "billingEvents">> {
  const subscriptions = subscriptionRecords(db);
  const openCheckouts = openCheckoutsOf(db);
  const billingEvents = db.collection<BillingEventDoc>("billing_events");
  await subscriptions.createIndex({ userId: 1, created: -1 });

  return {
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
        const previous = await openCheckouts.findOneAndUpdate(
          { _id: userId },
          { $set: { checkoutId: id } },
          { upsert: true, returnDocument: "before" },
        );
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
  };
}
