import "server-only";
import type { NextRequest } from "next/server";
import { getSessionUser, type PublicUser } from "@/lib/auth/user";
import { config } from "@/lib/config";
import { ANON_COOKIE, issueAnonId, verifyAnonCookie } from "@/lib/http/anon-id";

/** Who is making a request, as far as allowances and entitlements go. */
export interface Viewer {
  /** Quota key of the person: a user id, or a signed anonymous id. */
  key: string;
  kind: "anonymous" | "user";
  pro: boolean;
  email: string | null;
  ip: string;
  user: PublicUser | null;
  /** A new anonymous cookie value to set on the response. */
  newAnonCookie?: string;
}

/**
 * The client address. The server (server/index.ts) overwrites X-Forwarded-For with the one address it
 * trusts, the socket's peer or the entry TRUSTED_PROXY_HOPS from the right, so nothing the client wrote
 * reaches this point.
 */
export function clientIp(req: NextRequest): string {
  return req.headers.get("x-forwarded-for")?.trim() || "unknown";
}

/** The quota key of a signed-in account's daily allowance. */
export const userQuotaKey = (userId: string) => `user:${userId}`;

export async function resolveViewer(req: NextRequest): Promise<Viewer> {
  const ip = clientIp(req);
  const user = await getSessionUser(req.headers);
  if (user) return { key: userQuotaKey(user.id), kind: "user", pro: user.pro, email: user.email, ip, user };
  const { secret } = config();
  const anonId = verifyAnonCookie(req.cookies.get(ANON_COOKIE)?.value, secret);
  if (anonId) return { key: `anon:${anonId}`, kind: "anonymous", pro: false, email: null, ip, user: null };
  const issued = issueAnonId(secret);
  return { key: `anon:${issued.id}`, kind: "anonymous", pro: false, email: null, ip, user: null, newAnonCookie: issued.cookie };
}
