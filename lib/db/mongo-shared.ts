import "server-only";
import { MongoServerError, ObjectId } from "mongodb";

const DUPLICATE_KEY = 11000;

/** A write refused by a unique index (an insert or upsert that lost a race, or a replay). */
export const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === DUPLICATE_KEY;

/** ObjectId hex strings grow with time and a per-process counter, so ties on a date still sort newest first. */
export const newId = () => new ObjectId().toHexString();

/** A document as its entity: `_id` named `id`. */
export function withId<T extends { _id: string }>({ _id, ...rest }: T): Omit<T, "_id"> & { id: string } {
  return { id: _id, ...rest };
}
