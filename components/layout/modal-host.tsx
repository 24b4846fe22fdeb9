"use client";

import { Modal } from "@/components/ui/modal";
import { MESSAGES } from "@/lib/messages";
import { useUiStore, type ModalName } from "./ui-store";

const MODAL_TITLES: Record<ModalName, string> = {
  pricing: MESSAGES.pricingHeading,
  profile: "Your Profile",
};

export function ModalHost() {
  const modal = useUiStore((s) => s.modal);
  const close = useUiStore((s) => s.closeModal);
  return <Modal open={modal !== null} onOpenChange={(open) => !open && close()} title={modal ? MODAL_TITLES[modal] : ""} />;
}
