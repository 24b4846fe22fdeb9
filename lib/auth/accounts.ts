import "server-only";
import { APIError } from "better-auth/api";
import { revokeAllApiKeys } from "@/lib/api/keys";
import { runAfterResponse } from "@/lib/background";
import { AppError } from "@/lib/errors";
import { isAcceptablePassword } from "@/lib/limits";
import { getMailer } from "@/lib/mail";
import { MESSAGES } from "@/lib/messages";
import { limitCodeEmails, limitFailures } from "./rate-limit";
import { getAuth, verifiedGoogleClaims } from "./server";
import { toPublicUser, type PublicUser } from "./user";

/** A result plus the Set-Cookie headers Better Auth asked for (session cookie set or cleared). */
export interface WithCookies<T> {
  data: T;
  cookies: string[];
}

const codeOf = (error: unknown) => (error instanceof APIError ? (error.body?.code as string | undefined) : undefined);

export function assertPasswordPolicy(password: string) {
  if (!isAcceptablePassword(password)) throw new AppError("weak_password", 400, MESSAGES.passwordRule, { field: "password" });
}

async function sendVerificationCode(email: string) {
  const auth = await getAuth();
  await auth.api.sendVerificationOTP({ body: { email, type: "email-verification" } });
}

/**
 * First step of sign-up: creates the unverified account, or, for an address nobody has verified yet,
 * only sends a new code. A second sign-up never changes the account: the password and name that count
 * are the ones given with the code (verifyEmailCode), by whoever holds the mailbox. A verified address
 * is refused.
 */
export async function signUp(
  input: { email: string; password: string; fullName: string },
  ip: string,
): Promise<{ verificationRequired: true }> {
  assertPasswordPolicy(input.password);
  const auth = await getAuth();
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(input.email);
  if (existing?.user.emailVerified) throw new AppError("already_registered", 409, MESSAGES.alreadyRegistered);
  await limitCodeEmails({ ip, email: input.email });
  try {
    if (existing) await sendVerificationCode(input.email);
    else await auth.api.signUpEmail({ body: { email: input.email, password: input.password, name: input.fullName } });
  } catch (error) {
    console.error("sign-up failed:", error);
    throw new AppError("signup_failed", 500, MESSAGES.createUserFailed);
  }
  return { verificationRequired: true };
}

/**
 * Second step of sign-up: the emailed code proves the mailbox, and the password (and name) sent with it
 * become the account's, whatever an earlier sign-up for the address chose. The address then joins the
 * mailing list (spec section 4), after the answer.
 */
export async function verifyEmailCode(
  input: { email: string; code: string; password: string; fullName?: string },
  ip: string,
): Promise<{ verified: true }> {
  assertPasswordPolicy(input.password);
  const auth = await getAuth();
  await limitFailures({ ip, email: input.email }, async () => {
    try {
      await auth.api.verifyEmailOTP({ body: { email: input.email, otp: input.code } });
    } catch (error) {
      const message = error instanceof APIError ? (error.body?.message ?? MESSAGES.verifyCodeFailed) : MESSAGES.verifyCodeFailed;
      throw new AppError("invalid_code", 400, message === "Invalid OTP" ? MESSAGES.wrongCode : message);
    }
  });
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(input.email);
  if (!found) throw new AppError("invalid_code", 400, MESSAGES.verifyCodeFailed);
  await ctx.internalAdapter.updatePassword(found.user.id, await ctx.password.hash(input.password));
  if (input.fullName) await ctx.internalAdapter.updateUser(found.user.id, { name: input.fullName });
  await ctx.internalAdapter.deleteUserSessions(found.user.id);
  runAfterResponse("mailing-list sign-up", () => getMailer().subscribe(input.email));
  return { verified: true };
}

export interface SignedIn {
  token: string;
  user: PublicUser;
}

export async function logIn(input: { email: string; password: string }, ip: string): Promise<WithCookies<SignedIn>> {
  const auth = await getAuth();
  return limitFailures({ ip, email: input.email }, async () => {
    try {
      const { headers, response } = await auth.api.signInEmail({ body: input, returnHeaders: true });
      return { data: { token: response.token, user: toPublicUser(response.user) }, cookies: headers.getSetCookie() };
    } catch (error) {
      if (codeOf(error) === "EMAIL_NOT_VERIFIED") {
        await limitCodeEmails({ ip, email: input.email });
        await sendVerificationCode(input.email);
        throw new AppError("email_not_verified", 403, "Please verify your email first: we have sent you a new code.");
      }
      if (error instanceof APIError) throw new AppError("invalid_credentials", 401, MESSAGES.loginFailed.content);
      throw error;
    }
  });
}

/**
 * An account made by an email sign-up that nobody verified holds a password nobody proved the right to
 * choose. When Google vouches for the address, that account goes, and the Google sign-in makes a fresh one.
 */
async function dropUnverifiedAccountOf(idToken: string) {
  const claims = await verifiedGoogleClaims(idToken);
  if (claims?.email_verified !== true || typeof claims.email !== "string") return;
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(claims.email.toLowerCase());
  if (found && !found.user.emailVerified) await ctx.internalAdapter.deleteUser(found.user.id);
}

/** Signs in (or up) with a Google ID token, verified on the server before any user is found or made. */
export async function logInWithGoogle(idToken: string, ip: string): Promise<WithCookies<SignedIn>> {
  const auth = await getAuth();
  return limitFailures({ ip }, async () => {
    try {
      await dropUnverifiedAccountOf(idToken);
      const { headers, response } = await auth.api.signInSocial({
        body: { provider: "google", idToken: { token: idToken } },
        returnHeaders: true,
      });
      if (!("token" in response) || !response.token || !("user" in response)) throw new Error("no session from Google sign-in");
      return { data: { token: response.token, user: await markGoogleOnly(response.user) }, cookies: headers.getSetCookie() };
    } catch (error) {
      console.warn("Google sign-in refused:", error instanceof Error ? error.message : error);
      throw new AppError("google_failed", 401, MESSAGES.googleFailed.content);
    }
  });
}

/** A user who has no password (created through Google) has auth type "google". */
async function markGoogleOnly(user: Parameters<typeof toPublicUser>[0]): Promise<PublicUser> {
  if (user.authType === "google") return toPublicUser(user);
  const ctx = await (await getAuth()).$context;
  const accounts = await ctx.internalAdapter.findAccounts(user.id);
  if (accounts.some((account) => account.providerId === "credential")) return toPublicUser(user);
  await ctx.internalAdapter.updateUser(user.id, { authType: "google" });
  return toPublicUser({ ...user, authType: "google" });
}

/**
 * Answers at once, the same for every address; looking the account up and emailing a reset code
 * happen after the answer, so neither its content nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<{ sent: true }> {
  getMailer(); // 503 for everyone when no mail provider is configured
  await limitCodeEmails({ ip, email });
  runAfterResponse("password reset email", async () => {
    const auth = await getAuth();
    try {
      await auth.api.requestPasswordResetEmailOTP({ body: { email } });
    } catch (error) {
      // The spec: a code whose email failed is removed.
      await (await auth.$context).internalAdapter.deleteVerificationByIdentifier(`forget-password-otp-${email}`);
      throw error;
    }
  });
  return { sent: true };
}

/**
 * Sets a new password with the emailed code. Every session ends and every API key is revoked: a key minted
 * by someone who briefly held a session must not outlive the owner's reset.
 */
export async function resetPassword(input: { email: string; code: string; password: string }, ip: string): Promise<{ reset: true }> {
  assertPasswordPolicy(input.password);
  const auth = await getAuth();
  return limitFailures({ ip, email: input.email }, async () => {
    try {
      await auth.api.resetPasswordEmailOTP({ body: { email: input.email, otp: input.code, password: input.password } });
    } catch (error) {
      if (error instanceof APIError) throw new AppError("reset_failed", 400, MESSAGES.resetFailed.content);
      throw error;
    }
    const user = await (await auth.$context).internalAdapter.findUserByEmail(input.email);
    if (user) await revokeAllApiKeys(user.user.id);
    return { reset: true as const };
  });
}

export async function updateName(headers: Headers, fullName: string): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.updateUser({ body: { name: fullName }, headers });
  } catch (error) {
    console.error("name update failed:", error);
    throw new AppError("update_failed", 400, MESSAGES.updateNameFailed);
  }
}

/** Without a code, sends one to the new address; with the code, moves the account to it. */
export async function changeEmail(
  headers: Headers,
  newEmail: string,
  code: string | undefined,
  ip: string,
): Promise<{ verificationRequired: boolean }> {
  const auth = await getAuth();
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(newEmail)) throw new AppError("email_taken", 409, MESSAGES.alreadyRegistered);
  if (!code) {
    await limitCodeEmails({ ip, email: newEmail });
    try {
      await auth.api.requestEmailChangeEmailOTP({ body: { newEmail }, headers });
    } catch (error) {
      console.error("email change failed:", error);
      throw new AppError("update_failed", 400, MESSAGES.updateEmailFailed);
    }
    return { verificationRequired: true };
  }
  return limitFailures({ ip, email: newEmail }, async () => {
    try {
      await auth.api.changeEmailEmailOTP({ body: { newEmail, otp: code }, headers });
    } catch (error) {
      console.error("email change failed:", error);
      throw new AppError("invalid_code", 400, MESSAGES.verifyCodeFailed);
    }
    return { verificationRequired: false };
  });
}

export async function signOut(headers: Headers): Promise<WithCookies<{ signedOut: true }>> {
  const auth = await getAuth();
  try {
    const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
    return { data: { signedOut: true }, cookies: out.getSetCookie() };
  } catch {
    // No live session: still tell the browser to drop whatever cookie it holds.
    return { data: { signedOut: true }, cookies: [] };
  }
}
