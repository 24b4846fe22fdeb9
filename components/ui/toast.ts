"use client";

import { toast } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/limits";
import type { ToastMessage } from "@/lib/messages";

export type ToastType = "success" | "warning" | "error" | "info";

/**
 * Shows a toast with the spec's title/content shape; it closes after 6 s or on its close button. The same
 * message shown again replaces the one on screen instead of stacking under it. An action adds a button.
 */
export function notify(message: ToastMessage, type: ToastType = "info", action?: { label: string; onClick: () => void }) {
  toast[type](message.title, {
    id: toastId(message, type),
    description: message.content,
    duration: TOAST_DURATION_MS,
    ...(action && { action }),
  });
}

const toastId = (message: ToastMessage, type: ToastType) => `${type}:${message.title}:${message.content}`;

/** Closes a toast whose message no longer holds (the text is back under the limit), if it is still showing. */
export function withdraw(message: ToastMessage, type: ToastType) {
  toast.dismiss(toastId(message, type));
}
