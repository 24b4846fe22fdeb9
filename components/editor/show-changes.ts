"use client";

import { useEffect } from "react";
import { useEditor } from "./editor-context";

const SHOW_CHANGES_KEY = "showChanges";

/** Whether the changed words are marked, and the way to change it; the choice is remembered in this browser. */
export function useShowChanges(): [boolean, (on: boolean) => void] {
  const showChanges = useEditor((s) => s.showChanges);
  const setShowChanges = useEditor((s) => s.setShowChanges);
  useEffect(() => {
    if (localStorage.getItem(SHOW_CHANGES_KEY) === "off") setShowChanges(false);
  }, [setShowChanges]);
  const change = (on: boolean) => {
    setShowChanges(on);
    try {
      localStorage.setItem(SHOW_CHANGES_KEY, on ? "on" : "off");
    } catch {
      // Storage blocked: the choice still holds for this page.
    }
  };
  return [showChanges, change];
}
