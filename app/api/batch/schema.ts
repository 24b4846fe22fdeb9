import { z } from "zod";
import { READ_PROBLEMS } from "@/lib/batch/types";

/**
 * Controls that show a name other than it is (a right-to-left override turns "gnp.exe.txt" round) or that no
 * name holds (NUL and the other C0 controls): dropped before a name is stored, so the page, the CSV and the
 * report show what is left.
 */
const HIDDEN_IN_NAMES = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file's or batch's name as it is stored. Half of a surrogate pair (a name cut mid-character, a zip entry
 * decoded wrongly) is stored as U+FFFD rather than refused: a student's file is checked whatever its name,
 * and the rest of the name still says which file it is.
 */
const name = z
  .string({ error: "the name, a string, is expected" })
  .overwrite((value) => value.toWellFormed().replace(HIDDEN_IN_NAMES, ""))
  .trim()
  .min(1, "Give the file a name")
  .max(300, "A name is at most 300 characters");

export const createBatchBody = z.object({ name });

/**
 * A file of a batch: its name and the text read from it, or (problem) why the page read none. One object
 * rather than a union of the two shapes, so a 400 names the field that is wrong instead of "Invalid input".
 * No length cap on the text: the checker's word limit and character cap make it a per-file problem.
 */
export const batchFileBody = z
  .strictObject({
    name,
    text: z.string({ error: "the file's text, a string, is expected" }).optional(),
    problem: z.enum(READ_PROBLEMS, { error: `why the page read no text is expected: one of ${READ_PROBLEMS.join(", ")}` }).optional(),
  })
  .transform(({ name, text, problem }, ctx) => {
    if (text !== undefined && problem !== undefined) ctx.addIssue({ code: "custom", path: [], message: "Send text or problem, not both." });
    else if (problem !== undefined) return { name, problem };
    else if (text === undefined)
      ctx.addIssue({ code: "custom", path: [], message: "text or problem is required: the file's text, or why the page read none." });
    else if (text.trim() === "") ctx.addIssue({ code: "custom", path: ["text"], message: "the text is empty" });
    else return { name, text };
    return z.NEVER;
  });

export const reportQuery = z.enum(["csv", "pdf"], { error: "format is csv or pdf" });

/** GET /api/batch: `before` is the id of the last batch of the page before (the `next` it gave). */
export const batchListQuery = z.object({
  before: z
    .string({ error: "before is the id of a batch" })
    .min(1, "before is the id of a batch")
    .max(100, "before is the id of a batch")
    .optional(),
});
