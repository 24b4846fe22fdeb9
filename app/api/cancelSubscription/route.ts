// POST /api/cancelSubscription - cancel the signed-in user's own active subscription at the end of its period
import { z } from "zod";
import { accountOf, getBillingProvider } from "@/lib/billing";
import { recordSubscription } from "@/lib/billing/entitlement";
import { toSpecSubscription } from "@/lib/billing/shapes";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";

const body = z.object({ subscriptionId: z.string({ error: "subscriptionId is required" }).min(1, "subscriptionId is required") });

export const POST = route({ body, auth: "required" }, async ({ body, viewer }) => {
  const provider = getBillingProvider();
  const own = (await provider.listSubscriptions(await accountOf(viewer.user!))).find((s) => s.id === body.subscriptionId);
  if (!own) throw new AppError("forbidden", 403, "You can only cancel your own subscription.");
  if (own.status !== "active") throw new AppError("not_active", 409, "Only an active subscription can be cancelled.");
  const cancelled = await provider.cancelSubscription(own.id);
  await recordSubscription({ ...cancelled, userId: viewer.user!.id });
  return { subscription: toSpecSubscription(cancelled) };
});
