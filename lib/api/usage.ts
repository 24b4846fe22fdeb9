import "server-only";
import type { z } from "zod";
import { getStore, type ApiKey } from "@/lib/db";
import { FREE_USES_PER_DAY } from "@/lib/limits";
import { usesLeft } from "@/lib/quota";
import { modelAllowance } from "@/lib/tools/allowance";
import type { Viewer } from "@/lib/viewer";
import { utcDay } from "./keys";
import type { usageResponse } from "./schemas";

/** What the key's account has used and has left, from the same counters the browser's routes spend. */
export async function apiUsage(viewer: Viewer, apiKey: ApiKey): Promise<z.infer<typeof usageResponse>> {
  const today = utcDay(Date.now());
  const [left, allowance, rows] = await Promise.all([
    usesLeft(viewer),
    modelAllowance(viewer),
    (await getStore()).apiKeys.usageByDay({ userId: apiKey.userId, fromDay: today }),
  ]);
  const mine = rows.find((r) => r.keyId === apiKey.id);
  return {
    plan: viewer.pro ? "pro" : "free",
    daily: left === null ? null : { limit: FREE_USES_PER_DAY, used: FREE_USES_PER_DAY - left, left },
    lumenarisWords: allowance && {
      interval: allowance.interval,
      limit: allowance.limit,
      used: allowance.used,
      left: allowance.left,
      resetsAt: allowance.resetsAt,
    },
    key: { requestsToday: mine?.requests ?? 0, wordsToday: mine?.words ?? 0 },
  };
}
