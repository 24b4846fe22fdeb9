// POST /action/forgot-password - email a reset code; the answer is the same, and as quick, whether or not the account exists
import { z } from "zod";
import { requestPasswordReset } from "@/lib/auth/accounts";
import { emailField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";

const body = z.object({ email: emailField });

export const POST = route({ body }, async ({ body, viewer }) => requestPasswordReset(body.email, viewer.ip));
