import { HISTORY_MAX_ENTRIES } from "@/lib/limits";
import type { ReviewMark } from "@/lib/review-marks";

export interface LocalHistoryEntry {
  question: string;
  response: string;
  /** Epoch milliseconds. */
  date: number;
  /** The marks the result came with, so history re-opens it with them. */
  review?: ReviewMark[];
}

const KEY = "anonHistory";

/** Anonymous visitors' history, kept only in this browser: newest first, at most 30 entries. */
export function readAnonHistory(): LocalHistoryEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.slice(0, HISTORY_MAX_ENTRIES) : [];
  } catch {
    return [];
  }
}

export function addAnonHistory(entry: LocalHistoryEntry): LocalHistoryEntry[] {
  const entries = [entry, ...readAnonHistory()].slice(0, HISTORY_MAX_ENTRIES);
  localStorage.setItem(KEY, JSON.stringify(entries));
  return entries;
}

/** Anonymous history belongs to nobody once someone signs in on this browser. */
export function clearAnonHistory() {
  localStorage.removeItem(KEY);
}
