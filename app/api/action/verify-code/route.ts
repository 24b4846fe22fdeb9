// POST /action/verify-code - confirm the sign-up code emailed to an address; the password sent with it becomes the account's
import { z } from "zod";
import { verifyEmailCode } from "@/lib/auth/accounts";
import { passwordField } from "@/lib/auth/password-field";
import { codeField, emailField, requiredText } from "@/lib/http/fields";
import { route } from "@/lib/http/route";

const body = z.object({
  email: emailField,
  code: codeField,
  password: passwordField,
  fullName: requiredText("Full name", 100).optional(),
});

export const POST = route({ body }, async ({ body, viewer }) => verifyEmailCode(body, viewer.ip));
