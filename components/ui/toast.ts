"use client";

import { toast } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/limits";
import type { ToastMessage } from "@/lib/messages";

export type ToastType = "success" | "warning" | "error" | "info";

/** Shows a toast with the spec's title/content shape; it closes after 6 s or on its close button. */
export function notify(message: ToastMessage, type: ToastType = "info") {
  toast[type](message.title, { description: message.content, duration: TOAST_DURATION_MS });
}
