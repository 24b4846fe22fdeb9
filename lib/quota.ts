import "server-only";
import { config } from "@/lib/config";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { FREE_USES_PER_DAY, QUOTA_WINDOW_MS, type ToolKind } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import type { Viewer } from "@/lib/viewer";

/** A use taken from the daily allowance; give it back with `refund` when the work fails. */
export interface Reservation {
  /** Uses left after this one; null for Pro (no daily limit). */
  usesLeft: number | null;
  refund(): Promise<void>;
}

const ipKey = (ip: string) => `ip:${ip}`;

/** Uses left today; null for Pro. */
export async function usesLeft(viewer: Viewer, now = Date.now()): Promise<number | null> {
  if (viewer.pro) return null;
  const store = await getStore();
  const window = await store.quota.peek({ key: viewer.key, now, windowMs: QUOTA_WINDOW_MS });
  let left = FREE_USES_PER_DAY - window.count;
  if (viewer.kind === "anonymous") {
    const byIp = await store.quota.peek({ key: ipKey(viewer.ip), now, windowMs: QUOTA_WINDOW_MS });
    left = Math.min(left, config().anonIpDailyCeiling - byIp.count);
  }
  return Math.max(0, left);
}

/**
 * Takes one use from the viewer's rolling 24-hour allowance, atomically, or throws a 429 with the
 * spec's message. Anonymous visitors also spend from a per-IP ceiling, so fresh cookies buy little.
 */
export async function reserveUse(viewer: Viewer, tool: ToolKind, now = Date.now()): Promise<Reservation> {
  if (viewer.pro) return { usesLeft: null, refund: async () => {} };
  const store = await getStore();
  // Retry-After: when the full window's oldest use expires.
  const outOfUses = (windowStart: number) =>
    new AppError("daily_limit_reached", 429, tool === "detect" ? MESSAGES.outOfChecks : MESSAGES.outOfRewrites, {
      usesLeft: 0,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + QUOTA_WINDOW_MS - now) / 1000)),
    });

  const own = await store.quota.tryConsume({ key: viewer.key, limit: FREE_USES_PER_DAY, now, windowMs: QUOTA_WINDOW_MS });
  if (!own.allowed) throw outOfUses(own.windowStart);
  const spent = [{ key: viewer.key, windowStart: own.windowStart }];
  let left = FREE_USES_PER_DAY - own.count;

  if (viewer.kind === "anonymous") {
    const ceiling = config().anonIpDailyCeiling;
    const byIp = await store.quota.tryConsume({ key: ipKey(viewer.ip), limit: ceiling, now, windowMs: QUOTA_WINDOW_MS });
    if (!byIp.allowed) {
      await store.quota.refund(spent[0]);
      throw outOfUses(byIp.windowStart);
    }
    spent.push({ key: ipKey(viewer.ip), windowStart: byIp.windowStart });
    left = Math.min(left, ceiling - byIp.count);
  }

  return {
    usesLeft: left,
    refund: async () => {
      await Promise.all(spent.map((s) => store.quota.refund(s)));
    },
  };
}

/** Takes `count` uses at once (a batch): all of them, or none and the 429 of the first one missing. */
export async function reserveUses(viewer: Viewer, tool: ToolKind, count: number, now = Date.now()): Promise<Reservation> {
  const taken: Reservation[] = [];
  try {
    for (let i = 0; i < count; i++) taken.push(await reserveUse(viewer, tool, now));
  } catch (error) {
    await Promise.all(taken.map((r) => r.refund()));
    throw error;
  }
  return {
    usesLeft: taken.at(-1)?.usesLeft ?? (await usesLeft(viewer, now)),
    refund: async () => {
      await Promise.all(taken.map((r) => r.refund()));
    },
  };
}
