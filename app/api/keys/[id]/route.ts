// DELETE /api/keys/:id - revoke one of the signed-in user's API keys: from now on it is refused (401)
import { revokeApiKey } from "@/lib/api/keys";
import { route } from "@/lib/http/route";

export const DELETE = route({ auth: "required" }, async ({ viewer, params }) => {
  await revokeApiKey(viewer.user!.id, params.id);
  return { revoked: true };
});
