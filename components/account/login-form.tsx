"use client";

import { useRef, useState, type FormEvent } from "react";
import { useUiStore } from "@/components/layout/ui-store";
import { CodeField, Field, linkButton, primaryButton } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { accountApi } from "@/lib/client/account";
import { ApiError } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import { Captcha, captchaEnabled, type CaptchaHandle } from "./captcha";
import { GoogleButton } from "./google-button";
import { useSignedIn } from "./use-sign-in";

export function LoginForm() {
  const [email, setEmail] = useState(() => useUiStore.getState().loginEmail);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  const onSignedIn = useSignedIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (needsCode) {
        await accountApi.verifyCode({ email, code, password });
        notify(MESSAGES.emailVerified, "success");
        setNeedsCode(false);
      }
      const { user } = await accountApi.logIn({ email, password, captchaToken: captchaToken ?? undefined });
      onSignedIn(user);
    } catch (error) {
      if (error instanceof ApiError && error.code === "email_not_verified") {
        setNeedsCode(true);
        notify({ title: "Verify your email", content: error.message }, "warning");
      } else if (error instanceof ApiError && error.code === "invalid_credentials") {
        notify(MESSAGES.loginFailed, "error");
      } else {
        notify({ title: "Error", content: error instanceof ApiError ? error.message : MESSAGES.signupFailed.content }, "error");
      }
    } finally {
      captcha.current?.reset();
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <GoogleButton />
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="login-form">
        <Field label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {needsCode && (
          <CodeField
            label="Email verification code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            hint="Enter the 6-digit code we emailed you."
          />
        )}
        <Captcha ref={captcha} onToken={setCaptchaToken} />
        <button type="button" className={`${linkButton} self-start text-sm`} onClick={() => openSidePanel("forgot-password")}>
          Forgot Password?
        </button>
        <button type="submit" className={primaryButton} disabled={busy || (captchaEnabled && !captchaToken)}>
          {busy ? "Logging in..." : "Log in"}
        </button>
      </form>
      <p className="text-sm text-slate-700">
        Don&apos;t have an account?{" "}
        <button type="button" className={linkButton} onClick={() => openSidePanel("signup")}>
          Sign Up
        </button>
      </p>
    </div>
  );
}
