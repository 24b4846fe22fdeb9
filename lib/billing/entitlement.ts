import "server-only";
import { getAuth } from "@/lib/auth/server";
import { toPublicUser, type PublicUser } from "@/lib/auth/user";
import { getStore, type Subscription } from "@/lib/db";

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
 * Writes the user's Pro fields from their subscriptions. The only writer of `pro`: clients never
 * can, webhooks, the test checkout and the sync on load all come through here.
 */
export async function applyEntitlement(email: string, subscriptions: Subscription[]): Promise<PublicUser | null> {
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(email);
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
  const current = toPublicUser(found.user);
  const unchanged =
    current.pro === fields.pro &&
    (!active ||
      (current.subscriptionPeriodEndDateEpochSeconds === active.currentPeriodEnd &&
        current.subscriptionPeriodStartDateEpochSeconds === active.currentPeriodStart &&
        current.interval === active.interval));
  if (unchanged) return current;
  return toPublicUser(await ctx.internalAdapter.updateUser(found.user.id, fields));
}

/** Stores a subscription as the provider reported it and updates its owner's Pro status. */
export async function recordSubscription(subscription: Subscription): Promise<PublicUser | null> {
  const store = await getStore();
  await store.subscriptions.upsert(subscription);
  return applyEntitlement(subscription.email, await store.subscriptions.listByEmail(subscription.email));
}
