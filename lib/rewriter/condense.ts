import { SHORTEN_RANGE } from "@/lib/tuning";
import { NUMBER_WORD, shorten } from "./length";
import { PLACEHOLDER_SOURCE, type Protector } from "./protect";
import type { Settings } from "./settings-types";
import { contentStems } from "./stem";
import { countWords, joinSentences, splitLine, splitSentences } from "./text";

interface Sentence {
  /** As protected for the rewrite, and as the user wrote it. */
  held: string;
  plain: string;
  line: number;
  /** Words it should have once compressed, to know how far compression alone goes. */
  compressedWords: number;
  content: ReadonlySet<string>;
  /** Holds a number, quotation, code or frozen word. */
  holdsFact: boolean;
  /** Names mid-sentence, and every word as written, to see whether another sentence names the same. */
  names: readonly string[];
  tokens: ReadonlySet<string>;
  /** The last sentence of its paragraph: it draws the paragraph's conclusion, or is its only point. */
  concludes: boolean;
  dropped: boolean;
}

/**
 * A sentence that turns the argument ("However, …"), sets a condition ("If you stop the course early, …"),
 * counts off a point ("Second, …"), draws the conclusion ("So if you drink cold water…"), states what a paper
 * does ("We investigate how…", "This work focuses on…") or gives a review's verdict ("I would recommend…")
 * makes a point of its own; it stays.
 */
const MAKES_POINT =
  /^(?:however|but|yet|still|although|though|while|whereas|if|unless|nevertheless|nonetheless|instead|in contrast|on the other hand|despite|first|second|third|firstly|secondly|thirdly|finally|lastly|so|therefore|thus|hence|(?:in this (?:paper|work|study),? |to (?:address|solve|tackle) (?:this|these) \w+, )?we (?:propose|suggest|present|introduce|investigate|study|show|find|found|demonstrate|develop|argue)|our (?:\w+ )?(?:results|experiments|analysis|findings|evaluation) (?:show|shows|demonstrate|demonstrates|indicate|indicates|suggest|suggests|reveal|reveals)|this (?:work|paper|study|article) (?:focuses|presents|proposes|introduces|examines|investigates|describes|shows)|i (?:would )?(?:definitely |highly )?(?:recommend|not recommend))\b/i;
/**
 * A sentence goes only when the rest of the text already says nearly all of it: at least this share of its
 * content, weighted as `coverage` weighs it (at half, an abstract's finding went for the words its neighbour
 * shares, with the cause only it gave). Below it the sentence makes a point of its own, and a text with
 * little else to cut comes back longer than the range, with a notice (`lengthShortfall`), rather than short
 * of a point.
 */
const REDUNDANT_COVERAGE = 0.75;
/** A short sentence before another often announces it ("The key distinction lies in the focus."). */
const ANNOUNCING_WORDS = 10;
/**
 * A sentence that leans on the one before ("This…", "However,…", "In these forests…", "For example, here's a
 * clip…" after the claim it illustrates) would lean on the wrong one if that went.
 */
const LEANS_BACK =
  /^(?:(?:this|it|its|they|their|them|he|his|she|her|so|thus|hence|therefore|however|but|yet|still|instead|meanwhile|as a result|in turn|then|the latter|the former|both|neither|for example|for instance|e\.g\.|in particular|specifically|namely|that is|in other words|similarly|likewise|in contrast|by contrast|on the other hand)\b|(?:\S+ ){0,3}(?:these|those|such|that|this)\b)/i;
/**
 * A protected span (numbers, quotations, code, the user's frozen words) or a number in words is a fact, which
 * keeps its sentence; an acronym is a name like any other.
 */
const HELD_SPAN = new RegExp(PLACEHOLDER_SOURCE, "g");
const ACRONYM = /\b[A-Z]{2,}[a-z]?s?\b/g;
/** A held span that is a name (a capitalized word or an acronym), not a fact: `namesAlone` decides for those. */
const NAME_SPAN = new RegExp(`^(?:${ACRONYM.source}|[A-Z][\\p{L}'’-]*)$`, "u");
/** A capitalized word mid-sentence, other than "I": a name ("the person I Europe am" names Europe too). */
const NAME = /(?<=\S )(?!I(?:['’][a-z]+)?\b)[A-Z][\w'’-]*/g;

/**
 * The content words of a sentence, stemmed. A lexicon lookup, not tagging: tagging every sentence cost most
 * of a long text's time, and which words a sentence shares with the rest needs no part of speech.
 */
function contentWords(sentence: string): Set<string> {
  return contentStems(sentence.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? []);
}

/**
 * How much of a sentence's content the kept sentences around it already say: the share of its content words
 * found elsewhere, each weighted by 1 / the number of sentences using it, so the words the whole text is
 * about count little and a sentence's own specific words count most. `users` counts, for each word, the
 * kept sentences that use it (this one included).
 */
function coverage(sentence: Sentence, users: ReadonlyMap<string, number>): number {
  let covered = 0;
  let total = 0;
  for (const word of sentence.content) {
    const others = (users.get(word) ?? 1) - 1;
    const weight = 1 / (1 + others);
    total += weight;
    if (others > 0) covered += weight;
  }
  // "Yes." or "I liked it." has no content word to find elsewhere, and is an answer or a verdict, not a repeat.
  return total === 0 ? 0 : covered / total;
}

/** Whether the sentence holds a name no other kept sentence mentions ("the Insurance Group" in each one does not count). */
function namesAlone(sentence: Sentence, all: readonly Sentence[]): boolean {
  return sentence.names.some((name) => !all.some((other) => other !== sentence && !other.dropped && other.tokens.has(name)));
}

/**
 * Fewer words than this is rarely a sentence that repeats another: an answer ("Yes."), or an abbreviation the
 * splitter took for one (the "Rep." of "10 U.C.C. Rep. Serv. 1296", which the next citation repeats).
 */
const MIN_DROPPED_WORDS = 5;
/** "painting, chess, swimming, and basketball": a sentence that lists items keeps them all. */
const SERIES = /[^,;:]+, [^,;:]+,? (?:and|or) /;

function droppable(sentence: Sentence, index: number, all: readonly Sentence[]): boolean {
  if (
    index === 0 ||
    sentence.concludes ||
    countWords(sentence.plain) < MIN_DROPPED_WORDS ||
    SERIES.test(sentence.plain) ||
    sentence.dropped ||
    sentence.holdsFact ||
    namesAlone(sentence, all) ||
    !/[.!]$/.test(sentence.plain.trim()) ||
    MAKES_POINT.test(sentence.plain)
  )
    return false;
  const previous = all.slice(0, index).findLast((other) => !other.dropped);
  if (previous && previous.line === sentence.line && countWords(previous.plain) < ANNOUNCING_WORDS) return false;
  const next = all.slice(index + 1).find((other) => !other.dropped);
  if (next && LEANS_BACK.test(next.plain.trim())) return false;
  return true;
}

/**
 * Shorten and Concise first compress each sentence (see `shorten`): filler and wordiness go first. When that
 * alone leaves the text longer than the target, a sentence goes only if the rest of the text already says
 * nearly all of it (a repeat). Never the opening sentence, a paragraph's last
 * sentence, a list item or heading, a sentence that lists items, one that alone holds a name, any number or
 * quotation, or one the next sentence refers back to.
 */
export function condense(text: string, protector: Protector, settings: Settings): string {
  const lines = text.split(/(\r?\n)/);
  const sentences: Sentence[] = [];
  const layout = lines.map((line, index) => {
    if (index % 2 === 1 || !line.trim()) return null;
    const parts = splitLine(line);
    const { sentences: held, gaps } = splitSentences(protector.protect(parts.body));
    // List items and headings are the text's structure; only prose paragraphs lose sentences.
    if (parts.prefix.trim()) return null;
    for (const [position, sentence] of held.entries()) {
      const plain = protector.restore(sentence);
      sentences.push({
        held: sentence,
        plain,
        line: index,
        compressedWords: countWords(shorten(sentence, settings)),
        content: contentWords(plain),
        holdsFact:
          NUMBER_WORD.test(plain) ||
          (sentence.match(HELD_SPAN) ?? []).some((span) => protector.holdsFrozen(span) || !NAME_SPAN.test(protector.restore(span))),
        names: [...(plain.match(NAME) ?? []), ...(plain.match(ACRONYM) ?? [])],
        tokens: new Set(plain.match(/[\w'’-]+/g)),
        concludes: position === held.length - 1,
        dropped: false,
      });
    }
    return { ...parts, gaps };
  });
  // The middle of the range the product promises, so compression that runs long or short stays inside it.
  const originalWords = countWords(text);
  const target = (originalWords * (SHORTEN_RANGE.min + SHORTEN_RANGE.max)) / 2;
  let words = sentences.reduce((sum, sentence) => sum + sentence.compressedWords, 0);
  const users = new Map<string, number>();
  for (const sentence of sentences) for (const word of sentence.content) users.set(word, (users.get(word) ?? 0) + 1);
  while (words > target) {
    let best: Sentence | null = null;
    let bestScore = -Infinity;
    for (const [index, sentence] of sentences.entries()) {
      // A cut below the range's lower bound (three fifths left) says less than the user asked to keep.
      if (!droppable(sentence, index, sentences) || words - sentence.compressedWords < originalWords * SHORTEN_RANGE.min) continue;
      // On a tie the later sentence goes: a repeat, not the first statement, is what reads as redundant. A
      // summary ("In conclusion, …") is judged like any other: its point stays, its announcing words go (`shorten`).
      const score = coverage(sentence, users);
      if (score >= REDUNDANT_COVERAGE && score >= bestScore) [best, bestScore] = [sentence, score];
    }
    if (!best) break;
    best.dropped = true;
    words -= best.compressedWords;
    for (const word of best.content) users.set(word, (users.get(word) ?? 1) - 1);
  }
  if (!sentences.some((sentence) => sentence.dropped)) return text;
  const pieces: string[] = [];
  lines.forEach((line, index) => {
    const parts = layout[index];
    if (index % 2 === 1 || !parts) {
      pieces.push(line);
      return;
    }
    const own = sentences.filter((sentence) => sentence.line === index);
    const kept = own.filter((sentence) => !sentence.dropped);
    // A paragraph that lost every sentence goes with its line break.
    if (kept.length === 0) {
      lines[index + 1] = "";
      return;
    }
    const gaps = parts.gaps.filter((_, i) => !own[i + 1].dropped);
    pieces.push(
      parts.prefix +
        protector.restore(
          joinSentences(
            kept.map((sentence) => sentence.held),
            gaps,
          ),
        ) +
        parts.suffix,
    );
  });
  const joined = pieces.join("").replace(/(\r?\n)(?:[^\S\r\n]*\r?\n){2,}/g, "$1$1");
  return /\s$/.test(text) ? joined : joined.trimEnd();
}
