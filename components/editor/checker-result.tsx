"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { toolBySlug } from "@/content/tools";
import { saveDraft } from "@/lib/client/draft";
import { paragraphTally, type ParagraphTally } from "@/lib/detector/paragraphs";
import { isAiLeaning } from "@/lib/detector/verdict";
import { MESSAGES, mixedAuthorshipVerdict, paragraphSummary, POSSIBLY_AI_BAR_NOTE } from "@/lib/messages";
import { useEditor } from "./editor-context";
import { LoadingOverlay } from "./result-pane";
import { RESULT_ELEMENT_ID } from "./use-run-tool";
import type { Detection } from "./store";
import { VERDICT_STYLE } from "./verdict-style";

const ScoreDonut = dynamic(() => import("./score-donut"), {
  ssr: false,
  loading: () => <div className="h-40 w-40 animate-pulse rounded-full border-[20px] border-slate-200" aria-hidden="true" />,
});

const UNRELIABLE_NOTES = {
  too_short: "This text is too short for a reliable result. Add more text (at least 40 words) for a dependable score.",
  not_english: "Only English is supported: the score below is not reliable for this text.",
} as const;

/**
 * What keeps the verdict from a firmer one: the text's length alone (the words a firmer verdict needs), or for
 * "Possibly AI" the bar "Likely AI" is held to at this length, which a human rate of "none" can make puzzling.
 */
function lengthLimitNote({ verdict, wordsForAiVerdict, wordsForLikelyAi, mixedAuthorship }: Detection): string | null {
  if (verdict === "mixed" && wordsForAiVerdict !== undefined) {
    return `Under ${wordsForAiVerdict} words the checker never calls a text AI-written: short texts are too easy to misjudge. Add more of the text for a firmer verdict.`;
  }
  if (verdict === "possibly_ai" && wordsForLikelyAi !== undefined) {
    return `Under ${wordsForLikelyAi} words “Possibly AI” is the firmest verdict the checker gives: a few short human texts of some kinds score as high. Add more of the text for a firmer verdict.`;
  }
  if (verdict === "possibly_ai" && !mixedAuthorship) return POSSIBLY_AI_BAR_NOTE;
  return null;
}

/** The checker's answer: a donut with the AI probability, the verdict, and the signals behind it. */
export function CheckerResult() {
  const detection = useEditor((s) => s.detection);
  const busy = useEditor((s) => s.busy);
  const lengthNote = detection && lengthLimitNote(detection);
  const tally = detection && paragraphTally(detection.paragraphs);

  return (
    <div
      id={RESULT_ELEMENT_ID.detect}
      tabIndex={-1}
      role="region"
      aria-label="AI score"
      className="relative flex min-h-[22rem] scroll-mt-20 flex-col items-center justify-center gap-4 p-6 focus:outline-none"
      aria-live="polite"
      data-testid="checker-result"
    >
      {busy && <LoadingOverlay />}
      {!detection && !busy && <p className="text-center text-sm text-slate-600">Your AI score will appear here.</p>}
      {detection && tally && <VerdictView detection={detection} tally={tally} />}
      {detection?.humanRateSentence && (
        <p data-testid="human-rate" className="max-w-sm text-center text-sm text-slate-700">
          {detection.humanRateSentence}
        </p>
      )}
      {detection && tally && detection.paragraphs.length > 1 && <ParagraphSummary detection={detection} tally={tally} />}
      {detection && !detection.reliable && detection.reason && (
        <p data-testid="unreliable-note" className="rounded-lg bg-amber-50 px-3 py-2 text-center text-sm text-amber-900">
          {UNRELIABLE_NOTES[detection.reason]}
        </p>
      )}
      {lengthNote && (
        <p data-testid="length-note" className="max-w-sm text-center text-sm text-slate-600">
          {lengthNote}
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

/** "2 of 5 paragraphs read as AI-written", or why none is: each paragraph judged on its own, as a teacher checks a partly AI-written essay. */
function ParagraphSummary({ detection, tally }: { detection: Detection; tally: ParagraphTally }) {
  const summary = paragraphSummary(tally, { wholeTextAi: isAiLeaning(detection.verdict), mixed: detection.mixedAuthorship });
  return (
    <p
      data-testid="paragraph-summary"
      className={`max-w-sm text-center text-sm font-medium ${tally.aiWritten > 0 ? "text-orange-800" : "text-slate-700"}`}
    >
      {summary}
    </p>
  );
}

const HUMANIZER_PATH = toolBySlug("humanize").path;

/**
 * The donut in the verdict's colour, and the verdict in words: "Mixed: 2 of 4 paragraphs..." when the paragraphs
 * split. "Humanize" (taking the checked text along) is offered only when the text or a paragraph reads as AI:
 * "Can't tell" is neutral and never nudges a writer to humanize.
 */
function VerdictView({ detection, tally }: { detection: Detection; tally: ParagraphTally }) {
  const { score, verdict, text, mixedAuthorship } = detection;
  const style = VERDICT_STYLE[verdict];
  const offerHumanize = isAiLeaning(verdict) || tally.aiWritten > 0;
  return (
    <>
      <ScoreDonut score={score} color={style.color} />
      <p data-testid="ai-percentage" className="sr-only">
        {score}% likely AI-written
      </p>
      <p
        data-testid="verdict"
        data-verdict={verdict}
        data-mixed-authorship={mixedAuthorship}
        className={`text-center text-lg font-semibold ${mixedAuthorship ? VERDICT_STYLE.possibly_ai.text : style.text}`}
      >
        {verdict === "human" ? (
          <>
            <span className="hidden sm:inline">{MESSAGES.humanVerdict}</span>
            <span className="sm:hidden">{MESSAGES.humanVerdictMobile}</span>
          </>
        ) : (
          <>
            {mixedAuthorship ? mixedAuthorshipVerdict(tally) : style.message}
            {offerHumanize && (
              <>
                {" "}
                <Link
                  href={HUMANIZER_PATH}
                  onClick={() => saveDraft(HUMANIZER_PATH, text)}
                  className="ml-1 inline-block rounded-md bg-brand-600 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  Humanize
                </Link>
              </>
            )}
          </>
        )}
      </p>
    </>
  );
}
