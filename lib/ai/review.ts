import { diffWords } from "diff";
import { reviewMarkMessage } from "@/lib/messages";
import type { ReviewMark } from "@/lib/review-marks";
import { isFunctionWord } from "@/lib/rewriter/stem";
import { checkReply, FINDING_KINDS, type GuardProblem, type ReviewFinding } from "./guards";
import { contentOf } from "./meaning";
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

type Alignment = ReturnType<typeof diffWords>;

const alignWords = (source: string, result: string): Alignment | null => diffWords(source, result, { maxEditLength: MAX_ALIGNMENT_EDITS }) ?? null;

/**
 * The alignment as stretches. With `wordsAnchor`, shared punctuation alone ("." or ", " inside two rewordings)
 * anchors nothing and joins the change around it: a lost item's place inside a rewording is read from the whole
 * rewording, not from the piece of it between two shared commas.
 */
function stretchesOf(parts: Alignment | null, source: string, result: string, { wordsAnchor = false } = {}): Stretch[] | null {
  if (!parts) return null;
  const stretches: Stretch[] = [];
  let s = 0;
  let r = 0;
  for (const part of parts) {
    const last = stretches.at(-1);
    const anchors = !wordsAnchor || /[\p{L}\p{N}]/u.test(part.value) || !last || last.same;
    const s2 = part.added ? s : past(source, s, part.value);
    const r2 = part.removed ? r : past(result, r, part.value);
    if (!part.added && !part.removed && anchors) stretches.push({ source: { start: s, end: s2 }, result: { start: r, end: r2 }, same: true });
    else {
      const change = last && !last.same ? last : { source: { start: s, end: s }, result: { start: r, end: r }, same: false };
      if (change !== last) stretches.push(change);
      change.source.end = s2;
      change.result.end = r2;
    }
    [s, r] = [s2, r2];
  }
  return stretches;
}

/**
 * Where a part of the alignment ends in one text, read from `from` on. The alignment ignores whitespace, and a part
 * both sides share is written as the result has it ("wing " where the text has "wing."), so a part's length is not
 * its length in the text: its other characters are matched in order, the text's own whitespace skipped.
 */
function past(text: string, from: number, value: string): number {
  let at = from;
  for (const ch of value) {
    if (/\s/.test(ch)) continue;
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text[at] !== ch) return Math.min(text.length, from + value.length);
    at++;
  }
  if (/\s$/.test(value)) while (at < text.length && /\s/.test(text[at]!)) at++;
  return at;
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
/** Numbers written as a word, with their value ("three", "Tenth", "dozen"); not "one", "first" or "second", as often no numbers ("one study", "at first"). */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries([
  ..."two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(" ").map((w, i) => [w, i + 2]),
  ..."twenty thirty forty fifty sixty seventy eighty ninety".split(" ").map((w, i) => [w, (i + 2) * 10]),
  ..."third fourth fifth sixth seventh eighth ninth tenth".split(" ").map((w, i) => [w, i + 3]),
  ["hundred", 100],
  ["dozen", 12],
]);

/** A figure of the text written out in a reworded stretch ("3 giant" → "three colossal", "10th Cir." → "Tenth Circuit"): the mark is that word. */
function spelledFigure(result: string, into: Range, item: string): Range | null {
  const value = /^(\d+)(?:st|nd|rd|th)?$/.exec(item.trim())?.[1];
  if (!value) return null;
  const spelled = wordsIn(result, into).filter((w) => NUMBER_WORDS[w.word] === Number(value));
  return spelled.length === 1 ? { start: spelled[0]!.start, end: spelled[0]!.end } : null;
}

/** Whether `text` has `word` as a word of its own (not inside a longer word or number). */
const hasWord = (text: string, word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, "u").test(text);

/**
 * A hedge dropped before a figure the result keeps ("approximately 60%" → "60%"): the figure, where it stands once in
 * the result, is the mark, and Restore mine puts the hedge back with it. Null otherwise.
 */
function keptFigure(result: string, item: string): Range | null {
  const figure = /[$€£]?\d[\d,.]*%?$/.exec(item.trim())?.[0];
  if (!figure || figure === item.trim()) return null;
  const found = [...result.matchAll(new RegExp(`(?<![\\p{L}\\p{N}.,])${escape(figure)}(?![\\p{L}\\p{N}])`, "gu"))];
  return found.length === 1 ? { start: found[0]!.index, end: found[0]!.index + figure.length } : null;
}

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
  // As a word of its own first ("3" is not the 3 of "30%"), then anywhere ("1300watt").
  const bounded = `${/^[\p{L}\p{N}]/u.test(item.trim()) ? "(?<![\\p{L}\\p{N}])" : ""}${pattern}${/[\p{L}\p{N}]$/u.test(item.trim()) ? "(?![\\p{L}\\p{N}])" : ""}`;
  for (const source of [bounded, pattern]) {
    const found = new RegExp(source, "giu");
    found.lastIndex = from;
    const match = found.exec(text) ?? (from > 0 ? ((found.lastIndex = 0), found.exec(text)) : null);
    if (match) return { start: match.index, end: match.index + match[0].replace(/\**$/, "").length };
  }
  return null;
}

/** A span grown to whole words and shrunk off surrounding space and punctuation that is not its own. */
function wholeWords(text: string, span: Range): Range {
  let { start, end } = span;
  // A figure's separators are inside it: "7,234.12" is one word, so a mark never splits a number.
  const inWord = (i: number) => /[\p{L}\p{N}]/u.test(text[i] ?? "") || (/[.,]/.test(text[i] ?? "") && /\d/.test(text[i - 1] ?? "") && /\d/.test(text[i + 1] ?? ""));
  while (start > 0 && inWord(start - 1) && inWord(start)) start--;
  while (end < text.length && inWord(end) && inWord(end - 1)) end++;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

/** A sentence's end as the neighbour rules read it: a stop and a space, or a line break. */
const STOP = /[.!?…]["'”’)\]]*\s|\n/g;
/** Whether a sentence ends between two offsets of a text. */
const sentenceBreakIn = (text: string, from: number, to: number) => text.slice(from, to).search(STOP) >= 0;
/** A stop, not after an abbreviation ("v.", "U.S.", "et al.", "e.g."), then space and a capital, digit or quote; or a line break. */
const SENTENCE_BREAK = /(?<!(?:^|[\s.(])(?:\p{L}|al|e\.g|i\.e|vs|cf|Dr|Mr|Mrs|Ms|St|No|Fig))[.!?…]["'”’)]*\s+(?=["“‘'(]?[\p{Lu}\d])|\n+/gu;
/** Where each sentence after the first starts in a span of a text (the whole text by default). */
const breaksIn = (text: string, span: Range = { start: 0, end: text.length }) =>
  [...text.slice(span.start, span.end).matchAll(SENTENCE_BREAK)].map((m) => span.start + m.index + m[0].length);

/** The place where the sentence around `at` starts (a sentence is put back, or taken out, whole). */
function sentenceStart(text: string, at: number): Range {
  let start = at;
  while (start > 0 && !/[.!?…]["'”’)]*\s$|\n$/.test(text.slice(Math.max(0, start - 4), start))) start--;
  return { start, end: start };
}

/** The sentences of a text with their offsets (a break: sentence-ending punctuation and space, or a line break). */
function sentenceRanges(text: string): Range[] {
  const ranges: Range[] = [];
  let start = 0;
  for (const end of [...breaksIn(text), text.length]) {
    const range = wholeWords(text, { start, end });
    if (range.end > range.start) ranges.push(range);
    start = end;
  }
  return ranges;
}

/** Content words a sentence of the result must share with one of the text to stand for it. */
const MIN_SHARED_STEMS = 2;
/** How many sentences before a left-out one are tried for a counterpart to put it after. */
const SENTENCES_BACK = 3;

/** Both texts' sentences, and the content words of each, made once for all the left-out sentences of a reply. */
interface SentenceMap {
  source: Range[];
  result: Range[];
  sourceContent: Set<string>[];
  resultContent: Set<string>[];
}

function sentenceMap(source: string, result: string): SentenceMap {
  const sentences = (text: string) => {
    const ranges = sentenceRanges(text);
    return { ranges, content: ranges.map((r) => contentOf(text.slice(r.start, r.end))) };
  };
  const [inSource, inResult] = [sentences(source), sentences(result)];
  return { source: inSource.ranges, result: inResult.ranges, sourceContent: inSource.content, resultContent: inResult.content };
}

const sharedCount = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((w) => b.has(w)).length;

/**
 * Where a sentence the result leaves out would stand: after the result's sentence that says most of what the
 * text's sentence before it says (by content words), so the place follows the same thought as in the text even when
 * sentences were merged or reordered; sentences left out too (`leftOut`) are passed over. When the sentence after
 * that one does not say more of the left-out sentence than of any other, but the one after it does, what is left of
 * it stands there, and the place is before that one. A left-out first sentence stands at the start. Null when none
 * of the few sentences before it has a counterpart (the word alignment places it then).
 */
function omittedPlace(source: string, span: Range, result: string, map: SentenceMap, leftOut: readonly Range[]): Range | null {
  const index = map.source.findIndex((r) => r.end > span.start);
  if (index <= 0) return index === 0 ? { start: 0, end: 0 } : null;
  for (let back = index - 1; back >= Math.max(0, index - SENTENCES_BACK); back--) {
    const sentence = map.source[back]!;
    if (leftOut.some((r) => r.start < sentence.end && sentence.start < r.end)) continue;
    let best = -1;
    let bestShared = MIN_SHARED_STEMS - 1;
    map.resultContent.forEach((content, i) => {
      const shared = sharedCount(map.sourceContent[back]!, content);
      if (shared > bestShared) [best, bestShared] = [i, shared];
    });
    if (best < 0) continue;
    const rewords = rewordsLeftOut(source, span, index, map);
    const after = !rewords(best + 1) && rewords(best + 2) ? best + 2 : best + 1;
    const place = map.result[after]?.start ?? result.length;
    return { start: place, end: place };
  }
  return null;
}

/**
 * Whether the result's sentence `j` says more of a left-out sentence (`span`, in the text's sentence `index`) than
 * of any other of the text's sentences, by content words (on a tie, the later sentence of the text), the left-out
 * sentence counted apart from the rest of its sentence.
 */
function rewordsLeftOut(source: string, span: Range, index: number, map: SentenceMap): (j: number) => boolean {
  const sentence = map.source[index]!;
  const parts = [{ start: sentence.start, end: span.start }, span, { start: span.end, end: sentence.end }].filter((r) => r.end > r.start);
  const units = [...map.sourceContent.slice(0, index), ...parts.map((r) => contentOf(source.slice(r.start, r.end))), ...map.sourceContent.slice(index + 1)];
  const item = index + parts.indexOf(span);
  return (j) => {
    const content = map.resultContent[j];
    if (!content) return false;
    let best = -1;
    let bestShared = MIN_SHARED_STEMS - 1;
    units.forEach((unit, i) => {
      const shared = sharedCount(unit, content);
      if (shared >= bestShared) [best, bestShared] = [i, shared];
    });
    return best === item;
  };
}

/**
 * A figure of the text carried onto a change that holds one figure of the result's own (one the text does not
 * have: "14th" is not the "4th" of "4th and 6th centuries" the text has too): the mark is that figure.
 */
function narrowToFigure(source: string, result: string, span: Range, item: string): Range {
  if (!/^[$€£]?\d[\d,.]*\s?%?$/.test(item.trim())) return span;
  const figures = [...result.slice(span.start, span.end).matchAll(/[$€£]?\d[\d,.]*(?:\s?%|\s?percent\b)?/g)].filter((f) => !hasWord(source, f[0].replace(/[.,]$/, "")));
  if (figures.length !== 1) return span;
  const figure = figures[0]!;
  return { start: span.start + figure.index, end: span.start + figure.index + figure[0].replace(/[.,]$/, "").length };
}

/** Words on each side of an item, up to this many, look for the item's place on the other side. */
const CONTEXT_WORDS = 3;
/** How far apart the context found on the other side may be, beyond the item's own length. */
const CONTEXT_GAP = 40;

const WORD = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu;
/** Words of quantity besides the numbers written out (NUMBER_WORDS): magnitudes, "one", ordinals, and vague amounts. */
const OTHER_QUANTITY = /^(?:one|first|second|last|thousand|million|billion|trillion|dozens|half|quarter|few|several|many|some|couple|handful|multiple|numerous|single|double|twice|once|thrice)s?$/i;
/** What a figure may become in a rewrite: a figure, a number in words, or a quantity. */
const isQuantity = (word: string) => /\d/.test(word) || NUMBER_WORDS[word.toLowerCase().replace(/s$/, "")] !== undefined || OTHER_QUANTITY.test(word);

/** The words of `text` as written, with offsets. */
const wordsAt = (text: string) => [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
/** The words of a span of `text`, with their offsets in the whole text. */
const wordsIn = (text: string, span: Range) => wordsAt(text.slice(span.start, span.end)).map((w) => ({ ...w, start: w.start + span.start, end: w.end + span.start }));

/**
 * Where an item of one side stands on the other, read from its neighbours: the words before it and after it (in
 * its sentence) found together on the other side, the span between them being the item's counterpart ("due on 3
 * May" → "due on 30 May": "30"). Reordered sentences keep their neighbours where a word alignment loses them. The
 * most context wins; null when no neighbour is found near enough. With one side's words only, the counterpart is
 * a guess (`guessed`): the words next to them.
 */
function counterpart(home: string, span: Range, away: string): (Range & { guessed?: true }) | null {
  const homeWords = wordsAt(home);
  const awayWords = wordsAt(away);
  const itemLength = Math.max(1, wordsAt(home.slice(span.start, span.end)).length);
  // The item's sentence: after the last break before it, up to the first after it.
  let sentenceFrom = -1;
  let sentenceTo = Infinity;
  for (const m of home.matchAll(STOP)) {
    if (m.index + m[0].length <= span.start) sentenceFrom = m.index;
    else if (m.index >= span.end) {
      sentenceTo = m.index + m[0].length;
      break;
    }
  }
  const beforeAll = homeWords.filter((w) => w.end <= span.start && w.end > sentenceFrom);
  const afterAll = homeWords.filter((w) => w.start >= span.end && w.start < sentenceTo);
  const before = beforeAll.slice(-CONTEXT_WORDS);
  const after = afterAll.slice(0, CONTEXT_WORDS);
  // The item's own neighbours, also past the reference it stands in ("Transformer (Vaswani et al., 2017) for": "for").
  const ownAfter = new Set([...after, ...afterAll.filter((w) => !isApparatus(w.word)).slice(0, CONTEXT_WORDS)].map((w) => w.word));
  const ownBefore = new Set([...before, ...beforeAll.filter((w) => !isApparatus(w.word)).slice(-CONTEXT_WORDS)].map((w) => w.word));
  // A figure is changed into a figure or a quantity ("3" → "30", "a few"): other words beside its place are not it.
  const figure = /\d/.test(home.slice(span.start, span.end));
  // An item in brackets whose brackets the other side does not have there went with them ("Degludec (Tresiba) is" → "Degludec for").
  const bracketed = bracketOpening(home, span.start) >= 0;
  const notCounterpart = (words: readonly { word: string }[], own: Set<string>, nearest: string) => own.has(nearest) || (figure && !words.some((w) => isQuantity(w.word)));
  const runsOf = (run: typeof before) => {
    const found: Range[] = [];
    for (let i = 0; i + run.length <= awayWords.length; i++) if (run.every((w, k) => awayWords[i + k]!.word === w.word)) found.push({ start: awayWords[i]!.start, end: awayWords[i + run.length - 1]!.end });
    return found;
  };
  const maxGap = CONTEXT_GAP + (span.end - span.start) * 2;
  const endsOnStop = /[.!?…]["'”’)\]]*$/.test(home.slice(span.start, span.end));
  for (let total = before.length + after.length; total > 0; total--) {
    for (let left = Math.min(before.length, total); left >= 0; left--) {
      const right = total - left;
      if (right > after.length) continue;
      const lefts = left ? runsOf(before.slice(-left)) : [];
      const rights = right ? runsOf(after.slice(0, right)) : [];
      if (left && right) {
        let best: Range | null = null;
        // When the item ends on a stop ('…identity?" the authors'), a stop that ends the gap is the item's own.
        const gapOf = (l: Range, r: Range) => (endsOnStop ? away.slice(l.end, r.start).trimEnd() : away.slice(l.end, r.start));
        // A lost figure's counterpart is no figure the text has as well ("14th" is not the "4th" both texts give).
        const theirs = (l: Range, r: Range) => {
          const gap = away.slice(l.end, r.start).trim();
          return figure && gap !== "" && hasWord(home, gap);
        };
        const near = (l: Range, r: Range) => r.start >= l.end && r.start - l.end <= maxGap && gapOf(l, r).search(STOP) < 0 && !theirs(l, r);
        for (const l of lefts) for (const r of rights) if (near(l, r) && (!best || r.start - l.end < best.end - best.start)) best = { start: l.end, end: r.start };
        if (best) {
          // Rephrasing around the item widens the gap: the item's counterpart is its first words.
          const inGap = awayWords.filter((w) => w.start >= best!.start && w.end <= best!.end);
          return inGap.length > itemLength ? { start: inGap[0]!.start, end: inGap[itemLength - 1]!.end } : best;
        }
      } else if (lefts.length === 1 && total >= 2) {
        // Only the words before: the counterpart is as many words after them as the item has, unless those are
        // past a sentence break or are the words that followed the item in its own text: then it was left out there.
        const edge = lefts[0]!.end;
        const next = awayWords.filter((w) => w.start >= edge).slice(0, itemLength);
        const leftOut = !next.length || sentenceBreakIn(away, edge, next[0]!.start) || notCounterpart(next, ownAfter, next[0]!.word) || (bracketed && !/[([]/.test(away.slice(edge, next[0]!.start)));
        return leftOut ? { start: edge, end: edge } : { start: next[0]!.start, end: next.at(-1)!.end, guessed: true };
      } else if (rights.length === 1 && total >= 2) {
        const edge = rights[0]!.start;
        const previous = awayWords.filter((w) => w.end <= edge).slice(-itemLength);
        const leftOut = !previous.length || sentenceBreakIn(away, previous.at(-1)!.end, edge) || notCounterpart(previous, ownBefore, previous.at(-1)!.word) || (bracketed && !/[)\]]/.test(away.slice(previous.at(-1)!.end, edge)));
        return leftOut ? { start: edge, end: edge } : { start: previous[0]!.start, end: previous.at(-1)!.end, guessed: true };
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

const CLAUSE_MARK = /^[,;:—–]/;
/** Most of the shorter word, and three letters at least, begin both words ("out", "outside"; not "controversies", "contributor"). */
const STEM_SHARE = 0.6;
/** A result word shorter than this ("and", "the", "for") is never an item's rewording. */
const MIN_STEM_WORD = 4;
const sharesStem = (a: string, b: string) => {
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared++;
  return shared >= 3 && shared >= STEM_SHARE * Math.min(a.length, b.length);
};

/** Words that make up a reference rather than a sentence: figures, abbreviations ("U.S.", "S.Ct."), "et al.". */
const isApparatus = (word: string) => /\d|\./.test(word) || word === "et" || word === "al";

/** How far back a bracket an item stands in may open (a citation's length); an older "(" is someone's smiley. */
const BRACKET_REACH = 120;

/** Where the bracket that `at` stands in opens, or -1 outside brackets. */
function bracketOpening(text: string, at: number): number {
  const open = Math.max(text.lastIndexOf("(", at), text.lastIndexOf("[", at));
  return open >= 0 && at - open <= BRACKET_REACH && !/[)\]]/.test(text.slice(open, at)) && !breaksIn(text, { start: open, end: at }).length ? open : -1;
}

/**
 * The first word of what was dropped with the word at `index`: the bracket it stands in ("(Corbett et al., 2022)")
 * and the reference words before it ("412 U.S. 218, 233"), so that every item of one dropped citation has one
 * place.
 */
function droppedRunStart(source: string, words: readonly { start: number; word: string }[], index: number): number {
  let first = index;
  const open = bracketOpening(source, words[index]!.start);
  if (open >= 0) while (first > 0 && words[first - 1]!.start > open) first--;
  while (first > 0 && isApparatus(words[first - 1]!.word)) first--;
  return first;
}

/**
 * Where a lost item of the text stands in the result when the word alignment puts it inside a reworded stretch (a
 * change of many words on both sides): the stretch's result side is the whole rewording, not the item's place.
 * The place is found inside it: a word of the result sharing the item's stem ("out there" → "outside"), else the
 * item was dropped and the place is where it stood, at the same share of the item's sentence's part of the
 * stretch, moved onto a clause mark within a word when the item followed one in the text ("voice; 4:31 (For" →
 * "obey Him,|He"). Null when the item is half the stretch's words or more and not in brackets: a replacement
 * ("takes the cake" → "truly stands out in"), whose place is the whole change.
 */
function lostInChange(stretches: Stretch[] | null, source: string, span: Range, result: string, item: string, byWord: boolean): Range | null {
  const change = stretches?.find((st) => !st.same && st.source.start <= span.start && span.end <= st.source.end);
  if (!change || change.result.start === change.result.end) return null;
  // Only the part of the stretch in the item's own sentence: the result's part after as many sentence breaks.
  const sourceBreaks = breaksIn(source, change.source);
  const resultBreaks = breaksIn(result, change.result);
  const before = sourceBreaks.filter((b) => b <= span.start);
  const after = sourceBreaks.filter((b) => b > span.end);
  const from = { start: before.at(-1) ?? change.source.start, end: after[0] ?? change.source.end };
  const into = {
    start: before.length ? (resultBreaks[before.length - 1] ?? change.result.end) : change.result.start,
    end: after.length && resultBreaks.length >= before.length + 1 ? resultBreaks[before.length]! : change.result.end,
  };
  const figure = narrowToFigure(source, result, into, item);
  if (figure !== into) return figure;
  const spelled = spelledFigure(result, into, item);
  if (spelled) return spelled;
  const fromWords = wordsIn(source, from);
  // A word the item is part of counts ("Cir.1992" for "1992"): a reference's pieces are one word to WORD.
  const itemWords = fromWords.filter((w) => w.start < span.end && span.start < w.end);
  const changeWords = wordsIn(source, change.source).length;
  const intoWords = wordsIn(result, into);
  const isFigure = /\d/.test(item);
  // A figure is replaced only by a figure or a quantity: with none in the rewording, it was dropped ("? 24:4
  // Notwithstanding" → '?" Nevertheless').
  const replaceable = !isFigure || intoWords.some((w) => isQuantity(w.word));
  if (!itemWords.length || (itemWords.length * 2 >= changeWords && bracketOpening(source, span.start) < 0 && replaceable)) return null;
  const share = droppedRunStart(source, fromWords, fromWords.indexOf(itemWords[0]!)) / fromWords.length;
  const near = share * intoWords.length;
  // A figure is not reworded into a word of its stem ("2022" is not "2024"); a name only into another form of itself
  // ("HIBRIDS" → "HIBRID", "Peru" → "Peruvians"), never into a word it begins like ("Anderson" is not "and").
  const kin = (a: string, b: string) => (byWord ? sharesStem(a, b) : a.length >= MIN_STEM_WORD && (a.startsWith(b) || b.startsWith(a)));
  const stem = intoWords
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => !isFigure && w.word.length >= MIN_STEM_WORD && itemWords.some((iw) => kin(iw.word, w.word)))
    .sort((a, b) => Math.abs(a.i - near) - Math.abs(b.i - near))[0];
  if (stem) return { start: stem.w.start, end: stem.w.end };
  // The place after the i-th word of the part (0: its start).
  const placeAfter = (i: number) => (i === 0 ? into.start : intoWords[i - 1]!.end);
  const afterClause = /[,;:—–]["'”’)\]]*\s*[([{]*\s*$/.test(source.slice(Math.max(0, span.start - 6), span.start));
  let at = Math.min(intoWords.length, Math.max(0, Math.round(near)));
  if (afterClause) {
    const marked = [at, at - 1, at + 1].find((i) => i > 0 && i <= intoWords.length && CLAUSE_MARK.test(result.slice(placeAfter(i))));
    if (marked !== undefined) at = marked;
  }
  let place = placeAfter(at);
  // After the clause mark the word is followed by, not between the word and it.
  const clauseMark = afterClause ? /^[,;:—–]+/.exec(result.slice(place)) : null;
  if (clauseMark) place += clauseMark[0].length;
  return { start: place, end: place };
}

/**
 * A mark for an item that holds no sentence break ends at the result's first one: the next sentence's words are not
 * the item's ("…a rough week. Later": the mark is "…a rough week"; ". *See": the place before the stop).
 */
function withinSentence(result: string, span: Range, item: string): Range {
  if (breaksIn(item).length) return span;
  const stop = result.slice(span.start, span.end).matchAll(SENTENCE_BREAK).next().value;
  return stop ? wholeWords(result, { start: span.start, end: span.start + stop.index }) : span;
}

/** Whether words guessed from one side's neighbours can be what `item` replaced: a quantity for a figure, a word that is no function word for a word. */
const fitsGuess = (item: string, words: readonly { word: string }[]) => (/\d/.test(item) ? words.some((w) => isQuantity(w.word)) : words.some((w) => !isFunctionWord(w.word)));

/**
 * Whether `other` (of `away`) can be what the item at `span` (of `home`) replaced: in one sentence, and as many words
 * give or take one, or for a figure a few words with a figure ("3:16" for "Chron. iii. 16").
 */
function replaced(home: string, span: Range, away: string, other: Range): boolean {
  const item = home.slice(span.start, span.end);
  const counterpart = away.slice(other.start, other.end);
  const words = wordsAt(counterpart).length;
  const sized = words <= wordsAt(item).length + 1 || (/\d/.test(item) && /\d/.test(counterpart) && words <= FIGURE_COUNTERPART_WORDS);
  return words > 0 && sized && !CAPITAL_AFTER_STOP.test(counterpart);
}
/**
 * A sentence break inside a counterpart: a stop before a capital, or a line break. Not SENTENCE_BREAK, which takes a
 * stop before a digit for one too, as a reference written out is full of them ("Chron. iii. 16").
 */
const CAPITAL_AFTER_STOP = /[.!?…]["'”’)\]]*\s+["“‘'(]?\p{Lu}|\n/u;
/** How many words a figure's counterpart may have: a reference written another way ("Chron. iii. 16", "7000 becomes 34,671"). */
const FIGURE_COUNTERPART_WORDS = 4;

/** How far around a place its word is looked for (longer than any word). */
const WORD_REACH = 60;
/** A place inside a word ("it|'s": the word alignment splits at apostrophes) moves to the word's end. */
function betweenWords(text: string, place: Range): Range {
  if (place.start !== place.end) return place;
  const word = wordsIn(text, { start: Math.max(0, place.start - WORD_REACH), end: place.start + WORD_REACH }).find((w) => w.start < place.start && place.start < w.end);
  return word ? { start: word.end, end: word.end } : place;
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

/** Figures, quotations, citations and names: often dropped from a rewording, rather than reworded with it. */
const LOST_ITEM = new Set<ReviewFinding["kind"]>(["lost_spans", "lost_names"]);

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
  let parts: Alignment | null | undefined;
  let stretches: Stretch[] | null | undefined;
  let stretchesByWords: Stretch[] | null | undefined;
  const diffParts = () => (parts === undefined ? (parts = alignWords(source, result)) : parts);
  const aligned = () => (stretches === undefined ? (stretches = stretchesOf(diffParts(), source, result)) : stretches);
  let sentences: SentenceMap | undefined;
  const alignedByWords = () => (stretchesByWords === undefined ? (stretchesByWords = stretchesOf(diffParts(), source, result, { wordsAnchor: true })) : stretchesByWords);
  const marks: ReviewMark[] = [];
  for (const finding of found) {
    const side = SIDE[finding.kind];
    const whole = WHOLE.has(finding.kind);
    const [home, away] = side === "source" ? [source, result] : [result, source];
    let from = 0;
    // The finding's sentences placed so far: a left-out sentence is not placed after another one left out.
    const leftOut: Range[] = [];
    for (const item of itemsOf(finding)) {
      const at = locate(home, item, from);
      if (!at) continue;
      from = at.end;
      const span = finding.kind === "invented_heading" ? headingSpan(home, at) : wholeWords(home, at);
      const carried = () => carry(aligned(), span, side, away.length, home.length);
      // A whole sentence has no counterpart: the other side gets the place where it would stand, between sentences.
      const inChange = () => (side === "source" && LOST_ITEM.has(finding.kind) ? lostInChange(alignedByWords(), home, span, away, item, finding.kind === "lost_spans") : null);
      const placed = () =>
        (finding.kind === "omitted_sentences" ? omittedPlace(home, span, away, (sentences ??= sentenceMap(source, result)), leftOut) : null) ?? sentenceStart(away, carried().start);
      const hedgedFigure = finding.kind === "dropped_qualifiers" ? keptFigure(away, item) : null;
      const found = whole || hedgedFigure ? null : counterpart(home, span, away);
      let other = whole ? placed() : (hedgedFigure ?? wholeWords(away, found ?? inChange() ?? carried()));
      if (finding.kind === "omitted_sentences") leftOut.push(span);
      if (side === "source" && !whole) other = betweenWords(away, withinSentence(away, withSharedEnds(home, span, away, narrowToFigure(home, away, other, item)), item));
      // Something the result added has the text's words as its counterpart only where they are about its size and in
      // one sentence ("30" for "3"); where they are a guess from one side's words, only a quantity for a figure and a
      // word that says something for a word ("novel" for "innovative", not "the" or "into"). Else it has none, and
      // Restore mine takes the added words out rather than put unrelated words of the text in their place.
      if (side === "result" && !whole && ((found?.guessed && !fitsGuess(item, wordsIn(away, other))) || !replaced(home, span, away, other))) other = { start: other.start, end: other.start };
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
