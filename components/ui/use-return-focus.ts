"use client";

import { useRef, type RefObject } from "react";

/**
 * Radix returns focus to a Dialog.Trigger on close; our panels are opened from many places through the
 * UI store instead, so remember whatever had focus when the dialog opened and give it back on close,
 * unless the panel names where its work continues (focusOnCloseRef).
 */
export function useReturnFocus(focusOnCloseRef?: RefObject<HTMLElement | null>) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = focusOnCloseRef?.current ?? previous.current;
      if (focusOnCloseRef) focusOnCloseRef.current = null; // once: the next close returns focus as usual
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
