import "server-only";
import { config } from "@/lib/config";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_WINDOW_MS } from "@/lib/limits";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait 15 minutes and try again.";

/**
 * Counts one sign-in, sign-up, code or reset attempt against the caller's IP and, when given, the
 * email it targets; a 429 once either is spent, so a 6-digit code cannot be brute-forced.
 */
export async function limitAuthAttempt(ip: string, email?: string): Promise<void> {
  const store = await getStore();
  const now = Date.now();
  const checks = [{ key: `auth-ip:${ip}`, limit: config().authIpLimit }];
  if (email) checks.push({ key: `auth-email:${email}`, limit: AUTH_RATE_LIMIT_PER_EMAIL });
  for (const check of checks) {
    const result = await store.quota.tryConsume({ ...check, now, windowMs: AUTH_RATE_WINDOW_MS });
    if (!result.allowed) throw new AppError("too_many_attempts", 429, TOO_MANY_ATTEMPTS);
  }
}
