"use client";

import type { toast as sonnerToast } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/limits";
import type { ToastMessage } from "@/lib/messages";

export type ToastType = "success" | "warning" | "error" | "info";

type Toast = typeof sonnerToast;
let showToasts: (toast: Toast) => void;
/**
 * Sonner loads with the first toast, not with the page (AppChrome mounts components/layout/toaster.tsx once
 * one is asked for). Sonner's Toaster drops what was sent before it mounted, so every toast waits for the
 * mounted Toaster; then they run in order.
 */
const toaster = new Promise<Toast>((resolve) => (showToasts = resolve));

let toasterWanted = false;
const toasterWantedListeners = new Set<() => void>();

/** Whether a toast has been asked for, so the Toaster should load (read with useSyncExternalStore). */
export const isToasterWanted = () => toasterWanted;

export function onToasterWanted(listener: () => void) {
  toasterWantedListeners.add(listener);
  return () => void toasterWantedListeners.delete(listener);
}

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterWantedListeners) listener();
}

/** Called by the Toaster once it is mounted and listening. */
export function toasterMounted(toast: Toast) {
  showToasts(toast);
}

/**
 * Shows a toast with the spec's title/content shape; it closes after 6 s or on its close button. The same
 * message shown again replaces the one on screen instead of stacking under it. An action adds a button.
 */
export function notify(message: ToastMessage, type: ToastType = "info", action?: { label: string; onClick: () => void }) {
  wantToaster();
  void toaster.then((toast) =>
    toast[type](message.title, {
      id: toastId(message, type),
      description: message.content,
      duration: TOAST_DURATION_MS,
      ...(action && { action }),
    }),
  );
}

const toastId = (message: ToastMessage, type: ToastType) => `${type}:${message.title}:${message.content}`;

/** Closes a toast whose message no longer holds (the text is back under the limit), if it is still showing. */
export function withdraw(message: ToastMessage, type: ToastType) {
  void toaster.then((toast) => toast.dismiss(toastId(message, type)));
}
