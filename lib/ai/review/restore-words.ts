import type { ReviewMark } from "@/lib/review-marks";
import { contentStem } from "@/lib/rewriter/stem";

/**
 * Restore safety by content (issue 50: "Restore mine can make a text worse"). A sentence restore is built to leave
 * every other sentence as it was, but the rewrite may tell a user's sentence across more result sentences than the
 * group it was aligned with, or tell a neighbouring user's sentence inside the group. Swapping the group for the
 * user's own sentence then says the user's words twice, or drops words of theirs that the result said nowhere else.
 * These tests find both from the texts alone; a mark whose restore fails them offers no restore (reviewMarks).
 */

/** How far around a restored span the result is read for words the restore would double (about two sentences). */
const NEAR = 300;
/** From this many of the user's words doubled or dropped, a restore makes the text worse: it is not offered. */
export const WORDS_AT_RISK = 3;

/** A stretch's content words (stems) and figures, each with how often it stands there. */
function contentOf(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (w: string) => counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const word of text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []) {
    const found = contentStem(word);
    if (found !== null) add(found);
  }
  for (const figure of text.match(/\d[\d,.:]*\d|\d/g) ?? []) add(`#${figure.replace(/,/g, "")}`);
  return counts;
}

/** The words of `whole` that stand outside its `part` too (`whole` read once for all the marks of a text). */
const outside = (whole: ReadonlyMap<string, number>, part: ReadonlyMap<string, number>) => (w: string) =>
  (whole.get(w) ?? 0) > (part.get(w) ?? 0);

/**
 * The content tests of one text and its result, for each of its marks: the user's words a mark's restore would say
 * twice (doubled) or drop (dropped).
 *
 * doubled: for a sentence's restore or a left-out sentence's put-back, the content words of the user's sentence(s) put
 * back that the result tells within NEAR characters around the restored span, and neither in the span nor elsewhere
 * in the user's text (which would account for them there).
 *
 * dropped: for a sentence's restore or an added sentence's take-out, the content words of the user's text that the
 * replaced span tells, that the user's words put back do not have, and that the rest of the result says nowhere: a
 * neighbouring user's sentence told inside the group, or an "added" sentence that rewords theirs.
 */
export function restoreRisks(source: string, result: string) {
  const [mine, theirs] = [contentOf(source), contentOf(result)];
  const doubled = (mark: ReviewMark): string[] => {
    const restore = mark.restore;
    if (restore?.offer !== "sentence" && restore?.offer !== "place") return [];
    const replaced = contentOf(result.slice(restore.start, restore.end));
    const near = contentOf(
      `${result.slice(Math.max(0, restore.start - NEAR), restore.start)} ${result.slice(restore.end, restore.end + NEAR)}`,
    );
    const elsewhere = outside(mine, contentOf(source.slice(mark.source.start, mark.source.end)));
    return [...contentOf(restore.text).keys()].filter((w) => near.has(w) && !replaced.has(w) && !elsewhere(w));
  };
  const dropped = (mark: ReviewMark): string[] => {
    const restore = mark.restore;
    if (restore?.offer !== "sentence" && restore?.offer !== "take_out") return [];
    const putBack = contentOf(restore.text);
    const replaced = contentOf(result.slice(restore.start, restore.end));
    const kept = outside(theirs, replaced);
    return [...replaced.keys()].filter((w) => mine.has(w) && !putBack.has(w) && !kept(w));
  };
  /** Whether a mark's restore would say WORDS_AT_RISK or more of the user's words twice, or drop as many. */
  const harms = (mark: ReviewMark) => doubled(mark).length >= WORDS_AT_RISK || dropped(mark).length >= WORDS_AT_RISK;
  return { doubled, dropped, harms };
}
