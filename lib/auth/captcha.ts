import "server-only";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";

/** Verifies a Turnstile token when the captcha is configured; a no-op otherwise. */
export async function verifyCaptcha(token: string | undefined, ip: string): Promise<void> {
  const { secretKey, verifyUrl } = config().turnstile;
  if (!secretKey) return;
  if (!token) throw new AppError("captcha_required", 400, MESSAGES.captchaRequired);
  let success = false;
  try {
    const res = await fetch(verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: secretKey, response: token, ...(ip !== "local" ? { remoteip: ip } : {}) }),
      signal: AbortSignal.timeout(10_000),
    });
    success = res.ok && ((await res.json()) as { success?: boolean }).success === true;
  } catch (error) {
    console.error("captcha verification request failed:", error);
  }
  if (!success) throw new AppError("captcha_failed", 403, MESSAGES.captchaFailed);
}
