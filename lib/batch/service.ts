import "server-only";
import { getStore } from "@/lib/db";
import type { UnreliableReason } from "@/lib/ai/types";
import { unreliableReason } from "@/lib/detector";
import { AppError } from "@/lib/errors";
import { BATCH_FILES_FREE, BATCH_FILES_PRO, BATCH_HISTORY_MAX, BATCH_KEEP_FREE, BATCH_KEEP_PRO, BATCH_WORDS_PRO } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { countWords, exceedsLimit } from "@/lib/text-stats";
import { runDetection, type DetectOutcome } from "@/lib/tools/detect";
import type { Viewer } from "@/lib/viewer";
import type { Batch, BatchItem, BatchProblem, BatchSummary } from "./types";
import { inNameOrder } from "./verdicts";

/** What the batch page gets back for one file: the stored item, or (id null) a file the batch had no room for. */
export type BatchFileOutcome = Omit<BatchItem, "id"> & { id: string | null; usesLeft?: number | null };

/** A file as the page sends it: the text it read, or why it read none. */
export type BatchFileInput = { name: string; text: string } | { name: string; problem: BatchProblem };

function ownerOf(viewer: Viewer): string {
  if (!viewer.user) throw new AppError("unauthorized", 401, MESSAGES.batchNeedsAccount);
  return viewer.user.id;
}

const notFound = () => new AppError("not_found", 404, MESSAGES.batchNotFound);

/** The daily pool was empty: the file was not checked and spent nothing. */
const isOutOfChecks = (error: unknown) => error instanceof AppError && error.code === "daily_limit_reached";

/** Starts a batch; an account past its bound of batches loses its oldest, as history keeps only its newest entries. */
export async function createBatch(viewer: Viewer, name: string, now = Date.now()): Promise<BatchSummary> {
  const ownerId = ownerOf(viewer);
  const store = await getStore();
  const batch = await store.batches.create({ ownerId, name, date: now });
  await store.batches.prune({ ownerId, keep: viewer.pro ? BATCH_KEEP_PRO : BATCH_KEEP_FREE });
  return batch;
}

/** Why a text cannot be judged: over the word limit, or the checker's own reasons (not English, too short). */
function unjudgeable(text: string, viewer: Viewer): BatchProblem | undefined {
  if (exceedsLimit(text, { pro: viewer.pro, tool: "detect" })) return "batchOverWordLimit";
  const reason = unreliableReason(text);
  return reason && UNRELIABLE_PROBLEMS[reason];
}

const UNRELIABLE_PROBLEMS: Record<UnreliableReason, BatchProblem> = { not_english: "batchNotEnglish", too_short: "batchTooShort" };

/**
 * Checks one file of a batch exactly as the checker checks a text alone (the same service, one use of the
 * daily pool for a free account), and keeps the outcome in the batch. A file past the batch's room is
 * answered, not kept. Only a file that is judged spends a use, and only its text is kept (the document view
 * shows it); of a file with no verdict the batch keeps its name, its size and why.
 */
export async function checkBatchFile(
  viewer: Viewer,
  batchId: string,
  input: BatchFileInput,
  signal?: AbortSignal,
): Promise<BatchFileOutcome> {
  const ownerId = ownerOf(viewer);
  const store = await getStore();
  const text = "text" in input ? input.text : "";
  const words = text ? countWords(text) : 0;
  const unjudged = (problem: BatchProblem) => ({ name: input.name, words, characters: text.length, text: "", detection: null, problem });
  const room = viewer.pro ? { files: BATCH_FILES_PRO, words: BATCH_WORDS_PRO } : { files: BATCH_FILES_FREE, words: Infinity };
  // The file's place is taken before it is checked, in one step: files that arrive at once cannot take the
  // batch past its room, and a file with no place spends no use.
  const place = await store.batches.reserve({ ownerId, batchId, words, room });
  if (!place) throw notFound();
  if ("full" in place) {
    const problem = place.full === "words" ? "batchTooManyWords" : viewer.pro ? "batchTooManyFilesPro" : "batchTooManyFilesFree";
    return { id: null, position: place.files, ...unjudged(problem) };
  }

  const keep = async (item: Omit<BatchItem, "id" | "position">, usesLeft?: number | null): Promise<BatchFileOutcome> => {
    const stored = await store.batches.addItem({ ownerId, batchId, position: place.position, item });
    if (!stored) throw notFound();
    return usesLeft === undefined ? stored : { ...stored, usesLeft };
  };
  const problem = "problem" in input ? input.problem : unjudgeable(text, viewer);
  if (problem) return keep(unjudged(problem));
  // The batch keeps what its table, document view and report show; the "why" cues are the checker's alone.
  // The verdict is stored before the use is settled, so a server stopped in between gives the use back.
  let kept: BatchFileOutcome | undefined;
  const keepVerdict = async (outcome: DetectOutcome) => {
    const {
      score,
      usesLeft,
      sentences,
      paragraphs,
      verdict,
      humanRate,
      humanRateSentence,
      reliable,
      reason,
      wordsForAiVerdict,
      wordsForLikelyAi,
      mixedAuthorship,
    } = outcome;
    const detection = {
      score,
      verdict,
      humanRate,
      humanRateSentence,
      paragraphs,
      sentences,
      reliable,
      reason,
      wordsForAiVerdict,
      wordsForLikelyAi,
      mixedAuthorship,
    };
    kept = await keep({ name: input.name, words, characters: text.length, text, detection, problem: null }, usesLeft);
  };
  try {
    await runDetection(viewer, text, signal, keepVerdict);
  } catch (error) {
    // The file keeps its place, with why it has no verdict; the caller still gets the error.
    if (!kept) await keep(unjudged(signal?.aborted ? "batchCancelled" : isOutOfChecks(error) ? "batchOutOfChecks" : "batchCheckFailed"));
    throw error;
  }
  return kept!;
}

/**
 * A batch with its files in order of their names ("Essay 2" before "Essay 10"): the order places were taken
 * follows which file finished reading first, which nobody can see or expect.
 */
export async function getBatch(viewer: Viewer, id: string): Promise<Batch> {
  const batch = await (await getStore()).batches.get({ ownerId: ownerOf(viewer), id });
  if (!batch) throw notFound();
  return { ...batch, items: inNameOrder(batch.items) };
}

/** A page of the user's batches, newest first, from the start or after the batch `before`; `next` is the cursor of the page after, if any. */
export async function listBatches(viewer: Viewer, before?: string): Promise<{ batches: BatchSummary[]; next: string | null }> {
  const page = await (await getStore()).batches.list({ ownerId: ownerOf(viewer), limit: BATCH_HISTORY_MAX + 1, before });
  if (!page) throw notFound();
  const batches = page.slice(0, BATCH_HISTORY_MAX);
  return { batches, next: page.length > BATCH_HISTORY_MAX ? batches.at(-1)!.id : null };
}

export async function deleteBatch(viewer: Viewer, id: string): Promise<void> {
  if (!(await (await getStore()).batches.remove({ ownerId: ownerOf(viewer), id }))) throw notFound();
}
