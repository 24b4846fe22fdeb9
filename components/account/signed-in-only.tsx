"use client";

import type { ReactNode } from "react";
import { PanelButton } from "@/components/layout/panel-button";
import type { PublicUser } from "@/lib/client/account";
import { useSession } from "./session-store";
import { buttonClass } from "@/components/ui/button";

interface SignedInOnlyProps {
  /** Why this part of the page needs an account. */
  message: string;
  testId: string;
  /** A line under the buttons. */
  note?: ReactNode;
  children: (user: PublicUser) => ReactNode;
}

/** A part of a page for signed-in users (batches, the writing space): a placeholder until the session is known, then Log in / Sign up or the part itself. */
export function SignedInOnly({ message, testId, note, children }: SignedInOnlyProps) {
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);
  if (!ready) return <div className="h-64 animate-pulse rounded-2xl bg-slate-100" aria-hidden="true" />;
  if (user) return children(user);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm" data-testid={testId}>
      <p className="text-slate-700">{message}</p>
      <div className="mt-4 flex justify-center gap-3">
        <PanelButton panel="login" className={buttonClass("primary", "md")}>
          Log in
        </PanelButton>
        <PanelButton panel="signup" className={buttonClass("secondary", "md")}>
          Sign up
        </PanelButton>
      </div>
      {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
    </div>
  );
}
