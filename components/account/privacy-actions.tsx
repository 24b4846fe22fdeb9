"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useState } from "react";
import { useUiStore } from "@/components/layout/ui-store";
import { notify } from "@/components/ui/toast";
import { accountApi, type PublicUser } from "@/lib/client/account";
import { ApiError } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import { useForgetSession } from "./use-forget-session";
import { Button, buttonClass } from "@/components/ui/button";

/** The user's own data rights, in the Profile tab: download a copy, end every session, delete the account. */
export function PrivacyActions({ user }: { user: PublicUser }) {
  const closeModal = useUiStore((s) => s.closeModal);
  return (
    <section aria-labelledby="privacy-actions-heading" className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <h3 id="privacy-actions-heading" className="text-sm font-semibold text-slate-900">
        Your data
      </h3>
      <p className="text-sm text-slate-700">
        Download a copy of everything we keep about you, sign out on every device, or delete your account.{" "}
        <Link href="/privacy" onClick={closeModal} className="font-medium text-brand-700 underline">
          How this works
        </Link>
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <DownloadDataButton />
        <SignOutEverywhereButton />
        <DeleteAccountDialog user={user} />
      </div>
    </section>
  );
}

function DownloadDataButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { file, name } = await accountApi.exportData();
      const url = URL.createObjectURL(file);
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      link.click();
      // The browser has taken the file once the click's task is over.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      console.error("data export failed:", error);
      notify(MESSAGES.exportFailed, "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={download} disabled={busy} aria-busy={busy} size="md">
      {busy ? "Preparing…" : "Download my data"}
    </Button>
  );
}

/** Ends every session; the keys go too unless the user unticks it (a key minted from a stolen session would survive otherwise). */
function SignOutEverywhereButton() {
  const [busy, setBusy] = useState(false);
  const [revokeApiKeys, setRevokeApiKeys] = useState(true);
  const forgetSession = useForgetSession();
  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await accountApi.signOutEverywhere(revokeApiKeys);
      forgetSession();
      notify(MESSAGES.signedOutEverywhere, "success");
    } catch (error) {
      console.error("sign-out everywhere failed:", error);
      notify(MESSAGES.signOutEverywhereFailed, "error");
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button onClick={signOutEverywhere} disabled={busy} aria-busy={busy} size="md">
        {busy ? "Signing out…" : "Sign out everywhere"}
      </Button>
      <label className="flex items-center gap-2 text-xs text-slate-700">
        <input
          type="checkbox"
          checked={revokeApiKeys}
          onChange={(e) => setRevokeApiKeys(e.target.checked)}
          disabled={busy}
          className="h-4 w-4"
        />
        Also revoke my API keys
      </label>
    </div>
  );
}

/** Delete behind a confirmation that says what goes, and asks for the account's email address. */
function DeleteAccountDialog({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const forgetSession = useForgetSession();
  const confirmed = typed.trim().toLowerCase() === user.email.toLowerCase();

  const remove = async () => {
    if (!confirmed) return;
    setBusy(true);
    try {
      await accountApi.deleteAccount(typed.trim());
      setOpen(false);
      forgetSession();
      notify(MESSAGES.accountDeleted, "success");
    } catch (error) {
      console.error("account deletion failed:", error);
      const message =
        error instanceof ApiError && error.status !== 500
          ? { ...MESSAGES.deleteAccountFailed, content: error.message }
          : MESSAGES.deleteAccountFailed;
      notify(message, "error");
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) setTyped("");
      }}
    >
      <Dialog.Trigger className={buttonClass("danger", "md")}>Delete my account</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby="delete-account-what-goes"
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">Delete your account?</Dialog.Title>
          <div id="delete-account-what-goes" className="mt-3 space-y-3 text-sm text-slate-800">
            <p>This cannot be undone. All of this goes at once:</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>your account: name, email address and how you sign in (password or Google);</li>
              <li>your history of rewrites and checks;</li>
              <li>your usage records and daily allowance counters;</li>
              <li>your API keys and their usage records;</li>
              <li>any open verification or reset codes;</li>
              <li>every signed-in session, on all your devices and apps.</li>
              {user.pro && (
                <li>
                  your Pro subscription: it is cancelled now at the payment provider, so you are not charged again, and Pro ends with the
                  account.
                </li>
              )}
            </ul>
            <p className="text-slate-700">
              Invoices for payments you made stay with our payment provider, as the law requires us to keep billing records.
            </p>
            <p className="text-slate-700">Want a copy first? Use Download my data before you delete.</p>
          </div>
          <label className="mt-4 flex flex-col gap-1 text-sm font-medium text-slate-800">
            Type your email address, {user.email}, to confirm
            <input
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && void remove()}
              disabled={busy}
              aria-describedby={typed !== "" && !confirmed ? "delete-account-mismatch" : undefined}
              className="h-10 rounded-lg border border-slate-300 px-3 text-sm font-normal"
            />
          </label>
          {typed !== "" && !confirmed && (
            <p id="delete-account-mismatch" className="mt-1 text-xs text-slate-600">
              {MESSAGES.deleteAccountConfirmMismatch}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass("secondary", "md")} disabled={busy}>
              Keep my account
            </Dialog.Close>
            <Button onClick={remove} disabled={!confirmed || busy} aria-busy={busy} tone="dangerSolid" size="md">
              {busy ? "Deleting…" : "Delete my account"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
