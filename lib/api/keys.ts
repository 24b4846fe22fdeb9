import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { runAfterResponse } from "@/lib/background";
import { config } from "@/lib/config";
import { getStore, type ApiKey, type ApiKeyDayUsage } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { API_KEY_CREATION_WINDOW_MS, API_KEY_PREFIX, API_KEY_SHOWN_CHARS, API_USAGE_DAYS, MAX_LIVE_API_KEYS } from "@/lib/limits";
import { getMailer } from "@/lib/mail";
import { MESSAGES } from "@/lib/messages";
import { publicConfig } from "@/lib/public-config";

/** A new key: its secret appears here once and is never stored. */
export interface CreatedApiKey {
  id: string;
  name: string;
  prefix: string;
  key: string;
}

/**
 * The stored form of a secret. SHA-256 without salt is enough here (unlike passwords): the secret is 256
 * random bits, so no dictionary or brute force reaches it, and a lookup by hash stays one index read.
 */
export const hashApiKey = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** The limiter of an account's key creations. */
export const keyCreationQuotaKey = (userId: string) => `api-key-create:${userId}`;

/** The owner's notice of a new key: someone who briefly held the session cannot mint one unseen. */
function keyCreatedEmail(to: string, name: string, prefix: string) {
  return {
    to,
    kind: "api-key-created",
    subject: `A new API key was created on your ${publicConfig.siteName} account`,
    text: [
      `A new API key '${name}' (${prefix}…) was created on your account.`,
      "",
      "If this was you, there is nothing to do.",
      "If this was not you, open Your Profile → API and revoke the key, then change your password: a password reset revokes every key, and Sign out everywhere ends every session.",
    ].join("\n"),
  };
}

/**
 * Creates a key for an account, within its live-key cap and its creations per hour (each new key brings a
 * fresh burst of requests), and emails the owner.
 */
export async function createApiKey(user: { id: string; email: string }, name: string, now = Date.now()): Promise<CreatedApiKey> {
  const store = await getStore();
  const creations = await store.quota.tryConsume({
    key: keyCreationQuotaKey(user.id),
    limit: config().apiKeysPerHour,
    now,
    windowMs: API_KEY_CREATION_WINDOW_MS,
  });
  if (!creations.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil((creations.windowStart + API_KEY_CREATION_WINDOW_MS - now) / 1000));
    throw new AppError("too_many_key_creations", 429, MESSAGES.apiKeyCreationLimited, { retryAfterSeconds });
  }
  const secret = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const prefix = secret.slice(0, API_KEY_SHOWN_CHARS);
  const stored = await store.apiKeys.create({
    userId: user.id,
    name,
    prefix,
    hash: hashApiKey(secret),
    createdAt: now,
    maxLive: MAX_LIVE_API_KEYS,
  });
  if (!stored) {
    // Nothing was created: the hour keeps its creation for after a revocation.
    await store.quota.refund({ key: keyCreationQuotaKey(user.id), windowStart: creations.windowStart });
    throw new AppError("too_many_keys", 409, MESSAGES.apiKeyLimit);
  }
  if (config().providers.mail !== "not-configured")
    runAfterResponse("API key notice", () => getMailer().send(keyCreatedEmail(user.email, stored.name, stored.prefix)));
  return { id: stored.id, name: stored.name, prefix: stored.prefix, key: secret };
}

export async function listApiKeys(userId: string): Promise<ApiKey[]> {
  return (await getStore()).apiKeys.list({ userId });
}

export async function revokeApiKey(userId: string, id: string, now = Date.now()): Promise<void> {
  if (!(await (await getStore()).apiKeys.revoke({ userId, id, at: now }))) throw new AppError("not_found", 404, MESSAGES.apiKeyNotFound);
}

/** Revokes every live key of an account (a password reset; sign-out everywhere when asked). */
export async function revokeAllApiKeys(userId: string, now = Date.now()): Promise<number> {
  return (await getStore()).apiKeys.revokeAll({ userId, at: now });
}

/** The live key a secret belongs to; null for an unknown or revoked one alike. */
export async function findApiKey(secret: string): Promise<ApiKey | null> {
  if (!secret.startsWith(API_KEY_PREFIX)) return null;
  return (await getStore()).apiKeys.findByHash(hashApiKey(secret));
}

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Counts one authenticated request of a key, with the words it sent, on today's (UTC) row. */
export async function recordApiKeyUse(key: ApiKey, words: number, now = Date.now()): Promise<void> {
  await (await getStore()).apiKeys.recordUse({ id: key.id, userId: key.userId, at: now, day: utcDay(now), words });
}

export interface ApiKeyUsage {
  /** The last API_USAGE_DAYS UTC days, oldest first, each present even with no use. */
  days: string[];
  /** Per live key: requests and words, one entry per day of `days`. */
  keys: { id: string; name: string; prefix: string; requests: number[]; words: number[] }[];
}

/** Per-key requests and words per day over the last API_USAGE_DAYS days, for the account's live keys. */
export async function apiKeyUsage(userId: string, now = Date.now()): Promise<ApiKeyUsage> {
  const days = Array.from({ length: API_USAGE_DAYS }, (_, i) => utcDay(now - (API_USAGE_DAYS - 1 - i) * 86_400_000));
  const store = await getStore();
  const [keys, rows] = await Promise.all([store.apiKeys.list({ userId }), store.apiKeys.usageByDay({ userId, fromDay: days[0]! })]);
  const byKeyDay = new Map<string, ApiKeyDayUsage>(rows.map((r) => [`${r.keyId}|${r.day}`, r]));
  return {
    days,
    keys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      requests: days.map((d) => byKeyDay.get(`${k.id}|${d}`)?.requests ?? 0),
      words: days.map((d) => byKeyDay.get(`${k.id}|${d}`)?.words ?? 0),
    })),
  };
}
