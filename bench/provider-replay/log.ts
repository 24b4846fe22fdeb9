/** What the replay provider logs of each request it answers (a JSON line each), for the bench to attribute and time. */

export type ServedKind = "first" | "retry" | "sentences" | "unknown";

export interface ServedEntry {
  kind: ServedKind;
  pairId?: string;
  model?: string;
  /** On a retry: what the app told the model was wrong with its last answer. */
  problem?: string;
  receivedAt: number;
  /** When the first LANGUAGE_CHECK_MIN_CHARS characters of the answer were written. */
  firstCharsAt?: number;
  endAt?: number;
}

/** Wall-clock time in milliseconds with sub-millisecond precision, comparable across processes. */
export const now = () => performance.timeOrigin + performance.now();
