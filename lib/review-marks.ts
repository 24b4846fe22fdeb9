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
}

/**
 * The result with the mark's span replaced by the text's own ("Restore mine"), and the other marks moved with
 * it (a mark the restored span overlaps is gone: its text is the user's again). Putting text into a place gets
 * a space on the side that lacks one, so restored words never run into their neighbours.
 */
export function restoreMark(result: string, source: string, marks: readonly ReviewMark[], index: number): { text: string; marks: ReviewMark[] } {
  const mark = marks[index]!;
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

/** The marks without the one the user dismissed. */
export const dismissMark = (marks: readonly ReviewMark[], index: number): ReviewMark[] => marks.filter((_, i) => i !== index);
