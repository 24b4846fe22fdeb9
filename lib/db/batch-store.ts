import type { Batch, BatchItem, BatchSummary } from "@/lib/batch/types";

/** How many files, and words in all, a batch may hold. */
export interface BatchRoom {
  files: number;
  words: number;
}

export type BatchPlace = { position: number } | { full: keyof BatchRoom; files: number };

/** Whether a batch holding `files` files and `words` words has room for one more of `adding` words; else which room is full. */
export function fullRoom(held: BatchRoom, adding: number, room: BatchRoom): keyof BatchRoom | null {
  if (held.files >= room.files) return "files";
  return held.words + adding > room.words ? "words" : null;
}

/** Batches of checked files (/ai-checker/batch), kept for their owner like history. */
export interface BatchStore {
  create(input: { ownerId: string; name: string; date: number }): Promise<BatchSummary>;
  /**
   * Takes the batch's next place for a file of `words` words, in one step, so files that arrive at once
   * cannot take it past its room: the place's position, or which room is full (with the files it holds),
   * or null when the owner has no such batch.
   */
  reserve(input: { ownerId: string; batchId: string; words: number; room: BatchRoom }): Promise<BatchPlace | null>;
  /** Stores a file's outcome at the place reserve gave it; null when the owner has no such batch (any more). */
  addItem(input: { ownerId: string; batchId: string; position: number; item: Omit<BatchItem, "id" | "position"> }): Promise<BatchItem | null>;
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
