"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { BillingTab } from "@/components/billing/billing-tab";
import { notify } from "@/components/ui/toast";
import { accountApi, type PublicUser } from "@/lib/client/account";
import { ApiError } from "@/lib/client/api";
import { MESSAGES } from "@/lib/messages";
import { PrivacyActions } from "./privacy-actions";
import { ApiTab } from "./api-tab";
import { useSession } from "./session-store";

const tab =
  "border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

/** The profile modal's tabs: Profile (name, email, plan badge, the user's data rights), Billing and API (keys). */
export function ProfileTabs() {
  const user = useSession((s) => s.user);
  if (!user) return <p className="text-sm text-slate-700">Log in to see your profile.</p>;
  return (
    <Tabs.Root defaultValue="profile" className="mt-4">
      <Tabs.List aria-label="Account" className="flex border-b border-slate-200">
        <Tabs.Trigger value="profile" className={tab}>
          Profile
        </Tabs.Trigger>
        <Tabs.Trigger value="billing" className={tab}>
          Billing
        </Tabs.Trigger>
        <Tabs.Trigger value="api" className={tab}>
          API
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile" className="flex flex-col gap-5 pt-5">
        <span
          data-testid="plan-badge"
          className={`self-start rounded-full px-3 py-1 text-xs font-bold ${user.pro ? "bg-yellow-100 text-yellow-900" : "bg-slate-100 text-slate-700"}`}
        >
          {user.pro ? MESSAGES.premiumUser : MESSAGES.freeUser}
        </span>
        <EditableRow key={`name-${user.fullName}`} user={user} field="fullName" label="Name" />
        <EditableRow key={`email-${user.email}`} user={user} field="email" label="Email" />
        <PrivacyActions user={user} />
      </Tabs.Content>
      <Tabs.Content value="billing" className="pt-5 text-sm text-slate-800" data-testid="billing-tab">
        <BillingTab email={user.email} />
      </Tabs.Content>
      <Tabs.Content value="api" className="pt-5" data-testid="api-tab">
        <ApiTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** A value with a pencil to edit and a tick to save; an email change asks for the code sent to the new address. */
function EditableRow({ user, field, label }: { user: PublicUser; field: "fullName" | "email"; label: string }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(user[field]);
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const signedIn = useSession((s) => s.signedIn);
  const done = field === "email" ? MESSAGES.emailUpdated : MESSAGES.nameUpdated;
  const failed = field === "email" ? MESSAGES.updateEmailFailed : MESSAGES.updateNameFailed;

  const save = async () => {
    if (value.trim() === "") return notify({ title: "Error", content: `${label} cannot be empty` }, "warning");
    if (value.trim() === user[field]) return setEditing(false);
    setBusy(true);
    try {
      const result = await accountApi.updateUser(user.email, { [field]: value.trim() }, codeSent ? code : undefined);
      if (result.verificationRequired) {
        setCodeSent(true);
        notify({ title: "Check your email", content: `Enter the code we sent to ${value.trim()} to confirm it.` }, "info");
        return;
      }
      signedIn(result.document);
      notify({ title: "Success", content: done }, "success");
    } catch (error) {
      notify(
        { title: "Error", content: error instanceof ApiError && error.status !== 500 ? `${failed}: ${error.message}` : failed },
        "error",
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-xs font-medium text-slate-600">{label}</span>
      <div className="flex items-center gap-2">
        {editing ? (
          <input
            aria-label={label}
            value={value}
            type={field === "email" ? "email" : "text"}
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={(e) => e.key === "Enter" && void save()}
            disabled={codeSent}
            className="h-9 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
            autoFocus
          />
        ) : (
          <span className="flex-1 text-sm text-slate-900" data-testid={`profile-${field}`}>
            {user[field]}
          </span>
        )}
        {editing ? (
          <button
            type="button"
            aria-label={`Save ${label.toLowerCase()}`}
            onClick={save}
            disabled={busy}
            className="rounded-md p-2 text-green-700 hover:bg-green-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : (
          <button
            type="button"
            aria-label={`Edit ${label.toLowerCase()}`}
            onClick={() => setEditing(true)}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      {codeSent && (
        <input
          aria-label="Verification code for the new email"
          inputMode="numeric"
          placeholder="6-digit code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="h-9 w-40 rounded-lg border border-slate-300 px-3 text-sm"
        />
      )}
    </div>
  );
}
