// DELETE /api/writing/reports/:token - revokes one of the writer's share links (it then answers 404 like an unknown one)
import { route } from "@/lib/http/route";
import { revokeReport } from "@/lib/writing/service";

export const DELETE = route({}, async ({ viewer, params }) => {
  await revokeReport(viewer, params.token);
  return { ok: true };
});
