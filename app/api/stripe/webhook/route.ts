// POST /api/stripe/webhook - Stripe events: signature checked on the raw body, each event processed once
import type Stripe from "stripe";
import { getStripeBilling } from "@/lib/billing";
import { handleBillingEvent } from "@/lib/billing/events";
import { config } from "@/lib/config";
import { errorResponse } from "@/lib/http/route";

/** The subscription an event is about, whatever object the event carries. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith("customer.subscription.")) return object.id as string;
  if (event.type === "checkout.session.completed") return (object.subscription as string | null) ?? null;
  if (event.type === "invoice.payment_failed") {
    const parent = object.parent as { subscription_details?: { subscription?: string } } | null;
    return parent?.subscription_details?.subscription ?? (object.subscription as string | null) ?? null;
  }
  return null;
}

export async function POST(req: Request) {
  const billing = getStripeBilling();
  const secret = config().stripe.webhookSecret;
  if (!billing || !secret) return errorResponse("payments_not_configured", 503, "Stripe webhooks are not configured on this server.");
  const signature = req.headers.get("stripe-signature");
  const raw = await req.text();
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("missing signature");
    event = billing.stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    return errorResponse("invalid_signature", 400, "The webhook signature does not match.");
  }
  try {
    const id = subscriptionIdOf(event);
    const outcome = await handleBillingEvent({
      id: event.id,
      type: event.type,
      loadSubscription: async () => (id ? billing.loadSubscription(id) : null),
    });
    return Response.json({ received: true, outcome });
  } catch (error) {
    console.error(`webhook ${event.type} ${event.id} failed:`, error);
    return errorResponse("webhook_failed", 500, "The event could not be processed; it will be retried.");
  }
}
