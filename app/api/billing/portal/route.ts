// GET /api/billing/portal - the provider's page for cards and invoices (Stripe's Customer Portal)
import { NextResponse } from "next/server";
import { accountOf, getBillingProvider } from "@/lib/billing";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { siteUrlOf } from "@/lib/http/site-url";

export const GET = route({ auth: "required" }, async ({ req, viewer }) => {
  const url = await getBillingProvider().portalUrl(await accountOf(viewer.user!), `${siteUrlOf(req.headers)}/`);
  if (!url) throw new AppError("no_portal", 404, "There is no billing portal for your account.");
  return NextResponse.redirect(url, 303);
});
