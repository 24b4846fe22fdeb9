// GET /api/getSubscriptionbyEmail/:email - the signed-in account's own subscriptions, newest first (the address must be its own)
import { assertOwnEmail } from "@/lib/auth/ownership";
import { accountOf, getBillingProvider } from "@/lib/billing";
import { toSpecSubscription } from "@/lib/billing/shapes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "required" }, async ({ viewer, params }) => {
  // Next has already decoded the segment; decoding again would fail on an address with a "%".
  assertOwnEmail(viewer.user!, params.email);
  return (await getBillingProvider().listSubscriptions(await accountOf(viewer.user!))).map(toSpecSubscription);
});
