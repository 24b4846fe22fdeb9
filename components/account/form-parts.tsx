"use client";

import type { FormEvent, ReactNode } from "react";
import { PanelButton } from "@/components/layout/panel-button";
import type { SidePanelMode } from "@/components/layout/ui-store";
import { CodeField, Field, linkButton, type FieldProps } from "@/components/ui/field";
import { isAcceptablePassword } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { GoogleButton } from "./google-button";

type PresetFieldProps = Omit<FieldProps, "label" | "type" | "autoComplete" | "required">;

export function EmailField(props: PresetFieldProps) {
  return <Field label="Email" type="email" autoComplete="email" required {...props} />;
}

/** The code that proves an email address is the user's, as sign-up and a first log-in ask for it. */
export function EmailCodeField(props: Omit<Parameters<typeof CodeField>[0], "label">) {
  return <CodeField label="Email verification code" {...props} />;
}

/** A password input; a new one is checked against the password rule as it is typed, with the rule under it. */
export function PasswordField({
  label = "Password",
  isNew = false,
  value,
  ...props
}: Omit<PresetFieldProps, "invalid" | "hint"> & { label?: string; isNew?: boolean; value: string }) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete={isNew ? "new-password" : "current-password"}
      required
      value={value}
      {...(isNew && { invalid: value !== "" && !isAcceptablePassword(value), hint: MESSAGES.passwordRule })}
      {...props}
    />
  );
}

/** The line under a form that leads to the other one ("Already have an account? Sign In"). */
export function OtherFormLine({ question, action, panel }: { question: string; action: string; panel: SidePanelMode }) {
  return (
    <p className="text-sm text-slate-700">
      {question}{" "}
      <PanelButton panel={panel} className={linkButton}>
        {action}
      </PanelButton>
    </p>
  );
}

/** Log in and sign up: the Google button, the email form, then the lines under it. */
export function CredentialsForm({
  testId,
  onSubmit,
  children,
  after,
}: {
  testId: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  after: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <GoogleButton />
      <form onSubmit={onSubmit} className="flex flex-col gap-4" data-testid={testId}>
        {children}
      </form>
      {after}
    </div>
  );
}
