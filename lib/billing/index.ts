import "server-only";
import type { PublicUser } from "@/lib/auth/user";
import { config } from "@/lib/config";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { PRICE_CACHE_MS } from "@/lib/tuning";
import { billingAccountOf } from "./account";
import { createDevBilling } from "./dev";
import { applyEntitlement } from "./entitlement";
import { createStripeBilling } from "./stripe";
import type { BillingAccount, BillingProvider } from "./types";

export type * from "./types";

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server. Please try again later.";

function stripeApiTarget(url: string) {
  const { hostname, port, protocol } = new URL(url);
  const http = protocol === "http:";
  return { host: hostname, port: Number(port) || (http ? 80 : 443), protocol: http ? ("http" as const) : ("https" as const) };
}

let stripeBilling: ReturnType<typeof createStripeBilling> | undefined;
let devBilling: ReturnType<typeof createDevBilling> | undefined;

export function getStripeBilling() {
  const c = config();
  if (c.providers.billing !== "stripe" || !c.stripe.secretKey) return null;
  stripeBilling ??= createStripeBilling({
    secretKey: c.stripe.secretKey,
    productId: c.stripe.productId,
    priceIds: [c.stripe.priceMonthly, c.stripe.priceYearly].filter((id): id is string => Boolean(id)),
    api: c.stripe.apiUrl ? stripeApiTarget(c.stripe.apiUrl) : undefined,
  });
  return stripeBilling;
}

/** The test-mode provider, only where DESIGN.md allows test providers. */
export function getDevBilling() {
  const c = config();
  if (c.providers.billing !== "dev") return null;
  devBilling ??= createDevBilling(c.secret);
  return devBilling;
}

const priceCache = new Map<string, { expires: number; value: Promise<unknown> }>();

/** The catalogue changes rarely: products and prices are asked of the provider once every few minutes. */
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = priceCache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  priceCache.set(key, { expires: now + PRICE_CACHE_MS, value });
  value.catch(() => priceCache.delete(key));
  return value;
}

function withCachedCatalogue(provider: BillingProvider): BillingProvider {
  return {
    ...provider,
    listProducts: () => cached(`${provider.name}:products`, () => provider.listProducts()),
    listPrices: (productId) => cached(`${provider.name}:prices:${productId}`, () => provider.listPrices(productId)),
  };
}

let cachedProvider: BillingProvider | undefined;

/** Stripe when configured, the test-mode provider in test mode, else a clear 503. */
export function getBillingProvider(): BillingProvider {
  if (cachedProvider) return cachedProvider;
  const provider = getStripeBilling() ?? getDevBilling()?.provider;
  if (!provider) throw new AppError("payments_not_configured", 503, PAYMENTS_NOT_CONFIGURED);
  cachedProvider = withCachedCatalogue(provider);
  return cachedProvider;
}

/** The signed-in user's billing account; every billing route acts on it. */
export async function accountOf(user: PublicUser): Promise<BillingAccount> {
  return (await billingAccountOf(user.id)) ?? { userId: user.id, email: user.email, customerId: null };
}

/**
 * Sync on load (spec 4b): a live subscription of the account's customer makes the user Pro with its
 * dates; none makes a Pro user free again. Returns the fresh user.
 */
export async function syncProStatus(user: PublicUser): Promise<PublicUser> {
  if (config().providers.billing === "not-configured") return user;
  try {
    const subscriptions = (await getBillingProvider().listSubscriptions(await accountOf(user))).map((s) => ({ ...s, userId: user.id }));
    const store = await getStore();
    await Promise.all(subscriptions.map((s) => store.subscriptions.upsert(s)));
    return (await applyEntitlement(user.id, subscriptions)) ?? user;
  } catch (error) {
    console.error("subscription sync failed:", error);
    return user;
  }
}
