import "server-only";
import { z } from "zod";
import { reviewMarkSchema } from "@/lib/api/schemas";
import type { ReviewMark } from "@/lib/review-marks";

const reviewMarks = z.array(reviewMarkSchema);

/** The marks a history entry keeps: checked before they are written, and none (undefined) for a result without marks. */
export function reviewToStore(review: readonly ReviewMark[] | undefined): ReviewMark[] | undefined {
  return review?.length ? reviewMarks.parse(review) : undefined;
}

/**
 * The marks of a stored entry. An entry written before marks were kept has none; marks that no longer read as
 * marks are left out rather than failing the user's whole history (they only point at spans of the result).
 */
export function reviewFromStore(stored: unknown): ReviewMark[] {
  if (stored == null) return [];
  const parsed = reviewMarks.safeParse(stored);
  if (!parsed.success) console.warn("[store] a history entry's review marks could not be read; it is shown without them");
  return parsed.success ? parsed.data : [];
}

/** The marks of an entry kept as JSON text (NULL: none). */
export function reviewFromJson(text: string | null): ReviewMark[] {
  if (text === null) return [];
  try {
    return reviewFromStore(JSON.parse(text));
  } catch {
    return reviewFromStore(text); // not JSON: read (and warned about) as marks that no longer read
  }
}
