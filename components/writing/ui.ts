"use client";

import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";

const button =
  "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const primaryButton = `${button} bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60`;
export const secondaryButton = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-60`;

/** A failed request's message, as a toast. */
export function failure(error: unknown, title = "Something went wrong") {
  const content = error instanceof ApiError ? error.message : "Could not reach the server. Check your connection and try again.";
  if (!(error instanceof ApiError)) console.error(title, error);
  notify({ title, content }, "error");
}
