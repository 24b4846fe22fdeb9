import { reviewMarkMessage } from "@/lib/messages";
import type { ReviewMark } from "@/lib/review-marks";
import { checkReply, FINDING_KINDS, type GuardProblem, type ReviewFinding } from "../guards";
import type { RewriteRequest } from "../types";
import { sentenceSpans } from "@/lib/language/sentences";
import { alignSentences, groupSpan, movedAcross, joinSpills, rewordedNeighbour, type Alignment, type SentenceGroup } from "./align";
import { findItem, groupOf, placeOf, sentencesOf } from "./locate";
import { narrowGroup } from "./narrow";
import { restoreRisks } from "./restore-words";
import { uniqueCounterpart, wholeItem, withBracketedCopy } from "./refine";
import type { Range } from "./units";

/**
 * Review marks from the guards' findings (lib/ai/guards/), placed in four steps (issue 50): the text and the
 * result are aligned sentence by sentence (align.ts); each item a check found lands on the group holding its
 * sentence (locate.ts); the group is narrowed to the block of its sentences holding the item, between cuts no content
 * crosses (narrow.ts); an exact span is kept only where its counterpart is certain (refine.ts). Otherwise the mark
 * is the group's result sentence(s) and restoring swaps in the user's own sentence(s); a restore that would still say
 * the user's words twice or drop some of theirs is not offered (restore-words.ts). Pure.
 */

type Kind = ReviewFinding["kind"];

/**
 * What each review kind is: where its items stand (the text for something lost, the result for something added),
 * and whether an item can have an exact counterpart (figures, names, quotations, links) or is a whole sentence.
 */
export const REVIEW_KINDS = {
  lost_spans: { side: "source", unit: "item" },
  lost_names: { side: "source", unit: "item" },
  omitted_sentences: { side: "source", unit: "sentence" },
  dropped_qualifiers: { side: "source", unit: "sentence" },
  invented_spans: { side: "result", unit: "item" },
  invented_names: { side: "result", unit: "item" },
  unsupported_sentences: { side: "result", unit: "sentence" },
  inflated_claims: { side: "result", unit: "sentence" },
  invented_heading: { side: "result", unit: "sentence" },
} as const satisfies Record<Kind, { side: "source" | "result"; unit: "item" | "sentence" }>;

export function itemsOf(finding: ReviewFinding): string[] {
  switch (finding.kind) {
    case "lost_spans":
    case "invented_spans":
    case "dropped_qualifiers":
      return finding.spans;
    case "lost_names":
    case "invented_names":
      return finding.names;
    case "unsupported_sentences":
    case "omitted_sentences":
      return finding.sentences;
    case "inflated_claims":
      return finding.words;
    case "invented_heading":
      return [finding.heading];
  }
}

/** One item landed on a group, with its exact span where it is certain. */
interface Landing {
  kind: Kind;
  /** Where the item stands on its side (REVIEW_KINDS), and the sentences of that side it touches. */
  at: Range;
  sentences: number[];
  /** The user's words it concerns (the whole item, or nothing for something the result added without a counterpart). */
  mine: string;
  exact: { result: Range; source: Range } | null;
}

/**
 * Whether a figure the result added is the number of a list item opening its sentence ("3. To address…"): numbering,
 * not a figure of the text, so no sentence of the result is marked for it.
 */
function numbersItem(result: string, sentence: Range, at: Range): boolean {
  return (
    /^[\s*_]*$/.test(result.slice(sentence.start, at.start)) &&
    /^\d{1,2}$/.test(result.slice(at.start, at.end)) &&
    /^[.)]\s/.test(result.slice(at.end, at.end + 2))
  );
}

/** Where every item of the findings lands: the group holding its sentence, and its landings there. */
function land(source: string, result: string, alignment: Alignment, found: readonly ReviewFinding[]): Map<number, Landing[]> {
  const byGroup = new Map<number, Landing[]>();
  for (const finding of found) {
    const { side, unit } = REVIEW_KINDS[finding.kind];
    const [home, homeRanges] = side === "source" ? [source, alignment.source] : [result, alignment.result];
    let from = 0;
    for (const item of itemsOf(finding)) {
      const at = findItem(home, item, from);
      if (!at) continue;
      from = at.end;
      const sentences = sentencesOf(homeRanges, at);
      if (!sentences.length) continue;
      if (side === "result" && numbersItem(home, homeRanges[sentences[0]!]!, at)) continue;
      const group = groupOf(alignment, side, sentences[0]!);
      const whole = side === "source" && unit === "item" ? wholeItem(home, at) : at;
      const mine = side === "source" ? home.slice(whole.start, whole.end) : "";
      byGroup.set(group, [...(byGroup.get(group) ?? []), { kind: finding.kind, at, sentences, mine, exact: null }]);
    }
  }
  return byGroup;
}

/**
 * Each group with landings narrowed to the block of its sentences that holds them (narrow.ts), the rest of it kept
 * as groups of their own. Replaces `alignment`'s groups and returns the landings by their new group.
 */
/** How much of a sentence's content moved to a neighbouring group joins it to a marked block (as a cut inside a group). */
const NEIGHBOUR_SPILL = { share: 0.25, weight: 2 };

function narrowed(source: string, result: string, alignment: Alignment, byGroup: Map<number, Landing[]>): Map<number, Landing[]> {
  const crossed = movedAcross(source, result, alignment);
  const groups: SentenceGroup[] = [];
  const out = new Map<number, Landing[]>();
  alignment.groups.forEach((g, k) => {
    const landings = byGroup.get(k);
    if (!landings) return void groups.push(g);
    const on = (side: "source" | "result") => landings.filter((l) => REVIEW_KINDS[l.kind].side === side).flatMap((l) => l.sentences);
    const { blocks, kept } = narrowGroup(crossed, g, { source: on("source"), result: on("result") });
    out.set(groups.length + kept, landings);
    groups.push(...blocks);
  });
  alignment.groups = groups;
  return joinedAcross(alignment, out, crossed);
}

/**
 * A marked block takes in no more sentences a side than this from its neighbours; result sentences alone it takes in
 * however many tell its user's sentences (a one-sentence citation told as a list of its cases): restoring the block
 * without them would double what they tell, and taking them in puts back no more of the user's text.
 */
const LARGEST_BLOCK = 4;

/**
 * A marked block joins the neighbouring groups without marks whose content moved across them (movedAcross), one after
 * another: the user's sentence the result told partly in the neighbour, or a result sentence that also carries the
 * neighbour's user sentence. Restoring the block alone would double the one or drop the other.
 */
function joinedAcross(
  alignment: Alignment,
  byGroup: Map<number, Landing[]>,
  crossed: ReturnType<typeof movedAcross>,
): Map<number, Landing[]> {
  const groups = alignment.groups.map((g) => ({ ...g }));
  const fits = (a: SentenceGroup, b: SentenceGroup) =>
    a.source.length + b.source.length <= LARGEST_BLOCK && (!b.source.length || a.result.length + b.result.length <= LARGEST_BLOCK);
  const free = (k: number) => k >= 0 && k < groups.length && !byGroup.has(k) && groups[k]!.source.length + groups[k]!.result.length > 0;
  for (const k of byGroup.keys()) {
    for (const step of [-1, 1]) {
      for (let n = k + step; free(n); n += step) {
        const [g, h] = [groups[k]!, groups[n]!];
        const [before, after] = step < 0 ? [h, g] : [g, h];
        if (!fits(g, h) || !crossed(before, after, NEIGHBOUR_SPILL)) break;
        groups[k] = { source: [...before.source, ...after.source], result: [...before.result, ...after.result] };
        groups[n] = { source: [], result: [] };
      }
    }
  }
  alignment.groups = groups;
  return byGroup;
}

/**
 * Whether a span of the result is part of a word joined by a hyphen ("four" of "a four-mile radius"): the user's item
 * put in its place would read as the compound's part ("a 4 miles-mile radius"), so it is no certain exact span.
 */
const inCompound = (text: string, span: Range) =>
  /^[-‐‑]\p{L}/u.test(text.slice(span.end, span.end + 2)) || /\p{L}[-‐‑]$/u.test(text.slice(Math.max(0, span.start - 2), span.start));

/**
 * An exact span only where it is certain: an item of a 1:1 group whose counterpart is unique (refine.ts), grown over
 * a copy of the user's item the result gives beside it in brackets ("the Dodd-Frank Act (DFA)" for "the DFA").
 */
function withExact(source: string, result: string, alignment: Alignment, group: number, landing: Landing): Landing {
  const g = alignment.groups[group]!;
  const { side, unit } = REVIEW_KINDS[landing.kind];
  if (unit !== "item" || g.source.length !== 1 || g.result.length !== 1) return landing;
  const [sourceSentence, resultSentence] = [alignment.source[g.source[0]!]!, alignment.result[g.result[0]!]!];
  const found =
    side === "source"
      ? uniqueCounterpart(source, sourceSentence, landing.at, result, resultSentence)
      : uniqueCounterpart(result, resultSentence, landing.at, source, sourceSentence);
  if (!found) return landing;
  const [mineAt, theirs] = side === "source" ? [found.home, found.away] : [found.away, found.home];
  if (inCompound(result, theirs)) return landing;
  const mine = source.slice(mineAt.start, mineAt.end);
  return { ...landing, mine, exact: { source: mineAt, result: withBracketedCopy(result, theirs, mine) } };
}

/** The message of a mark: each kind found, with the user's words it concerns. */
function messageOf(landings: readonly Landing[]): string {
  const kinds = [...new Set(landings.map((l) => l.kind))];
  return kinds
    .map((kind) => reviewMarkMessage(kind, [...new Set(landings.filter((l) => l.kind === kind && l.mine).map((l) => l.mine))].join("”, “")))
    .join(" ");
}

/** How far around a restore the splitter reads again to see that it runs into nothing (longer than most sentences). */
const NEIGHBOURHOOD = 400;
const sentencesIn = (text: string) => sentenceSpans(text).map((s) => s.text.replace(/\s+/g, " "));

/** Whether words put between two parts of the result stay sentences of their own there, by the project's splitter. */
function staysApart(before: string, words: string, after: string): boolean {
  const [left, right] = [before.slice(-NEIGHBOURHOOD), after.slice(0, NEIGHBOURHOOD)];
  const apart = [...sentencesIn(left), ...sentencesIn(words), ...sentencesIn(right)];
  const together = sentencesIn(left + words + right);
  return together.length === apart.length && together.every((s, i) => s === apart[i]);
}

/** A list item's bullet or number at the start of a line's sentence ("* ", "- ", "2. ", "3) "). */
const LIST_MARKER = /^(?:[*•‣-]|\d{1,2}[.)])[ \t]+/;

/** The mark of a whole group: its result sentence(s) restored to the user's, a left-out sentence put back, or an added one taken out. */
function groupMark(source: string, result: string, alignment: Alignment, group: number, landings: readonly Landing[]): ReviewMark {
  const g = alignment.groups[group]!;
  const mine = groupSpan(alignment.source, g.source);
  const theirs = groupSpan(alignment.result, g.result);
  // A list item's bullet or number stays when the user's sentence has none: only the item's words are swapped.
  let bullet = "";
  if (mine && theirs) {
    const marker = LIST_MARKER.exec(result.slice(theirs.start, theirs.end));
    if (marker && !LIST_MARKER.test(source.slice(mine.start, mine.end)) && marker[0].length < theirs.end - theirs.start) {
      bullet = marker[0];
      theirs.start += bullet.length;
    }
  }
  const base = { kind: FINDING_KINDS[landings[0]!.kind], message: messageOf(landings) };
  if (mine) {
    const words = source.slice(mine.start, mine.end);
    const place =
      theirs ??
      (() => {
        const at = placeOf(alignment, group, result.length);
        return { start: at, end: at };
      })();
    const before = result.slice(0, place.start);
    const after = result.slice(place.end);
    // Put in as the user wrote it, with a space from what stands beside it; where that would run it into a
    // neighbouring sentence (a line without a stop, a citation's bracket), on a line of its own.
    const lead = theirs || !before.trim() || /\s$/.test(before) ? "" : " ";
    const trail = theirs || !after.trim() || /^\s/.test(after) ? "" : " ";
    let restore = { ...place, text: `${lead}${words}${trail}` };
    // (A list item's bullet kept before the words is read with them.)
    if (!staysApart(before.slice(0, before.length - bullet.length), bullet + restore.text, after)) {
      const [left, right] = [
        /[^\S\n]*$/.exec(before.slice(0, before.length - bullet.length))![0].length,
        /^[^\S\n]*/.exec(after)![0].length,
      ];
      const start = place.start - bullet.length - left;
      const end = place.end + right;
      restore = {
        start,
        end,
        text: `${start > 0 && !result.slice(0, start).endsWith("\n") ? "\n" : ""}${bullet}${words}${end < result.length && !result.slice(end).startsWith("\n") ? "\n" : ""}`,
      };
    }
    return { ...base, ...place, source: mine, restore: { ...restore, offer: theirs ? "sentence" : "place" } };
  }
  // A sentence of the result's own is taken out with the space on one side of it, keeping the other: a line break
  // if there is one (before a heading, a list line), or the one before it where the next sentence follows with none
  // ("help you.Firstly").
  const { start, end } = theirs!;
  const previous = alignment.result.findLast((r) => r.end <= start);
  const next = alignment.result.find((r) => r.start >= end);
  const breakBefore = previous && result.slice(previous.end, start).includes("\n");
  const cut =
    previous && (!next || !breakBefore) && next?.start !== end ? { start: previous.end, end } : { start, end: next?.start ?? end };
  const sourceAt = alignment.groups
    .slice(0, group)
    .reverse()
    .find((x) => x.source.length)
    ?.source.at(-1);
  const sourcePlace = sourceAt === undefined ? 0 : alignment.source[sourceAt]!.end;
  return { ...base, start, end, source: { start: sourcePlace, end: sourcePlace }, restore: { ...cut, text: "", offer: "take_out" } };
}

/**
 * Added sentences that reword a neighbouring group's text (align.ts, rewordedNeighbour) join that group, so their mark
 * offers Restore my sentence rather than taking out what the user said. Changes `alignment`'s groups in place.
 */
function rewordings(source: string, result: string, alignment: Alignment, byGroup: Map<number, Landing[]>): Map<number, Landing[]> {
  const out = new Map(byGroup);
  for (const [group, landings] of byGroup) {
    if (!out.has(group)) continue;
    const reworded = rewordedNeighbour(source, result, alignment, group);
    if (!reworded) continue;
    const joined = [group, ...reworded.between];
    const n = alignment.groups[reworded.group]!;
    alignment.groups[reworded.group] = {
      source: n.source,
      result: [...n.result, ...joined.flatMap((j) => alignment.groups[j]!.result)].sort((a, b) => a - b),
    };
    for (const j of joined) {
      alignment.groups[j] = { source: [], result: [] };
      out.set(reworded.group, [...(out.get(reworded.group) ?? []), ...(j === group ? landings : (out.get(j) ?? []))]);
      out.delete(j);
    }
  }
  return out;
}

/**
 * The marks for a result's findings, in reading order: per aligned group, one mark for each certain item (Put
 * back “5%”) when every item there has its own, else one mark for the group.
 */
export function reviewMarks(source: string, result: string, found: readonly ReviewFinding[]): ReviewMark[] {
  if (!found.length) return [];
  const alignment = joinSpills(source, result, alignSentences(source, result));
  const marks: ReviewMark[] = [];
  const landed = rewordings(source, result, alignment, narrowed(source, result, alignment, land(source, result, alignment, found)));
  for (const [group, placed] of landed) {
    const landings = placed.map((l) => withExact(source, result, alignment, group, l));
    const exact = landings.map((l) => l.exact);
    const distinct = new Map(exact.map((e) => [e && `${e.result.start}-${e.result.end}`, e]));
    const certain =
      exact.every((e) => e) &&
      [...distinct.values()].every((a, i, all) =>
        all.every((b, j) => i === j || a!.result.end <= b!.result.start || b!.result.end <= a!.result.start),
      );
    if (!certain) {
      marks.push(groupMark(source, result, alignment, group, landings));
      continue;
    }
    for (const e of distinct.values()) {
      const here = landings.filter((l) => l.exact!.result.start === e!.result.start);
      const mine = source.slice(e!.source.start, e!.source.end);
      // A lost item and the added one that replaced it are one change: its message says what the text had.
      const first = here[0]!;
      marks.push({
        kind: FINDING_KINDS[first.kind],
        message: messageOf([{ ...first, mine }]),
        ...e!.result,
        source: e!.source,
        restore: { ...e!.result, text: mine, offer: "item" },
      });
    }
  }
  // Where the rewrite told the user's sentence beyond the mark, or a neighbour's inside it, restoring would say their
  // words twice or drop some: nothing is restored, and their sentence is shown to compare (restore-words.ts).
  const risks = restoreRisks(source, result);
  for (const mark of marks) if (risks.harms(mark)) mark.restore!.offer = "compare";
  return marks.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** A finished reply judged: the finding that makes it no rewrite (retried), else how many findings it has and their marks. */
export interface ReplyJudgement {
  retry: GuardProblem | null;
  findings: number;
  marks: ReviewMark[];
}

/**
 * The guards on a reply without its framing (`stripFraming`), and the marks for what they find; `marks: false`
 * when only the count is wanted (the humanizer comparing candidates). The engine runs it in the checks' threads.
 */
export function judgeReply(request: RewriteRequest, text: string, { marks = true } = {}): ReplyJudgement {
  const { retry, review } = checkReply(request, text);
  return { retry, findings: review.length, marks: marks && !retry ? reviewMarks(request.text, text, review) : [] };
}
