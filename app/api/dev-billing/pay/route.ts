// POST /api/dev-billing/pay - 'Pay' on the test-mode checkout (test mode only)
import { z } from "zod";
import { getDevBilling } from "@/lib/billing";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";

const body = z.object({ session: z.string({ error: "session is required" }).min(1, "session is required") });

export const POST = route({ body }, async ({ body }) => {
  const dev = getDevBilling();
  if (!dev) throw new AppError("not_found", 404, "The test-mode checkout is not available on this server.");
  const checkout = await dev.pay(body.session);
  return { redirect: checkout.successUrl.replace("{CHECKOUT_SESSION_ID}", checkout.nonce) };
});
