import "server-only";
import { REVOKED_API_KEY_KEPT_MS, STORE_SWEEP_EVERY_MS } from "@/lib/limits";
import { getStore } from "./index";

/** Deletes what the store keeps only for a time, as of `now`: the privacy page's periods hold to the hour. */
export async function sweepExpired(now = Date.now()): Promise<void> {
  await (await getStore()).retention.sweep({ now, revokedKeysBefore: now - REVOKED_API_KEY_KEPT_MS });
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
}
