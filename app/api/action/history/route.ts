// GET /action/history - the signed-in user's 30 newest entries; POST adds one; DELETE clears all
import { z } from "zod";
import { getStore } from "@/lib/db";
import { addHistory, listHistory } from "@/lib/history";
import { requiredText } from "@/lib/http/fields";
import { route } from "@/lib/http/route";

const MAX_CHARS = 100_000;
const entry = z.object({
  question: requiredText("Question", MAX_CHARS),
  response: requiredText("Response", MAX_CHARS),
  date: z.union([z.number().int().positive(), z.iso.datetime().transform((d) => Date.parse(d))]).optional(),
});

export const GET = route({ auth: "required" }, async ({ viewer }) => ({
  documents: await listHistory(viewer.user!.id, viewer.pro),
}));

export const POST = route({ body: entry, auth: "required" }, async ({ body, viewer }) => ({
  document: await addHistory(viewer.user!.id, { question: body.question, response: body.response, date: body.date ?? Date.now() }),
}));

export const DELETE = route({ auth: "required" }, async ({ viewer }) => {
  const store = await getStore();
  return { deleted: await store.history.clear({ ownerId: viewer.user!.id }) };
});
