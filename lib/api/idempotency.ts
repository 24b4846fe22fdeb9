import "server-only";
import { createHash } from "node:crypto";
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { IDEMPOTENCY_KEY_MAX_CHARS, IDEMPOTENCY_TTL_MS } from "@/lib/limits";
import { IDEMPOTENCY_PENDING_MS } from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";

/** A request's hold on its Idempotency-Key: store the answer once the work is done, or free the key when it failed. */
export interface IdempotencyClaim<T> {
  complete(value: T): Promise<void>;
  release(): Promise<void>;
}

const unclaimed: IdempotencyClaim<never> = { complete: async () => {}, release: async () => {} };

/** The Idempotency-Key header, validated; undefined when the request has none. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (key.trim() === "" || key.length > IDEMPOTENCY_KEY_MAX_CHARS) {
    throw new AppError("invalid_request", 400, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_CHARS} characters.`);
  }
  return key;
}

/**
 * Claims (scope, key) for a request: a retry with the same key and the same request gets the first answer
 * (`replay`), stored through the store so every instance sees it; the same key with another request is 422,
 * and one still running is 409. The claimer completes it with its answer, or releases it when the work
 * failed, so a retry does the work again (a failure charges nothing). Without a key, nothing is stored.
 * The stored answer belongs to `ownerId`'s account: its export shows it and its erasure deletes it.
 */
export async function claimIdempotency<T>(
  scope: string,
  ownerId: string,
  key: string | undefined,
  request: unknown,
): Promise<{ replay: T } | { claim: IdempotencyClaim<T> }> {
  if (key === undefined) return { claim: unclaimed };
  const store = (await getStore()).idempotency;
  const storeKey = `${scope}:${key}`;
  const fingerprint = createHash("sha256").update(JSON.stringify(request)).digest("hex");
  const claimed = await store.claim({
    key: storeKey,
    ownerId,
    fingerprint,
    now: Date.now(),
    ttlMs: IDEMPOTENCY_TTL_MS,
    pendingMs: IDEMPOTENCY_PENDING_MS,
  });
  if (claimed.state !== "claimed" && claimed.fingerprint !== fingerprint)
    throw new AppError("idempotency_key_reused", 422, MESSAGES.idempotencyMismatch);
  if (claimed.state === "pending") throw new AppError("idempotency_in_progress", 409, MESSAGES.idempotencyInProgress);
  if (claimed.state === "done") return { replay: JSON.parse(claimed.body) as T };
  return {
    claim: {
      complete: (value) => store.complete({ key: storeKey, status: 200, body: JSON.stringify(value) }),
      release: () => store.release({ key: storeKey }),
    },
  };
}
