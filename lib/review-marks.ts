/**
 * Review marks on an AI provider's result (issue 39): what the guards found that a person should judge, each
 * anchored on the span of the result it concerns and the span of the user's text it came from. Offsets are
 * JavaScript string indices (UTF-16 code units); an empty span is a place (something left out, or added).
 * Pure functions, shared by the server and the editor.
 */
/** One mark; its API schema (lib/api/schemas.ts) is checked against this type. Zod stays off the page: its first parse probes eval, which the CSP refuses. */
export interface ReviewMark {
  kind: "facts" | "meaning";
  message: string;
  start: number;
  end: number;
  source: { start: number; end: number };
  /**
   * What restoring does (issue 50): put `text` (the user's own words) in place of the result's `start`-`end`.
   * `offer` names it: one item put back ("Put back “5%”"), the user's sentence(s) in place of the result's
   * ("Restore my sentence"), or a left-out sentence put back at its place ("Put my sentence back"); a sentence the
   * text does not say is taken out. `compare` restores nothing: doing it here would say the user's words twice or drop
   * some of theirs (lib/ai/review/restore-words.ts), so the user's sentence is shown to compare and copy. Marks kept
   * before issue 50 have none.
   */
  restore?: { start: number; end: number; text: string; offer: RestoreOffer };
}

/** The kinds of restore a mark offers. */
export const RESTORE_OFFERS = ["item", "sentence", "place", "take_out", "compare"] as const;
export type RestoreOffer = (typeof RESTORE_OFFERS)[number];

/**
 * The result with the mark's span replaced by the text's own ("Restore mine"), and the other marks moved with
 * it (a mark the restored span overlaps is gone: its text is the user's again). Putting text into a place gets
 * a space on the side that lacks one, so restored words never run into their neighbours.
 */
export function restoreMark(
  result: string,
  source: string,
  marks: readonly ReviewMark[],
  index: number,
): { text: string; marks: ReviewMark[] } {
  const mark = marks[index]!;
  // A compare mark restores nothing: doing it there would say the user's words twice or drop some of theirs.
  if (mark.restore?.offer === "compare") return { text: result, marks: [...marks] };
  if (mark.restore) return applyRestore(result, marks, index);
  let mine = source.slice(mark.source.start, mark.source.end);
  let before = result.slice(0, mark.start);
  const after = result.slice(mark.end);
  if (mine && mark.start === mark.end) {
    if (before && !/\s$/.test(before)) mine = ` ${mine}`;
    if (after && !/^\s/.test(after)) mine = `${mine} `;
  }
  // Removing a span whole (a sentence the text does not have) takes one of the spaces around it along.
  const end = !mine && /\s$/.test(before) && /^\s/.test(after) ? mark.end + 1 : mark.end;
  if (!mine && !after) before = before.trimEnd();
  const text = before + mine + result.slice(end);
  const shift = before.length + mine.length - end;
  const kept = marks.flatMap((other, i) => {
    if (i === index) return [];
    if (other.end <= mark.start) return [other];
    if (other.start >= end) return [{ ...other, start: other.start + shift, end: other.end + shift }];
    return [];
  });
  return { text, marks: kept };
}

/**
 * A mark's own restore applied (a whole group of sentences swapped for the user's, or one certain item): the
 * marks before it stay, the marks after it move by the change, and a mark it overlaps is gone.
 */
function applyRestore(result: string, marks: readonly ReviewMark[], index: number): { text: string; marks: ReviewMark[] } {
  const { start, end, text: mine } = marks[index]!.restore!;
  const text = result.slice(0, start) + mine + result.slice(end);
  const shift = mine.length - (end - start);
  const moved = (r: { start: number; end: number }) => ({ start: r.start + shift, end: r.end + shift });
  const kept = marks.flatMap((other, i) => {
    const span = other.restore ?? other;
    if (i === index) return [];
    if (span.end <= start && other.end <= start) return [other];
    if (span.start >= end && other.start >= end)
      return [{ ...other, ...moved(other), ...(other.restore && { restore: { ...other.restore, ...moved(other.restore) } }) }];
    return [];
  });
  return { text, marks: kept };
}

/** The marks without the one the user dismissed. */
export const dismissMark = (marks: readonly ReviewMark[], index: number): ReviewMark[] => marks.filter((_, i) => i !== index);
