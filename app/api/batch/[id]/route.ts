// GET /api/batch/:id - one of the signed-in user's batches with its files; DELETE removes it
import { deleteBatch, getBatch } from "@/lib/batch/service";
import { route } from "@/lib/http/route";

export const GET = route({}, async ({ viewer, params }) => ({ batch: await getBatch(viewer, params.id) }));

export const DELETE = route({}, async ({ viewer, params }) => {
  await deleteBatch(viewer, params.id);
  return { deleted: 1 };
});
