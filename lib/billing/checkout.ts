import "server-only";
import type { PublicUser } from "@/lib/auth/user";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { saveCustomerId } from "./account";
import { activeSubscription } from "./entitlement";
import { accountOf, getBillingProvider } from "./index";
import type { CheckoutSession } from "./types";

const alreadyPro = () => new AppError("already_pro", 409, "You already have Pro.");

/**
 * A checkout of one plan for the signed-in account, paid by its own provider customer (made now on a
 * first checkout). An account with a live subscription gets 409. The new checkout replaces the account's
 * open one, which is expired at the provider: two checkouts opened side by side can never both be paid.
 * The provider sends the user back to `siteUrl`, the address the app was served at.
 */
export async function startCheckout(user: PublicUser, priceId: string, siteUrl: string): Promise<CheckoutSession> {
  const provider = getBillingProvider();
  const products = await provider.listProducts();
  const prices = (await Promise.all(products.map((p) => provider.listPrices(p.id)))).flat();
  if (!prices.some((p) => p.id === priceId)) throw new AppError("unknown_price", 400, "That plan does not exist.");

  const account = await accountOf(user);
  if (activeSubscription(await provider.listSubscriptions(account))) throw alreadyPro();
  let customerId = account.customerId;
  if (!customerId) {
    customerId = await provider.createCustomer(account);
    await saveCustomerId(user.id, customerId);
  }
  const session = await provider.createCheckoutSession({
    priceId,
    account: { ...account, customerId },
    successUrl: `${siteUrl}/api/billing/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${siteUrl}/?checkout=cancelled`,
  });
  const store = await getStore();
  const replaced = await store.checkouts.open({ userId: user.id, id: session.id });
  if (
    replaced &&
    (await provider.expireCheckoutSession(replaced)) === "complete" &&
    activeSubscription(await provider.listSubscriptions({ ...account, customerId }))
  ) {
    // The checkout it replaces was paid a moment ago: this one must not be.
    await provider.expireCheckoutSession(session.id);
    await store.checkouts.close({ userId: user.id, id: session.id });
    throw alreadyPro();
  }
  return session;
}
