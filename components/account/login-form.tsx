"use client";

import { useState, type FormEvent } from "react";
import { PanelButton } from "@/components/layout/panel-button";
import { useUiStore } from "@/components/layout/ui-store";
import { linkButton, useFields } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { accountApi } from "@/lib/client/account";
import { ApiError } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import { useCaptcha } from "./captcha";
import { CredentialsForm, EmailCodeField, EmailField, OtherFormLine, PasswordField } from "./form-parts";
import { useSignedIn } from "./use-sign-in";
import { Button } from "@/components/ui/button";

export function LoginForm() {
  const [{ email, password, code }, bind] = useFields(() => ({ email: useUiStore.getState().loginEmail, password: "", code: "" }));
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
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
      const { user } = await accountApi.logIn({ email, password, captchaToken: captcha.token });
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
      captcha.reset();
      setBusy(false);
    }
  };

  return (
    <CredentialsForm
      testId="login-form"
      onSubmit={submit}
      after={<OtherFormLine question="Don't have an account?" action="Sign Up" panel="signup" />}
    >
      <EmailField {...bind("email")} />
      <PasswordField {...bind("password")} />
      {needsCode && <EmailCodeField {...bind("code")} hint="Enter the 6-digit code we emailed you." />}
      {captcha.widget}
      <PanelButton panel="forgot-password" className={`${linkButton} self-start text-sm`}>
        Forgot Password?
      </PanelButton>
      <Button type="submit" tone="primary" size="form" disabled={busy || captcha.missing}>
        {busy ? "Logging in..." : "Log in"}
      </Button>
    </CredentialsForm>
  );
}
