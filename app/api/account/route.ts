// DELETE /api/account - delete the signed-in account and its data (a live subscription is ended first); naming another account is 403
import { z } from "zod";
import { deleteAccount } from "@/lib/account/delete";
import { assertOwnEmail } from "@/lib/auth/ownership";
import { emailField } from "@/lib/http/fields";
import { route, WithCookies } from "@/lib/http/route";

/** The account's email address, typed by its owner to confirm. */
const body = z.object({ email: emailField });

export const DELETE = route({ body, auth: "required" }, async ({ body, viewer, req }) => {
  assertOwnEmail(viewer.user!, body.email);
  return new WithCookies({ deleted: true }, await deleteAccount(viewer.user!, req.headers));
});
