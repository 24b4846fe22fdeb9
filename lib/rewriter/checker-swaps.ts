import { loadDetectorModel } from "@/lib/detector";
import { SparseMarginTracker } from "@/lib/detector/margin-tracker";
import type { SwapOption } from "./substitute";

/** How far the humanizer's word pass goes. */
export interface SwapBudget {
  /** At most this share of a paragraph's words is swapped. */
  share: number;
  /** A swap must lower the checker's margin (log-odds) by at least this much. */
  minGain: number;
}

/**
 * Characters of text kept either side of a swap when it is weighed: more than the widest n-gram the checker
 * reads (five characters, four words), so the window holds every n-gram the swap touches.
 */
const CONTEXT_CHARS = 64;

interface Candidate {
  sentence: number;
  start: number;
  end: number;
  replacement: string;
  gain: number;
}

/** A span already swapped: nothing inside it or right beside it is swapped again ("crowded" swaps read as noise). */
interface Span {
  start: number;
  end: number;
}

function touches(span: Span, start: number, end: number): boolean {
  return start <= span.end + 1 && end >= span.start - 1;
}

/**
 * The humanizer's word pass: among the safe swaps of a paragraph's sentences (each one a true synonym that fits
 * its neighbours, as the rewriter would make), makes the swaps the product's checker reads as most human first,
 * one at a time, while each still lowers its score and the budget lasts. Every swap is weighed exactly: the
 * checker's n-gram features change only around it (see SparseMarginTracker).
 *
 * `sentences` are as the engine holds them (protected spans as placeholders); `render` gives the text the checker
 * reads; `optionsFor` lists a sentence's safe swaps.
 */
export function swapTowardHuman(
  sentences: readonly string[],
  gaps: readonly string[],
  optionsFor: (sentence: string) => SwapOption[],
  render: (text: string) => string,
  budget: SwapBudget,
): string[] {
  const out = [...sentences];
  const words = out.reduce((sum, sentence) => sum + sentence.split(/\s+/).length, 0);
  let swapsLeft = Math.floor(words * budget.share);
  if (swapsLeft === 0) return out;
  const joined = () => out.map((sentence, i) => sentence + (gaps[i] ?? "")).join("");
  const tracker = new SparseMarginTracker(loadDetectorModel(), render(joined()));
  const swapped: Span[][] = out.map(() => []);
  /** The rendered text either side of each sentence, as far as the checker's n-grams reach into it. */
  const contextOf = (index: number): [before: string, after: string] => [
    render(out.slice(0, index).map((sentence, i) => sentence + gaps[i]).join("")).slice(-CONTEXT_CHARS),
    render(out.slice(index + 1).map((sentence, i) => (gaps[index + i] ?? "") + sentence).join("")).slice(0, CONTEXT_CHARS),
  ];
  const contexts = out.map((_, index) => contextOf(index));

  /** The rendered words around a swap, as they read now and with the swap made. */
  const windows = (index: number, start: number, end: number, replacement: string): [string, string] => {
    const sentence = out[index];
    const before = (contexts[index][0] + render(sentence.slice(0, start))).slice(-CONTEXT_CHARS);
    const after = (render(sentence.slice(end)) + contexts[index][1]).slice(0, CONTEXT_CHARS);
    return [before + sentence.slice(start, end) + after, before + replacement + after];
  };
  const weigh = (candidate: Omit<Candidate, "gain">): Candidate => ({
    ...candidate,
    gain: -tracker.change(...windows(candidate.sentence, candidate.start, candidate.end, candidate.replacement)),
  });
  const candidatesOf = (index: number): Candidate[] =>
    optionsFor(out[index])
      .filter((option) => !swapped[index].some((span) => touches(span, option.start, option.end)))
      .flatMap((option) => option.replacements.map((replacement) => weigh({ sentence: index, start: option.start, end: option.end, replacement })));

  let queue = out.flatMap((_, index) => candidatesOf(index));
  while (swapsLeft > 0 && queue.length > 0) {
    queue.sort((a, b) => b.gain - a.gain);
    // Gains shift a little as the text changes (each namespace is normalized over the whole text), so the best
    // is weighed again before it is made, and made only if it still leads.
    const best = weigh(queue[0]);
    if (queue.length > 1 && best.gain < queue[1].gain) {
      queue[0] = best;
      continue;
    }
    if (best.gain < budget.minGain) break;
    const [before, after] = windows(best.sentence, best.start, best.end, best.replacement);
    tracker.apply(before, after);
    const sentence = out[best.sentence];
    out[best.sentence] = sentence.slice(0, best.start) + best.replacement + sentence.slice(best.end);
    const shift = best.replacement.length - (best.end - best.start);
    swapped[best.sentence] = [
      ...swapped[best.sentence].map((span) => (span.start > best.start ? { start: span.start + shift, end: span.end + shift } : span)),
      { start: best.start, end: best.end + shift },
    ];
    swapsLeft--;
    // Only a neighbour's context can reach into the changed sentence.
    for (let index = Math.max(0, best.sentence - 2); index <= Math.min(out.length - 1, best.sentence + 2); index++) contexts[index] = contextOf(index);
    queue = [...queue.filter((candidate) => candidate.sentence !== best.sentence), ...candidatesOf(best.sentence)];
  }
  return out;
}
