// POST /api/batch/:id/files - check one file's text (or record why it has none) as part of a batch
import { checkBatchFile } from "@/lib/batch/service";
import { route } from "@/lib/http/route";
import { batchFileBody } from "../../schema";

export const POST = route({ body: batchFileBody }, async ({ req, viewer, params, body }) => ({
  file: await checkBatchFile(viewer, params.id, body, req.signal),
}));
