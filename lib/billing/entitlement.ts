import "server-only";
import { getAuth } from "@/lib/auth/server";
import { toPublicUser, type PublicUser } from "@/lib/auth/user";
import { getStore, type Subscription } from "@/lib/db";
import { userIdOfCustomer } from "./account";

const LIVE_STATUSES = new Set(["active", "trialing"]);

/** The subscription that makes someone Pro right now: live, and its period not over (epoch seconds). */
export function activeSubscription(subscriptions: Subscription[], nowMs = Date.now()): Subscription | null {
  const now = nowMs / 1000;
  return (
    subscriptions
      .filter((s) => LIVE_STATUSES.has(s.status) && s.currentPeriodEnd > now)
      .sort((a, b) => b.currentPeriodEnd - a.currentPeriodEnd)[0] ?? null
  );
}

/**
 * Writes an account's Pro fields from its subscriptions. The only writer of `pro`: clients never can;
 * webhooks, the test checkout and the sync on load all come through here. Keyed by the account that
 * paid, so changing the email address moves nothing, and a new account on an old address gets nothing.
 */
export async function applyEntitlement(userId: string, subscriptions: Subscription[]): Promise<PublicUser | null> {
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserById(userId);
  if (!found) return null;
  const active = activeSubscription(subscriptions);
  const fields = active
    ? {
        pro: true,
        subscriptionPeriodStartDateEpochSeconds: active.currentPeriodStart,
        subscriptionPeriodEndDateEpochSeconds: active.currentPeriodEnd,
        interval: active.interval,
      }
    : { pro: false };
  const current = toPublicUser(found);
  const unchanged =
    current.pro === fields.pro &&
    (!active ||
      (current.subscriptionPeriodEndDateEpochSeconds === active.currentPeriodEnd &&
        current.subscriptionPeriodStartDateEpochSeconds === active.currentPeriodStart &&
        current.interval === active.interval));
  if (unchanged) return current;
  return toPublicUser(await ctx.internalAdapter.updateUser(userId, fields));
}

/** Stores a subscription as the provider reported it and updates the Pro status of the account that paid. */
export async function recordSubscription(subscription: Subscription): Promise<PublicUser | null> {
  const userId = subscription.userId || (await userIdOfCustomer(subscription.customerId));
  const ctx = await (await getAuth()).$context;
  const store = await getStore();
  if (!userId || !(await ctx.internalAdapter.findUserById(userId))) {
    // Never linked, or its account was deleted (Stripe retries a webhook for days, so an event may come after the
    // deletion): kept as a record of a payment that names no one, as erasure leaves it, without the provider's
    // customer number that would lead back to the person.
    await store.subscriptions.upsert({ ...subscription, userId: "", email: "", customerId: "" });
    console.warn(`subscription ${subscription.id} belongs to no account here`);
    return null;
  }
  await store.subscriptions.upsert({ ...subscription, userId });
  return applyEntitlement(userId, await store.subscriptions.listByUser(userId));
}
