// POST /api/createCheckoutSession - a checkout for one plan, for the signed-in account (it replaces any open one)
import { z } from "zod";
import { assertOwnEmail } from "@/lib/auth/ownership";
import { startCheckout } from "@/lib/billing/checkout";
import { AppError } from "@/lib/errors";
import { emailField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";
import { siteUrlOf } from "@/lib/http/site-url";

const body = z.object({
  lineItems: z
    .array(z.object({ price: z.string().min(1, "price is required"), quantity: z.literal(1, "quantity must be 1") }))
    .length(1, "Choose exactly one plan"),
  customerEmail: emailField,
});

export const POST = route({ body, auth: "required" }, async ({ req, body, viewer }) => {
  assertOwnEmail(viewer.user!, body.customerEmail);
  if (viewer.pro) throw new AppError("already_pro", 409, "You already have Pro.");
  const session = await startCheckout(viewer.user!, body.lineItems[0].price, siteUrlOf(req.headers));
  return { url: session.url, amount_total: session.amountTotal, currency: session.currency };
});
