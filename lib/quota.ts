import "server-only";
import { randomUUID } from "node:crypto";
import { config } from "@/lib/config";
import { getStore, type Store } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { FREE_USES_PER_DAY, QUOTA_WINDOW_MS, type ToolKind } from "@/lib/limits";
import { PENDING_USE_MAX_MS } from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";
import type { Viewer } from "@/lib/viewer";

/**
 * A use taken from the daily allowance. It stays pending until its work ends: `settle` when the work is done
 * (the use stays spent), `refund` when it failed (the use comes back). Whichever comes first counts; the other
 * then does nothing. A use never settled nor refunded (its server stopped) comes back at `reconcileUses`.
 */
export interface Reservation {
  /** Uses left after this one; null for Pro (no daily limit). */
  usesLeft: number | null;
  settle(): Promise<void>;
  refund(): Promise<void>;
}

const ipKey = (ip: string) => `ip:${ip}`;

const UNLIMITED: Reservation = { usesLeft: null, settle: async () => {}, refund: async () => {} };

/** A reservation ended once: the first of `settle` and `refund` runs, the other then does nothing. */
function endOnce(usesLeft: number | null, settle: () => Promise<unknown>, refund: () => Promise<unknown>): Reservation {
  let ended = false;
  const end = (how: () => Promise<unknown>) => async () => {
    if (ended) return;
    ended = true;
    await how();
  };
  return { usesLeft, settle: end(settle), refund: end(refund) };
}

/** The windows one use was counted in, held under one id. */
function heldUse(store: Store, pendingId: string, spent: { key: string; windowStart: number }[], usesLeft: number): Reservation {
  return endOnce(
    usesLeft,
    () => Promise.all(spent.map(({ key }) => store.quota.settle({ key, pendingId }))),
    () => Promise.all(spent.map((window) => store.quota.refund({ ...window, pendingId }))),
  );
}

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
  if (viewer.pro) return UNLIMITED;
  const store = await getStore();
  const pendingId = randomUUID();
  // Retry-After: when the full window's oldest use expires.
  const outOfUses = (windowStart: number) =>
    new AppError("daily_limit_reached", 429, tool === "detect" ? MESSAGES.outOfChecks : MESSAGES.outOfRewrites, {
      usesLeft: 0,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + QUOTA_WINDOW_MS - now) / 1000)),
    });

  const own = await store.quota.tryConsume({ key: viewer.key, limit: FREE_USES_PER_DAY, now, windowMs: QUOTA_WINDOW_MS, pendingId });
  if (!own.allowed) throw outOfUses(own.windowStart);
  const spent = [{ key: viewer.key, windowStart: own.windowStart }];
  let left = FREE_USES_PER_DAY - own.count;

  if (viewer.kind === "anonymous") {
    const ceiling = config().anonIpDailyCeiling;
    const byIp = await store.quota.tryConsume({ key: ipKey(viewer.ip), limit: ceiling, now, windowMs: QUOTA_WINDOW_MS, pendingId });
    if (!byIp.allowed) {
      await store.quota.refund({ ...spent[0]!, pendingId });
      throw outOfUses(byIp.windowStart);
    }
    spent.push({ key: ipKey(viewer.ip), windowStart: byIp.windowStart });
    left = Math.min(left, ceiling - byIp.count);
  }

  return heldUse(store, pendingId, spent, left);
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
  return endOnce(
    taken.at(-1)?.usesLeft ?? (await usesLeft(viewer, now)),
    () => Promise.all(taken.map((r) => r.settle())),
    () => Promise.all(taken.map((r) => r.refund())),
  );
}

/**
 * How long a use may stay pending before its work is taken for lost: longer than a rewrite's provider calls
 * can take, however long OPENAI_TIMEOUT_MS is set.
 */
export const pendingUseMaxMs = () => 2 * config().openai.timeoutMs + PENDING_USE_MAX_MS;

/**
 * Gives back every use whose work never ended (its server was killed mid-work), as of `now`; returns how many.
 * Safe with several instances on one store: a live instance settles or refunds its uses well within the bound.
 */
export async function reconcileUses(now = Date.now()): Promise<number> {
  return (await getStore()).quota.reconcile({ takenBefore: now - pendingUseMaxMs() });
}
