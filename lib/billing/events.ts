import "server-only";
import { getStore, type Subscription } from "@/lib/db";
import { recordSubscription } from "./entitlement";

/** The provider events that change someone's Pro status. */
export const RELEVANT_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
]);

export interface BillingEvent {
  id: string;
  type: string;
  /** Loads the subscription's current state from the provider (not the event's possibly stale copy). */
  loadSubscription(): Promise<Subscription | null>;
}

export type EventOutcome = "processed" | "duplicate" | "ignored";

/** The one path every billing event takes, from Stripe's webhook or the test-mode checkout: once per event id. */
export async function handleBillingEvent(event: BillingEvent): Promise<EventOutcome> {
  if (!RELEVANT_EVENTS.has(event.type)) return "ignored";
  const store = await getStore();
  if (!(await store.billingEvents.recordOnce({ id: event.id, type: event.type, receivedAt: Date.now() }))) return "duplicate";
  try {
    const subscription = await event.loadSubscription();
    if (subscription) await recordSubscription(subscription);
    return "processed";
  } catch (error) {
    await store.billingEvents.forget(event.id);
    throw error;
  }
}
