// POST /api/writing/:id/reports - a new share link of the document's writing report (the record and text frozen now)
import { route } from "@/lib/http/route";
import { shareDocument } from "@/lib/writing/service";

export const POST = route({}, async ({ viewer, params }) =>
  Response.json({ report: await shareDocument(viewer, params.id) }, { status: 201 }),
);
