"use client";

import { useEffect, useRef, useState } from "react";
import { useSession } from "@/components/account/session-store";
import { useUiStore } from "@/components/layout/ui-store";
import { notify } from "@/components/ui/toast";
import { requestJson } from "@/lib/client/api";
import { billingApi, dollars, type SpecSubscription } from "@/lib/client/billing";
import { cancelConfirmation, MESSAGES } from "@/lib/messages";
import { allowanceDate as date, allowanceLeftText, useModelAllowance } from "./use-model-allowance";
import { Button } from "@/components/ui/button";

/** The profile modal's Billing tab: the live subscription, its end, its Lumenaris words left, and Cancel (asked first). */
export function BillingTab({ email }: { email: string }) {
  const [subscriptions, setSubscriptions] = useState<SpecSubscription[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const [hasPortal, setHasPortal] = useState(false);
  const allowance = useModelAllowance();
  const closeModal = useUiStore((s) => s.closeModal);
  const refreshSession = useSession((s) => s.refresh);

  useEffect(() => {
    billingApi
      .subscriptions(email)
      .then(setSubscriptions)
      .catch((error) => {
        console.error("could not load subscriptions:", error);
        setSubscriptions([]);
      });
  }, [email]);

  // Only Stripe has a customer portal for cards and invoices.
  useEffect(() => {
    requestJson<{ providers: { billing: string } }>("/api/helloApi")
      .then(({ providers }) => setHasPortal(providers.billing === "stripe"))
      .catch(() => setHasPortal(false));
  }, []);

  // The question takes the focus, on its safe answer, so a keyboard user hears it and cannot cancel by
  // accident; answered "Keep Pro", the focus goes back where it was.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (asked.current) cancelButton.current?.focus();
    asked.current ||= confirming;
  }, [confirming]);

  if (subscriptions === null) return <p className="text-sm text-slate-600">Loading…</p>;
  const active = subscriptions.find((s) => s.status === "active" || s.status === "trialing");
  if (!active) return <p data-testid="billing-status">{MESSAGES.noActiveSubscription}</p>;

  const cancel = async () => {
    setBusy(true);
    try {
      await billingApi.cancel(active.id);
      notify(MESSAGES.cancelled, "success");
      closeModal();
      await refreshSession();
    } catch {
      notify(MESSAGES.cancelFailed, "warning");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="billing-status">
      <dl className="grid grid-cols-2 gap-y-2 text-sm">
        <dt className="text-slate-600">Plan</dt>
        <dd className="font-medium">Pro, {active.plan.interval === "year" ? "yearly" : "monthly"}</dd>
        <dt className="text-slate-600">Amount</dt>
        <dd className="font-medium">
          ${dollars(active.plan.amount)} every {active.plan.interval}
        </dd>
        <dt className="text-slate-600">Current period ends</dt>
        <dd className="font-medium">{date(active.current_period_end)}</dd>
        {allowance && (
          <>
            <dt className="text-slate-600">Lumenaris words left</dt>
            <dd data-testid="model-allowance" className="font-medium">
              {allowanceLeftText(allowance)}
            </dd>
          </>
        )}
      </dl>
      {hasPortal && (
        <form action="/api/billing/portal" method="get">
          <button type="submit" className="text-sm font-semibold text-brand-700 hover:underline">
            Manage payment method and invoices
          </button>
        </form>
      )}
      {active.cancel_at_period_end ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {MESSAGES.cancelScheduled} {date(active.current_period_end)}
        </p>
      ) : confirming ? (
        <div
          role="group"
          aria-labelledby="cancel-question"
          data-testid="cancel-confirmation"
          className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3"
        >
          <p id="cancel-question" className="text-sm text-red-950">
            {cancelConfirmation(date(active.current_period_end))}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={cancel} disabled={busy} tone="dangerSolid" size="md">
              {busy ? "Cancelling..." : "Yes, cancel"}
            </Button>
            <Button ref={keepButton} onClick={() => setConfirming(false)} disabled={busy} size="md">
              Keep Pro
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={cancelButton} onClick={() => setConfirming(true)} tone="danger" size="md">
          Cancel subscription
        </Button>
      )}
    </div>
  );
}
