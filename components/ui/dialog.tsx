"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { useReturnFocus } from "./use-return-focus";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
}

interface PanelProps extends DialogProps {
  description?: string;
  /** Where the focus goes on close when set, instead of back to where it was. */
  focusOnCloseRef?: RefObject<HTMLElement | null>;
}

const VARIANTS = {
  modal: {
    testId: "modal",
    closeLabel: "Close dialog",
    overlay: "fixed inset-0 z-40 bg-slate-900/50",
    content:
      "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none",
  },
  sheet: {
    testId: "side-panel",
    closeLabel: "Close panel",
    overlay: "fixed inset-0 z-40 bg-slate-900/40",
    content: "fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none",
  },
};

/** A centred dialog. */
export function Modal(props: DialogProps) {
  return <DialogFrame variant="modal" {...props} />;
}

/** A panel sliding in from the right. */
export function Sheet(props: PanelProps) {
  return <DialogFrame variant="sheet" {...props} />;
}

/** Overlay and title bar with a close button; Radix traps focus, closes on Escape and restores focus. */
function DialogFrame({
  variant,
  open,
  onOpenChange,
  title,
  description,
  children,
  focusOnCloseRef,
}: PanelProps & { variant: keyof typeof VARIANTS }) {
  const returnFocus = useReturnFocus(focusOnCloseRef);
  const { testId, closeLabel, overlay, content } = VARIANTS[variant];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          {...returnFocus}
          data-testid={testId}
          className={content}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label={closeLabel}>
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

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}
