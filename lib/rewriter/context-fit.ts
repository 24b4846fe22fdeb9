import { lmHasBigram, lmScore, lmWordId } from "./lm";

/**
 * The words around a swap, as the language model reads them: up to two lowercase words before (or "<s>" at the
 * start of a sentence) and up to two after (or "</s>" at its end). Punctuation or a protected span cuts the
 * context there, so a side may be empty.
 */
export interface Neighbours {
  before: readonly string[];
  after: readonly string[];
}

/**
 * How much less natural (log10 probability) a window may read with the replacement than with the original. A
 * trigram model tells good swaps from bad ones only at the extremes: read on dev edits, right swaps cost up to
 * 2.6 ("focus on" → "concentrate on", "crucial aspect" → "important aspect"), while the wrong ones it alone can
 * catch cost more ("New Testament" → "New proof" 3.1, "vibrant city" → "colorful city" 2.8, "holistic approach" →
 * "rounded approach" 4.1). So it vetoes only those; the corpus's collocations and the sense checks do the rest.
 */
const MAX_LOSS = 2.7;

/**
 * How the replacement reads between its neighbours compared with the original, in log10 probability under the
 * generic English model (positive: more natural). Only the trigrams the swap takes part in are scored.
 */
export function fitChange(neighbours: Neighbours, original: string, replacement: string): number {
  const { before, after } = neighbours;
  const score = (words: string) => lmScore([...before, ...words.split(" "), ...after], before.length);
  return score(replacement) - score(original);
}

/** A neighbour the model can vouch for: a word it knows, or a sentence bound. */
function known(word: string | undefined): word is string {
  return word !== undefined && lmWordId(word) >= 0;
}

/**
 * Whether `replacement` reads naturally where `original` stands: where human writers put the original next to a
 * neighbour, they put the replacement there too ("comforting adopt" and "informed → told approach" are pairs the
 * model never saw), and the window reads nearly as well as before. A pair the model lacks for the original too (a
 * name, a rare term, a gap in its data) says nothing either way.
 */
export function fitsContext(neighbours: Neighbours, original: string, replacement: string): boolean {
  const words = replacement.split(" ");
  const originalWords = original.split(" ");
  const previous = neighbours.before.at(-1);
  const next = neighbours.after[0];
  if (known(previous) && lmHasBigram(previous, originalWords[0]) && !lmHasBigram(previous, words[0])) return false;
  if (known(next) && lmHasBigram(originalWords[originalWords.length - 1], next) && !lmHasBigram(words[words.length - 1], next))
    return false;
  return fitChange(neighbours, original, replacement) >= -MAX_LOSS;
}

const WORD_BEFORE = /([A-Za-z]+(?:['’-][A-Za-z]+)*) $/;
const WORD_AFTER = /^ ([A-Za-z]+(?:['’-][A-Za-z]+)*)/;
const SENTENCE_START = /^["“'‘(\[]?$/;
const SENTENCE_END = /^[.!?]+["”'’)\]]*$/;

const lower = (word: string) => word.toLowerCase().replace(/’/g, "'");

/** How far either side of a swap its neighbours are looked for: two words, with room to spare. */
const REACH = 120;

/** The neighbours of the words at [start, end) of a sentence, as fitsContext reads them. */
export function neighboursAt(sentence: string, start: number, end: number): Neighbours {
  const before: string[] = [];
  // Only the text near the swap is searched, so a sentence of any length costs the same per swap.
  const from = Math.max(0, start - REACH);
  let head = sentence.slice(from, start);
  for (let match = WORD_BEFORE.exec(head); match && before.length < 2; match = WORD_BEFORE.exec(head)) {
    // A word cut by the reach is not a neighbour.
    if (match.index === 0 && from > 0) break;
    before.unshift(lower(match[1]));
    head = head.slice(0, match.index);
  }
  if (from === 0 && before.length < 2 && SENTENCE_START.test(head.trim())) before.unshift("<s>");
  const after: string[] = [];
  let tail = sentence.slice(end, end + REACH);
  const cut = end + REACH < sentence.length;
  for (let match = WORD_AFTER.exec(tail); match && after.length < 2; match = WORD_AFTER.exec(tail)) {
    if (cut && match[0].length === tail.length) break;
    after.push(lower(match[1]));
    tail = tail.slice(match[0].length);
  }
  if (!cut && after.length < 2 && SENTENCE_END.test(tail.trim())) after.push("</s>");
  return { before, after };
}
