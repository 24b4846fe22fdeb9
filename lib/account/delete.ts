import "server-only";
import { getAuth } from "@/lib/auth/server";
import type { PublicUser } from "@/lib/auth/user";
import { runAfterResponse } from "@/lib/background";
import { accountOf, getBillingProvider } from "@/lib/billing";
import { recordSubscription } from "@/lib/billing/entitlement";
import { config } from "@/lib/config";
import { getStore, type SubscriptionStatus } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getMailer } from "@/lib/mail";
import { MESSAGES } from "@/lib/messages";
import { accountKeysOf } from "./keys";
import { endEverySession } from "./sessions";

/** Subscriptions that can never charge again; every other one is ended before its account goes. */
const ENDED: ReadonlySet<SubscriptionStatus> = new Set(["canceled", "incomplete_expired"]);

/** The kinds of emailed code Better Auth files under an address (its email-OTP identifiers). */
const CODE_PURPOSES = ["email-verification", "sign-in", "forget-password"];

/** Ends, at the billing provider, every subscription of the account that could still charge it. */
async function endSubscriptionsOf(user: PublicUser) {
  if (config().providers.billing === "not-configured") return;
  const provider = getBillingProvider();
  try {
    const subscriptions = await provider.listSubscriptions(await accountOf(user));
    for (const live of subscriptions.filter((s) => !ENDED.has(s.status))) {
      await recordSubscription({ ...(await provider.endSubscriptionNow(live.id)), userId: user.id });
    }
  } catch (error) {
    console.error("ending the subscriptions of a deleted account failed:", error);
    throw new AppError("billing_unavailable", 502, MESSAGES.deleteAccountBillingFailed);
  }
}

async function deleteCodesOf(user: PublicUser) {
  const ctx = await (await getAuth()).$context;
  await Promise.all(CODE_PURPOSES.map((purpose) => ctx.internalAdapter.deleteVerificationByIdentifier(`${purpose}-otp-${user.email}`)));
  // An email change's code is filed under the account and the new address.
  await ctx.adapter.deleteMany({
    model: "verification",
    where: [{ field: "identifier", operator: "starts_with", value: `change-email-otp-${user.id}:` }],
  });
}

/**
 * Deletes the signed-in account (GDPR's right to erasure). A live subscription is ended at the billing
 * provider first, so it never charges again, and nothing is deleted if that fails; the provider keeps
 * the paid invoices, as the law requires. Then every session ends (cookies and Bearer tokens), the
 * store's records of the account go, then its codes, its sign-in methods and the account itself. Returns
 * the Set-Cookie headers that clear this browser's session cookie.
 */
export async function deleteAccount(user: PublicUser, headers: Headers): Promise<string[]> {
  await endSubscriptionsOf(user);
  // Sessions end first, so nothing is written for the account while its records go.
  const cookies = await endEverySession(headers, user.id);
  const store = await getStore();
  await store.accountData.erase(accountKeysOf(user));
  await store.batches.erase({ ownerId: user.id });
  await store.writing.erase({ ownerId: user.id });
  await deleteCodesOf(user);
  // Better Auth's own deletion: the user, its linked sign-ins (password, Google) and any session left.
  await (await (await getAuth()).$context).internalAdapter.deleteUser(user.id);
  // The account is gone whatever this does: a log still in use is emptied at a later erasure or checkpoint.
  await store.accountData
    .scrubErased()
    .catch((error: unknown) => console.error("clearing erased records from the database files failed:", error));
  if (config().providers.mail !== "not-configured") runAfterResponse("mailing-list removal", () => getMailer().unsubscribe(user.email));
  return cookies;
}
