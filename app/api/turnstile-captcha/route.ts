// POST /api/turnstile-captcha - check a Turnstile token (kept for the spec's client flow)
import { z } from "zod";
import { verifyCaptcha } from "@/lib/auth/captcha";
import { route } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";

const body = z.object({ token: z.string({ error: MESSAGES.captchaRequired }).min(1, MESSAGES.captchaRequired) });

export const POST = route({ body }, async ({ body, viewer }) => {
  await verifyCaptcha(body.token, viewer.ip);
  return { success: true };
});
