import { loadDetectorModel } from "@/lib/detector";
import { SparseMarginTracker } from "@/lib/detector/margin-tracker";
import { NEARBY_SENTENCES, stemsOf } from "./repeats";
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
  /** The swapped words' place in the sentence as it was before any swap. */
  start: number;
  end: number;
  replacement: string;
  gain: number;
}

/** A swap made: its place in the sentence as it was, and how much longer it made the sentence. */
interface Made {
  start: number;
  end: number;
  shift: number;
}

/**
 * The first or last CONTEXT_CHARS characters of a text as the checker reads it (held spans restored), reading
 * no more of it than that needs: a held span has no spaces, so cutting at a space never splits one.
 */
function renderedEdge(text: string, render: (text: string) => string, edge: "head" | "tail"): string {
  for (let width = 4 * CONTEXT_CHARS; ; width *= 4) {
    if (width >= text.length) break;
    const piece =
      edge === "tail"
        ? text.slice(Math.max(0, text.indexOf(" ", text.length - width)))
        : text.slice(0, text.lastIndexOf(" ", width) + 1 || width);
    const rendered = render(piece);
    if (rendered.length >= CONTEXT_CHARS) return edge === "tail" ? rendered.slice(-CONTEXT_CHARS) : rendered.slice(0, CONTEXT_CHARS);
  }
  const rendered = render(text);
  return edge === "tail" ? rendered.slice(-CONTEXT_CHARS) : rendered.slice(0, CONTEXT_CHARS);
}

/** Whether a swap at [start, end) would fall inside or right beside one made: "crowded" swaps read as noise. */
function touches(swap: Made, start: number, end: number): boolean {
  return start <= swap.end + 1 && end >= swap.start - 1;
}

/**
 * The humanizer's word pass: among the safe swaps of a paragraph's sentences (each one a true synonym that fits
 * its neighbours, as the rewriter would make), makes the swaps the product's checker reads as most human first,
 * while each still lowers its score and the budget lasts. Every swap is weighed exactly: the checker's n-gram
 * features change only around it (see SparseMarginTracker). Swaps are ranked once; each is weighed again just
 * before it is made, since the text around has changed, and made only if it still helps. Two swaps are never
 * made side by side, so each still fits the neighbours it was checked against.
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
  const tracker = new SparseMarginTracker(loadDetectorModel(), render(sentences.map((sentence, i) => sentence + (gaps[i] ?? "")).join("")));
  const made: Made[][] = out.map(() => []);
  const rendered = out.map((sentence) => render(sentence));
  /** The rendered text either side of a sentence, as far as the checker's n-grams reach into it. */
  const contextOf = (index: number): [before: string, after: string] => {
    let before = "";
    for (let i = index - 1; i >= 0 && before.length < CONTEXT_CHARS; i--) before = rendered[i] + gaps[i] + before;
    let after = "";
    for (let i = index + 1; i < out.length && after.length < CONTEXT_CHARS; i++) after += gaps[i - 1] + rendered[i];
    return [before.slice(-CONTEXT_CHARS), after.slice(0, CONTEXT_CHARS)];
  };
  const contexts = out.map((_, index) => contextOf(index));
  /** Where a place in the original sentence is now, after the swaps made before it. */
  const now = (index: number, at: number) => at + made[index].reduce((sum, swap) => sum + (swap.start < at ? swap.shift : 0), 0);

  /** The rendered words around a swap, as they read now and with the swap made. */
  const windows = ({ sentence: index, start, end, replacement }: Omit<Candidate, "gain">): [string, string] => {
    const sentence = out[index];
    const [from, to] = [now(index, start), now(index, end)];
    const before = (contexts[index][0] + renderedEdge(sentence.slice(0, from), render, "tail")).slice(-CONTEXT_CHARS);
    const after = (renderedEdge(sentence.slice(to), render, "head") + contexts[index][1]).slice(0, CONTEXT_CHARS);
    return [before + sentence.slice(from, to) + after, before + replacement + after];
  };
  const gainOf = (candidate: Omit<Candidate, "gain">) => -tracker.change(...windows(candidate));
  /** A swap brings in no word its sentence or the sentences near it now have ("individuals" → "people" twice in a row). */
  const repeats = ({ sentence: index, replacement }: Candidate) => {
    const near = out.slice(Math.max(0, index - NEARBY_SENTENCES), index + 1 + NEARBY_SENTENCES).map(stemsOfCached);
    return [...stemsOfCached(replacement)].some((stem) => near.some((have) => have.has(stem)));
  };
  // Each sentence is asked about once per candidate of five sentences: stemming it anew every time cost seconds on long texts.
  const stemCache = new Map<string, Set<string>>();
  function stemsOfCached(text: string): Set<string> {
    let stems = stemCache.get(text);
    if (!stems) stemCache.set(text, (stems = stemsOf(text)));
    return stems;
  }

  const ranked = sentences
    .flatMap((sentence, index) =>
      optionsFor(sentence).flatMap((option) =>
        option.replacements.map((replacement) => ({ sentence: index, start: option.start, end: option.end, replacement })),
      ),
    )
    .map((candidate) => ({ ...candidate, gain: gainOf(candidate) }))
    .filter((candidate) => candidate.gain >= budget.minGain)
    .sort((a, b) => b.gain - a.gain);
  for (const candidate of ranked) {
    if (swapsLeft === 0) break;
    const index = candidate.sentence;
    if (
      made[index].some((swap) => touches(swap, candidate.start, candidate.end)) ||
      repeats(candidate) ||
      gainOf(candidate) < budget.minGain
    )
      continue;
    const [before, after] = windows(candidate);
    tracker.apply(before, after);
    const [from, to] = [now(index, candidate.start), now(index, candidate.end)];
    out[index] = out[index].slice(0, from) + candidate.replacement + out[index].slice(to);
    rendered[index] = render(out[index]);
    made[index].push({
      start: candidate.start,
      end: candidate.end,
      shift: candidate.replacement.length - (candidate.end - candidate.start),
    });
    swapsLeft--;
    // Only the contexts that reach into the changed sentence change.
    for (let i = index - 1; i >= 0 && contextOf(i)[1] !== contexts[i][1]; i--) contexts[i] = contextOf(i);
    for (let i = index + 1; i < out.length && contextOf(i)[0] !== contexts[i][0]; i++) contexts[i] = contextOf(i);
  }
  return out;
}
