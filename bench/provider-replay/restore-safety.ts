/**
 * Restore safety (issue 50), checked on every mark: applying a mark's restore alone gives a text in which the
 * user's words are back, every sentence outside the mark is unchanged, and no sentence is lost or doubled. The
 * sentences are the project's splitter's (lib/language/sentences.ts), read on the result before and after. And by
 * content (lib/ai/review/restore-words.ts): no restore offered says the user's words twice or drops some of theirs.
 */
import { sentenceSpans } from "@/lib/language/sentences";
import type { ReviewMark } from "@/lib/review-marks";
import { restoreRisks } from "@/lib/ai/review/restore-words";

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

/** What the bench counts of one mark's restore: whether one is offered, and if so why it is unsafe by sentences and whether it harms by content. */
export interface RestoreCheck {
  offered: boolean;
  problem: string | null;
  /** It would say WORDS_AT_RISK or more of the user's words twice or drop as many (restore-words.ts): none should. */
  harms: boolean;
}

/** A mark's restore checked by sentences (restoreProblem) and by content (restoreRisks); a compare mark offers none. */
export function checkRestore(source: string, result: string, mark: ReviewMark): RestoreCheck {
  if (mark.restore?.offer === "compare") return { offered: false, problem: null, harms: false };
  return { offered: true, problem: restoreProblem(source, result, mark), harms: restoreRisks(source, result).harms(mark) };
}

/** The figures of a run's restore checks: restoreSafe and restoreHarms over the marks that offer a restore, compareOnly over all. */
export function restoreFigures(checks: readonly RestoreCheck[]) {
  const offered = checks.filter((c) => c.offered);
  const share = (n: number, of: number) => (of ? n / of : 0);
  return {
    marks: checks.length,
    offered: offered.length,
    unsafe: offered.filter((c) => c.problem).map((c) => c.problem!),
    harming: offered.filter((c) => c.harms).length,
    restoreSafe: offered.length ? share(offered.filter((c) => !c.problem).length, offered.length) : 1,
    restoreHarms: share(offered.filter((c) => c.harms).length, offered.length),
    compareOnly: share(checks.length - offered.length, checks.length),
  };
}
