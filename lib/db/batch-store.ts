import type { Batch, BatchItem, BatchSummary } from "@/lib/batch/types";

/** Batches of checked files (/ai-checker/batch), kept for their owner like history. */
export interface BatchStore {
  create(input: { ownerId: string; name: string; date: number }): Promise<BatchSummary>;
  /** Adds a file's outcome as the batch's next file; null when the owner has no such batch. */
  addItem(input: { ownerId: string; batchId: string; item: Omit<BatchItem, "id" | "position"> }): Promise<BatchItem | null>;
  /** The files and the words of the batch so far; null when the owner has no such batch. */
  totals(input: { ownerId: string; batchId: string }): Promise<{ files: number; words: number } | null>;
  /** A batch with its files in order. */
  get(input: { ownerId: string; id: string }): Promise<Batch | null>;
  /** Newest first, without their files. */
  list(input: { ownerId: string; limit: number }): Promise<BatchSummary[]>;
  remove(input: { ownerId: string; id: string }): Promise<boolean>;
  /** Every batch of an owner with its files, newest first (the account export). */
  collect(input: { ownerId: string }): Promise<Batch[]>;
  /** Deletes every batch of an owner (account deletion); returns how many. */
  erase(input: { ownerId: string }): Promise<number>;
}
