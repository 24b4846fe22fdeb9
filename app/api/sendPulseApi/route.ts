// POST /api/sendPulseApi - add the signed-in user's own email to the mailing list (verification does it too)
import { z } from "zod";
import { assertOwnEmail } from "@/lib/auth/ownership";
import { emailField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";
import { getMailer } from "@/lib/mail";

const body = z.object({ email: emailField.optional() });

export const POST = route({ body, auth: "required" }, async ({ body, viewer }) => {
  const user = viewer.user!;
  if (body.email !== undefined) assertOwnEmail(user, body.email);
  await getMailer().subscribe(user.email);
  return { subscribed: true };
});
