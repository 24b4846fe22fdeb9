// GET /api/batch - the signed-in user's batches, newest first; POST /api/batch - start a new batch
import { createBatch, listBatches } from "@/lib/batch/service";
import { route } from "@/lib/http/route";
import { createBatchBody } from "./schema";

export const GET = route({}, async ({ viewer }) => ({ batches: await listBatches(viewer) }));

export const POST = route({ body: createBatchBody }, async ({ viewer, body }) => ({ batch: await createBatch(viewer, body.name) }));
