"use client";

import { useState } from "react";
import { Switch } from "@/components/ui/switch";
import { notify } from "@/components/ui/toast";
import { useUiStore } from "@/components/layout/ui-store";
import { MOTIVATIONAL_QUOTES } from "@/content/quotes";
import { MESSAGES, unreviewedNotice } from "@/lib/messages";
import { countWords } from "@/lib/text-stats";
import { wordLimitOf } from "./blocked-reason";
import { DownloadMenu } from "./download-menu";
import { useEditor } from "./editor-context";
import { EngineBadge } from "./engine-badge";
import { Icon, toolbarButton } from "./icons";
import { ResultText } from "./result-text";
import { ReviewList } from "./review-marks";
import { useShowChanges } from "./show-changes";
import type { AiScore } from "./store";
import { VERDICT_STYLE } from "./verdict-style";

export function ResultPane() {
  const result = useEditor((s) => s.result);
  const busy = useEditor((s) => s.busy);
  return (
    <div className="relative flex min-h-[22rem] flex-col">
      {result !== "" && !busy && <ShowChangesSwitch />}
      <ResultText />
      <ReviewList />
      {busy && result === "" && <LoadingOverlay />}
      <ResultToolbar />
    </div>
  );
}

/** Turns the marks on changed words on and off. */
function ShowChangesSwitch() {
  const [showChanges, change] = useShowChanges();
  return (
    <div className="flex justify-end border-b border-slate-200 bg-slate-50/60 px-3 py-1.5">
      <Switch checked={showChanges} onChange={change} label={MESSAGES.showChanges} />
    </div>
  );
}

export function LoadingOverlay() {
  const [quote] = useState(() => MOTIVATIONAL_QUOTES[Math.floor(Math.random() * MOTIVATIONAL_QUOTES.length)]);
  return (
    <div
      role="status"
      data-testid="loading-overlay"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-white/90 p-6 text-center"
    >
      <span className="flex gap-1.5" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="h-2.5 w-2.5 animate-bounce rounded-full bg-brand-600" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      <p className="max-w-xs text-sm italic text-slate-700">&ldquo;{quote.text}&rdquo;</p>
      <p className="text-xs text-slate-600">{quote.author}</p>
      <span className="sr-only">Working on your text…</span>
    </div>
  );
}

function ResultToolbar() {
  const state = useEditor((s) => s);
  const openSidePanel = useUiStore((s) => s.openSidePanel);
  const { result, tool, aiScore, review } = state;

  const copy = async () => {
    if (!result) return notify(MESSAGES.nothingToCopy, "warning");
    try {
      await navigator.clipboard.writeText(result);
      // Copying with changes left works; it says how many were not reviewed.
      notify(
        review.length ? { ...MESSAGES.copied, content: unreviewedNotice(review.length) } : MESSAGES.copied,
        review.length ? "warning" : "success",
      );
    } catch {
      notify(MESSAGES.clipboardDenied, "warning");
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-slate-200 p-2">
      <button type="button" className={toolbarButton} aria-label="Copy result" title="Copy" onClick={copy}>
        <Icon name="copy" />
      </button>
      <DownloadMenu text={result} unreviewed={review.length} />
      <span data-testid="result-word-counter" className="ml-1 text-sm tabular-nums text-slate-600">
        {countWords(result)}/{wordLimitOf(state)}
        <span className="sr-only"> words</span>
      </span>
      <div className="ml-auto flex items-center gap-1">
        <EngineBadge />
        {tool.kind === "rewrite" && aiScore !== null && <AiScoreIndicator {...aiScore} />}
        {tool.showStatistics && result && (
          <button
            type="button"
            className={toolbarButton}
            aria-label="Statistics"
            title="Statistics"
            onClick={() => openSidePanel("statistics")}
          >
            <Icon name="chart" />
          </button>
        )}
        <button type="button" className={toolbarButton} aria-label="History" title="History" onClick={() => openSidePanel("history")}>
          <Icon name="history" />
        </button>
      </div>
    </div>
  );
}

/**
 * The checker's score and verdict on the result, coloured as the checker colours them; opening it tells how
 * often human writing scores this high.
 */
function AiScoreIndicator({ score, verdict, humanRateSentence }: AiScore) {
  const style = VERDICT_STYLE[verdict];
  return (
    <details data-testid="ai-score" data-verdict={verdict} className="relative mr-1">
      <summary
        title={`The AI Checker's verdict on this result: ${style.name}`}
        className={`cursor-pointer list-none rounded-full px-2.5 py-1 text-xs font-semibold [&::-webkit-details-marker]:hidden ${style.chip}`}
      >
        AI score: {score}% · {style.name}
      </summary>
      <p
        data-testid="ai-score-rate"
        className="absolute right-0 top-full z-20 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-3 text-xs text-slate-700 shadow-lg"
      >
        {humanRateSentence ?? MESSAGES.humanRateTooShort}
      </p>
    </details>
  );
}
