// POST /action/auth - log in or sign up, with email and password or a Google ID token
import { logIn, logInWithGoogle, signUp } from "@/lib/auth/accounts";
import { verifyCaptcha } from "@/lib/auth/captcha";
import { limitAuthAttempt } from "@/lib/auth/rate-limit";
import { route, WithCookies } from "@/lib/http/route";
import { authBody } from "./schema";

export const POST = route({ body: authBody }, async ({ body, viewer }) => {
  if (body.authType === "google") {
    await limitAuthAttempt(viewer.ip);
    const { data, cookies } = await logInWithGoogle(body.idToken);
    return new WithCookies(data, cookies);
  }
  await limitAuthAttempt(viewer.ip, body.email);
  await verifyCaptcha(body.captchaToken, viewer.ip);
  if (body.opType === "signup") return signUp(body);
  const { data, cookies } = await logIn(body);
  return new WithCookies(data, cookies);
});
