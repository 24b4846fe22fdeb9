import { sentenceSpans } from "@/lib/language/sentences";

/**
 * The units the sentence alignment (align.ts) works on: the splitter's sentences, with a piece the splitter cut where
 * no sentence ends joined back (goesOn), and a run too long to be one sentence cut into clauses (pieces). A unit is
 * what "Restore my sentence" puts back, so it must read as a whole. Pure.
 */

export type Range = { start: number; end: number };

/** More words than this without a sentence end is no sentence (a report section without full stops). */
const LONGEST_SENTENCE = 60;
/**
 * A sentence that ends in its own full stop is a sentence up to this many words: cut shorter, its pieces are clauses
 * that read as fragments when restored ("…of an English school, Her malicious girlfriend…").
 */
const LONGEST_STOPPED_SENTENCE = 150;
/** Pieces a too-long sentence is cut into run at least this many words, so no clause is cut from its words. */
const SHORTEST_PIECE = 8;
/**
 * Words that open a sentence, seen capitalised right after a lower-case word: a full stop the text left out (text
 * taken from a PDF: "…weather-related exposures This tool utilizes…").
 */
const MISSING_STOP =
  /(?<=[\p{Ll}\d)])(?=\s+(?:The|This|These|That|Those|There|It|Its|We|Our|They|Their|He|She|His|Her|I|In|On|At|As|By|For|If|When|While|Although|However|But|Both|Some|Many|Most|Each|A|An|To|With|Since|Because|Thus|Therefore|Furthermore|Moreover|Additionally|Overall|Finally|Among|Amongst|Despite|During|After|Before|Such|Other|One|No|Not|All|Any|Every|Instead|Then|So|You|Your|My)\s)/gu;
/**
 * Where a too-long sentence is cut, and how many words a piece runs at least there: clauses, then full stops the
 * text left out (the first CLAUSE_CUTS), then commas, then words. Commas and words cut only a run longer than
 * LONGEST_STOPPED_SENTENCE: a piece cut there reads as a fragment ("…and of underwriting,"), restored alone.
 */
const CLAUSE_CUTS = 2;
const CUTS: readonly [RegExp, number][] = [
  [/[;:](?=\s)/g, SHORTEST_PIECE],
  [MISSING_STOP, SHORTEST_PIECE],
  [/,(?=\s)/g, 20],
  [/(?<=\S)(?=\s)/g, 40],
];

/**
 * A run of more than LONGEST_SENTENCE words without a full stop (LONGEST_STOPPED_SENTENCE with one) cut for
 * alignment: at clause punctuation (; :), at full stops the text left out, then (past LONGEST_STOPPED_SENTENCE) at
 * commas, then every 40 words (CUTS); so restoring one never swaps a whole section of a text without full stops.
 */
function pieces(text: string, range: Range): Range[] {
  const body = text.slice(range.start, range.end);
  const starts = [...body.matchAll(/\S+/g)].map((m) => range.start + m.index);
  const stopped = /[.!?…]["'”’)\]]*\s*$/.test(body);
  if (starts.length <= (stopped ? LONGEST_STOPPED_SENTENCE : LONGEST_SENTENCE)) return [range];
  /** Words starting in [a, b). */
  const words = (a: number, b: number) => lowerBound(starts, b) - lowerBound(starts, a);
  for (const [cut, target] of starts.length > LONGEST_STOPPED_SENTENCE ? CUTS : CUTS.slice(0, CLAUSE_CUTS)) {
    const out: Range[] = [];
    let from = range.start;
    for (const m of body.matchAll(cut)) {
      const at = range.start + m.index + m[0].length;
      if (words(from, at) >= target && words(at, range.end) >= SHORTEST_PIECE) {
        out.push({ start: from, end: at });
        from = starts[lowerBound(starts, at)]!;
      }
    }
    if (!out.length) continue;
    out.push({ start: from, end: range.end });
    return out.flatMap((piece) => pieces(text, piece));
  }
  return [range];
}

/** The first index of a sorted array whose value is at least `x`. */
function lowerBound(sorted: readonly number[], x: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many more brackets a stretch opens than it closes. */
const openBrackets = (s: string) => (s.match(/[([]/g)?.length ?? 0) - (s.match(/[)\]]/g)?.length ?? 0);

/**
 * Whether the splitter's sentence `next` goes on the sentence before it (issue 50, round 58): where the cut lies inside
 * brackets that `next` closes ("(Fla." | "App. 4th Dist.6/13/2001), 788 So.2d 355"), in a spaced ellipsis ("made
 * clear ." | "." | "!12 What!"), after a lone lower-case letter ("481 n." | "1, 112 S.Ct. 812"), before an
 * abbreviation and its comma ("Aries Ins." | "Co., 2000-1985"), after a case's party abbreviated ("Wilks v. Am." |
 * "Tobacco Co., 680 So.2d 839") or between a reporter's abbreviation and its pages ("280 Ga." | "199, 201, the trial
 * court…"; round 59). Restoring either part alone would put back a fragment.
 */
function goesOn(before: string, next: string): boolean {
  if (openBrackets(before) > 0 && openBrackets(before + next) < openBrackets(before)) return true;
  if (/\.\s+\.\s*$/.test(before) || /^[.\s]+$/.test(next)) return true;
  if (/\sv\.(?:\s+\p{Lu}\p{L}{0,4}\.)+\s*$/u.test(before)) return true;
  if (/\s\p{Lu}[\p{L}\d.]{0,6}\.\s*$/u.test(before) && /^\d+,\s/.test(next.trim())) return true;
  return /(?:^|\s)\p{Ll}\.\s*$/u.test(before) || /^\p{Lu}\p{L}{0,3}\.\**[,:]/u.test(next.trim());
}

/**
 * A full stop the text gave no space after, between a word and the next sentence's capital ("a great deal.There
 * perfect for on the go.Fifty mints per tin…"; round 59): the splitter reads such a run as one sentence, and Restore my
 * sentence would put the whole run back over one sentence of the result. A word of two or more lower-case letters
 * before the stop keeps initials, names and abbreviations whole ("U.S.Army", "St.Louis", "Fed.Cir.", "Github.Com").
 */
const UNSPACED_STOP = /(?<=(?:^|[^\p{L}\d])\p{Ll}{2,}[.!?])(?=\p{Lu}\p{Ll})/gu;

/** The splitter's sentences, cut again at full stops the text gave no space after (UNSPACED_STOP). */
function spacedSentences(text: string): Range[] {
  return sentenceSpans(text).flatMap(({ start, end }) => {
    const cuts = [...text.slice(start, end).matchAll(UNSPACED_STOP)].map((m) => start + m.index);
    return [start, ...cuts].map((from, k) => ({ start: from, end: cuts[k] ?? end }));
  });
}

/**
 * How many of the splitter's sentences a bracket it cut inside may run to before it closes ("(Fla." | "App. 4th Dist." |
 * "6/13/2001), 788 So.2d 355: In this case…"; round 60).
 */
const BRACKET_REACH = 3;

/**
 * Whether a stretch ends inside a quotation it opened: its last double quotation mark opens one (“, or " at the start,
 * after a space, a bracket or a dash). A quotation of two sentences cut between them, restored in part, is left open
 * and loses its speaker (issue 50, round 61: '"For over seven years… another event.' | 'I was not prepared… again,"
 * said Kosuke Morita').
 */
const endsInsideQuote = (s: string) => /(?:“|(?:^|[\s([{—–-])")[^"“”]*$/u.test(s);
/** Whether a stretch closes a quotation: ”, or " after a character that is not a space. */
const closesQuote = (s: string) => /”|(?<=\S)"/u.test(s);
/**
 * How many of the splitter's sentences a quotation it cut inside may run to before it closes: a quoted speech runs
 * longer than a bracket ('If they say, "Join us!' | 'Let's ambush…' | 'Let's devour…' | 'We'll find…' | 'Throw in your
 * lot with us, we'll all share a common purse."'; rounds 62 and 63, the same reply's mark read wrong twice).
 */
const QUOTE_REACH = 5;

/**
 * The splitter's sentences with those that go on the one before them (goesOn) joined to it, and those inside a bracket
 * that closes within BRACKET_REACH sentences or a quotation that closes within QUOTE_REACH: a sentence does not end
 * inside brackets or quotation marks.
 */
function wholeSentences(text: string): Range[] {
  const spans = spacedSentences(text);
  const out: Range[] = [];
  spans.forEach(({ start, end }, k) => {
    const last = out.at(-1);
    if (!last) return void out.push({ start, end });
    const before = text.slice(last.start, last.end);
    const open = openBrackets(before);
    const reach = (sentences: number) => spans[Math.min(spans.length, k + sentences) - 1]!.end;
    const inBracket = open > 0 && openBrackets(text.slice(last.start, reach(BRACKET_REACH))) < open;
    const inQuote = endsInsideQuote(before) && closesQuote(text.slice(start, reach(QUOTE_REACH)));
    if (inBracket || inQuote || goesOn(before, text.slice(start, end))) last.end = end;
    else out.push({ start, end });
  });
  return out;
}

/** The text's units for alignment, in order: whole sentences, too-long runs cut into pieces. */
export function alignmentUnits(text: string): Range[] {
  return wholeSentences(text).flatMap((range) => pieces(text, range));
}
