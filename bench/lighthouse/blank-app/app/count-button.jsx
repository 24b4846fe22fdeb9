"use client";

import { useState } from "react";

/** The one hydrated component, so the page pays React's hydration as any page with a control does. */
export function CountButton() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}
