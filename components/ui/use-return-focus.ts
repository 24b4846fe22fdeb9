"use client";

import { useRef } from "react";

/**
 * Radix returns focus to a Dialog.Trigger on close; our panels are opened from many places through the
 * UI store instead, so remember whatever had focus when the dialog opened and give it back on close.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (previous.current?.isConnected) {
        event.preventDefault();
        previous.current.focus();
      }
    },
  };
}
