import "server-only";
import type { NextRequest } from "next/server";
import { getUserById } from "@/lib/auth/user";
import { config } from "@/lib/config";
import { getStore, type ApiKey } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { MESSAGES } from "@/lib/messages";
import { clientIp, type Viewer } from "@/lib/viewer";
import { findApiKey } from "./keys";

const invalidKey = () => new AppError("invalid_api_key", 401, MESSAGES.apiKeyInvalid);

/**
 * The key in `Authorization: Bearer rs_...` and the account it acts for, with that account's plan: a free
 * account's key spends its daily allowance, a Pro account's key has Pro's limits. Cookies are ignored. An
 * unknown key, a revoked one and a malformed header get the same 401, so nobody learns which it was.
 */
export async function authenticateApiKey(req: NextRequest): Promise<{ apiKey: ApiKey; viewer: Viewer }> {
  const secret = /^Bearer +(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  const apiKey = secret ? await findApiKey(secret) : null;
  const user = apiKey ? await getUserById(apiKey.userId) : null;
  if (!apiKey || !user) throw invalidKey();
  return { apiKey, viewer: { key: `user:${user.id}`, kind: "user", pro: user.pro, email: user.email, ip: clientIp(req), user } };
}

/** Takes a token from the key's bucket, shared by every instance through the store; 429 with Retry-After when empty. */
export async function takeApiKeyToken(apiKey: ApiKey, now = Date.now()): Promise<void> {
  const { perSecond, burst } = config().apiKeyRate;
  const taken = await (await getStore()).rateLimits.take({ key: `api-key:${apiKey.id}`, capacity: burst, refillPerSecond: perSecond, now });
  if (!taken.allowed) {
    throw new AppError("rate_limited", 429, MESSAGES.apiRateLimited, { retryAfterSeconds: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)) });
  }
}
