"use client";

import { googleLogout } from "@react-oauth/google";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useUiStore } from "@/components/layout/ui-store";
import { publicConfig } from "@/lib/public-config";
import { useSession } from "./session-store";

/** After the server ended the session: forget the profile copy and Google's sign-in here, and go home. */
export function useForgetSession() {
  const signedOut = useSession((s) => s.signedOut);
  const closeModal = useUiStore((s) => s.closeModal);
  const router = useRouter();
  return useCallback(() => {
    localStorage.clear();
    if (publicConfig.googleClientId) googleLogout();
    signedOut();
    closeModal();
    router.push("/");
  }, [signedOut, closeModal, router]);
}
