// POST /action/reset-password - set a new password with the emailed reset code (every session of the account ends, every API key is revoked)
import { z } from "zod";
import { resetPassword } from "@/lib/auth/accounts";
import { passwordField } from "@/lib/auth/password-field";
import { codeField, emailField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";

const body = z.object({ email: emailField, code: codeField, password: passwordField });

export const POST = route({ body }, async ({ body, viewer }) => resetPassword(body, viewer.ip));
