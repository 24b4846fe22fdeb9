import "server-only";
import { REVOKED_API_KEY_KEPT_MS } from "@/lib/limits";
import { BATCH_PLACE_HELD_MAX_MS, STORE_SWEEP_EVERY_MS } from "@/lib/tuning";
import { pendingUseMaxMs, reconcileUses } from "@/lib/quota";
import { getStore } from "./index";

/**
 * Deletes what the store keeps only for a time, as of `now`: the privacy page's periods hold to the hour. And
 * gives back the batch places a stopped server took and never filled, and the uses whose work it never ended.
 */
export async function sweepExpired(now = Date.now()): Promise<void> {
  const store = await getStore();
  await store.retention.sweep({ now, revokedKeysBefore: now - REVOKED_API_KEY_KEPT_MS });
  await store.batches.release({ heldBefore: now - BATCH_PLACE_HELD_MAX_MS });
  await reconcileUses(now);
}

const globalForSweep = globalThis as unknown as { storeSweep?: NodeJS.Timeout };

/**
 * Sweeps once now and then every STORE_SWEEP_EVERY_MS, once per process (the server's start). The timer
 * does not keep the process alive, and a failed sweep is logged and tried again at the next one.
 */
export function startStoreSweeps(): void {
  if (globalForSweep.storeSweep) return;
  const sweep = () => void sweepExpired().catch((error: unknown) => console.error("store sweep failed:", error));
  globalForSweep.storeSweep = setInterval(sweep, STORE_SWEEP_EVERY_MS).unref();
  sweep();
  // Places and uses a server stopped just before this start held are free to go only once they are this old.
  setTimeout(sweep, Math.max(BATCH_PLACE_HELD_MAX_MS, pendingUseMaxMs()) + 1000).unref();
}
