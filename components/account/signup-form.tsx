"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useUiStore } from "@/components/layout/ui-store";
import { Field, linkButton, useFields } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { accountApi } from "@/lib/client/account";
import { ApiError } from "@/lib/client/api";
import { isAcceptablePassword } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { useCaptcha } from "./captcha";
import { CredentialsForm, EmailCodeField, EmailField, OtherFormLine, PasswordField } from "./form-parts";
import { ResendCodeButton } from "./resend-code-button";
import { Button } from "@/components/ui/button";

export function SignupForm() {
  const [{ fullName, email, password, code }, bind] = useFields({ fullName: "", email: "", password: "", code: "" });
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  const passwordValid = isAcceptablePassword(password);

  const signUp = () => accountApi.signUp({ fullName, email, password, captchaToken: captcha.token });
  // A resend is a second sign-up for the unverified address, which only sends a new code.
  const resend = () => signUp().finally(() => captcha.reset());

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
      captcha.reset();
      setBusy(false);
    }
  };

  return (
    <CredentialsForm
      testId="signup-form"
      onSubmit={submit}
      after={
        <>
          <OtherFormLine question="Already have an account?" action="Sign In" panel="login" />
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
        </>
      }
    >
      <Field label="Full name" autoComplete="name" required {...bind("fullName")} disabled={codeSent} />
      <EmailField {...bind("email")} disabled={codeSent} />
      <PasswordField isNew {...bind("password")} disabled={codeSent} />
      {codeSent && <EmailCodeField {...bind("code")} hint={`Enter the 6-digit code we emailed to ${email}.`} />}
      {codeSent && <ResendCodeButton send={resend} disabled={captcha.missing} />}
      {captcha.widget}
      <Button type="submit" tone="primary" size="form" disabled={busy || !passwordValid || (!codeSent && captcha.missing)}>
        {busy ? "Please wait..." : codeSent ? "Verify email" : "Sign Up"}
      </Button>
    </CredentialsForm>
  );
}
