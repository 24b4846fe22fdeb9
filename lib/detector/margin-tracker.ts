import { forEachSparseBucket, SPARSE_NAMESPACES } from "./features/hashing";
import type { DetectorModel } from "./model";
import { analyze } from "./text";

/** A namespace's value for an n-gram seen `count` times: sublinear, as the detector weighs it. */
function sublinear(count: number): number {
  return count > 0 ? 1 + Math.log(count) : 0;
}

/** Bucket counts of a piece of text, per sparse namespace. */
function bucketCounts(model: DetectorModel, text: string): Map<number, number>[] {
  const counts = SPARSE_NAMESPACES.map(() => new Map<number, number>());
  forEachSparseBucket(analyze(text), model.cfg, (namespace, k) => counts[namespace]!.set(k, (counts[namespace]!.get(k) ?? 0) + 1));
  return counts;
}

/**
 * The sparse part of the checker's margin for a text that is being edited, kept up to date edit by edit, so an edit
 * can be weighed without scoring the whole text again. Each namespace contributes weight · Σ w·g(c) / √Σ g(c)²,
 * g the sublinear count; an edit changes only the n-grams of the words around it. An edit is given as the text
 * of a window around it, before and after: any window that reaches five characters and four words past the
 * change on each side (a sentence, say) holds every n-gram the change touches, and the n-grams it cuts at its
 * edges are the same before and after, so they cancel.
 */
export class SparseMarginTracker {
  private readonly counts: Map<number, number>[];
  private readonly dot: number[];
  private readonly squares: number[];

  constructor(
    private readonly model: DetectorModel,
    text: string,
  ) {
    this.counts = bucketCounts(model, text);
    this.dot = this.counts.map((counts) => [...counts].reduce((sum, [k, c]) => sum + model.sparseW[k]! * sublinear(c), 0));
    this.squares = this.counts.map((counts) => [...counts.values()].reduce((sum, c) => sum + sublinear(c) ** 2, 0));
  }

  /** The sparse margin of the text as it now stands. */
  margin(): number {
    return this.marginOf(this.dot, this.squares);
  }

  /** How much the sparse margin would change if `before` became `after` (negative: the text reads less like AI). */
  change(before: string, after: string): number {
    const { dot, squares } = this.edited(before, after);
    return this.marginOf(dot, squares) - this.margin();
  }

  /** Records that `before` became `after`. */
  apply(before: string, after: string): void {
    const { dot, squares, deltas } = this.edited(before, after);
    deltas.forEach((delta, namespace) => {
      const counts = this.counts[namespace]!;
      for (const [k, d] of delta) {
        const next = (counts.get(k) ?? 0) + d;
        if (next > 0) counts.set(k, next);
        else counts.delete(k);
      }
    });
    this.dot.splice(0, this.dot.length, ...dot);
    this.squares.splice(0, this.squares.length, ...squares);
  }

  private marginOf(dot: readonly number[], squares: readonly number[]): number {
    let margin = 0;
    SPARSE_NAMESPACES.forEach((name, namespace) => {
      if (squares[namespace]! > 0) margin += (this.model.cfg[name] * dot[namespace]!) / Math.sqrt(squares[namespace]!);
    });
    return margin;
  }

  private edited(before: string, after: string): { dot: number[]; squares: number[]; deltas: Map<number, number>[] } {
    const deltas = bucketCounts(this.model, after);
    bucketCounts(this.model, before).forEach((counts, namespace) => {
      for (const [k, c] of counts) deltas[namespace]!.set(k, (deltas[namespace]!.get(k) ?? 0) - c);
    });
    const dot = [...this.dot];
    const squares = [...this.squares];
    deltas.forEach((delta, namespace) => {
      const counts = this.counts[namespace]!;
      for (const [k, d] of delta) {
        if (d === 0) continue;
        const was = sublinear(counts.get(k) ?? 0);
        const now = sublinear((counts.get(k) ?? 0) + d);
        dot[namespace]! += this.model.sparseW[k]! * (now - was);
        squares[namespace]! += now * now - was * was;
      }
    });
    return { dot, squares, deltas };
  }
}
