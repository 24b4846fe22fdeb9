// POST /action/verify-code - confirm the sign-up code emailed to an address
import { z } from "zod";
import { verifyEmailCode } from "@/lib/auth/accounts";
import { limitAuthAttempt } from "@/lib/auth/rate-limit";
import { codeField, emailField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";

const body = z.object({ email: emailField, code: codeField });

export const POST = route({ body }, async ({ body, viewer }) => {
  await limitAuthAttempt(viewer.ip, body.email);
  return verifyEmailCode(body);
});
