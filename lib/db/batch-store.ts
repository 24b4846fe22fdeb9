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

/**
 * Batches of checked files (/ai-checker/batch), kept for their owner like history.
 *
 * A file's place is a row from the moment it is taken: reserve counts it and writes it (pending, with no
 * outcome) as one step, and addItem fills that row. A server stopped between the two leaves a pending row,
 * which release gives back, so a batch never counts more files than it holds nor keeps a place nothing fills.
 * Positions are numbered on reading (0, 1, 2... in the order places were taken), so a released place leaves no gap.
 */
export interface BatchStore {
  create(input: { ownerId: string; name: string; date: number }): Promise<BatchSummary>;
  /**
   * Takes the batch's next place for a file of `words` words, in one step, so files that arrive at once
   * cannot take it past its room: the place (its key for addItem), or which room is full (with the files it
   * holds; the batch counts the file as refused), or null when the owner has no such batch.
   */
  reserve(input: { ownerId: string; batchId: string; words: number; room: BatchRoom }): Promise<BatchPlace | null>;
  /** Stores a file's outcome at the place reserve gave it; null when the owner has no such batch or place (any more). */
  addItem(input: {
    ownerId: string;
    batchId: string;
    position: number;
    item: Omit<BatchItem, "id" | "position">;
  }): Promise<BatchItem | null>;
  /** A batch with its files in order (not the places still being checked). */
  get(input: { ownerId: string; id: string }): Promise<Batch | null>;
  /** Newest first, without their files: the first `limit`, or those older than the batch `before` (null when it is not the owner's). */
  list(input: { ownerId: string; limit: number; before?: string }): Promise<BatchSummary[] | null>;
  remove(input: { ownerId: string; id: string }): Promise<boolean>;
  /** Deletes an owner's batches past the newest `keep`, with their files; returns how many. */
  prune(input: { ownerId: string; keep: number }): Promise<number>;
  /**
   * Of every owner: gives back the places taken before `heldBefore` that no outcome filled, and makes each
   * batch's counts those of the files it holds (repairing batches an older version left wrong). Returns the
   * places given back.
   */
  release(input: { heldBefore: number }): Promise<number>;
  /** Every batch of an owner with its files, newest first (the account export). */
  collect(input: { ownerId: string }): Promise<Batch[]>;
  /** Deletes every batch of an owner (account deletion); returns how many. */
  erase(input: { ownerId: string }): Promise<number>;
}
