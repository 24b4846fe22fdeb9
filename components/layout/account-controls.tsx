"use client";

import { useUiStore } from "./ui-store";

export function AccountControls() {
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  return (
    <button
      type="button"
      onClick={() => openSidePanel("login")}
      className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
    >
      Log in
    </button>
  );
}
