"use client";

import { createStore } from "zustand/vanilla";
import type { BatchDetection, BatchItem, BatchProblem } from "@/lib/batch/types";

export type RowStatus = "queued" | "reading" | "checking" | "done";

/** One file (or pasted text) of the batch on the page, from drop to verdict. */
export interface BatchRow {
  key: number;
  name: string;
  status: RowStatus;
  /** What is still to be read: a dropped file, or a pasted text. */
  source: File | string | null;
  /** Another file of the batch had this name: this one was numbered. */
  renamed: boolean;
  words: number | null;
  text: string;
  detection: BatchDetection | null;
  problem: BatchProblem | null;
  /** The server's message when the check itself failed (out of checks, busy...). */
  error: string | null;
}

export interface BatchState {
  batchId: string | null;
  batchName: string;
  rows: BatchRow[];
  nextKey: number;
  setBatch(id: string | null, name: string): void;
  add(sources: { name: string; source: File | string; renamed: boolean }[]): void;
  update(key: number, change: Partial<BatchRow>): void;
  /** Puts the files a .zip held where the .zip's row was. */
  expand(key: number, rows: Omit<BatchRow, "key">[]): number[];
  /** Shows a stored batch (re-opened from history). */
  load(id: string, name: string, items: BatchItem[]): void;
}

const EMPTY = { words: null, text: "", detection: null, problem: null, error: null };

export function createBatchStore() {
  return createStore<BatchState>()((set, get) => ({
    batchId: null,
    batchName: "",
    rows: [],
    nextKey: 0,
    setBatch: (batchId, batchName) => set({ batchId, batchName, ...(batchId === null && { rows: [] }) }),
    add: (sources) =>
      set((s) => ({
        rows: [...s.rows, ...sources.map((src, i) => ({ key: s.nextKey + i, status: "queued" as const, ...EMPTY, ...src }))],
        nextKey: s.nextKey + sources.length,
      })),
    update: (key, change) => set((s) => ({ rows: s.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) })),
    expand: (key, rows) => {
      const { nextKey } = get();
      const keys = rows.map((_, i) => nextKey + i);
      set((s) => ({
        rows: s.rows.flatMap((r) => (r.key === key ? rows.map((row, i) => ({ ...row, key: keys[i]! })) : [r])),
        nextKey: nextKey + rows.length,
      }));
      return keys;
    },
    load: (batchId, batchName, items) =>
      set((s) => ({
        batchId,
        batchName,
        rows: items.map((item, i) => ({ ...item, key: s.nextKey + i, status: "done" as const, source: null, renamed: false, error: null })),
        nextKey: s.nextKey + items.length,
      })),
  }));
}

export type BatchStoreApi = ReturnType<typeof createBatchStore>;
