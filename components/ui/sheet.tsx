"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { useReturnFocus } from "./use-return-focus";

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Where the focus goes on close when set, instead of back to where it was. */
  focusOnCloseRef?: RefObject<HTMLElement | null>;
}

/** A panel sliding in from the right; Radix traps focus, closes on Escape and restores focus. */
export function Sheet({ open, onOpenChange, title, description, children, focusOnCloseRef }: SheetProps) {
  const returnFocus = useReturnFocus(focusOnCloseRef);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          {...returnFocus}
          data-testid="side-panel"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label="Close panel">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}
