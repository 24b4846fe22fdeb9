import { z } from "zod";
import { title } from "../schema";

/** PATCH /api/writing/:id: the new title. */
export const renameBody = z.strictObject({ title: title.min(1, "title: give the document a title") });
