import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { getStore, type Subscription } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { DEV_PRICE_MONTHLY_CENTS, DEV_PRICE_YEARLY_CENTS } from "@/lib/limits";
import { activeSubscription } from "./entitlement";
import { handleBillingEvent } from "./events";
import type { BillingProvider, Price } from "./types";

const PRODUCT = { id: "prod_dev_pro", name: "Pro" };
const PRICES: Price[] = [
  { id: "price_dev_monthly", productId: PRODUCT.id, unitAmount: DEV_PRICE_MONTHLY_CENTS, currency: "usd", interval: "month" },
  { id: "price_dev_yearly", productId: PRODUCT.id, unitAmount: DEV_PRICE_YEARLY_CENTS, currency: "usd", interval: "year" },
];
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A period's end as Stripe bills it: the same day and time of the next month (or year), or the month's last day
 * when it has none (January 31 to February 28). Not 30 days: bought December 3, a month ends January 3.
 */
export function periodEnd(startSeconds: number, interval: Price["interval"]): number {
  const start = new Date(startSeconds * 1000);
  const month = start.getUTCMonth() + (interval === "year" ? 12 : 1);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const end = Date.UTC(
    start.getUTCFullYear(),
    month,
    Math.min(start.getUTCDate(), lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
  );
  return end / 1000;
}

/** A test-mode checkout session, carried in the checkout URL and signed so it cannot be edited. */
export interface DevCheckout {
  nonce: string;
  priceId: string;
  email: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
}

export function priceById(id: string): Price | undefined {
  return PRICES.find((p) => p.id === id);
}

export function createDevBilling(secret: string) {
  const sign = (payload: string) => createHmac("sha256", secret).update(`dev-checkout:${payload}`).digest("base64url");

  const encode = (checkout: DevCheckout) => {
    const payload = Buffer.from(JSON.stringify(checkout)).toString("base64url");
    return `${payload}.${sign(payload)}`;
  };

  /** The checkout a token stands for; null when it is forged, malformed or expired. */
  const decode = (token: string): DevCheckout | null => {
    const [payload, signature] = token.split(".");
    if (!payload || !signature) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const checkout = JSON.parse(Buffer.from(payload, "base64url").toString()) as DevCheckout;
      return checkout.expiresAt > Date.now() ? checkout : null;
    } catch {
      return null;
    }
  };

  const subscriptionId = (nonce: string) => `sub_dev_${nonce}`;

  /** A change to a test subscription, announced through the webhook's event path as Stripe would. */
  async function changeSubscription(id: string, event: { eventId: string; type: string }, change: (s: Subscription) => Subscription) {
    const current = await (await getStore()).subscriptions.get(id);
    if (!current) throw new AppError("not_found", 404, "That subscription does not exist.");
    const updated = change(current);
    await handleBillingEvent({ id: event.eventId, type: event.type, loadSubscription: async () => updated });
    return updated;
  }

  const provider: BillingProvider = {
    name: "dev",
    async listProducts() {
      return [PRODUCT];
    },
    async listPrices(productId) {
      return PRICES.filter((p) => p.productId === productId);
    },
    async createCustomer(account) {
      return `cus_dev_${account.userId}`;
    },
    async createCheckoutSession({ priceId, account, successUrl, cancelUrl }) {
      const price = priceById(priceId);
      if (!price) throw new AppError("unknown_price", 400, "That plan does not exist.");
      const nonce = randomUUID().replaceAll("-", "");
      const checkout = {
        nonce,
        priceId,
        email: account.email,
        userId: account.userId,
        successUrl,
        cancelUrl,
        expiresAt: Date.now() + SESSION_LIFETIME_MS,
      };
      // The test checkout is a page of the site the checkout returns to.
      const page = new URL(`/dev/checkout?session=${encode(checkout)}`, successUrl).toString();
      return { id: nonce, url: page, amountTotal: price.unitAmount, currency: price.currency };
    },
    async expireCheckoutSession() {
      // A test checkout is a signed token; the store's open-checkout slot decides whether it can be paid.
      return "expired";
    },
    async subscriptionForCheckout(sessionId) {
      return (await getStore()).subscriptions.get(subscriptionId(sessionId));
    },
    async listSubscriptions(account) {
      return (await getStore()).subscriptions.listByUser(account.userId);
    },
    async cancelSubscription(id) {
      return changeSubscription(id, { eventId: `evt_dev_cancel_${id}`, type: "customer.subscription.updated" }, (s) => ({
        ...s,
        cancelAtPeriodEnd: true,
      }));
    },
    async endSubscriptionNow(id) {
      return changeSubscription(id, { eventId: `evt_dev_end_${id}`, type: "customer.subscription.deleted" }, (s) => ({
        ...s,
        status: "canceled",
      }));
    },
    async portalUrl() {
      return null;
    },
  };

  /**
   * 'Pay' on the test checkout: an active subscription, announced through the webhook's event path. Only
   * the account's open checkout can be paid, once: one opened later replaced it, and a paid one is closed.
   */
  async function pay(token: string): Promise<DevCheckout> {
    const checkout = decode(token);
    if (!checkout)
      throw new AppError("invalid_checkout", 400, "This test checkout has expired or is not valid. Please start again from the pricing.");
    const store = await getStore();
    if (activeSubscription(await store.subscriptions.listByUser(checkout.userId)))
      throw new AppError("already_pro", 409, "You already have Pro.");
    if (!(await store.checkouts.close({ userId: checkout.userId, id: checkout.nonce }))) {
      throw new AppError(
        "checkout_replaced",
        409,
        "This checkout was replaced by a newer one or is already paid. Please pay from the newest checkout.",
      );
    }
    const price = priceById(checkout.priceId)!;
    const now = Math.floor(Date.now() / 1000);
    const subscription: Subscription = {
      id: subscriptionId(checkout.nonce),
      userId: checkout.userId,
      email: checkout.email,
      customerId: `cus_dev_${checkout.userId}`,
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(now, price.interval),
      created: now,
      priceId: price.id,
      amount: price.unitAmount,
      currency: price.currency,
      interval: price.interval,
    };
    await handleBillingEvent({
      id: `evt_dev_${checkout.nonce}`,
      type: "checkout.session.completed",
      loadSubscription: async () => subscription,
    });
    return checkout;
  }

  return { provider, decode, pay };
}
