import { describe, expect, it } from "vitest";
import { loadDetectorModel } from "@/lib/detector";
import { sparseDot } from "@/lib/detector/features/hashing";
import { SparseMarginTracker } from "@/lib/detector/margin-tracker";
import { analyze } from "@/lib/detector/text";

const model = loadDetectorModel();
const sparseMargin = (text: string) => sparseDot(analyze(text), model.cfg, model.sparseW);

const TEXT =
  "Additionally, the proposed framework leverages a robust pipeline to enhance performance. Our experiments demonstrate significant improvements across various benchmarks. It is crucial to note that these findings highlight the potential of the approach.";

/** The text with one word replaced, and the window around it that an edit is described by. */
function edit(text: string, word: string, replacement: string, context: number): { edited: string; before: string; after: string } {
  const at = text.indexOf(word);
  const from = Math.max(0, at - context);
  const to = Math.min(text.length, at + word.length + context);
  return {
    edited: text.slice(0, at) + replacement + text.slice(at + word.length),
    before: text.slice(from, to),
    after: text.slice(from, at) + replacement + text.slice(at + word.length, to),
  };
}

describe("the checker's margin, kept up to date edit by edit", () => {
  it("starts at the detector's own sparse margin", () => {
    expect(new SparseMarginTracker(model, TEXT).margin()).toBeCloseTo(sparseMargin(TEXT), 10);
  });

  it("weighs an edit exactly from a window around it, without scoring the whole text", () => {
    for (const [word, replacement] of [
      ["various", "many"],
      ["demonstrate", "show"],
      ["leverages", "uses"],
      ["crucial", "important"],
    ] as const) {
      const tracker = new SparseMarginTracker(model, TEXT);
      const { edited, before, after } = edit(TEXT, word, replacement, 64);
      expect(tracker.change(before, after), word).toBeCloseTo(sparseMargin(edited) - sparseMargin(TEXT), 10);
    }
  });

  it("stays exact as edits are applied one after another", () => {
    const tracker = new SparseMarginTracker(model, TEXT);
    let text = TEXT;
    for (const [word, replacement] of [
      ["various", "many"],
      ["demonstrate", "show"],
      ["enhance", "improve"],
    ] as const) {
      const { edited, before, after } = edit(text, word, replacement, 64);
      tracker.apply(before, after);
      text = edited;
      expect(tracker.margin(), word).toBeCloseTo(sparseMargin(text), 10);
    }
  });

  it("reads a plain word as less machine-like than the stock word it replaces", () => {
    const tracker = new SparseMarginTracker(model, TEXT);
    const { before, after } = edit(TEXT, "leverages", "uses", 64);
    expect(tracker.change(before, after)).toBeLessThan(0);
  });
});
