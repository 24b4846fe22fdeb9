import "server-only";
import { config } from "@/lib/config";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/errors";
import {
  AUTH_BACKOFF_AFTER_FAILURES,
  AUTH_BACKOFF_BASE_MS,
  AUTH_BACKOFF_MAX_MS,
  AUTH_FAILURES_PER_PAIR,
  AUTH_MAILS_PER_ADDRESS,
  AUTH_RATE_WINDOW_MS,
} from "@/lib/limits";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait 15 minutes and try again.";
export const TOO_MANY_EMAILS = "We have sent several emails already. Please check your inbox, or wait 15 minutes and try again.";

/** Who is trying: the client address, and the account (email) the attempt is about, when there is one. */
export interface Attempt {
  ip: string;
  email?: string;
}

/** Errors that mean "wrong credentials": the only outcomes that count against a limit. */
const FAILURE_CODES = new Set(["invalid_credentials", "invalid_code", "reset_failed", "google_failed"]);

/** The start of the limiter keys of one account's failed attempts, one per address they came from. */
export const failurePairPrefix = (email: string) => `auth-fail:${email}|`;

/** The limiter of the code emails sent to one address. */
export const codeEmailsKey = (email: string) => `auth-mail:${email}`;

const failureKeys = ({ ip, email }: Attempt) => ({ ip: `auth-fail-ip:${ip}`, pair: email ? `${failurePairPrefix(email)}${ip}` : null });

const tooMany = () => new AppError("too_many_attempts", 429, TOO_MANY_ATTEMPTS);

/** Backoff before the n-th attempt of a pair that has failed n times: none at first, then doubling. */
export function backoffMs(failures: number): number {
  if (failures < AUTH_BACKOFF_AFTER_FAILURES) return 0;
  return Math.min(AUTH_BACKOFF_MAX_MS, AUTH_BACKOFF_BASE_MS * 2 ** (failures - AUTH_BACKOFF_AFTER_FAILURES));
}

/**
 * Runs a sign-in, code or reset attempt under the failure limits: an address that has failed too often
 * (on this account, or on any) gets 429; a pair that keeps failing waits longer before each try. A failed
 * attempt counts; a successful one wipes its pair's failures. Successes never count.
 */
export async function limitFailures<T>(who: Attempt, attempt: () => Promise<T>): Promise<T> {
  const store = await getStore();
  const now = Date.now();
  const keys = failureKeys(who);
  const window = { now, windowMs: AUTH_RATE_WINDOW_MS };
  if ((await store.quota.peek({ key: keys.ip, ...window })).count >= config().authIpLimit) throw tooMany();
  if (keys.pair) {
    const { count } = await store.quota.peek({ key: keys.pair, ...window });
    if (count >= AUTH_FAILURES_PER_PAIR) throw tooMany();
    const wait = backoffMs(count);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  try {
    const result = await attempt();
    if (keys.pair) await store.quota.clear({ key: keys.pair });
    return result;
  } catch (error) {
    if (error instanceof AppError && FAILURE_CODES.has(error.code)) {
      const counted = { limit: Number.MAX_SAFE_INTEGER, now: Date.now(), windowMs: AUTH_RATE_WINDOW_MS };
      await store.quota.tryConsume({ key: keys.ip, ...counted });
      if (keys.pair) await store.quota.tryConsume({ key: keys.pair, ...counted });
    }
    throw error;
  }
}

/**
 * Counts one email with a code (sign-up, a new code, forgot password, email change): a mailbox cannot be
 * flooded, and one address cannot send mail to many.
 */
export async function limitCodeEmails({ ip, email }: Required<Attempt>): Promise<void> {
  const store = await getStore();
  const window = { now: Date.now(), windowMs: AUTH_RATE_WINDOW_MS };
  for (const [key, limit] of [
    [`auth-mail-ip:${ip}`, config().authMailsPerIp],
    [codeEmailsKey(email), AUTH_MAILS_PER_ADDRESS],
  ] as const) {
    if (!(await store.quota.tryConsume({ key, limit, ...window })).allowed) throw new AppError("too_many_emails", 429, TOO_MANY_EMAILS);
  }
}
