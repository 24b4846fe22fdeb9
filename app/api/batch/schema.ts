import { z } from "zod";

const name = z.string().trim().min(1, "Give the file a name").max(300, "A name is at most 300 characters");

export const createBatchBody = z.object({ name });

/** Problems the page finds when it reads a file; the server finds the rest (length, language, room). */
const READ_PROBLEMS = [
  "batchUnsupportedFile",
  "batchEmptyFile",
  "batchFileTooLarge",
  "batchWrongContent",
  "batchWordProtected",
  "batchPdfProtected",
  "batchUnreadable",
  "batchNoText",
  "batchTooManyPages",
  "batchZipBomb",
  "batchZipTooManyFiles",
  "batchNestedArchive",
  "batchUnsafePath",
] as const;

// No length cap on the text: the checker's word limit and character cap make it a per-file problem.
export const batchFileBody = z.union([z.object({ name, text: z.string().refine((t) => t.trim() !== "", "text is empty") }), z.object({ name, problem: z.enum(READ_PROBLEMS) })]);

export const reportQuery = z.enum(["csv", "pdf"], { error: "format is csv or pdf" });

/** GET /api/batch: `before` is the id of the last batch of the page before (the `next` it gave). */
export const batchListQuery = z.object({ before: z.string({ error: "before is the id of a batch" }).min(1, "before is the id of a batch").max(100, "before is the id of a batch").optional() });
