import "server-only";
import type { PublicUser } from "@/lib/auth/user";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { MODEL_WORDS_PER_MONTH, MODEL_WORDS_PER_YEAR } from "@/lib/limits";
import { type ModelId } from "@/lib/options";
import { MESSAGES } from "@/lib/messages";
import type { Viewer } from "@/lib/viewer";

/** The one model whose words a plan counts. */
const METERED_MODEL: ModelId = "lumenaris";

/** What a Pro user has of their Lumenaris words in the current period. */
export interface ModelAllowance {
  model: ModelId;
  interval: "month" | "year";
  limit: number;
  used: number;
  left: number;
  /** Epoch seconds when the count starts again. */
  resetsAt: number;
}

interface Period {
  key: string;
  interval: "month" | "year";
  limit: number;
  resetsAt: number;
}

/**
 * A plan counts per billing period, from the period the billing provider reported: the words start again when
 * the period the Billing tab shows ends, on that same date (counting per calendar month said "until January 1"
 * beside "Current period ends January 2"), and a plan bought in November does not start over in January.
 * Without a reported period, per calendar month (UTC).
 */
export function allowancePeriod(
  user: Pick<PublicUser, "interval" | "subscriptionPeriodStartDateEpochSeconds" | "subscriptionPeriodEndDateEpochSeconds">,
  nowMs = Date.now(),
): Period {
  const start = user.subscriptionPeriodStartDateEpochSeconds;
  const end = user.subscriptionPeriodEndDateEpochSeconds;
  if (start && end) {
    const interval = user.interval === "year" ? "year" : "month";
    return {
      key: `${METERED_MODEL}:${interval}:${start}`,
      interval,
      limit: interval === "year" ? MODEL_WORDS_PER_YEAR : MODEL_WORDS_PER_MONTH,
      resetsAt: end,
    };
  }
  const now = new Date(nowMs);
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
  return { key: `${METERED_MODEL}:month:${month}`, interval: "month", limit: MODEL_WORDS_PER_MONTH, resetsAt: next };
}

/** A Pro user's Lumenaris allowance; null for everyone else (free use is limited per day instead). */
export async function modelAllowance(viewer: Viewer, nowMs = Date.now()): Promise<ModelAllowance | null> {
  if (!viewer.pro || !viewer.user) return null;
  const period = allowancePeriod(viewer.user, nowMs);
  const used = await (await getStore()).usage.modelWords({ userId: viewer.user.id, period: period.key });
  return {
    model: METERED_MODEL,
    interval: period.interval,
    limit: period.limit,
    used,
    left: Math.max(0, period.limit - used),
    resetsAt: period.resetsAt,
  };
}

/**
 * Refuses a Lumenaris request once the period's words are used up (Pulse stays open). Checked before the
 * work and counted after it, so two requests at the same moment can pass the limit by one result; that is
 * cheaper than holding words for a result whose length nobody knows yet.
 */
export async function enforceModelAllowance(viewer: Viewer, model: ModelId): Promise<void> {
  if (model !== METERED_MODEL) return;
  const allowance = await modelAllowance(viewer);
  if (allowance && allowance.left <= 0) {
    throw new AppError("model_allowance_used", 403, MESSAGES.modelAllowanceUsed, { resetsAt: allowance.resetsAt });
  }
}

/** Counts a finished Lumenaris result against a Pro user's allowance. */
export async function spendModelWords(viewer: Viewer, model: ModelId, words: number): Promise<void> {
  if (model !== METERED_MODEL || !viewer.pro || !viewer.user || words <= 0) return;
  await (await getStore()).usage.addModelWords({ userId: viewer.user.id, period: allowancePeriod(viewer.user).key, words });
}
