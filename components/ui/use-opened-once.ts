"use client";

import { useState } from "react";

/** True from the first time `open` is true: lets a lazily loaded dialog mount on first use and then stay. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
