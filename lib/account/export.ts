import "server-only";
import { getAuth } from "@/lib/auth/server";
import type { PublicUser } from "@/lib/auth/user";
import { exportBatch } from "@/lib/batch/export";
import { getStore } from "@/lib/db";
import { publicConfig } from "@/lib/public-config";
import { exportWriting } from "@/lib/writing/export";
import { accountKeysOf } from "./keys";

interface StoredUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  billingCustomerId?: string | null;
}

const fromMs = (ms: number) => new Date(ms).toISOString();
const fromMsOrNull = (ms: number | null) => (ms === null ? null : fromMs(ms));
const fromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/** What the account's sign-in methods are called on its pages. */
const SIGN_IN_METHODS: Record<string, string> = { credential: "email and password", google: "Google" };

/**
 * A copy of everything kept about the signed-in account (GDPR's right of access): the account, its sign-in
 * methods and live sessions (never a token or a password hash), its whole history, usage and subscription
 * records, its API keys (never a secret) with their daily usage, the API answers stored for retries, and its
 * writing space (documents, their records of events, share links).
 * Built on the server for this account only.
 */
export async function exportAccount(user: PublicUser) {
  const ctx = await (await getAuth()).$context;
  const [stored, accounts, sessions, data, batches, writing] = await Promise.all([
    ctx.internalAdapter.findUserById(user.id) as Promise<StoredUser | null>,
    ctx.internalAdapter.findAccounts(user.id),
    ctx.internalAdapter.listSessions(user.id),
    getStore().then((store) => store.accountData.collect({ ...accountKeysOf(user), now: Date.now() })),
    getStore().then((store) => store.batches.collect({ ownerId: user.id })),
    getStore().then((store) => store.writing.collect({ ownerId: user.id })),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    site: publicConfig.siteName,
    account: {
      id: user.id,
      email: user.email,
      name: user.fullName,
      emailVerified: user.emailVerified,
      createdAt: stored?.createdAt ? new Date(stored.createdAt).toISOString() : null,
      updatedAt: stored?.updatedAt ? new Date(stored.updatedAt).toISOString() : null,
      signInMethods: accounts.map((a) => ({
        method: SIGN_IN_METHODS[a.providerId] ?? a.providerId,
        since: new Date(a.createdAt).toISOString(),
      })),
      pro: user.pro,
      proPeriodStart: user.subscriptionPeriodStartDateEpochSeconds ? fromSeconds(user.subscriptionPeriodStartDateEpochSeconds) : null,
      proPeriodEnd: user.subscriptionPeriodEndDateEpochSeconds ? fromSeconds(user.subscriptionPeriodEndDateEpochSeconds) : null,
      billingInterval: user.interval,
      billingCustomerId: stored?.billingCustomerId ?? null,
    },
    sessions: sessions.map((s) => ({ startedAt: new Date(s.createdAt).toISOString(), expiresAt: new Date(s.expiresAt).toISOString() })),
    history: data.history.map((e) => ({ id: e.id, date: fromMs(e.date), question: e.question, response: e.response, review: e.review })),
    batches: batches.map(exportBatch),
    writing: exportWriting(writing),
    usage: {
      requests: data.usage && {
        count: data.usage.totalQueries,
        estimatedCostUsd: data.usage.totalCost,
        promptTokens: data.usage.totalPromptTokens,
        completionTokens: data.usage.totalCompletionTokens,
      },
      modelWords: data.modelWords,
    },
    subscriptions: data.subscriptions.map((s) => ({
      id: s.id,
      status: s.status,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      interval: s.interval,
      amountCents: s.amount,
      currency: s.currency,
      created: fromSeconds(s.created),
      currentPeriodStart: fromSeconds(s.currentPeriodStart),
      currentPeriodEnd: fromSeconds(s.currentPeriodEnd),
      email: s.email,
      customerId: s.customerId,
    })),
    apiKeys: data.apiKeys.map((k) => ({
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      createdAt: fromMs(k.createdAt),
      lastUsedAt: fromMsOrNull(k.lastUsedAt),
      revokedAt: fromMsOrNull(k.revokedAt),
    })),
    apiKeyUsage: data.apiKeyUsage,
    storedApiAnswers: data.idempotentReplies.map((r) => ({
      idempotencyKey: r.key,
      storedAt: fromMs(r.createdAt),
      answer: r.body === null ? null : (JSON.parse(r.body) as unknown),
    })),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;

/** The export's file name: the site and the day, e.g. "rewrite-studio-data-2026-11-26.json". */
export function exportFileName(now = new Date()): string {
  const site =
    publicConfig.siteName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "account";
  return `${site}-data-${now.toISOString().slice(0, 10)}.json`;
}
