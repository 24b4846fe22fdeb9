// POST /api/stripe/webhook - Stripe events: signature checked on the raw body, each event processed once
import { z } from "zod";
import { getStripeBilling } from "@/lib/billing";
import { handleBillingEvent } from "@/lib/billing/events";
import { config } from "@/lib/config";
import { readBodyText } from "@/lib/http/body";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/route";

/** What the handler reads of an event; a signed event without it is malformed, not a reason to retry. */
const eventShape = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type WebhookEvent = z.infer<typeof eventShape>;

const idOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The subscription an event is about, whatever object the event carries. */
function subscriptionIdOf(event: WebhookEvent): string | null {
  const object = event.data.object;
  if (event.type.startsWith("customer.subscription.")) return idOf(object.id);
  if (event.type === "checkout.session.completed") return idOf(object.subscription);
  if (event.type === "invoice.payment_failed") {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  return null;
}

export async function POST(req: Request) {
  const billing = getStripeBilling();
  const secret = config().stripe.webhookSecret;
  if (!billing || !secret) return errorResponse("not_found", 404, "Stripe webhooks are not configured on this server.");
  const signature = req.headers.get("stripe-signature");
  let raw: string;
  try {
    raw = await readBodyText(req);
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error.code, error.status, error.message);
    throw error;
  }
  let signed: unknown;
  try {
    if (!signature) throw new Error("missing signature");
    signed = billing.stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    return errorResponse("invalid_signature", 400, "The webhook signature does not match.");
  }
  const parsed = eventShape.safeParse(signed);
  if (!parsed.success) {
    console.warn("webhook: a signed event without an id, a type or a data object was refused:", raw.slice(0, 200));
    return errorResponse("malformed_event", 400, "The event has no id, type or data object.");
  }
  const event = parsed.data;
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
