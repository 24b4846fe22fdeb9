"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { AI_SCORE_THRESHOLD } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { useEditor } from "./editor-context";
import { LoadingOverlay } from "./result-pane";

const ScoreDonut = dynamic(() => import("./score-donut"), {
  ssr: false,
  loading: () => <div className="h-40 w-40 animate-pulse rounded-full border-[20px] border-slate-200" aria-hidden="true" />,
});

const UNRELIABLE_NOTES = {
  too_short: "This text is too short for a reliable result. Add more text (at least 40 words) for a dependable score.",
  not_english: "Only English is supported: the score below is not reliable for this text.",
} as const;

/** The checker's answer: a donut with the AI probability, the verdict, and the signals behind it. */
export function CheckerResult() {
  const detection = useEditor((s) => s.detection);
  const busy = useEditor((s) => s.busy);

  return (
    <div className="relative flex min-h-[22rem] flex-col items-center justify-center gap-4 p-6" aria-live="polite" data-testid="checker-result">
      {busy && <LoadingOverlay />}
      {!detection && !busy && <p className="text-center text-sm text-slate-600">Your AI score will appear here.</p>}
      {detection && <Verdict score={detection.score} />}
      {detection && !detection.reliable && detection.reason && (
        <p data-testid="unreliable-note" className="rounded-lg bg-amber-50 px-3 py-2 text-center text-sm text-amber-900">
          {UNRELIABLE_NOTES[detection.reason]}
        </p>
      )}
      {detection && detection.signals.length > 0 && (
        <div className="w-full max-w-sm" data-testid="why-panel">
          <h3 className="mb-1 text-sm font-semibold text-slate-800">Why this score</h3>
          <ul className="space-y-1 text-sm text-slate-700">
            {detection.signals.slice(0, 4).map((signal) => (
              <li key={signal.label} className="flex items-start gap-2">
                <span aria-hidden="true" className={signal.direction === "ai" ? "text-red-700" : "text-green-700"}>
                  {signal.direction === "ai" ? "▲" : "▼"}
                </span>
                <span>
                  {signal.label}
                  <span className="sr-only">{signal.direction === "ai" ? " (points to AI)" : " (points to human)"}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Verdict({ score }: { score: number }) {
  const ai = score >= AI_SCORE_THRESHOLD;
  return (
    <>
      <ScoreDonut score={score} color={ai ? "#b91c1c" : "#15803d"} />
      <p data-testid="ai-percentage" className="sr-only">
        {score}% likely AI-written
      </p>
      {ai ? (
        <p data-testid="verdict" className="text-center text-lg font-semibold text-red-700">
          {MESSAGES.aiVerdict}{" "}
          <Link href="/humanize-ai-text" className="ml-1 rounded-md bg-brand-600 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-700">
            Humanize
          </Link>
        </p>
      ) : (
        <p data-testid="verdict" className="text-center text-lg font-semibold text-green-700">
          <span className="hidden sm:inline">{MESSAGES.humanVerdict}</span>
          <span className="sm:hidden">{MESSAGES.humanVerdictMobile}</span>
        </p>
      )}
    </>
  );
}
