/** How the store names the token bucket of an API key: its erasure finds the account's buckets by it. */
export const apiKeyBucketKey = (keyId: string) => `${API_KEY_BUCKET}${keyId}`;

export const API_KEY_BUCKET = "api-key:";

/** Rate buckets untouched this long are full again, so they are swept (SQLite rows) or expire (MongoDB documents). */
export const RATE_BUCKET_IDLE_MS = 60 * 60 * 1000;
