"use client";

import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";

/** A failed request's message, as a toast. */
export function failure(error: unknown, title = "Something went wrong") {
  const content = error instanceof ApiError ? error.message : "Could not reach the server. Check your connection and try again.";
  if (!(error instanceof ApiError)) console.error(title, error);
  notify({ title, content }, "error");
}
