// POST /api/createCheckoutSession - a checkout for one plan, for the signed-in user's own email
import { z } from "zod";
import { assertOwnEmail } from "@/lib/auth/ownership";
import { getBillingProvider } from "@/lib/billing";
import { config } from "@/lib/config";
import { AppError } from "@/lib/http/errors";
import { emailField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";

const body = z.object({
  lineItems: z.array(z.object({ price: z.string().min(1, "price is required"), quantity: z.literal(1, "quantity must be 1") })).length(1, "Choose exactly one plan"),
  customerEmail: emailField,
});

export const POST = route({ body, auth: "required" }, async ({ body, viewer }) => {
  const user = viewer.user!;
  assertOwnEmail(user, body.customerEmail);
  if (viewer.pro) throw new AppError("already_pro", 409, "You already have Pro.");
  const provider = getBillingProvider();
  const priceId = body.lineItems[0].price;
  const products = await provider.listProducts();
  const prices = (await Promise.all(products.map((p) => provider.listPrices(p.id)))).flat();
  if (!prices.some((p) => p.id === priceId)) throw new AppError("unknown_price", 400, "That plan does not exist.");
  const { siteUrl } = config();
  const session = await provider.createCheckoutSession({
    priceId,
    customerEmail: user.email,
    userId: user.id,
    successUrl: `${siteUrl}/api/billing/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${siteUrl}/?checkout=cancelled`,
  });
  return { url: session.url, amount_total: session.amountTotal, currency: session.currency };
});
