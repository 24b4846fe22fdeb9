"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { Sheet } from "@/components/ui/dialog";
import { MESSAGES } from "@/lib/messages";
import { useUiStore, type SidePanelMode } from "./ui-store";

// Each form loads when its mode first opens.
const LoginForm = dynamic(() => import("@/components/account/login-form").then((m) => m.LoginForm));
const SignupForm = dynamic(() => import("@/components/account/signup-form").then((m) => m.SignupForm));
const ForgotPasswordForm = dynamic(() => import("@/components/account/forgot-password-form").then((m) => m.ForgotPasswordForm));

/** The account modes live here; the editor renders its own history and statistics panels. */
const ACCOUNT_PANELS: Partial<Record<SidePanelMode, { title: string; description?: string; Body: ComponentType }>> = {
  login: { title: "Log in to your account", Body: LoginForm },
  signup: { title: "Create a new account", Body: SignupForm },
  "forgot-password": { title: "Forgot password", description: MESSAGES.forgotPasswordIntro, Body: ForgotPasswordForm },
};

export function SidePanelHost() {
  const mode = useUiStore((s) => s.sidePanel);
  const close = useUiStore((s) => s.closeSidePanel);
  const panel = mode ? ACCOUNT_PANELS[mode] : undefined;
  return (
    <Sheet open={panel !== undefined} onOpenChange={(open) => !open && close()} title={panel?.title ?? ""} description={panel?.description}>
      {panel && <panel.Body key={mode} />}
    </Sheet>
  );
}
