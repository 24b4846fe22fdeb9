"use client";

import type { ReactNode } from "react";
import { MESSAGES, reviewBanner } from "@/lib/messages";
import type { ReviewMark } from "@/lib/review-marks";
import { useEditor } from "./editor-context";
import { useShowChanges } from "./show-changes";

/** The id of a mark's entry in the review list, which its span in the result points to. */
export const reviewEntryId = (index: number) => `review-mark-${index}`;

/**
 * The result with the spans of its review marks highlighted (a place where something was left out shows as a
 * small marker). Each links to its entry in the review list below, where Restore mine and Dismiss are.
 */
export function withReviewMarks(result: string, marks: readonly ReviewMark[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  marks.forEach((mark, index) => {
    if (mark.start < at) return;
    nodes.push(result.slice(at, mark.start));
    nodes.push(
      <mark
        key={index}
        data-testid="review-span"
        aria-describedby={reviewEntryId(index)}
        className={
          mark.start === mark.end
            ? "mx-0.5 inline-block h-4 w-1 translate-y-0.5 rounded-sm bg-rose-500"
            : "rounded-sm bg-rose-100 text-inherit underline decoration-rose-500 decoration-wavy decoration-2 underline-offset-4"
        }
      >
        {result.slice(mark.start, mark.end)}
      </mark>,
    );
    at = mark.end;
  });
  nodes.push(result.slice(at));
  return nodes;
}

/**
 * What is left to review on an AI model's result: a banner with the count, then each mark with what was found, what
 * the result says there and what the user's text had, and the two choices. A list under the text rather than
 * tooltips: it reads on a phone and every choice is a button the keyboard reaches. With no mark left it says so; in
 * both cases it says what marks cannot see, so a result without marks is not read as one that changed nothing.
 */
export function ReviewList() {
  const review = useEditor((s) => s.review);
  const result = useEditor((s) => s.result);
  const busy = useEditor((s) => s.busy);
  const byModel = useEditor((s) => s.servedBy?.kind === "provider");
  const restore = useEditor((s) => s.restoreMark);
  const dismiss = useEditor((s) => s.dismissMark);
  if (busy || result === "" || (review.length === 0 && !byModel)) return null;
  if (review.length === 0) {
    return (
      <section aria-label="Changes to review" data-testid="review-list" className="border-t border-slate-200 bg-slate-50/60 px-3 py-2">
        <p role="status" data-testid="review-none" className="text-sm font-semibold text-slate-800">
          {MESSAGES.reviewNone}
        </p>
        <ReviewScope offerChanges />
      </section>
    );
  }
  return (
    <section aria-label="Changes to review" data-testid="review-list" className="border-t border-rose-200 bg-rose-50/60 px-3 py-2">
      <p role="status" data-testid="review-banner" className="text-sm font-semibold text-rose-900">
        {reviewBanner(review.length)}
      </p>
      <ReviewScope offerChanges={false} />
      <ol className="mt-1 flex flex-col gap-2">
        {review.map((mark, index) => (
          <li key={`${mark.start}-${mark.end}-${index}`} id={reviewEntryId(index)} data-testid="review-mark" data-kind={mark.kind} className="rounded-md bg-white p-2 text-sm text-slate-800 shadow-sm">
            {mark.start !== mark.end && <q className="block font-medium text-slate-900">{result.slice(mark.start, mark.end)}</q>}
            <span className="block break-words">{mark.message}</span>
            <span className="mt-1 flex flex-wrap gap-2">
              <button type="button" onClick={() => restore(index)} className="rounded-md bg-rose-600 px-2.5 py-1 text-xs font-semibold text-white hover:bg-rose-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-600 focus-visible:ring-offset-1">
                {MESSAGES.reviewRestore}
              </button>
              <button type="button" onClick={() => dismiss(index)} className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1">
                {MESSAGES.reviewDismiss}
              </button>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * What the marks can and cannot see, with the way to compare: the changed words, turned on here if they are hidden
 * (`offerChanges`: once no mark is left, since marks take the changed words' place in the result).
 */
function ReviewScope({ offerChanges }: { offerChanges: boolean }) {
  const [showChanges, setShowChanges] = useShowChanges();
  return (
    <p data-testid="review-scope" className="mt-0.5 text-xs text-slate-600">
      {MESSAGES.reviewScope}
      {offerChanges && !showChanges && (
        <button type="button" onClick={() => setShowChanges(true)} className="ml-1 font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          {MESSAGES.showChanges}
        </button>
      )}
    </p>
  );
}
