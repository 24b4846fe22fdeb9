"use client";

import { create } from "zustand";

export type SidePanelMode = "login" | "signup" | "forgot-password" | "history" | "statistics";
export type ModalName = "pricing" | "profile";

interface UiState {
  sidePanel: SidePanelMode | null;
  modal: ModalName | null;
  openSidePanel: (mode: SidePanelMode) => void;
  closeSidePanel: () => void;
  openModal: (modal: ModalName) => void;
  closeModal: () => void;
}

/** Session-wide UI state: which side panel mode and which modal are open. */
export const useUiStore = create<UiState>()((set) => ({
  sidePanel: null,
  modal: null,
  openSidePanel: (mode) => set({ sidePanel: mode }),
  closeSidePanel: () => set({ sidePanel: null }),
  openModal: (modal) => set({ modal }),
  closeModal: () => set({ modal: null }),
}));
