"use client";

import { useEffect, useState } from "react";

/** What comes before any click, tap or key: a pointer over the page, a touch, a key or focus moving. */
const FIRST_INPUT_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;

/** False until the visitor first points, touches or types: what only an action needs can load then. */
export function useFirstInput(): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    const onInput = () => setSeen(true);
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true, once: true });
    return () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [seen]);
  return seen;
}
