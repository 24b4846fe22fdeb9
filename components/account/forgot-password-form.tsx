"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { PanelButton } from "@/components/layout/panel-button";
import { useUiStore } from "@/components/layout/ui-store";
import { CodeField, linkButton, useFields } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { useBusy } from "@/components/ui/use-busy";
import { accountApi } from "@/lib/client/account";
import { ApiError } from "@/lib/client/api";
import { isAcceptablePassword } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { EmailField, PasswordField } from "./form-parts";
import { ResendCodeButton } from "./resend-code-button";
import { Button } from "@/components/ui/button";

/** Ask for a reset code, then reset with email, code and a new password. */
export function ForgotPasswordForm() {
  const [{ email, code, password }, bind] = useFields({ email: "", code: "", password: "" });
  const [sent, setSent] = useState(false);
  const [busy, run] = useBusy();
  const close = useUiStore((s) => s.closeSidePanel);
  const router = useRouter();
  const passwordValid = isAcceptablePassword(password);

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    return run(
      async () => {
        await accountApi.forgotPassword(email);
        setSent(true);
      },
      (error) =>
        notify({ title: "Error", content: error instanceof ApiError ? error.message : MESSAGES.resetEmailFailed.content }, "error"),
    );
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    return run(
      async () => {
        await accountApi.resetPassword({ email, code, password });
        close();
        router.push("/");
        notify(MESSAGES.passwordResetDone, "success");
      },
      (error) => {
        const tooMany = error instanceof ApiError && error.status === 429;
        notify(tooMany ? { title: "Error", content: error.message } : MESSAGES.resetFailed, "error");
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {!sent ? (
        <form onSubmit={requestCode} className="flex flex-col gap-4" data-testid="forgot-form">
          <EmailField {...bind("email")} />
          <Button type="submit" tone="primary" size="form" disabled={busy}>
            {busy ? "Sending..." : "Send reset code"}
          </Button>
        </form>
      ) : (
        <form onSubmit={reset} className="flex flex-col gap-4" data-testid="reset-form">
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700">
            {MESSAGES.checkEmail}
          </p>
          <EmailField {...bind("email")} />
          <CodeField label="Reset code" {...bind("code")} />
          <ResendCodeButton send={() => accountApi.forgotPassword(email)} />
          <PasswordField label="New password" isNew {...bind("password")} />
          <Button type="submit" tone="primary" size="form" disabled={busy || !passwordValid}>
            {busy ? "Resetting..." : "Reset password"}
          </Button>
        </form>
      )}
      <PanelButton panel="login" className={`${linkButton} self-start text-sm`}>
        Back to login
      </PanelButton>
    </div>
  );
}
