// GET /api/billing/success - checkout's return address: records the new subscription, then back to the app
import { NextResponse, type NextRequest } from "next/server";
import { getBillingProvider } from "@/lib/billing";
import { recordSubscription } from "@/lib/billing/entitlement";
import { siteUrlOf } from "@/lib/http/site-url";

export async function GET(req: NextRequest) {
  const sessionId = req.nextUrl.searchParams.get("session_id");
  let outcome = "pending";
  try {
    const subscription = sessionId ? await getBillingProvider().subscriptionForCheckout(sessionId) : null;
    if (subscription) {
      await recordSubscription(subscription);
      outcome = "success";
    }
  } catch (error) {
    console.error("could not record the checkout:", error);
  }
  return NextResponse.redirect(`${siteUrlOf(req.headers)}/?checkout=${outcome}`, 303);
}
