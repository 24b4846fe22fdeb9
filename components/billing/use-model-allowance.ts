"use client";

import { useEffect, useState } from "react";
import { fetchQuota } from "@/lib/client/api";
import type { ModelAllowance } from "@/lib/tools/allowance";

export const allowanceDate = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });

/** "12,345 of 30,000 this month (until December 1, 2026)": a Pro plan's Lumenaris words left. */
export const allowanceLeftText = (allowance: ModelAllowance) =>
  `${allowance.left.toLocaleString("en-US")} of ${allowance.limit.toLocaleString("en-US")} this ${allowance.interval} (until ${allowanceDate(allowance.resetsAt)})`;

/** The signed-in Pro user's Lumenaris allowance, from the server; null for everyone else or while loading. */
export function useModelAllowance(): ModelAllowance | null {
  const [allowance, setAllowance] = useState<ModelAllowance | null>(null);
  useEffect(() => {
    fetchQuota()
      .then((quota) => setAllowance(quota.modelAllowance))
      .catch(() => setAllowance(null));
  }, []);
  return allowance;
}
