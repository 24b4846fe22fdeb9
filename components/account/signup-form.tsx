"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { useUiStore } from "@/components/layout/ui-store";
import { CodeField, Field, linkButton, primaryButton } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { accountApi } from "@/lib/client/account";
import { ApiError } from "@/lib/client/api";
import { isAcceptablePassword } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { Captcha, captchaEnabled, type CaptchaHandle } from "./captcha";
import { GoogleButton } from "./google-button";
import { ResendCodeButton } from "./resend-code-button";

export function SignupForm() {
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  const passwordValid = isAcceptablePassword(password);

  const signUp = () => accountApi.signUp({ fullName, email, password, captchaToken: captchaToken ?? undefined });
  // A resend is a second sign-up for the unverified address, which only sends a new code.
  const resend = () => signUp().finally(() => captcha.current?.reset());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (!codeSent) {
        await signUp();
        setCodeSent(true);
        notify({ title: "Check your email", content: `We sent a 6-digit code to ${email}.` }, "info");
        return;
      }
      await accountApi.verifyCode({ email, code, password, fullName });
      notify(MESSAGES.emailVerified, "success");
      openSidePanel("login", { email });
    } catch (error) {
      if (error instanceof ApiError && error.code === "already_registered")
        notify({ title: "Error", content: MESSAGES.alreadyRegistered }, "error");
      else if (error instanceof ApiError && codeSent)
        notify({ title: "Error", content: error.message || MESSAGES.verifyCodeFailed }, "error");
      else
        notify(
          {
            title: MESSAGES.signupFailed.title,
            content: `${MESSAGES.signupFailed.content}${error instanceof ApiError ? `: ${error.message}` : ""}`,
          },
          "error",
        );
    } finally {
      captcha.current?.reset();
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <GoogleButton />
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="signup-form">
        <Field
          label="Full name"
          autoComplete="name"
          required
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          disabled={codeSent}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={codeSent}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={password !== "" && !passwordValid}
          hint={MESSAGES.passwordRule}
          disabled={codeSent}
        />
        {codeSent && (
          <CodeField
            label="Email verification code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            hint={`Enter the 6-digit code we emailed to ${email}.`}
          />
        )}
        {codeSent && <ResendCodeButton send={resend} disabled={captchaEnabled && !captchaToken} />}
        <Captcha ref={captcha} onToken={setCaptchaToken} />
        <button type="submit" className={primaryButton} disabled={busy || !passwordValid || (!codeSent && captchaEnabled && !captchaToken)}>
          {busy ? "Please wait..." : codeSent ? "Verify email" : "Sign Up"}
        </button>
      </form>
      <p className="text-sm text-slate-700">
        Already have an account?{" "}
        <button type="button" className={linkButton} onClick={() => openSidePanel("login")}>
          Sign In
        </button>
      </p>
      <p className="text-xs text-slate-600">
        By signing up you agree to our{" "}
        <Link href="/terms" rel="nofollow" className={linkButton}>
          Terms
        </Link>{" "}
        and{" "}
        <Link href="/privacy" rel="nofollow" className={linkButton}>
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
