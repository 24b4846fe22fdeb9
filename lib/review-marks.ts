/**
 * Review marks on an AI provider's result (issue 39): what the guards found that a person should judge, each
 * anchored on the span of the result it concerns and the span of the user's text it came from. Offsets are
 * JavaScript string indices (UTF-16 code units); an empty span is a place (something left out, or added).
 * Pure functions, shared by the server and the editor; the schema is the API's (OpenAPI) one.
 */
import { z } from "zod";
export const reviewMarkSchema = z
  .object({
    kind: z.enum(["facts", "meaning"]).meta({ description: "facts: a figure, date, amount, URL, email, quotation, code or name changed, lost or added; meaning: a sentence added or left out, a hedge or limit dropped, a claim made grander, a heading added." }),
    message: z.string().meta({ description: "What was found, and what your text had there." }),
    start: z.number().int().min(0).meta({ description: "Where the span of the result starts (a UTF-16 offset into `result`); start = end marks a place." }),
    end: z.number().int().min(0),
    source: z
      .object({ start: z.number().int().min(0), end: z.number().int().min(0) })
      .meta({ description: "The span of your text it concerns (offsets into the text sent); putting it in place of the result's span restores your words." }),
  })
  .meta({ id: "ReviewMark" });

export type ReviewMark = z.infer<typeof reviewMarkSchema>;

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
