/**
 * Restore safety (issue 50), checked on every mark: applying a mark's restore alone gives a text in which the
 * user's words are back, every sentence outside the mark is unchanged, and no sentence is lost or doubled. The
 * sentences are the project's splitter's (lib/language/sentences.ts), read on the result before and after.
 */
import { sentenceSpans } from "@/lib/language/sentences";
import type { ReviewMark } from "@/lib/review-marks";
import { contentStems } from "@/lib/rewriter/stem";

const squeeze = (s: string) => s.trim().replace(/\s+/g, " ");
const textsOf = (text: string) =>
  sentenceSpans(text)
    .map((r) => squeeze(text.slice(r.start, r.end)))
    .filter(Boolean);

/** Why a mark's restore is unsafe, or null when it is safe. */
export function restoreProblem(source: string, result: string, mark: ReviewMark): string | null {
  const restore = mark.restore;
  if (!restore) return "no restore";
  if (restore.start > restore.end || restore.end > result.length) return "restore outside the result";
  const restored = result.slice(0, restore.start) + restore.text + result.slice(restore.end);
  const mine = squeeze(source.slice(mark.source.start, mark.source.end));
  if (restore.offer === "take_out") {
    if (squeeze(restored).includes(squeeze(result.slice(mark.start, mark.end)))) return "the added sentence is still there";
  } else if (!mine || !squeeze(restored).includes(mine)) return "the user's words are not back";
  // The sentences the restore touches are read again from the restored text; every other one must be as it was.
  const spans = sentenceSpans(result);
  const touched = spans.filter((r) =>
    restore.start === restore.end ? r.start < restore.start && restore.start < r.end : r.start < restore.end && restore.start < r.end,
  );
  const from = Math.min(restore.start, ...touched.map((r) => r.start));
  const to = Math.max(restore.end, ...touched.map((r) => r.end));
  const region = result.slice(from, restore.start) + restore.text + result.slice(restore.end, to);
  const expected = [...textsOf(result.slice(0, from)), ...textsOf(region), ...textsOf(result.slice(to))];
  const actual = textsOf(restored);
  if (actual.length !== expected.length)
    return `sentences ${actual.length} where ${expected.length} were expected (one lost, doubled or run together)`;
  const differs = actual.findIndex((s, i) => s !== expected[i]);
  return differs < 0 ? null : `sentence ${differs + 1} changed: "${actual[differs]!.slice(0, 80)}"`;
}

/** How far around a restored span the result is read for words the restore would double (about two sentences). */
const NEAR = 300;
/** From this many of the user's words doubled, a restore says a thing twice: what `restoreDoubles` counts. */
export const DOUBLED_WORDS = 3;

/** A stretch's content words (stems) and figures. */
function contentOf(text: string): Set<string> {
  const words = new Set(contentStems(text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []));
  for (const figure of text.match(/\d[\d,.:]*\d|\d/g) ?? []) words.add(`#${figure.replace(/,/g, "")}`);
  return words;
}

/**
 * The user's words a sentence's restore would double (issue 50, stop 61): restoreProblem reads sentences, and a
 * restore that passes it can still put back a user's sentence that the result goes on telling right beside the mark
 * (a mark short of the result sentences that tell it), so the restored text says it twice. They are the content
 * words of the user's restored sentence(s) that stand within NEAR characters around the restored span, and neither
 * in the span nor elsewhere in the user's text (which would account for them there). Empty for the restores of an
 * item or a take-out, which put back no sentence.
 */
export function doubledWords(source: string, result: string, mark: ReviewMark): string[] {
  const restore = mark.restore;
  if (!restore || restore.offer === "item" || restore.offer === "take_out") return [];
  const replaced = contentOf(result.slice(restore.start, restore.end));
  const near = contentOf(
    `${result.slice(Math.max(0, restore.start - NEAR), restore.start)} ${result.slice(restore.end, restore.end + NEAR)}`,
  );
  const elsewhere = contentOf(`${source.slice(0, mark.source.start)} ${source.slice(mark.source.end)}`);
  return [...contentOf(restore.text)].filter((w) => near.has(w) && !replaced.has(w) && !elsewhere.has(w));
}
