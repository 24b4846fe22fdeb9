"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the server renders and during hydration, true once the page can handle events. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
