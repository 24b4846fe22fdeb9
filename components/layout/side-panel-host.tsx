"use client";

import { Sheet } from "@/components/ui/sheet";
import { MESSAGES } from "@/lib/messages";
import { useUiStore, type SidePanelMode } from "./ui-store";

const PANEL_TITLES: Record<SidePanelMode, { title: string; description?: string }> = {
  login: { title: "Log in to your account" },
  signup: { title: "Create a new account" },
  "forgot-password": { title: "Forgot password", description: MESSAGES.forgotPasswordIntro },
  history: { title: "History" },
  statistics: { title: "Statistics" },
};

export function SidePanelHost() {
  const mode = useUiStore((s) => s.sidePanel);
  const close = useUiStore((s) => s.closeSidePanel);
  const panel = mode ? PANEL_TITLES[mode] : { title: "" };
  return (
    <Sheet open={mode !== null} onOpenChange={(open) => !open && close()} title={panel.title} description={panel.description} />
  );
}
