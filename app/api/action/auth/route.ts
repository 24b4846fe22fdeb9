// POST /action/auth - log in or sign up, with email and password or a Google ID token
import { logIn, logInWithGoogle, signUp } from "@/lib/auth/accounts";
import { verifyCaptcha } from "@/lib/auth/captcha";
import { route, WithCookies } from "@/lib/http/route";
import { authBody } from "./schema";

export const POST = route({ body: authBody }, async ({ body, viewer }) => {
  if (body.authType === "google") {
    const { data, cookies } = await logInWithGoogle(body.idToken, viewer.ip);
    return new WithCookies(data, cookies);
  }
  await verifyCaptcha(body.captchaToken, viewer.ip);
  if (body.opType === "signup") return signUp(body, viewer.ip);
  const { data, cookies } = await logIn(body, viewer.ip);
  return new WithCookies(data, cookies);
});
