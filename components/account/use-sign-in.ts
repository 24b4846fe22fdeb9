"use client";

import { useUiStore } from "@/components/layout/ui-store";
import { clearAnonHistory } from "@/lib/client/anon-history";
import type { PublicUser } from "@/lib/client/account";
import { useSession } from "./session-store";

/** What happens after any successful sign-in: keep the profile, drop anonymous history, close the panel. */
export function useSignedIn() {
  const signedIn = useSession((s) => s.signedIn);
  const close = useUiStore((s) => s.closeSidePanel);
  return (user: PublicUser) => {
    signedIn(user);
    clearAnonHistory();
    close();
  };
}
