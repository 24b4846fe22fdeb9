import "server-only";
import { getAuth } from "./server";

/** The non-secret profile the browser may keep (spec section 3, User). */
export interface PublicUser {
  id: string;
  email: string;
  fullName: string;
  emailVerified: boolean;
  authType: "email" | "google";
  pro: boolean;
  subscriptionPeriodStartDateEpochSeconds: number | null;
  subscriptionPeriodEndDateEpochSeconds: number | null;
  interval: string | null;
}

interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  pro?: boolean | null;
  authType?: string | null;
  subscriptionPeriodStartDateEpochSeconds?: number | null;
  subscriptionPeriodEndDateEpochSeconds?: number | null;
  interval?: string | null;
}

/** Pro only while the stored period has not ended; epoch seconds on both sides. */
export function isProActive(user: Pick<PublicUser, "pro" | "subscriptionPeriodEndDateEpochSeconds">, nowMs = Date.now()): boolean {
  if (!user.pro) return false;
  const end = user.subscriptionPeriodEndDateEpochSeconds;
  return end == null || end > nowMs / 1000;
}

export function toPublicUser(user: AuthUser): PublicUser {
  const profile: PublicUser = {
    id: user.id,
    email: user.email,
    fullName: user.name,
    emailVerified: user.emailVerified,
    authType: user.authType === "google" ? "google" : "email",
    pro: Boolean(user.pro),
    subscriptionPeriodStartDateEpochSeconds: user.subscriptionPeriodStartDateEpochSeconds ?? null,
    subscriptionPeriodEndDateEpochSeconds: user.subscriptionPeriodEndDateEpochSeconds ?? null,
    interval: user.interval ?? null,
  };
  return { ...profile, pro: isProActive(profile) };
}

/** The signed-in user of a request (session cookie or `Authorization: Bearer`), or null. */
export async function getSessionUser(headers: Headers): Promise<PublicUser | null> {
  if (!headers.get("cookie")?.includes("session_token") && !headers.get("authorization")) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  return session ? toPublicUser(session.user) : null;
}

/** An account by its id (the owner of an API key), or null when it no longer exists. */
export async function getUserById(id: string): Promise<PublicUser | null> {
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserById(id);
  return found ? toPublicUser(found) : null;
}
