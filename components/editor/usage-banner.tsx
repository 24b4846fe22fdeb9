"use client";

import { PlansButton } from "@/components/billing/plans-button";
import { engineClaims } from "@/lib/engine-claims";
import { WORD_LIMIT_PRO } from "@/lib/limits";
import { unlockLink, usesLeftBanner, withThousands } from "@/lib/messages";
import { useEditor } from "./editor-context";

/** Under the editor for non-Pro users: what Pro adds, with the way to get it. */
export function UpsellBar() {
  const pro = useEditor((s) => s.pro);
  const engine = useEditor((s) => s.engine);
  if (pro) return null;
  return (
    <div
      data-testid="upsell-bar"
      className="mt-3 flex flex-col items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row"
    >
      <p>
        <strong>Go Pro:</strong> no daily limit, up to {withThousands(WORD_LIMIT_PRO)} words per run,{" "}
        {engineClaims(engine ?? "offline").proOptions}, and your full history.
      </p>
      <PlansButton className="shrink-0 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-amber-950 hover:bg-amber-400">
        Upgrade to Pro
      </PlansButton>
    </div>
  );
}

/** The free uses left today (one pool for every tool), from the server; hidden for Pro. */
export function UsageBanner() {
  const usesLeft = useEditor((s) => s.usesLeft);
  const kind = useEditor((s) => s.tool.kind);
  if (usesLeft === null) return null;
  return (
    <p
      data-testid="usage-banner"
      aria-live="polite"
      className="mb-3 flex min-h-6 flex-wrap items-center justify-center gap-x-2 text-center text-sm text-slate-700"
    >
      {usesLeft !== undefined && (
        <>
          <span>{usesLeftBanner(usesLeft)}</span>
          <PlansButton>{unlockLink(kind)}</PlansButton>
        </>
      )}
    </p>
  );
}
