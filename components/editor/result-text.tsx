"use client";

import { useEffect, useId, useState } from "react";
import type { ResultSegment } from "@/lib/text-diff";
import { useEditor } from "./editor-context";
import { withReviewMarks } from "./review-marks";
import { RESULT_ELEMENT_ID } from "./use-run-tool";

const tipOf = (segment: Extract<ResultSegment, { changed: true }>) => (segment.original ? `Original: ${segment.original}` : "Added");

/**
 * Words the rewrite removed, shown struck through where they stood, on every screen without a hover. They are
 * drawn by CSS, so the element's text (what is selected and copied) stays the result alone; browsers read the
 * drawn words to screen readers, inside the deletion.
 */
function RemovedWords({ words, before, after }: { words: string; before?: string; after?: string }) {
  // A space's width apart from the words beside it, where the result has no space there of its own.
  const left = before && !/\s$/.test(before) ? "ml-[0.25em] " : "";
  const right = after && !/^\s/.test(after) ? "mr-[0.25em] " : "";
  return (
    <del
      data-testid="removed-words"
      data-removed={words.replace(/\s+/g, " ")}
      className={`${left}${right}rounded-sm bg-rose-50 px-0.5 text-rose-800 line-through decoration-rose-600 decoration-1 before:content-[attr(data-removed)]`}
    />
  );
}

/**
 * The rewrite as read-only text. Once it is complete, the words it changed are marked when the user
 * wants them: hovering, focusing or tapping a marked word shows the words it replaced, and words it removed
 * with nothing in their place are shown struck through where they stood. The text of the
 * element is the result alone: the placeholder and the tooltips are drawn by CSS, and the descriptions
 * for screen readers live outside it. While the provider's changes wait for review, those are marked instead.
 */
export function ResultText() {
  const result = useEditor((s) => s.result);
  const source = useEditor((s) => s.resultSource);
  const busy = useEditor((s) => s.busy);
  const showChanges = useEditor((s) => s.showChanges);
  const review = useEditor((s) => s.review);
  const idPrefix = useId();
  const wanted = showChanges && !busy && result !== "";
  // The word diff loads with the first finished result, not with the page.
  const [marked, setMarked] = useState<{ source: string; result: string; segments: ResultSegment[] } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import("@/lib/text-diff").then(({ changeSegments }) => {
      if (live) setMarked({ source, result, segments: changeSegments(source, result) });
    });
    return () => {
      live = false;
    };
  }, [wanted, source, result]);
  const segments = wanted && marked?.source === source && marked.result === result ? marked.segments : null;
  const tips = segments?.flatMap((segment, index) => (segment.changed ? [{ id: `${idPrefix}-${index}`, tip: tipOf(segment) }] : []));

  return (
    <>
      <div
        id={RESULT_ELEMENT_ID.rewrite}
        data-testid="editor-result"
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-label="Result"
        aria-busy={busy}
        tabIndex={0}
        className="min-h-[18rem] flex-1 whitespace-pre-wrap break-words bg-slate-50/60 p-4 text-base leading-relaxed text-slate-900 empty:before:text-slate-500 empty:before:content-['Your_result_will_appear_here.'] focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
      >
        {/* Changes to review take the place of the word-by-word changes: they are the ones that need the user. */}
        {review.length > 0 && !busy
          ? withReviewMarks(result, review)
          : segments
            ? segments.map((segment, index) =>
                segment.removed ? (
                  <RemovedWords key={index} words={segment.removed} before={segments[index - 1]?.text} after={segments[index + 1]?.text} />
                ) : segment.changed ? (
                  <mark
                    key={index}
                    data-testid="changed-word"
                    data-tip={tipOf(segment)}
                    tabIndex={0}
                    aria-describedby={`${idPrefix}-${index}`}
                    className="relative rounded-sm bg-amber-100 text-inherit underline decoration-amber-500 decoration-2 underline-offset-4 after:pointer-events-none after:absolute after:left-0 after:top-full after:z-10 after:mt-1 after:hidden after:w-max after:max-w-[16rem] after:whitespace-normal after:rounded-md after:bg-slate-900 after:px-2 after:py-1 after:text-xs after:font-medium after:text-white after:no-underline after:shadow after:content-[attr(data-tip)] hover:after:block focus:outline-none focus:after:block focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    {segment.text}
                  </mark>
                ) : (
                  segment.text
                ),
              )
            : result}
      </div>
      {tips && tips.length > 0 && (
        <div hidden>
          {tips.map(({ id, tip }) => (
            <span key={id} id={id}>
              {tip}
            </span>
          ))}
        </div>
      )}
    </>
  );
}
