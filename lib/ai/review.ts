import { diffWords } from "diff";
import { reviewMarkMessage } from "@/lib/messages";
import type { ReviewMark } from "@/lib/review-marks";
import { checkReply, FINDING_KINDS, type GuardProblem, type ReviewFinding } from "./guards";
import type { RewriteRequest } from "./types";

/**
 * Review marks from the guards' findings (lib/ai/guards.ts): each item a check found is anchored on the span of
 * the result it concerns and the span of the text it came from. An item of the text (a lost figure, a dropped
 * hedge, a left-out sentence) is found in the text and carried to the result through a word alignment of the two;
 * an item of the result (an added figure, a grander word, a sentence the text does not say) the other way. Pure.
 */

type Range = { start: number; end: number };

/** One stretch of the word alignment: the same words on both sides, or a change (either side may be empty). */
interface Stretch {
  source: Range;
  result: Range;
  same: boolean;
}

/** Past this many edits, two texts share too little for a word alignment to place anything (and it gets slow). */
const MAX_ALIGNMENT_EDITS = 4000;

function alignment(source: string, result: string): Stretch[] | null {
  const parts = diffWords(source, result, { maxEditLength: MAX_ALIGNMENT_EDITS });
  if (!parts) return null;
  const stretches: Stretch[] = [];
  let s = 0;
  let r = 0;
  for (const part of parts) {
    const n = part.value.length;
    const last = stretches.at(-1);
    if (!part.added && !part.removed) {
      stretches.push({ source: { start: s, end: s + n }, result: { start: r, end: r + n }, same: true });
      s += n;
      r += n;
      continue;
    }
    const change = last && !last.same ? last : { source: { start: s, end: s }, result: { start: r, end: r }, same: false };
    if (change !== last) stretches.push(change);
    if (part.removed) change.source.end = s += n;
    else change.result.end = r += n;
  }
  return stretches;
}

/**
 * Where a span of one side lies on the other: through the same words exactly, through a change as the whole of
 * what the change has there. Without an alignment, at the same share of the text.
 */
function carry(stretches: Stretch[] | null, span: Range, from: "source" | "result", toLength: number, fromLength: number): Range {
  const to = from === "source" ? "result" : "source";
  if (!stretches) {
    const at = (x: number) => Math.round((x / Math.max(1, fromLength)) * toLength);
    return { start: at(span.start), end: at(span.end) };
  }
  let start = Infinity;
  let end = -Infinity;
  for (const st of stretches) {
    const here = st[from];
    const touches = span.start === span.end ? here.start <= span.start && span.start <= here.end : here.start < span.end && span.start < here.end;
    if (!touches) continue;
    if (st.same) {
      const offset = st[to].start - here.start;
      start = Math.min(start, Math.max(span.start, here.start) + offset);
      end = Math.max(end, Math.min(span.end, here.end) + offset);
    } else {
      start = Math.min(start, st[to].start);
      end = Math.max(end, st[to].end);
    }
  }
  return start === Infinity ? { start: toLength, end: toLength } : { start, end: Math.max(start, end) };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where an item the checks report (in their canonical form: straight quotes, plain dashes, single spaces, no
 * Markdown) stands in the text as written, from `from` on; null when it cannot be found.
 */
function locate(text: string, item: string, from = 0): Range | null {
  const pattern = [...item.trim()]
    .map((ch) =>
      /\s/.test(ch) ? "\\s+" : ch === '"' ? "[\"“”„‟]+" : ch === "'" ? "['‘’‚‛]" : ch === "-" ? "\\s*(?:[-‐‑‒–—―]|--)\\s*" : ch === "." ? "(?:\\.|…)" : `${escape(ch)}\\**`,
    )
    .join("");
  if (!pattern) return null;
  const found = new RegExp(pattern, "giu");
  found.lastIndex = from;
  const match = found.exec(text) ?? (from > 0 ? ((found.lastIndex = 0), found.exec(text)) : null);
  return match ? { start: match.index, end: match.index + match[0].replace(/\**$/, "").length } : null;
}

/** A span grown to whole words and shrunk off surrounding space and punctuation that is not its own. */
function wholeWords(text: string, span: Range): Range {
  let { start, end } = span;
  while (start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1]!) && /[\p{L}\p{N}]/u.test(text[start] ?? "")) start--;
  while (end < text.length && /[\p{L}\p{N}]/u.test(text[end]!) && /[\p{L}\p{N}]/u.test(text[end - 1] ?? "")) end++;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

/** The place where the sentence around `at` starts (a sentence is put back, or taken out, whole). */
function sentenceStart(text: string, at: number): Range {
  let start = at;
  while (start > 0 && !/[.!?…]["'”’)]*\s$|\n$/.test(text.slice(Math.max(0, start - 4), start))) start--;
  return { start, end: start };
}

/** A figure of the text carried onto a change that holds one figure of the result's own: the mark is that figure. */
function narrowToFigure(result: string, span: Range, item: string): Range {
  if (!/^[$€£]?\d[\d,.]*\s?%?$/.test(item.trim())) return span;
  const figures = [...result.slice(span.start, span.end).matchAll(/[$€£]?\d[\d,.]*(?:\s?%|\s?percent\b)?/g)];
  if (figures.length !== 1) return span;
  const figure = figures[0]!;
  return { start: span.start + figure.index, end: span.start + figure.index + figure[0].replace(/[.,]$/, "").length };
}

/** Words on each side of an item, up to this many, look for the item's place on the other side. */
const CONTEXT_WORDS = 3;
/** How far apart the context found on the other side may be, beyond the item's own length. */
const CONTEXT_GAP = 40;

const WORD = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu;

/** The words of `text` as written, with offsets. */
const wordsAt = (text: string) => [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));

/**
 * Where an item of one side stands on the other, read from its neighbours: the words before it and after it (in
 * its sentence) found together on the other side, the span between them being the item's counterpart ("due on 3
 * May" → "due on 30 May": "30"). Reordered sentences keep their neighbours where a word alignment loses them. The
 * most context wins; null when no neighbour is found near enough.
 */
function counterpart(home: string, span: Range, away: string): Range | null {
  const homeWords = wordsAt(home);
  const awayWords = wordsAt(away);
  const sentenceBreak = (a: number, b: number) => /[.!?…]\s|\n/.test(home.slice(a, b));
  const before = homeWords.filter((w) => w.end <= span.start && !sentenceBreak(w.end, span.start)).slice(-CONTEXT_WORDS);
  const after = homeWords.filter((w) => w.start >= span.end && !sentenceBreak(span.end, w.start)).slice(0, CONTEXT_WORDS);
  const runsOf = (run: typeof before) => {
    const found: Range[] = [];
    for (let i = 0; i + run.length <= awayWords.length; i++) if (run.every((w, k) => awayWords[i + k]!.word === w.word)) found.push({ start: awayWords[i]!.start, end: awayWords[i + run.length - 1]!.end });
    return found;
  };
  const maxGap = CONTEXT_GAP + (span.end - span.start) * 2;
  for (let total = before.length + after.length; total > 0; total--) {
    for (let left = Math.min(before.length, total); left >= 0; left--) {
      const right = total - left;
      if (right > after.length) continue;
      const lefts = left ? runsOf(before.slice(-left)) : [];
      const rights = right ? runsOf(after.slice(0, right)) : [];
      if (left && right) {
        let best: Range | null = null;
        const near = (l: Range, r: Range) => r.start >= l.end && r.start - l.end <= maxGap && !/[.!?…]\s|\n/.test(away.slice(l.end, r.start));
        for (const l of lefts) for (const r of rights) if (near(l, r) && (!best || r.start - l.end < best.end - best.start)) best = { start: l.end, end: r.start };
        if (best) {
          // Rephrasing around the item widens the gap: the item's counterpart is its first words.
          const inGap = awayWords.filter((w) => w.start >= best!.start && w.end <= best!.end);
          const n = Math.max(1, wordsAt(home.slice(span.start, span.end)).length);
          return inGap.length > n ? { start: inGap[0]!.start, end: inGap[n - 1]!.end } : best;
        }
      } else if (lefts.length === 1 && total >= 2) {
        // Only the words before: the counterpart is as many words after them as the item has.
        const next = awayWords.filter((w) => w.start >= lefts[0]!.end).slice(0, Math.max(1, wordsAt(home.slice(span.start, span.end)).length));
        return next.length ? { start: next[0]!.start, end: next.at(-1)!.end } : { start: lefts[0]!.end, end: lefts[0]!.end };
      } else if (rights.length === 1 && total >= 2) {
        const previous = awayWords.filter((w) => w.end <= rights[0]!.start).slice(-Math.max(1, wordsAt(home.slice(span.start, span.end)).length));
        return previous.length ? { start: previous[0]!.start, end: previous.at(-1)!.end } : { start: rights[0]!.start, end: rights[0]!.start };
      }
    }
  }
  return null;
}

/**
 * The counterpart grown over the item's own first and last words where they stand right beside it ("is only" →
 * "is typically": the mark covers "is typically", and restoring it gives "is only", not "is is only").
 */
function withSharedEnds(home: string, span: Range, away: string, other: Range): Range {
  const item = wordsAt(home.slice(span.start, span.end));
  if (item.length < 2 || other.start === other.end) return other;
  let { start, end } = other;
  const before = wordsAt(away.slice(0, start)).at(-1);
  if (before && before.word === item[0]!.word && /^\s*$/.test(away.slice(before.end, start))) start = before.start;
  const after = wordsAt(away.slice(end)).at(0);
  if (after && after.word === item.at(-1)!.word && /^\s*$/.test(away.slice(end, end + after.start))) end += after.end;
  return { start, end };
}

/** A heading the checks report is its line; a reply without line breaks gets its first sentence only. */
function headingSpan(text: string, span: Range): Range {
  const sentence = /[.!?…]\s/.exec(text.slice(span.start, span.end));
  return sentence ? { start: span.start, end: span.start + sentence.index + 1 } : span;
}

/** Where each kind's items stand: in the text (something lost) or in the result (something added). */
const SIDE = {
  lost_spans: "source",
  lost_names: "source",
  omitted_sentences: "source",
  dropped_qualifiers: "source",
  invented_spans: "result",
  invented_names: "result",
  unsupported_sentences: "result",
  inflated_claims: "result",
  invented_heading: "result",
} as const satisfies Record<ReviewFinding["kind"], "source" | "result">;

/** Whole sentences (and a heading) are the item itself: restoring one puts the sentence back, or takes it out. */
const WHOLE = new Set<ReviewFinding["kind"]>(["omitted_sentences", "unsupported_sentences", "invented_heading"]);

const itemsOf = (finding: ReviewFinding): string[] => {
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
};

/**
 * The marks for a result's findings, in reading order. Two findings on one span of the result ("5%" lost and "50%"
 * added where one became the other) make one mark: the first, which says what the text had.
 */
export function reviewMarks(source: string, result: string, found: readonly ReviewFinding[]): ReviewMark[] {
  if (!found.length) return [];
  // The word alignment is the slow part (a diff of both texts): made only when an item's neighbours do not place it.
  let stretches: Stretch[] | null | undefined;
  const aligned = () => (stretches === undefined ? (stretches = alignment(source, result)) : stretches);
  const marks: ReviewMark[] = [];
  for (const finding of found) {
    const side = SIDE[finding.kind];
    const whole = WHOLE.has(finding.kind);
    const [home, away] = side === "source" ? [source, result] : [result, source];
    let from = 0;
    for (const item of itemsOf(finding)) {
      const at = locate(home, item, from);
      if (!at) continue;
      from = at.end;
      const span = finding.kind === "invented_heading" ? headingSpan(home, at) : wholeWords(home, at);
      const carried = () => carry(aligned(), span, side, away.length, home.length);
      // A whole sentence has no counterpart: the other side gets the place where it would stand, between sentences.
      let other = whole ? sentenceStart(away, carried().start) : wholeWords(away, counterpart(home, span, away) ?? carried());
      if (side === "source" && !whole) other = withSharedEnds(home, span, away, narrowToFigure(away, other, item));
      const [inSource, inResult] = side === "source" ? [span, other] : [other, span];
      marks.push({ kind: FINDING_KINDS[finding.kind], message: reviewMarkMessage(finding.kind, source.slice(inSource.start, inSource.end)), start: inResult.start, end: inResult.end, source: inSource });
    }
  }
  const overlaps = (a: ReviewMark, b: ReviewMark) => a.start === b.start || (a.start < b.end && b.start < a.end);
  const kept = marks.filter((mark, i) => !marks.slice(0, i).some((earlier) => overlaps(earlier, mark)));
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
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
