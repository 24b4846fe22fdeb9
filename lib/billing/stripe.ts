import "server-only";
import Stripe from "stripe";
import type { Subscription, SubscriptionStatus } from "@/lib/db";
import type { BillingProvider } from "./types";

export interface StripeOptions {
  secretKey: string;
  productId?: string;
  priceIds: string[];
  /** Test servers only: where the SDK sends its requests. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

export function createStripeClient(options: Pick<StripeOptions, "secretKey" | "api">): Stripe {
  return new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(options.api ?? {}) });
}

/** Our subscription record from Stripe's, whose customer is expanded (for the email). */
export function toSubscription(sub: Stripe.Subscription): Subscription {
  const item = sub.items.data[0];
  const customer = typeof sub.customer === "string" ? null : sub.customer;
  const price = item?.price;
  return {
    id: sub.id,
    // Set at checkout (subscription_data.metadata); for others, the customer's account is looked up.
    userId: sub.metadata?.userId ?? "",
    email: (customer && !customer.deleted ? customer.email : null)?.toLowerCase() ?? "",
    customerId: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
    status: sub.status as SubscriptionStatus,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodStart: item?.current_period_start ?? sub.start_date,
    currentPeriodEnd: item?.current_period_end ?? sub.start_date,
    created: sub.created,
    priceId: price?.id ?? "",
    amount: price?.unit_amount ?? 0,
    currency: price?.currency ?? "usd",
    interval: price?.recurring?.interval === "year" ? "year" : "month",
  };
}

export function createStripeBilling(
  options: StripeOptions,
): BillingProvider & { stripe: Stripe; loadSubscription(id: string): Promise<Subscription> } {
  const stripe = createStripeClient(options);

  const loadSubscription = async (id: string) => toSubscription(await stripe.subscriptions.retrieve(id, { expand: ["customer"] }));

  return {
    name: "stripe",
    stripe,
    loadSubscription,
    async listProducts() {
      if (options.productId) {
        const product = await stripe.products.retrieve(options.productId);
        return [{ id: product.id, name: product.name }];
      }
      const { data } = await stripe.products.list({ active: true, limit: 10 });
      return data.map((p) => ({ id: p.id, name: p.name }));
    },
    async listPrices(productId) {
      const { data } = await stripe.prices.list({ product: productId, active: true, type: "recurring", limit: 10 });
      return data
        .filter((p) => options.priceIds.length === 0 || options.priceIds.includes(p.id))
        .map((p) => ({
          id: p.id,
          productId,
          unitAmount: p.unit_amount ?? 0,
          currency: p.currency,
          interval: p.recurring?.interval === "year" ? ("year" as const) : ("month" as const),
        }));
    },
    async createCustomer(account) {
      return (await stripe.customers.create({ email: account.email, metadata: { userId: account.userId } })).id;
    },
    async createCheckoutSession({ priceId, account, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: priceId, quantity: 1 }],
        customer: account.customerId,
        client_reference_id: account.userId,
        subscription_data: { metadata: { userId: account.userId } },
        success_url: successUrl,
        cancel_url: cancelUrl,
        allow_promotion_codes: true,
      });
      return { id: session.id, url: session.url ?? "", amountTotal: session.amount_total ?? 0, currency: session.currency ?? "usd" };
    },
    async expireCheckoutSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return "expired";
      } catch (error) {
        // Only an open session can be expired: find out whether this one was paid.
        const session = await stripe.checkout.sessions.retrieve(id).catch(() => null);
        if (session?.status === "complete") return "complete";
        if (session?.status === "expired") return "expired";
        throw error;
      }
    },
    async subscriptionForCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== "complete" || !session.subscription) return null;
      return loadSubscription(typeof session.subscription === "string" ? session.subscription : session.subscription.id);
    },
    async listSubscriptions(account) {
      if (!account.customerId) return [];
      const { data } = await stripe.subscriptions.list({
        customer: account.customerId,
        status: "all",
        limit: 20,
        expand: ["data.customer"],
      });
      return data.map(toSubscription).sort((a, b) => b.created - a.created);
    },
    async cancelSubscription(id) {
      await stripe.subscriptions.update(id, { cancel_at_period_end: true });
      return loadSubscription(id);
    },
    async endSubscriptionNow(id) {
      await stripe.subscriptions.cancel(id);
      return loadSubscription(id);
    },
    async portalUrl(account, returnUrl) {
      if (!account.customerId) return null;
      return (await stripe.billingPortal.sessions.create({ customer: account.customerId, return_url: returnUrl })).url;
    },
  };
}
