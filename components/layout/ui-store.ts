"use client";

import { create } from "zustand";

export type SidePanelMode = "login" | "signup" | "forgot-password" | "history" | "statistics";
export type ModalName = "pricing" | "profile";

interface UiState {
  sidePanel: SidePanelMode | null;
  modal: ModalName | null;
  /** The phone's menu of links; it closes when anything else opens over the page, so two never stack. */
  mobileNav: boolean;
  setMobileNav: (open: boolean) => void;
  /** The address the log-in form starts with: the one just verified, so nobody types it twice. */
  loginEmail: string;
  /** Opens a side panel; `email` fills in the log-in form's address (never a password). */
  openSidePanel: (mode: SidePanelMode, prefill?: { email: string }) => void;
  closeSidePanel: () => void;
  openModal: (modal: ModalName) => void;
  closeModal: () => void;
}

/** Session-wide UI state: which side panel mode and which modal are open, and whether the phone's menu is. */
export const useUiStore = create<UiState>()((set) => ({
  sidePanel: null,
  modal: null,
  mobileNav: false,
  setMobileNav: (mobileNav) => set({ mobileNav }),
  loginEmail: "",
  openSidePanel: (mode, prefill) => set({ sidePanel: mode, loginEmail: prefill?.email ?? "", mobileNav: false }),
  closeSidePanel: () => set({ sidePanel: null }),
  openModal: (modal) => set({ modal, mobileNav: false }),
  closeModal: () => set({ modal: null }),
}));
