// GET /api/writing/:id - one of the writer's documents with its text; PATCH renames it; DELETE removes it with its record and reports
import { route } from "@/lib/http/route";
import { deleteDocument, getDocument, renameDocument } from "@/lib/writing/service";
import { renameBody } from "./schema";

export const GET = route({}, async ({ viewer, params }) => ({ document: await getDocument(viewer, params.id) }));

export const PATCH = route({ body: renameBody }, async ({ viewer, params, body }) => ({
  document: await renameDocument(viewer, params.id, body.title),
}));

export const DELETE = route({}, async ({ viewer, params }) => {
  await deleteDocument(viewer, params.id);
  return { ok: true };
});
