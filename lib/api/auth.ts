import "server-only";
import type { NextRequest } from "next/server";
import { getUserById } from "@/lib/auth/user";
import { config } from "@/lib/config";
import { apiKeyBucketKey, getStore, type ApiKey } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { AUTH_RATE_WINDOW_MS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { clientIp, type Viewer } from "@/lib/viewer";
import { findApiKey } from "./keys";

const invalidKey = () => new AppError("invalid_api_key", 401, MESSAGES.apiKeyInvalid);

/** The limiter of requests with a wrong key from one address. */
const failuresKey = (ip: string) => `api-key-fail-ip:${ip}`;

/**
 * The key in `Authorization: Bearer rs_...` and the account it acts for, with that account's plan: a free
 * account's key spends its daily allowance, a Pro account's key has Pro's limits. Cookies are ignored. An
 * unknown key, a revoked one and a malformed header get the same 401, so nobody learns which it was. Each
 * wrong key counts against its address, which gets 429 once it sent too many in the window; a valid key is
 * never refused by that count (a server behind the same address, or one that kept sending its revoked key
 * before it switched to the new one, goes on working).
 */
export async function authenticateApiKey(req: NextRequest): Promise<{ apiKey: ApiKey; viewer: Viewer }> {
  const secret = /^Bearer +(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!secret) throw invalidKey();
  const ip = clientIp(req);
  const apiKey = await findApiKey(secret);
  const user = apiKey ? await getUserById(apiKey.userId) : null;
  if (!apiKey || !user) {
    const now = Date.now();
    const failures = await (
      await getStore()
    ).quota.tryConsume({ key: failuresKey(ip), limit: config().apiKeyFailuresPerIp, now, windowMs: AUTH_RATE_WINDOW_MS });
    if (failures.allowed) throw invalidKey();
    const retryAfterSeconds = Math.max(1, Math.ceil((failures.windowStart + AUTH_RATE_WINDOW_MS - now) / 1000));
    throw new AppError("too_many_failed_keys", 429, MESSAGES.apiKeyFailuresLimited, { retryAfterSeconds });
  }
  return { apiKey, viewer: { key: `user:${user.id}`, kind: "user", pro: user.pro, email: user.email, ip, user } };
}

/** Takes a token from the key's bucket, shared by every instance through the store; 429 with Retry-After when empty. */
export async function takeApiKeyToken(apiKey: ApiKey, now = Date.now()): Promise<void> {
  const { perSecond, burst } = config().apiKeyRate;
  const taken = await (
    await getStore()
  ).rateLimits.take({ key: apiKeyBucketKey(apiKey.id), capacity: burst, refillPerSecond: perSecond, now });
  if (!taken.allowed) {
    throw new AppError("rate_limited", 429, MESSAGES.apiRateLimited, {
      retryAfterSeconds: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)),
    });
  }
}
