"use client";

import type { ReactNode } from "react";
import { MESSAGES, reviewBanner, reviewPutBack } from "@/lib/messages";
import type { ReviewMark } from "@/lib/review-marks";
import { useEditor } from "./editor-context";
import { useShowChanges } from "./show-changes";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";

/** The id of a mark's entry in the review list, which its span in the result points to. */
export const reviewEntryId = (index: number) => `review-mark-${index}`;

/**
 * The result with the spans of its review marks highlighted (a place where a sentence was left out shows a short
 * label drawn by CSS, so the element's text stays the result alone). Each links to its entry in the review list
 * below, where the restore and Dismiss are.
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
        data-label={mark.start === mark.end ? `[${MESSAGES.reviewLeftOut}]` : undefined}
        className={
          mark.start === mark.end
            ? "mx-0.5 rounded-sm bg-rose-100 px-1 text-xs font-semibold text-rose-800 before:content-[attr(data-label)]"
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
  const source = useEditor((s) => s.resultSource);
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
          <li
            key={`${mark.start}-${mark.end}-${index}`}
            id={reviewEntryId(index)}
            data-testid="review-mark"
            data-kind={mark.kind}
            className="rounded-md bg-white p-2 text-sm text-slate-800 shadow-sm"
          >
            <MarkedSentences mark={mark} result={result} source={source} />
            <span className="block break-words">{mark.message}</span>
            {mark.restore?.offer === "compare" && (
              <span data-testid="review-compare" className="mt-0.5 block text-xs text-slate-600">
                {mark.restore.text ? MESSAGES.reviewCompareOnly : MESSAGES.reviewCompareTakeOut}
              </span>
            )}
            <span className="mt-1 flex flex-wrap gap-2">
              {mark.restore?.offer !== "compare" ? (
                <Button onClick={() => restore(index)} tone="dangerSolid" size="xs">
                  {restoreLabel(mark)}
                </Button>
              ) : (
                mark.restore.text && (
                  <Button onClick={() => copyMine(mark.restore!.text)} size="xs">
                    {MESSAGES.reviewCopyMine}
                  </Button>
                )
              )}
              <Button onClick={() => dismiss(index)} size="xs">
                {MESSAGES.reviewDismiss}
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A compare mark's way to the user's sentence: on the clipboard, to paste where it belongs. */
async function copyMine(text: string) {
  try {
    await navigator.clipboard.writeText(text.trim());
    notify(MESSAGES.reviewMineCopied, "success");
  } catch {
    notify(MESSAGES.clipboardDenied, "warning");
  }
}

/** The restore button's words: what it does to the result. */
function restoreLabel(mark: ReviewMark): string {
  switch (mark.restore?.offer) {
    case "item":
      return reviewPutBack(mark.restore.text);
    case "sentence":
      return MESSAGES.reviewRestoreSentence;
    case "place":
      return MESSAGES.reviewPutSentenceBack;
    case "take_out":
      return MESSAGES.reviewTakeOut;
    default:
      return MESSAGES.reviewRestore;
  }
}

const WORD = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu;

/** A sentence with the words the other one lacks highlighted (changed words between the user's sentence and the result's). */
function Highlighted({ text, other, testId }: { text: string; other: string; testId: string }) {
  const known = new Set((other.match(WORD) ?? []).map((w) => w.toLowerCase()));
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const word of text.matchAll(WORD)) {
    if (known.has(word[0].toLowerCase())) continue;
    nodes.push(
      text.slice(at, word.index),
      <strong key={word.index} data-testid="review-changed-word" className="rounded-sm bg-amber-100 font-semibold text-slate-900">
        {word[0]}
      </strong>,
    );
    at = word.index + word[0].length;
  }
  nodes.push(text.slice(at));
  return (
    <q data-testid={testId} className="block break-words text-slate-900">
      {nodes}
    </q>
  );
}

/**
 * What a mark is about: the result's span, and for a sentence mark the user's own sentence beside it, each with the
 * words the other lacks highlighted; a left-out sentence shows the user's sentence alone.
 */
function MarkedSentences({ mark, result, source }: { mark: ReviewMark; result: string; source: string }) {
  const theirs = result.slice(mark.start, mark.end);
  const offer = mark.restore?.offer;
  const mine = offer === "sentence" || offer === "place" || offer === "compare" ? source.slice(mark.source.start, mark.source.end) : "";
  if (!mine) return theirs ? <q className="block font-medium text-slate-900">{theirs}</q> : null;
  return (
    <span className="grid gap-1 sm:grid-cols-2">
      {theirs && <Highlighted text={theirs} other={mine} testId="review-theirs" />}
      <span className="block rounded-sm border-l-2 border-emerald-500 pl-2">
        <span className="block text-xs font-semibold text-emerald-800">{MESSAGES.reviewMine}</span>
        <Highlighted text={mine} other={theirs} testId="review-mine" />
      </span>
    </span>
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
        <button
          type="button"
          onClick={() => setShowChanges(true)}
          className="ml-1 font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {MESSAGES.showChanges}
        </button>
      )}
    </p>
  );
}
