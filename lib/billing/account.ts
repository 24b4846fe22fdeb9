import "server-only";
import { getAuth } from "@/lib/auth/server";
import type { BillingAccount } from "./types";

interface StoredUser {
  id: string;
  email: string;
  billingCustomerId?: string | null;
}

/** The billing side of a user: their id, current address and provider customer (null before a first checkout). */
export async function billingAccountOf(userId: string): Promise<BillingAccount | null> {
  const ctx = await (await getAuth()).$context;
  const user = (await ctx.internalAdapter.findUserById(userId)) as StoredUser | null;
  return user ? { userId: user.id, email: user.email, customerId: user.billingCustomerId ?? null } : null;
}

export async function saveCustomerId(userId: string, customerId: string): Promise<void> {
  const ctx = await (await getAuth()).$context;
  await ctx.internalAdapter.updateUser(userId, { billingCustomerId: customerId });
}

/** The user whose provider customer this is, for a subscription made outside our checkout (say, in Stripe's dashboard). */
export async function userIdOfCustomer(customerId: string): Promise<string | null> {
  if (!customerId) return null;
  const ctx = await (await getAuth()).$context;
  const user = await ctx.adapter.findOne<StoredUser>({ model: "user", where: [{ field: "billingCustomerId", value: customerId }] });
  return user?.id ?? null;
}
