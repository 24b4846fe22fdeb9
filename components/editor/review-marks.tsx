"use client";

import type { ReactNode } from "react";
import { MESSAGES, reviewBanner } from "@/lib/messages";
import type { ReviewMark } from "@/lib/review-marks";
import { useEditor } from "./editor-context";

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
 * What is left to review: a banner with the count, then each mark with what was found, what the result says there
 * and what the user's text had, and the two choices. A list under the text rather than tooltips: it reads on a
 * phone and every choice is a button the keyboard reaches.
 */
export function ReviewList() {
  const review = useEditor((s) => s.review);
  const result = useEditor((s) => s.result);
  const busy = useEditor((s) => s.busy);
  const restore = useEditor((s) => s.restoreMark);
  const dismiss = useEditor((s) => s.dismissMark);
  if (busy || review.length === 0) return null;
  return (
    <section aria-label="Changes to review" data-testid="review-list" className="border-t border-rose-200 bg-rose-50/60 px-3 py-2">
      <p role="status" data-testid="review-banner" className="text-sm font-semibold text-rose-900">
        {reviewBanner(review.length)}
      </p>
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
