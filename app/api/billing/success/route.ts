// GET /api/billing/success - checkout's return address: records the new subscription, then back to the app
import { NextResponse, type NextRequest } from "next/server";
import { getBillingProvider } from "@/lib/billing";
import { recordSubscription } from "@/lib/billing/entitlement";
import { config } from "@/lib/config";

export async function GET(req: NextRequest) {
  const { siteUrl } = config();
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
  return NextResponse.redirect(`${siteUrl}/?checkout=${outcome}`, 303);
}
