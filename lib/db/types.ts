/** The data store contract. Two adapters implement it: sqlite (embedded default) and mongo. */
import type { ReviewMark } from "@/lib/review-marks";
import type { BatchStore } from "./batch-store";
import type { WritingStore } from "./writing-store";

export type { BatchStore } from "./batch-store";
export type { WritingStore } from "./writing-store";

export interface QuotaWindow {
  count: number;
  /** Epoch milliseconds when the current window started. */
  windowStart: number;
}

export interface QuotaConsumeInput {
  key: string;
  limit: number;
  now: number;
  windowMs: number;
  /**
   * Holds the use as pending under this id, in the same atomic step, until `settle` (its work is done) or
   * `refund` (it failed); `reconcile` gives back the uses whose work never ended (their server stopped).
   */
  pendingId?: string;
}

export interface QuotaConsumeResult extends QuotaWindow {
  allowed: boolean;
}

export interface QuotaStore {
  /**
   * Atomically spends one use if the window has room (a window older than windowMs starts over).
   * Never read-then-write: concurrent calls each count, and none passes the limit.
   */
  tryConsume(input: QuotaConsumeInput): Promise<QuotaConsumeResult>;
  /**
   * Gives back one use spent in the given window (a failed call); a newer window is left alone. With
   * `pendingId`, only a use still pending under that id comes back, once: after `settle`, or a second time, nothing.
   */
  refund(input: { key: string; windowStart: number; pendingId?: string }): Promise<void>;
  /** The work of a pending use is done: it stays spent, and no reconcile gives it back. */
  settle(input: { key: string; pendingId: string }): Promise<void>;
  /**
   * Gives back every use still pending that was taken at or before `takenBefore` (its work never ended), each
   * once, however many instances reconcile at the same time; returns how many came back.
   */
  reconcile(input: { takenBefore: number }): Promise<number>;
  /** The live window for a key: count 0 when none exists or it has expired. */
  peek(input: { key: string; now: number; windowMs: number }): Promise<QuotaWindow>;
  /** Forgets a key's window (a sign-in that succeeded wipes its failures). */
  clear(input: { key: string }): Promise<void>;
}

export interface HistoryEntry {
  id: string;
  ownerId: string;
  question: string;
  response: string;
  /** Epoch milliseconds. */
  date: number;
  /** The review marks the result came with (an AI provider's changes to judge); none for other results and entries kept before marks were. */
  review: ReviewMark[];
}

export interface HistoryStore {
  /** Marks that are not review marks are refused (it throws); a result without marks stores none. */
  add(input: Omit<HistoryEntry, "id" | "review"> & { review?: readonly ReviewMark[] }): Promise<HistoryEntry>;
  /** Newest first. */
  list(input: { ownerId: string; limit: number }): Promise<HistoryEntry[]>;
  count(input: { ownerId: string }): Promise<number>;
  remove(input: { ownerId: string; id: string }): Promise<boolean>;
  clear(input: { ownerId: string }): Promise<number>;
}

export interface UsageRecord {
  email: string;
  totalCost: number;
  totalQueries: number;
  /** The AI provider's own token counts (0 for results of the offline engine). */
  totalPromptTokens: number;
  totalCompletionTokens: number;
}

export interface UsageStore {
  /** Atomically adds one query, its cost and its provider tokens to the record of an email, creating it if needed. */
  record(input: { email: string; cost: number; promptTokens?: number; completionTokens?: number }): Promise<UsageRecord>;
  get(email: string): Promise<UsageRecord | null>;
  /** Atomically adds words to an account's count for a model in one allowance period (e.g. "lumenaris:month:2026-11"); returns the new count. */
  addModelWords(input: { userId: string; period: string; words: number }): Promise<number>;
  /** An account's count for a period: 0 when none was recorded. */
  modelWords(input: { userId: string; period: string }): Promise<number>;
}

export type SubscriptionStatus =
  "active" | "trialing" | "past_due" | "canceled" | "incomplete" | "incomplete_expired" | "unpaid" | "paused";

export type BillingInterval = "month" | "year";

export interface Subscription {
  id: string;
  /** The account that paid: entitlements follow it, never an email address ("" when not known yet). */
  userId: string;
  /** The payer's address when they paid; for display only. */
  email: string;
  customerId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  /** Epoch seconds. */
  currentPeriodStart: number;
  /** Epoch seconds. */
  currentPeriodEnd: number;
  /** Epoch seconds. */
  created: number;
  priceId: string;
  /** Cents. */
  amount: number;
  currency: string;
  interval: BillingInterval;
}

export interface SubscriptionStore {
  upsert(subscription: Subscription): Promise<void>;
  get(id: string): Promise<Subscription | null>;
  /** The subscriptions an account paid for, newest first. */
  listByUser(userId: string): Promise<Subscription[]>;
}

/**
 * Each account has at most one open checkout: opening one replaces the last, and only the open one can be
 * paid. Two tabs of the pricing can never both be paid.
 */
export interface CheckoutStore {
  /** Makes `id` the account's open checkout; returns the one it replaces (to expire at the provider), or null. */
  open(input: { userId: string; id: string }): Promise<string | null>;
  /** Closes the account's open checkout if it is `id`, atomically: true once, false when it was replaced or is closed already. */
  close(input: { userId: string; id: string }): Promise<boolean>;
}

export interface BillingEventStore {
  /** Records a provider event id; false when it was already recorded (a replay). */
  recordOnce(input: { id: string; type: string; receivedAt: number }): Promise<boolean>;
  /** Drops a recorded event whose processing failed, so the provider's retry is processed. */
  forget(id: string): Promise<void>;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for, e.g. "verification-code", "mailing-list", "contact". */
  kind: string;
  createdAt: number;
}

export interface OutboxStore {
  add(input: Omit<OutboxMessage, "id">): Promise<OutboxMessage>;
  /** Newest first, optionally only those sent to one address. */
  list(input: { to?: string; limit: number }): Promise<OutboxMessage[]>;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: number;
}

export interface ContactStore {
  add(input: Omit<ContactMessage, "id">): Promise<ContactMessage>;
  /** Newest first. */
  list(input: { limit: number }): Promise<ContactMessage[]>;
}

/** One account as the store's records name it: by user id, by address (usage records) and by quota key. */
export interface AccountKeys {
  userId: string;
  email: string;
  /** The account's own quota windows and limiters, by key (its daily allowance, the emails sent to its address). */
  quotaKeys: string[];
  /** Limiters whose keys start with one of these (its failed sign-ins, from each address they came from). */
  quotaKeyPrefixes: string[];
}

/** Everything the store keeps about one account. */
export interface AccountData {
  /** All of it, newest first. */
  history: HistoryEntry[];
  usage: UsageRecord | null;
  /** Words counted against the plan's model allowance, oldest period first. */
  modelWords: { period: string; words: number }[];
  /** Newest first. */
  subscriptions: Subscription[];
  /** Every key the store still holds, revoked ones included, newest first. */
  apiKeys: ApiKeyRecord[];
  /** Per key and day, oldest first; kept after a revoked key is purged, as part of the account's totals. */
  apiKeyUsage: ApiKeyDayUsage[];
  /** Answers stored for requests sent with an Idempotency-Key (they hold rewritten text) and not yet expired, oldest first. */
  idempotentReplies: { key: string; status: number | null; body: string | null; createdAt: number }[];
}

/** The account's own data, for its export and its erasure (GDPR access and erasure). */
export interface AccountDataStore {
  /** `now` (epoch milliseconds) decides which stored answers have expired: those are not the account's any more. */
  collect(input: AccountKeys & { now: number }): Promise<AccountData>;
  /**
   * Erases the account's history, usage record, model words, quota windows and limiters, open checkout,
   * API keys with their daily usage and rate buckets, stored idempotent replies, and the mail sent to its
   * address. Its subscriptions stay as records of payments that name no one (user id, email and the billing
   * customer emptied). Other accounts' data is untouched.
   */
  erase(account: AccountKeys): Promise<void>;
  /**
   * Leaves no copy of erased records in the database's own files (run after an erasure): SQLite zeroes deleted
   * rows as it goes and here empties its write-ahead log into the file. MongoDB does nothing: its storage engine
   * reuses freed blocks in time, and only an operator can compact it.
   */
  scrubErased(): Promise<void>;
}

export interface ApiKey {
  id: string;
  userId: string;
  name: string;
  /** The secret's first characters, shown so a user can tell keys apart (never enough to use one). */
  prefix: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Epoch milliseconds of the last authenticated request; null before the first. */
  lastUsedAt: number | null;
}

/** A key as the account's export shows it: revoked ones too, until they are purged. */
export interface ApiKeyRecord extends ApiKey {
  /** Epoch milliseconds; null while the key is live. */
  revokedAt: number | null;
}

/** One key's requests and words on one UTC day ("2026-11-26"). */
export interface ApiKeyDayUsage {
  keyId: string;
  day: string;
  requests: number;
  words: number;
}

export interface ApiKeyStore {
  /**
   * Stores a key (only the hash of its secret) unless the account already has `maxLive` live keys; null then.
   * Atomic: two creations at the same moment never pass the limit.
   */
  create(input: { userId: string; name: string; prefix: string; hash: string; createdAt: number; maxLive: number }): Promise<ApiKey | null>;
  /** An account's live keys, newest first. */
  list(input: { userId: string }): Promise<ApiKey[]>;
  /** The live key whose secret has this hash, or null (unknown and revoked alike). */
  findByHash(hash: string): Promise<ApiKey | null>;
  /** Revokes one of the account's live keys; false when it has no such live key. */
  revoke(input: { userId: string; id: string; at: number }): Promise<boolean>;
  /** Revokes every live key of the account; returns how many. */
  revokeAll(input: { userId: string; at: number }): Promise<number>;
  /** Counts one request (and its words) on the key's day, and sets its last use. */
  recordUse(input: { id: string; userId: string; at: number; day: string; words: number }): Promise<void>;
  /** An account's per-key, per-day counts from `fromDay` on (inclusive), oldest first. */
  usageByDay(input: { userId: string; fromDay: string }): Promise<ApiKeyDayUsage[]>;
}

export interface RateLimitStore {
  /**
   * Token bucket: takes one token when the bucket (refilled at `refillPerSecond`, holding at most `capacity`)
   * has one; otherwise says in how many milliseconds it will, and writes nothing (a refused caller costs no
   * write). Atomic across connections and instances.
   */
  take(input: { key: string; capacity: number; refillPerSecond: number; now: number }): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

/** A stored answer to a request made with an Idempotency-Key. */
export type IdempotencyClaim =
  { state: "claimed" } | { state: "pending"; fingerprint: string } | { state: "done"; fingerprint: string; status: number; body: string };

export interface IdempotencyStore {
  /**
   * Claims a key for a request (`fingerprint` identifies what was asked). "claimed": this caller does the
   * work, then calls `complete` or `release`. Otherwise the first request's state. A record older than
   * `ttlMs` is forgotten and claimed afresh, and so is a claim still pending after `pendingMs` (its
   * instance stopped before it could complete or release it). `ownerId` is the account whose answer it is
   * (its export shows it, its erasure deletes it).
   */
  claim(input: {
    key: string;
    ownerId: string;
    fingerprint: string;
    now: number;
    ttlMs: number;
    pendingMs: number;
  }): Promise<IdempotencyClaim>;
  complete(input: { key: string; status: number; body: string }): Promise<void>;
  /** Drops a claim whose work failed, so a retry does the work. */
  release(input: { key: string }): Promise<void>;
}

/** What the store keeps only for a time (the privacy page's promises), deleted on time rather than when next touched. */
export interface RetentionStore {
  /**
   * Deletes, of every account: keys revoked at or before `revokedKeysBefore` (their daily usage stays),
   * stored Idempotency-Key answers, quota windows and rate buckets past their time at `now`.
   */
  sweep(input: { now: number; revokedKeysBefore: number }): Promise<void>;
}

export interface Store {
  readonly kind: "sqlite" | "mongodb";
  accountData: AccountDataStore;
  apiKeys: ApiKeyStore;
  rateLimits: RateLimitStore;
  idempotency: IdempotencyStore;
  quota: QuotaStore;
  history: HistoryStore;
  batches: BatchStore;
  writing: WritingStore;
  usage: UsageStore;
  subscriptions: SubscriptionStore;
  checkouts: CheckoutStore;
  billingEvents: BillingEventStore;
  outbox: OutboxStore;
  contact: ContactStore;
  retention: RetentionStore;
  close(): Promise<void>;
}
