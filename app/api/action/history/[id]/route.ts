// DELETE /action/history/:id - delete one of the signed-in user's entries
import { getStore } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";

export const DELETE = route({ auth: "required" }, async ({ viewer, params }) => {
  const store = await getStore();
  if (!(await store.history.remove({ ownerId: viewer.user!.id, id: params.id }))) {
    throw new AppError("not_found", 404, "That history entry does not exist.");
  }
  return { deleted: 1 };
});
