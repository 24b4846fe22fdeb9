import type { Subscription } from "@/lib/db";
import type { Price } from "./types";

/** Prices and subscriptions in the shape of the spec (section 3), which follows Stripe's objects. */
export function toSpecPrice(price: Price) {
  return {
    id: price.id,
    product: price.productId,
    unit_amount: price.unitAmount,
    currency: price.currency,
    recurring: { interval: price.interval },
  };
}

export function toSpecSubscription(s: Subscription) {
  return {
    id: s.id,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    current_period_start: s.currentPeriodStart,
    current_period_end: s.currentPeriodEnd,
    created: s.created,
    currency: s.currency,
    plan: { amount: s.amount, interval: s.interval },
    items: { data: [{ price: { id: s.priceId, recurring: { interval: s.interval } } }] },
  };
}

export type SpecPrice = ReturnType<typeof toSpecPrice>;
export type SpecSubscription = ReturnType<typeof toSpecSubscription>;
