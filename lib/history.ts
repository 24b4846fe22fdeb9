import "server-only";
import { getStore, type HistoryEntry } from "@/lib/db";
import { HISTORY_CLEAR_ENTRIES_FREE, HISTORY_MAX_ENTRIES } from "@/lib/limits";
import type { ReviewMark } from "@/lib/review-marks";

export type HistoryDocument =
  /**
   * `review`: the marks the result came with, so re-opening it shows them again. The server always sends the
   * list (empty for a result without marks); entries a browser kept before marks existed have none.
   */
  | { id: string; question: string; response: string; date: number; locked?: false; review?: ReviewMark[] }
  /** Entries past the first few, for non-Pro users: only that they exist, never their text. */
  | { id: string; date: number; locked: true };

/** The 30 newest entries, newest first; non-Pro users get the first 3 in full and placeholders after. */
export async function listHistory(userId: string, pro: boolean): Promise<HistoryDocument[]> {
  const store = await getStore();
  const entries = await store.history.list({ ownerId: userId, limit: HISTORY_MAX_ENTRIES });
  return entries.map((entry, index): HistoryDocument =>
    pro || index < HISTORY_CLEAR_ENTRIES_FREE ? toDocument(entry) : { id: entry.id, date: entry.date, locked: true },
  );
}

function toDocument({ id, question, response, date, review }: HistoryEntry): HistoryDocument {
  return { id, question, response, date, review };
}

export async function addHistory(
  userId: string,
  entry: { question: string; response: string; date: number; review?: readonly ReviewMark[] },
) {
  const store = await getStore();
  return toDocument(await store.history.add({ ownerId: userId, ...entry }));
}
