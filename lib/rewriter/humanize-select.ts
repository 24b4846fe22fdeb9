import { aiMargin } from "@/lib/detector";
import type { ModelId } from "@/lib/options";
import type { SwapBudget } from "./checker-swaps";
import { bringsRepeat, surroundingsOf, type Surroundings } from "./repeats";

/** What the selection needs from the engine: candidate edits, merges, and the text a run of sentences reads as. */
export interface Editor {
  /** The engine's own rewrite of a sentence, kept where no search is made. */
  rewrite(sentence: string): string;
  /**
   * Candidate rewrites of one sentence, standing `around` as given; the first is the one kept when no candidate
   * reads less like AI.
   */
  candidates(sentence: string, around: Surroundings): readonly string[];
  /** Two adjacent sentences joined into one, or null when they cannot be. */
  merge(first: string, second: string): string | null;
  /** The plain text of a run of sentences (protected spans restored), as the checker will read it. */
  render(sentences: readonly string[]): string;
}

export interface SelectionLimits {
  /** Sentences either side of an edit that the checker reads with it. */
  window: number;
  /** How much lower (in log-odds) a candidate must score than the first to be chosen over it. */
  minGain: number;
  /** At most this many words of a paragraph get the full candidate search; the rest keep the engine's rewrite. */
  searchedWords: number;
}

/**
 * Pulse keeps close to the original (fewer candidates, an edit must earn its place, fewer words swapped);
 * Lumenaris edits boldly.
 */
export const HUMANIZER_LIMITS: Record<ModelId, SelectionLimits & { variants: number; swaps: SwapBudget }> = {
  pulse: { variants: 2, window: 2, minGain: 0.15, searchedWords: 600, swaps: { share: 0.06, minGain: 0.03 } },
  lumenaris: { variants: 4, window: 2, minGain: 0, searchedWords: 600, swaps: { share: 0.12, minGain: 0.01 } },
};

/** How many sentences back an opening word counts as a repeat. */
const OPENING_MEMORY = 3;

function openingWord(sentence: string): string {
  return /[A-Za-z']+/.exec(sentence)?.[0].toLowerCase() ?? "";
}

function wordsIn(sentence: string): number {
  return sentence.split(/\s+/).filter(Boolean).length;
}

/**
 * Sentences of a paragraph to search, most AI-like first, until their words reach the limit. Ranking is by each
 * sentence's own margin, which is cheap; a long paragraph so spends the search where it matters.
 */
function searchOrder(sentences: readonly string[], editor: Editor, limits: SelectionLimits): Set<number> {
  const total = sentences.reduce((sum, sentence) => sum + wordsIn(sentence), 0);
  if (total <= limits.searchedWords) return new Set(sentences.keys());
  const margins = sentences.map((sentence) => aiMargin(editor.render([sentence])));
  const ranked = [...sentences.keys()].sort((a, b) => margins[b] - margins[a]);
  const chosen = new Set<number>();
  let words = 0;
  for (const index of ranked) {
    if (words >= limits.searchedWords) break;
    chosen.add(index);
    words += wordsIn(sentences[index]);
  }
  return chosen;
}

/**
 * Picks, sentence by sentence, the candidate edit the product's checker reads as least machine-like, scoring
 * each in the window of its neighbours (earlier ones as already edited), then joins adjacent sentences where
 * the joined pair reads less like AI. Every candidate is a safe edit on its own; this only chooses among them.
 * `opensText` when the paragraph opens the text.
 */
export function selectEdits(
  sentences: readonly string[],
  gaps: readonly string[],
  editor: Editor,
  limits: SelectionLimits,
  opensText: boolean,
): { sentences: string[]; gaps: string[] } {
  const searched = searchOrder(sentences, editor, limits);
  const chosen = [...sentences];
  const windowScore = (at: number, middle: readonly string[]) =>
    aiMargin(
      editor.render([...chosen.slice(Math.max(0, at - limits.window), at), ...middle, ...chosen.slice(at + 1, at + 1 + limits.window)]),
    );
  for (let i = 0; i < sentences.length; i++) {
    if (!searched.has(i)) {
      chosen[i] = editor.rewrite(sentences[i]);
      continue;
    }
    // Varied openings: no candidate opens with a word one of the last few sentences opens with, unless the writer
    // did so ("Yet they may… Yet even after washing…" reads as a tic).
    // A chosen edit may itself be two sentences (a split), so each of its sentences' openings counts.
    const recentOpenings = new Set(
      chosen
        .slice(Math.max(0, i - OPENING_MEMORY), i)
        .flatMap((edit) => edit.split(/(?<=[.!?])\s+/))
        .map(openingWord),
    );
    // A split's second sentence must not open as the next sentence does ("…hours. But I just… But it's late…").
    const nextOpening = i + 1 < sentences.length ? openingWord(sentences[i + 1]) : "";
    const around = surroundingsOf(chosen, i, opensText);
    const repeats = (candidate: string) =>
      (recentOpenings.has(openingWord(candidate)) && openingWord(candidate) !== openingWord(sentences[i])) ||
      candidate
        .split(/(?<=[.!?])\s+/)
        .slice(1)
        .some((part) => openingWord(part) === nextOpening) ||
      bringsRepeat(sentences[i], candidate, around);
    const all = editor.candidates(sentences[i], around);
    // When every candidate repeats an opening, the sentence stays as the writer had it.
    const candidates = all.some((candidate) => !repeats(candidate)) ? all.filter((candidate) => !repeats(candidate)) : [sentences[i]];
    chosen[i] = candidates[0] ?? sentences[i];
    if (candidates.length < 2) continue;
    let best = windowScore(i, [chosen[i]]) - limits.minGain;
    for (const candidate of candidates.slice(1)) {
      const score = windowScore(i, [candidate]);
      if (score < best) {
        best = score;
        chosen[i] = candidate;
      }
    }
  }
  const outGaps = [...gaps];
  const mayMerge = chosen.map((_, i) => searched.has(i));
  for (let i = 0; i + 1 < chosen.length; i++) {
    if (!mayMerge[i]) continue;
    const merged = editor.merge(chosen[i], chosen[i + 1]);
    if (!merged) continue;
    const before = chosen.slice(Math.max(0, i - limits.window), i);
    const after = chosen.slice(i + 2, i + 2 + limits.window);
    if (
      aiMargin(editor.render([...before, merged, ...after])) <
      aiMargin(editor.render([...before, chosen[i], chosen[i + 1], ...after])) - limits.minGain
    ) {
      chosen.splice(i, 2, merged);
      outGaps.splice(i, 1);
      mayMerge.splice(i, 2, false);
    }
  }
  return { sentences: chosen, gaps: outGaps };
}
