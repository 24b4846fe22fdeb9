// POST /api/writing/:id/events - stores the next events of a document's record, checked against the stored text
import { route } from "@/lib/http/route";
import { saveEvents } from "@/lib/writing/service";
import { saveEventsBody } from "./schema";

export const POST = route({ body: saveEventsBody }, async ({ viewer, params, body }) => saveEvents(viewer, params.id, body));
