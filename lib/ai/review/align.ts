import SYNONYMS from "@/lib/rewriter/data/synonyms.json";
import { contentStems, stem } from "@/lib/rewriter/stem";
import { alignmentUnits, type Range } from "./units";

/**
 * Sentence alignment of a text and its rewrite (issue 50): both are split with the project's sentence splitter and
 * aligned monotonically in groups of 1:1, 1:2, 2:1, 2:2 sentences, or a sentence of one side alone (1:0 left out,
 * 0:1 added), by a dynamic program over shared content words. Models keep sentence order in nearly all rewrites, so
 * the best monotonic path is the right frame for placing what the checks find (the Gale-Church family of
 * bitext aligners, scored by words rather than length). Pure.
 */

/** One aligned group: the text's sentences and the result's that stand for them (indices into `source`/`result`). */
export interface SentenceGroup {
  source: number[];
  result: number[];
}

export interface Alignment {
  source: Range[];
  result: Range[];
  groups: SentenceGroup[];
}

/** Each stem's WordNet synonyms in their dominant senses, as stems, both ways (one hop: synonymy is not transitive). */
const SYNONYMS_OF = (() => {
  const table = new Map<string, Set<string>>();
  const link = (x: string, y: string) => (table.get(x) ?? table.set(x, new Set()).get(x)!).add(y);
  for (const pos of Object.values(SYNONYMS as Record<string, Record<string, string[]>>)) {
    for (const [word, others] of Object.entries(pos)) {
      for (const other of others) {
        if (other.includes(" ")) continue;
        link(stem(word), stem(other));
        link(stem(other), stem(word));
      }
    }
  }
  return table;
})();

/** Figures and names weigh this many content words: they rarely change in a faithful rewrite, so they anchor it. */
const ANCHOR_WEIGHT = 3;
/** What a group of more than one sentence a side costs, against the simplest explanation (1:1). */
const MERGE_PENALTY = 0.05;
/** What a sentence with no counterpart costs: below any real match, above a forced match of unrelated sentences. */
const SKIP_PENALTY = 0.1;
/** How far off the diagonal the program looks, beyond the two sides' difference in sentences. */
const BAND = 30;

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"].map((w, i) => [w, i + 2]),
);

/** A sentence's content: stems, figures ("#5") and capitalised words inside it ("@ana"), weighted. */
type Bag = Map<string, number>;

function bagOf(text: string, numberWords = false): Bag {
  const bag: Bag = new Map();
  const words = text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
  for (const s of contentStems(words)) bag.set(s, 1);
  // "two of these" is "2 of these": a number in words is the figure (where content is traced, not for the alignment's scores).
  if (numberWords) for (const w of words) if (NUMBER_WORDS.has(w)) bag.set(`#${NUMBER_WORDS.get(w)}`, ANCHOR_WEIGHT);
  for (const figure of text.match(/\d[\d,.:]*\d|\d/g) ?? []) bag.set(`#${figure.replace(/,/g, "").replace(/\.0+$/, "")}`, ANCHOR_WEIGHT); // "5.00" is "$5"
  // A capital after the sentence's first word names someone or something.
  for (const name of text.slice(1).match(/(?<=\s)\p{Lu}[\p{L}'’-]+/gu) ?? []) bag.set(`@${name.toLowerCase()}`, ANCHOR_WEIGHT);
  return bag;
}

const weight = (bag: Bag) => {
  let total = 0;
  for (const w of bag.values()) total += w;
  return total;
};

function union(a: Bag, b: Bag): Bag {
  const u = new Map(a);
  for (const [k, w] of b) u.set(k, w);
  return u;
}

/** A bag's words with their synonyms, for looking another bag's words up in it (synonymy goes both ways). */
function widen(bag: Bag): Set<string> {
  const wide = new Set(bag.keys());
  for (const k of bag.keys()) for (const o of SYNONYMS_OF.get(k) ?? []) wide.add(o);
  return wide;
}

/** Weighted Dice similarity of two bags, 0 to 1: a word counts as shared when the other bag has it or a synonym of it. */
function similarity(a: Bag, aWeight: number, bWide: ReadonlySet<string>, bWeight: number): number {
  if (!aWeight || !bWeight) return 0;
  let shared = 0;
  for (const [k, w] of a) if (bWide.has(k)) shared += w;
  return (2 * shared) / (aWeight + bWeight);
}

/** Moves of the program: sentences taken from the text and from the result, and the move's cost. */
const MOVES = [
  [1, 1, 0],
  [1, 0, SKIP_PENALTY],
  [0, 1, SKIP_PENALTY],
  [2, 1, MERGE_PENALTY],
  [1, 2, MERGE_PENALTY],
  [2, 2, 2 * MERGE_PENALTY],
] as const;

interface Side {
  ranges: Range[];
  /** Bags of each sentence ([0]) and of each sentence with the next ([1]), with their weights. */
  bags: [Bag[], Bag[]];
  /** The same bags widened by synonyms (widen). */
  wide: [Set<string>[], Set<string>[]];
  weights: [number[], number[]];
}

function sideOf(text: string): Side {
  const ranges = alignmentUnits(text);
  const one = ranges.map((r) => bagOf(text.slice(r.start, r.end)));
  const two = one.map((b, i) => (i + 1 < one.length ? union(b, one[i + 1]!) : b));
  return { ranges, bags: [one, two], wide: [one.map(widen), two.map(widen)], weights: [one.map(weight), two.map(weight)] };
}

/** What one sentence of a merged group must share with the other side's group, so that no unrelated sentence rides along. */
const MIN_MEMBER_SHARE = 0.12;

/**
 * What a group of `di` text sentences from `i` and `dj` result sentences from `j` earns: its similarity, counted
 * once per sentence it pairs (so one merge earns what two matches would), or -1 when a sentence of a merge shares
 * too little with the other side to belong to it.
 */
function groupGain(s: Side, i: number, di: number, r: Side, j: number, dj: number): number {
  const [sWide, sWeight, rWide, rWeight] = [s.wide[di - 1]![i]!, s.weights[di - 1]![i]!, r.wide[dj - 1]![j]!, r.weights[dj - 1]![j]!];
  // A member belongs to a merge when it shares enough with the other side's group, and no more with the other
  // side's sentence just outside the group on its side: content carried there is not this group's.
  const share = (side: Side, at: number, wide: ReadonlySet<string>, weight: number) =>
    similarity(side.bags[0]![at]!, side.weights[0]![at]!, wide, weight);
  const member = (side: Side, at: number, wide: ReadonlySet<string>, weight: number, other: Side, outside: number) => {
    const here = share(side, at, wide, weight);
    if (here < MIN_MEMBER_SHARE) return false;
    return outside < 0 || outside >= other.ranges.length || share(side, at, other.wide[0]![outside]!, other.weights[0]![outside]!) <= here;
  };
  if (di === 2 && !(member(s, i, rWide, rWeight, r, j - 1) && member(s, i + 1, rWide, rWeight, r, j + dj))) return -1;
  if (dj === 2 && !(member(r, j, sWide, sWeight, s, i - 1) && member(r, j + 1, sWide, sWeight, s, i + di))) return -1;
  return (similarity(s.bags[di - 1]![i]!, sWeight, rWide, rWeight) * (di + dj)) / 2;
}

/** The text's and the result's sentences aligned in groups, in order, covering every sentence of both once. */
export function alignSentences(source: string, result: string): Alignment {
  const [s, r] = [sideOf(source), sideOf(result)];
  const [n, m] = [s.ranges.length, r.ranges.length];
  const width = m + 1;
  const score = new Float64Array((n + 1) * width).fill(-Infinity);
  const move = new Int8Array((n + 1) * width).fill(-1);
  score[0] = 0;
  const band = BAND + Math.abs(n - m);
  for (let i = 0; i <= n; i++) {
    const diagonal = n ? Math.round((i * m) / n) : 0;
    for (let j = Math.max(0, diagonal - band); j <= Math.min(m, diagonal + band); j++) {
      if (i === 0 && j === 0) continue;
      let best = -Infinity;
      let bestMove = -1;
      MOVES.forEach(([di, dj, cost], k) => {
        if (i < di || j < dj) return;
        const before = score[(i - di) * width + (j - dj)]!;
        if (before === -Infinity) return;
        const gain = di && dj ? groupGain(s, i - di, di, r, j - dj, dj) : 0;
        if (gain < 0) return;
        const total = before + gain - cost;
        if (total > best) [best, bestMove] = [total, k];
      });
      score[i * width + j] = best;
      move[i * width + j] = bestMove;
    }
  }
  const groups: SentenceGroup[] = [];
  for (let i = n, j = m; i > 0 || j > 0;) {
    const k = move[i * width + j]!;
    const [di, dj] = k >= 0 ? MOVES[k]! : i > 0 ? [1, 0] : [0, 1];
    const range = (from: number, count: number) => Array.from({ length: count }, (_, x) => from + x);
    groups.push({ source: range(i - di, di), result: range(j - dj, dj) });
    [i, j] = [i - di, j - dj];
  }
  return { source: s.ranges, result: r.ranges, groups: groups.reverse() };
}

/** The span from a group's first sentence to its last, on one side (null for a side without sentences). */
export function groupSpan(ranges: readonly Range[], indices: readonly number[]): Range | null {
  return indices.length ? { start: ranges[indices[0]!]!.start, end: ranges[indices.at(-1)!]!.end } : null;
}

/** What share of an added sentence's content must come from a neighbouring group's text for it to reword that text. */
const REWORDING_SHARE = 0.3;
/** How many content words an added sentence must step over to reach the group it rewords (filler such as "But that's not all!"). */
const REWORDING_REACH = 2;

/** A sentence of the user's is untold by its group's result sentences when more than this share of its content is in none of them, */
const UNTOLD_SHARE = 0.5;
/** and at least this much (a figure or name alone is not enough: a lost item is marked for itself). */
const UNTOLD_WEIGHT = 4;

/** Letters two stems share at the start to count as one word here, where the stemmer leaves "operat" and "operation", "local" and "locally" apart. */
const LOOSE_PREFIX = 5;

/** A lookup of words in a set that also finds a word by its first LOOSE_PREFIX letters. */
function loosely(words: ReadonlySet<string>): (word: string) => boolean {
  const prefixes = new Set([...words].filter((w) => /^\p{L}/u.test(w) && w.length >= LOOSE_PREFIX).map((w) => w.slice(0, LOOSE_PREFIX)));
  return (word) => words.has(word) || (word.length >= LOOSE_PREFIX && /^\p{L}/u.test(word) && prefixes.has(word.slice(0, LOOSE_PREFIX)));
}

/**
 * The neighbouring group (index) whose text the result sentences of a group alone (0:1) reword, and the groups of
 * result sentences alone between them; null when none. An added sentence rewords a group's text when at least
 * REWORDING_SHARE of its content is that text's (stems, synonyms, figures and names), part of it not carried by the
 * group's own result sentences (a user's sentence reworded into two, one of them inflated), or when it carries a
 * figure or name of that text that the group's result sentences do not ("accord Batalova" told as "The Fourth
 * Circuit, in Batalova v. Gonzales, echoed this"): taking it out would lose what the user said. Short of shared words,
 * an added sentence right after a group whose user's last sentence that group's result sentences leave untold tells
 * it (untold, round 59): no take-out where it would delete the user's content.
 */
export function rewordedNeighbour(
  source: string,
  result: string,
  alignment: Alignment,
  group: number,
): { group: number; between: number[] } | null {
  const { groups } = alignment;
  const added = groups[group]!;
  if (added.source.length || !added.result.length) return null;
  const bagOfSide = (text: string, ranges: readonly Range[], indices: readonly number[]) =>
    indices.map((i) => bagOf(text.slice(ranges[i]!.start, ranges[i]!.end), true)).reduce(union, new Map() as Bag);
  const mine = bagOfSide(result, alignment.result, added.result);
  const total = weight(mine);
  let best: { group: number; between: number[] } | null = null;
  let bestRank = -Infinity;
  /**
   * Whether the last sentence of the text of the group before the added one is left untold by the group's result
   * sentences: more than UNTOLD_SHARE of its content (UNTOLD_WEIGHT or more) found in none of them. Models keep the
   * order of what they tell, so a sentence added right after them, in the same stretch of prose, most likely tells the
   * rest in other words ("deviating from this formula can lead to a flare-up" for "If I switch to another type of dry
   * food, his UTI gets worse"): taking it out would lose what the user said. Not so a list item or heading the result
   * opens, nor the sentence that closes the result: those are the result's own (a summing-up).
   */
  const lastAdded = alignment.result[added.result.at(-1)!]!;
  const goesOnTelling =
    lastAdded.end < alignment.result.at(-1)!.end &&
    !/^\s*(?:[*•‣#-]|\d{1,2}[.)]\s|\*\*)/.test(result.slice(alignment.result[added.result[0]!]!.start, lastAdded.end));
  const untold = (g: SentenceGroup) => {
    const told = loosely(widen(bagOfSide(result, alignment.result, g.result)));
    const edge = alignment.source[g.source.at(-1)!]!;
    const bag = bagOf(source.slice(edge.start, edge.end), true);
    let missing = 0;
    for (const [k, w] of bag) if (!told(k)) missing += w;
    return missing >= UNTOLD_WEIGHT && missing > UNTOLD_SHARE * weight(bag);
  };
  for (const step of [-1, 1]) {
    const between: number[] = [];
    let n = group + step;
    while (groups[n] && !groups[n]!.source.length && groups[n]!.result.length && between.length < REWORDING_REACH)
      between.push((n += step) - step);
    const g = groups[n];
    if (!g?.source.length) continue;
    const textBag = bagOfSide(source, alignment.source, g.source);
    const text = loosely(widen(textBag));
    const carried = loosely(widen(bagOfSide(result, alignment.result, g.result)));
    let [shared, fresh, freshAnchor] = [0, 0, false];
    for (const [k, w] of mine) {
      if (!text(k)) continue;
      shared += w;
      if (carried(k)) continue;
      fresh += w;
      if (/^[@#]/.test(k) || textBag.has(`@${k}`)) freshAnchor = true;
    }
    const share = total ? shared / total : 0;
    // A rewording by shared words outranks one read from a neighbour's untold content alone (share below 0).
    const rank =
      fresh > 0 && (share >= REWORDING_SHARE || freshAnchor)
        ? share
        : step < 0 && !between.length && goesOnTelling && untold(g)
          ? share - 1
          : -Infinity;
    if (rank > bestRank) [best, bestRank] = [{ group: n, between }, rank];
  }
  return best;
}

/** What share of a sentence's content, carried only by the next group's other side, makes the two groups one. */
const SPILL_SHARE = 0.25;
/** And at least this much content (a figure or a name alone is enough: ANCHOR_WEIGHT). */
const SPILL_WEIGHT = 3;
/** A group joined for spilt content takes no more sentences a side than this. */
const SPILL_LARGEST = 4;

/** How much of a sentence's content must have moved to a neighbour for its content to count as crossed. */
export interface Spill {
  share: number;
  weight: number;
}

/**
 * A test of whether content crossed between two blocks of aligned sentences (each a text side and a result side,
 * in order): a sentence of one block has at least `spill.share` of its content (and `spill.weight` or more) on the
 * other block's other side and not on its own block's other side.
 */
export function crossing(source: string, result: string, alignment: Alignment, spill: Spill) {
  const bags = (text: string, ranges: readonly Range[]) => ranges.map((r) => bagOf(text.slice(r.start, r.end), true));
  const [sBags, rBags] = [bags(source, alignment.source), bags(result, alignment.result)];
  const sideBag = (all: Bag[], indices: readonly number[]) => indices.map((i) => all[i]!).reduce(union, new Map() as Bag);
  /** Whether a sentence of one block spilt into `there` (the other block's other side) rather than `here` (its own). */
  const spilt = (bag: Bag, here: Bag, there: Bag) => {
    if (!there.size) return false;
    const [own, next] = [loosely(widen(here)), loosely(widen(there))];
    let moved = 0;
    for (const [k, w] of bag) if (next(k) && !own(k)) moved += w;
    return moved >= spill.weight && moved >= spill.share * weight(bag);
  };
  return (a: SentenceGroup, b: SentenceGroup) => {
    const [aS, aR, bS, bR] = [sideBag(sBags, a.source), sideBag(rBags, a.result), sideBag(sBags, b.source), sideBag(rBags, b.result)];
    return (
      a.source.some((i) => spilt(sBags[i]!, aR, bR)) ||
      b.source.some((i) => spilt(sBags[i]!, bR, aR)) ||
      a.result.some((j) => spilt(rBags[j]!, aS, bS)) ||
      b.result.some((j) => spilt(rBags[j]!, bS, aS))
    );
  };
}

/**
 * A test of whether two blocks of aligned sentences (A before B) can be restored apart (issue 50, round 57): whether
 * a sentence of either block has at least `spill.share` of the content the other side kept of it (and `spill.weight`
 * or more) in words that the rewrite moved across them: on A's text side and B's result side but on neither A's result side nor B's text side
 * (or the other way round). Restoring A alone would double such a word, restoring B alone would drop it. Words both
 * blocks have on the same side (a name the whole paragraph repeats) stay where they are and move nothing.
 */
export function movedAcross(source: string, result: string, alignment: Alignment) {
  const bags = (text: string, ranges: readonly Range[]) => ranges.map((r) => bagOf(text.slice(r.start, r.end), true));
  const [sBags, rBags] = [bags(source, alignment.source), bags(result, alignment.result)];
  const seen = new Map<string, (word: string) => boolean>();
  const sideOf = (all: Bag[], indices: readonly number[]) => {
    const key = `${all === sBags ? "s" : "r"}${indices.join(",")}`;
    if (!seen.has(key)) seen.set(key, loosely(widen(indices.map((i) => all[i]!).reduce(union, new Map() as Bag))));
    return seen.get(key)!;
  };
  return (a: SentenceGroup, b: SentenceGroup, spill: Spill) => {
    const [aS, aR, bS, bR] = [sideOf(sBags, a.source), sideOf(rBags, a.result), sideOf(sBags, b.source), sideOf(rBags, b.result)];
    /** Whether a word moved from one side of one block to the other side of the other. */
    const moved = (k: string) => (aS(k) && bR(k) && !aR(k) && !bS(k)) || (bS(k) && aR(k) && !bR(k) && !aS(k));
    /** Whether a sentence's words moved, out of those the other side kept at all (a lost name is not counted). */
    const spilt = (bag: Bag, otherSide: (k: string) => boolean) => {
      let [w, kept] = [0, 0];
      for (const [k, x] of bag) {
        if (moved(k)) w += x;
        if (otherSide(k)) kept += x;
      }
      return w >= spill.weight && w >= spill.share * kept;
    };
    const [results, sources] = [(k: string) => aR(k) || bR(k), (k: string) => aS(k) || bS(k)];
    return (
      [...a.source, ...b.source].some((i) => spilt(sBags[i]!, results)) || [...a.result, ...b.result].some((j) => spilt(rBags[j]!, sources))
    );
  };
}

/**
 * Neighbouring groups whose content crossed between them join (issue 50, round 56): a user's sentence that the
 * rewrite split across its own result sentence and the next group's (or moved a part of into it), or a result
 * sentence that also carries a neighbouring user sentence, is restored as one group. Otherwise Restore my sentence
 * leaves the part in the neighbour (doubled: "…5.00. A whopping $5.") or drops what the user's neighbour said.
 * A sentence's content spilt when at least SPILL_SHARE of it (SPILL_WEIGHT or more) is found on the other side of the
 * next group and not on the other side of its own. Changes `alignment`'s groups in place and returns it.
 */
export function joinSpills(source: string, result: string, alignment: Alignment): Alignment {
  const crossed = crossing(source, result, alignment, { share: SPILL_SHARE, weight: SPILL_WEIGHT });
  const fits = (a: SentenceGroup, b: SentenceGroup) =>
    (a.source.length || b.source.length) > 0 &&
    (a.result.length || b.result.length) > 0 &&
    a.source.length + b.source.length <= SPILL_LARGEST &&
    a.result.length + b.result.length <= SPILL_LARGEST;
  const join = (a: SentenceGroup, b: SentenceGroup): SentenceGroup => ({
    source: [...a.source, ...b.source],
    result: [...a.result, ...b.result],
  });
  const groups: SentenceGroup[] = [];
  const all = alignment.groups;
  for (let k = 0; k < all.length; k++) {
    const [last, g] = [groups.at(-1), all[k]!];
    if (last && fits(last, g) && crossed(last, g)) {
      groups[groups.length - 1] = join(last, g);
      continue;
    }
    // A sentence of one side alone between them (a question the rewrite added: "Can you guess how many?").
    const h = all[k + 1];
    if (last && h && (!g.source.length || !g.result.length) && fits(join(last, g), h) && crossed(last, h)) {
      groups[groups.length - 1] = join(join(last, g), h);
      k++;
      continue;
    }
    groups.push(g);
  }
  alignment.groups = groups;
  return alignment;
}
