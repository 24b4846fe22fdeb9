import type { Range } from "./units";

/**
 * An exact span only where it is certain (issue 50): inside a 1:1 group, a figure, name, quotation or URL of one
 * sentence whose counterpart in the other is unique ("5%" → "50%", "14" → "fourteen"). The item named is the whole
 * item the user wrote ("14 March", "3 pm", "5%"), never bare digits. Pure.
 */

const MONTH =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
/** What a figure is of, when it follows it: a month, a time of day, a share, a scale or a unit. */
const FIGURE_AFTER = new RegExp(
  `^(?:\\s?%|\\s(?:percent|per cent|${MONTH}|[ap]\\.?m\\.?|o'clock|million|billion|trillion|thousand|hundred|bn|km|kg|mg|ml|cm|mm|miles?|years?|days?|hours?|minutes?|weeks?|months?|people|dollars|euros|pounds))(?![\\p{L}])`,
  "iu",
);
/** What a figure is of, when it comes before it: a month ("March 14", "June '08"), a currency. */
const FIGURE_BEFORE = new RegExp(`(?:${MONTH}\\s['’]?|[$€£]\\s?)$`, "iu");

/** A figure's span grown to the whole item: "14" in "On 14 March" is "14 March", "3" in "at 3 pm" is "3 pm". */
export function wholeItem(text: string, span: Range): Range {
  let { start, end } = span;
  while (start > 0 && /[\d.,$€£]/.test(text[start - 1]!) && !/[.,]\s/.test(text.slice(start - 1, start + 1))) start--;
  while (end < text.length && (/\d/.test(text[end]!) || (/[.,:]/.test(text[end]!) && /\d/.test(text[end + 1] ?? "")))) end++;
  if (!/\d/.test(text.slice(start, end))) return { start, end };
  const after = FIGURE_AFTER.exec(text.slice(end, end + 16));
  if (after) end += after[0].length;
  const before = FIGURE_BEFORE.exec(text.slice(Math.max(0, start - 12), start));
  if (before) start -= before[0].length;
  return { start, end };
}

const NUMBER_WORDS =
  "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred dozen";

/** The items of a sentence that can stand for a lost one: figures (with what they count) and numbers as words, names, quotations, links. */
function itemsIn(text: string, span: Range, kind: ItemKind): Range[] {
  const sentence = text.slice(span.start, span.end);
  const pattern =
    kind === "figure"
      ? new RegExp(`[$€£]?\\d[\\d,.:]*\\d|[$€£]?\\d|\\b(?:${NUMBER_WORDS.split(" ").join("|")})\\b`, "giu")
      : kind === "link"
        ? /\bhttps?:\/\/\S+[^\s.,;:!?)]|\bwww\.\S+[^\s.,;:!?)]|[\w.+-]+@[\w-]+\.[\w.]+/giu
        : kind === "quotation"
          ? /["“][^"“”]+["”]/gu
          : /(?<=\s)\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)*/gu;
  return [...sentence.matchAll(pattern)].map((m) =>
    kind === "figure"
      ? wholeItem(text, { start: span.start + m.index, end: span.start + m.index + m[0].length })
      : { start: span.start + m.index, end: span.start + m.index + m[0].length },
  );
}

export type ItemKind = "figure" | "link" | "quotation" | "name";

/** What an item is, from its words. */
export function itemKind(item: string): ItemKind {
  if (/^https?:\/\/|^www\.|@/.test(item)) return "link";
  if (/^["“]/.test(item.trim())) return "quotation";
  if (/\d/.test(item)) return "figure";
  return "name";
}

/** The words of a stretch, lower-cased. */
const wordsOf = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1);

/**
 * Whether a name of the other sentence stands for the user's name: it shares a word with it ("Anna Silva" for "Ana
 * Silva") or a word beside it ("met Smith" / "met Jones", "Dr. Smith" / "Dr. Jones"). A name the result dropped
 * beside another it added elsewhere in the sentence is no counterpart: "Guanahuatebey" of a list is not "European" of
 * "Prior to European arrival", nor "Yahoo News" "corporate America" (issue 50, round 62).
 */
function standsFor(home: string, homeSentence: Range, mine: Range, away: string, awaySentence: Range, theirs: Range): boolean {
  const [a, b] = [wordsOf(home.slice(mine.start, mine.end)), new Set(wordsOf(away.slice(theirs.start, theirs.end)))];
  if (a.some((w) => b.has(w))) return true;
  const beside = (text: string, sentence: Range, item: Range) => [
    wordsOf(text.slice(sentence.start, item.start)).at(-1),
    wordsOf(text.slice(item.end, sentence.end))[0],
  ];
  const [[homeBefore, homeAfter], [awayBefore, awayAfter]] = [beside(home, homeSentence, mine), beside(away, awaySentence, theirs)];
  return (homeBefore !== undefined && homeBefore === awayBefore) || (homeAfter !== undefined && homeAfter === awayAfter);
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[,\s]+/g, " ")
    .replace(/[“”]/g, '"')
    .trim();

/**
 * The unique counterpart, in the other sentence, of an item of one (`span` in `home`'s sentence `homeSentence`):
 * the one item of its kind in the other sentence (`awaySentence` of `away`) that the item's sentence does not have,
 * when the item's sentence has exactly one of its kind the other does not; with the item grown to the whole item
 * (`home`). Null when not certain.
 */
export function uniqueCounterpart(
  home: string,
  homeSentence: Range,
  span: Range,
  away: string,
  awaySentence: Range,
): { home: Range; away: Range } | null {
  const kind = itemKind(home.slice(span.start, span.end));
  const homeItems = itemsIn(home, homeSentence, kind);
  const awayItems = itemsIn(away, awaySentence, kind);
  const homeTexts = new Set(homeItems.map((r) => normal(home.slice(r.start, r.end))));
  const awayTexts = new Set(awayItems.map((r) => normal(away.slice(r.start, r.end))));
  const homeOnly = homeItems.filter((r) => !awayTexts.has(normal(home.slice(r.start, r.end))));
  const awayOnly = awayItems.filter((r) => !homeTexts.has(normal(away.slice(r.start, r.end))));
  const covers = homeOnly.length === 1 && homeOnly[0]!.start <= span.start && span.end <= homeOnly[0]!.end;
  if (!covers || awayOnly.length !== 1) return null;
  if (kind === "name" && !standsFor(home, homeSentence, homeOnly[0]!, away, awaySentence, awayOnly[0]!)) return null;
  // Words the text ran together ("SLUwhen") that the other side spaced ("SLU when") are not a changed item.
  const [mine, theirs] = [home.slice(homeOnly[0]!.start, homeOnly[0]!.end), awayOnly[0]!];
  const glued = (t: string) => t.replace(/\s+/g, "");
  if (mine.length > theirs.end - theirs.start && glued(away.slice(theirs.start, theirs.start + 2 * mine.length)).startsWith(glued(mine)))
    return null;
  return { home: homeOnly[0]!, away: awayOnly[0]! };
}

/**
 * A counterpart grown over the user's item where the result gives it beside it in brackets ("Dodd-Frank Act (DFA)",
 * "DFA (Dodd-Frank Act)" for the user's "DFA"), so putting the item back does not double it ("the DFA (DFA)").
 */
export function withBracketedCopy(result: string, span: Range, mine: string): Range {
  const copy = normal(mine);
  if (!copy) return span;
  const after = /^\s*\(([^()]{1,80})\)/.exec(result.slice(span.end));
  if (after && normal(after[1]!) === copy) return { start: span.start, end: span.end + after[0].length };
  const escaped = mine
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s+/g, "\\s+");
  const before = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}\\s*\\(\\s*$`, "iu").exec(
    result.slice(Math.max(0, span.start - mine.length - 8), span.start),
  );
  if (before && /^\s*\)/.test(result.slice(span.end)))
    return { start: span.start - before[0].length, end: span.end + /^\s*\)/.exec(result.slice(span.end))![0].length };
  return span;
}
