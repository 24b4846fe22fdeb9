"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useSession } from "@/components/account/session-store";
import { isToasterWanted, notify, onToasterWanted } from "@/components/ui/toast";
import { PROGRESS_BAR_HEIGHT_PX, PROGRESS_BAR_SPEED_MS } from "@/lib/tuning";
import dynamic from "next/dynamic";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { EngineKind } from "@/lib/engine-claims";
import { useFirstInput } from "./use-first-input";
import { useUiStore } from "./ui-store";

// The dialogs (and Radix Dialog with them) load the first time one opens, not with every page.
const ModalHost = dynamic(() => import("./modal-host").then((m) => m.ModalHost));
const SidePanelHost = dynamic(() => import("./side-panel-host").then((m) => m.SidePanelHost));
// The progress bar and the toasts render nothing until used: the bar loads at the visitor's first input (a
// navigation needs one), the toasts with the first toast (components/ui/toast.ts queues it meanwhile).
const NextTopLoader = dynamic(() => import("nextjs-toploader"), { ssr: false });
const Toaster = dynamic(() => import("./toaster").then((m) => m.Toaster), { ssr: false });
const ACCOUNT_MODES = new Set(["login", "signup", "forgot-password"]);

/** Everything the shared layout shows above the page: progress bar, toasts, side panel and modals. */
export function AppChrome({ engine }: { engine: EngineKind }) {
  const panelOpened = useOpenedOnce(useUiStore((s) => s.sidePanel !== null && ACCOUNT_MODES.has(s.sidePanel)));
  const modalOpened = useOpenedOnce(useUiStore((s) => s.modal !== null));
  const toasterWanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  const inputSeen = useFirstInput();
  useEffect(() => {
    const url = new URL(window.location.href);
    const checkout = url.searchParams.get("checkout");
    void useSession
      .getState()
      .refresh()
      .then(() => {
        if (checkout === "success")
          notify({ title: "Welcome to Pro", content: "Your plan is active. Enjoy unlimited rewriting!" }, "success");
        if (checkout === "cancelled") notify({ title: "Checkout cancelled", content: "No payment was taken." }, "info");
      });
    if (checkout) {
      url.searchParams.delete("checkout");
      window.history.replaceState(null, "", url);
    }
  }, []);
  return (
    <>
      {/* Same-page anchors are not navigations; the bar would only flash (and its role="bar" trips axe meanwhile). */}
      {inputSeen && (
        <NextTopLoader
          color="#2553e0"
          height={PROGRESS_BAR_HEIGHT_PX}
          speed={PROGRESS_BAR_SPEED_MS}
          showSpinner={false}
          showForHashAnchor={false}
        />
      )}
      {toasterWanted && <Toaster />}
      {panelOpened && <SidePanelHost />}
      {modalOpened && <ModalHost engine={engine} />}
    </>
  );
}
