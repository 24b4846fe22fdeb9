import "server-only";
import { config } from "@/lib/config";
import type { Store } from "./types";

export type * from "./types";
export { apiKeyBucketKey } from "./keys";

const globalForStore = globalThis as unknown as { storePromise?: Promise<Store> };

async function openConfiguredStore(): Promise<Store> {
  const { store } = config();
  if (store.mongoUri) {
    const [{ openMongoStore }, { getMongoClient }] = await Promise.all([import("./mongo"), import("./mongo-client")]);
    return openMongoStore(await getMongoClient(store.mongoUri), store.mongoDb);
  }
  const { openSqliteStore } = await import("./sqlite");
  return openSqliteStore(store.sqlitePath);
}

/** The process-wide store; one client per process, kept across hot reloads in development. */
export function getStore(): Promise<Store> {
  globalForStore.storePromise ??= openConfiguredStore().catch((error) => {
    globalForStore.storePromise = undefined;
    throw error;
  });
  return globalForStore.storePromise;
}
