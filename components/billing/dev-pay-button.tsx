"use client";

import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { notify } from "@/components/ui/toast";
import { ApiError, requestJson } from "@/lib/client/api";

export function DevPayButton({ session }: { session: string }) {
  const [busy, setBusy] = useState(false);
  // The server renders the button disabled; it turns on once hydrated, so an early click is refused visibly
  // instead of being lost before the page can handle it.
  const ready = useHydrated();
  const pay = async () => {
    setBusy(true);
    try {
      const { redirect } = await requestJson<{ redirect: string }>("/api/dev-billing/pay", { body: { session } });
      window.location.assign(redirect);
    } catch (error) {
      setBusy(false);
      notify({ title: "Payment failed", content: error instanceof ApiError ? error.message : "Please try again." }, "error");
    }
  };
  return (
    <button
      type="button"
      onClick={pay}
      disabled={busy || !ready}
      className="h-11 w-full rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-400"
    >
      {busy ? "Paying..." : "Pay"}
    </button>
  );
}
