// POST /action/get-user - the signed-in user's profile (another user's email is 403)
import { z } from "zod";
import { assertOwnEmail } from "@/lib/auth/ownership";
import { emailField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";

const body = z.object({ email: emailField });

export const POST = route({ body, auth: "required" }, async ({ body, viewer }) => {
  const user = viewer.user!;
  assertOwnEmail(user, body.email);
  return { document: user };
});
