"use client";

import dynamic from "next/dynamic";
import { Modal } from "@/components/ui/dialog";
import type { EngineKind } from "@/lib/engine-claims";
import { MESSAGES } from "@/lib/messages";
import { useUiStore, type ModalName } from "./ui-store";

// Each modal's body loads when it first opens.
const ProfileTabs = dynamic(() => import("@/components/account/profile-tabs").then((m) => m.ProfileTabs));
const PricingPlans = dynamic(() => import("@/components/billing/pricing-plans").then((m) => m.PricingPlans));

const MODAL_TITLES: Record<ModalName, string> = {
  pricing: MESSAGES.pricingHeading,
  profile: "Your Profile",
};

/** The open modal; `engine` is the engine this server runs, whose benefits the plans list. */
export function ModalHost({ engine }: { engine: EngineKind }) {
  const modal = useUiStore((s) => s.modal);
  const close = useUiStore((s) => s.closeModal);
  return (
    <Modal open={modal !== null} onOpenChange={(open) => !open && close()} title={modal ? MODAL_TITLES[modal] : ""}>
      {modal === "profile" && <ProfileTabs />}
      {modal === "pricing" && <PricingPlans engine={engine} />}
    </Modal>
  );
}
