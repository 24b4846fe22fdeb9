// GET /api/writing - the signed-in writer's documents, last written first; POST /api/writing - a new document (free: 3)
import { route } from "@/lib/http/route";
import { createDocument, listDocuments } from "@/lib/writing/service";
import { createDocumentBody } from "./schema";

export const GET = route({}, async ({ viewer }) => ({ documents: await listDocuments(viewer) }));

export const POST = route({ body: createDocumentBody }, async ({ viewer, body }) =>
  Response.json({ document: await createDocument(viewer, body.title) }, { status: 201 }),
);
