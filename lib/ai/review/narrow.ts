import type { SentenceGroup, Spill } from "./align";

/**
 * A group narrowed to the sentences that hold what was found (issue 50, round 57): the alignment joins sentences
 * into a group when their words are best explained together, but a group of two or more sentences a side often holds
 * a user's sentence and its unchanged counterpart beside the one that changed. Where the group can be cut between
 * sentences of both sides with no content crossing the cut, the part without the finding is a group of its own, so
 * the mark covers only the result sentence(s) that stand for the finding's, and restoring swaps only those. A cut
 * lies between whole sentences of both sides, so the restore still swaps whole sentences for the user's own. Pure.
 */

/** The sentences (indices) of a group's text side and result side that must stay in the narrowed group. */
export interface Holding {
  source: readonly number[];
  result: readonly number[];
}

/** Whether content moved between two blocks of aligned sentences (align.ts, movedAcross). */
type Crossed = (a: SentenceGroup, b: SentenceGroup, spill: Spill) => boolean;

/** How much of a sentence's content moved across a cut keeps a group whole (a quarter of what the other side kept of it). */
const CUT_SPILL: Spill = { share: 0.25, weight: 2 };
/**
 * A block left with sentences of one side only (a sentence left out, or one the result added), whether it holds the
 * finding or is cut off beside the block that does, moves no more than a word to its neighbours' other side: a user's
 * sentence whose words a neighbouring result sentence carries is reworded there, not left out, and putting it back
 * (or restoring the neighbour alone) would double or drop them.
 */
const LONE_SPILL: Spill = { share: 0, weight: 2 };
/** A sentence cut off alone moves across with a quarter of what the other side kept of it, one word enough ("I'm in a good mood now."). */
const LEFT_SPILL: Spill = { share: 0.25, weight: 1 };

const size = (g: SentenceGroup) => g.source.length + g.result.length;

/**
 * The group cut into blocks in order, and which block holds the finding: the smallest block holding every sentence
 * of `holding`, bounded by cuts that no content crosses (what lies before a cut against what lies after it, within
 * the group). A group that cannot be cut is one block.
 */
export function narrowGroup(crossed: Crossed, group: SentenceGroup, holding: Holding): { blocks: SentenceGroup[]; kept: number } {
  const [n, m] = [group.source.length, group.result.length];
  if (n + m <= 2) return { blocks: [group], kept: 0 };
  const block = (i0: number, j0: number, i1: number, j1: number): SentenceGroup => ({
    source: group.source.slice(i0, i1),
    result: group.result.slice(j0, j1),
  });
  // Cuts after i text sentences and j result sentences, each leaving sentences on both of its sides.
  const cuts: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const [before, after] = [block(0, 0, i, j), block(i, j, n, m)];
      if (!size(before) || !size(after)) cuts.push([i, j]);
      else if (!crossed(before, after, CUT_SPILL)) cuts.push([i, j]);
    }
  }
  const holds = (b: SentenceGroup) =>
    holding.source.every((s) => !group.source.includes(s) || b.source.includes(s)) &&
    holding.result.every((r) => !group.result.includes(r) || b.result.includes(r));
  // Something lost from the user's text is more often reworded than left out whole: its block keeps sentences of
  // both sides where it can. Something the result added may stand alone. Between blocks alike, the cut that leaves
  // fewer sentences of one side alone around them is the likelier reading.
  const lost = holding.source.length > 0;
  const lone = (b: SentenceGroup) => (size(b) && !(b.source.length && b.result.length) ? 1 : 0);
  const score = ([i0, j0, i1, j1]: [number, number, number, number]) => {
    const kept = block(i0, j0, i1, j1);
    const alone = lone(block(0, 0, i0, j0)) + lone(block(i1, j1, n, m));
    return lost ? [lone(kept), size(kept), alone] : [size(kept), lone(kept), alone];
  };
  const better = (a: number[], b: number[]) => {
    const k = a.findIndex((x, i) => x !== b[i]);
    return k >= 0 && a[k]! < b[k]!;
  };
  // Sentences of one side alone, kept or cut off beside the kept block, carry none of its content (LONE_SPILL); a
  // sentence cut off alone carries less still (LEFT_SPILL). Result sentences that the alignment gave the text of a
  // lost item are not cut off alone at all: restoring the rest would leave them doubling the user's sentence.
  const apart = (left: SentenceGroup, kept: SentenceGroup, before: boolean) => {
    if (!size(left) || !(lone(left) || lone(kept))) return true;
    if (lone(left) && lost && !left.source.length) return false;
    const [a, b] = before ? [left, kept] : [kept, left];
    return !crossed(a, b, LONE_SPILL) && !(lone(left) && crossed(a, b, LEFT_SPILL));
  };
  let best: [number, number, number, number] = [0, 0, n, m];
  for (const [i0, j0] of cuts) {
    for (const [i1, j1] of cuts) {
      if (i1 < i0 || j1 < j0) continue;
      const kept = block(i0, j0, i1, j1);
      if (!size(kept) || !holds(kept)) continue;
      if (n && m && !(apart(block(0, 0, i0, j0), kept, true) && apart(block(i1, j1, n, m), kept, false))) continue;
      if (better(score([i0, j0, i1, j1]), score(best))) best = [i0, j0, i1, j1];
    }
  }
  const [i0, j0, i1, j1] = best;
  const blocks = [block(0, 0, i0, j0), block(i0, j0, i1, j1), block(i1, j1, n, m)];
  const kept = size(blocks[0]!) ? 1 : 0;
  return { blocks: blocks.filter((b) => size(b)), kept };
}
