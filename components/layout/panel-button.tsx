"use client";

import type { ButtonHTMLAttributes } from "react";
import { useUiStore, type SidePanelMode } from "./ui-store";

/** A button that opens a side panel: log in, sign up, forgot password. */
export function PanelButton({
  panel,
  ...props
}: { panel: SidePanelMode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick">) {
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  return <button type="button" onClick={() => openSidePanel(panel)} {...props} />;
}
