"use client";

import { useEffect } from "react";
import { toast, Toaster as SonnerToaster } from "sonner";
import { MOBILE_QUERY, useMediaQuery } from "@/components/editor/use-media-query";
import { toasterMounted } from "@/components/ui/toast";
import { TOAST_DURATION_MS } from "@/lib/limits";

/** Sonner's Toaster, loaded after the page is interactive; toasts asked for earlier wait for it. */
export function Toaster() {
  const phone = useMediaQuery(MOBILE_QUERY);
  // Runs after Sonner's own effect has subscribed to new toasts.
  useEffect(() => toasterMounted(toast), []);
  return (
    /*
      Toasts cover no control: on wide screens they sit under the header, left of the side panels and above
      the pricing modal's heading; on phones they rise from the bottom, clear of the panels' and the modal's
      titles and close buttons and below the editor's action button.
    */
    <SonnerToaster
      position={phone ? "bottom-center" : "top-center"}
      offset={{ top: 76 }}
      mobileOffset={{ bottom: 12, left: 12, right: 12 }}
      closeButton
      richColors
      duration={TOAST_DURATION_MS}
    />
  );
}
