import { z } from "zod";
import { WRITING_TITLE_MAX_CHARS } from "@/lib/limits";

/** Controls no title holds (C0 controls, bidirectional overrides that show a title other than it is). */
const HIDDEN_IN_TITLES = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const title = z
  .string({ error: "title, a string, is expected" })
  .overwrite((value) => value.toWellFormed().replace(HIDDEN_IN_TITLES, ""))
  .trim()
  .max(WRITING_TITLE_MAX_CHARS, `title: a title is at most ${WRITING_TITLE_MAX_CHARS} characters`);

/** POST /api/writing: an optional title ("Untitled document" when absent or blank). */
export const createDocumentBody = z.strictObject({ title: title.optional() });
