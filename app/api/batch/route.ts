// GET /api/batch[?before=<id>] - a page of the signed-in user's batches, newest first; POST /api/batch - start a new batch
import { createBatch, listBatches } from "@/lib/batch/service";
import { route } from "@/lib/http/route";
import { batchListQuery, createBatchBody } from "./schema";

export const GET = route({}, async ({ req, viewer }) =>
  listBatches(viewer, batchListQuery.parse(Object.fromEntries(req.nextUrl.searchParams)).before),
);

export const POST = route({ body: createBatchBody }, async ({ viewer, body }) => ({ batch: await createBatch(viewer, body.name) }));
