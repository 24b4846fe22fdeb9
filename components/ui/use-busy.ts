import { useState } from "react";

/** `busy` while an action runs; `run` raises it, runs the action, hands a failure to onError and lowers it however the action ends. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, onError: (error: unknown) => void) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}
