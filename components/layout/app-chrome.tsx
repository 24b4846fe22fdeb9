"use client";

import NextTopLoader from "nextjs-toploader";
import { Toaster } from "sonner";
import { PROGRESS_BAR_HEIGHT_PX, PROGRESS_BAR_SPEED_MS, TOAST_DURATION_MS } from "@/lib/limits";
import { ModalHost } from "./modal-host";
import { SidePanelHost } from "./side-panel-host";

/** Everything the shared layout shows above the page: progress bar, toasts, side panel and modals. */
export function AppChrome() {
  return (
    <>
      <NextTopLoader color="#2553e0" height={PROGRESS_BAR_HEIGHT_PX} speed={PROGRESS_BAR_SPEED_MS} showSpinner={false} />
      <Toaster position="top-right" closeButton richColors duration={TOAST_DURATION_MS} />
      <SidePanelHost />
      <ModalHost />
    </>
  );
}
