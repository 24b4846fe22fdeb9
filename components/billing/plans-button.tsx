"use client";

import type { ButtonHTMLAttributes } from "react";
import { useUiStore } from "@/components/layout/ui-store";

const inlineLink = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600";

/** A button that opens the plans; without a class it is a link in a sentence. */
export function PlansButton({ className = inlineLink, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick">) {
  const openModal = useUiStore((s) => s.openModal);
  return <button type="button" onClick={() => openModal("pricing")} className={className} {...props} />;
}
