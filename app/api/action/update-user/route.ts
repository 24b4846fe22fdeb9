// POST /action/update-user - change the signed-in user's name, or email (confirmed by a code sent to the new address)
import { changeEmail, updateName } from "@/lib/auth/accounts";
import { assertOwnEmail } from "@/lib/auth/ownership";
import { getSessionUser } from "@/lib/auth/user";
import { route } from "@/lib/http/route";
import { updateUserBody } from "./schema";

export const POST = route({ body: updateUserBody, auth: "required" }, async ({ body, viewer, req }) => {
  assertOwnEmail(viewer.user!, body.email);
  const { fullName, email } = body.update;
  if (fullName !== undefined) await updateName(req.headers, fullName);
  let verificationRequired = false;
  if (email !== undefined && email !== viewer.user!.email) {
    ({ verificationRequired } = await changeEmail(req.headers, email, body.code, viewer.ip));
  }
  return { document: await getSessionUser(req.headers), verificationRequired };
});
