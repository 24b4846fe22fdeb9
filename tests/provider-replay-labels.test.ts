import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadLabels, lossBaseRate, reviewFigures, type ReviewOutcomes } from "@/bench/provider-replay/labels";

/**
 * The hand-label files of the provider-replay bench: the first sample and the fresh one are scored apart, so a
 * fresh reader's labels never leak into the first sample's figures (or the other way round).
 */
const dir = mkdtempSync(join(tmpdir(), "labels-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const jsonl = (file: string, rows: object[]) => writeFileSync(join(dir, file), rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
const drawn = (pair: string, stratum: "refused" | "passed") => ({
  pair,
  stratum,
  stratumSize: stratum === "refused" ? 30 : 70,
  population: 100,
});

jsonl("sample.jsonl", [drawn("a1", "refused"), drawn("a2", "passed")]);
jsonl("labels-reader-a.jsonl", [
  { pair: "a1", loss: true, note: "a date dropped" },
  { pair: "a2", loss: false, note: "faithful" },
]);
jsonl("sample-fresh.jsonl", [drawn("f1", "refused"), drawn("f2", "refused"), drawn("f3", "passed"), drawn("f4", "passed")]);
jsonl("labels-fresh-reader-c.jsonl", [
  { pair: "f1", loss: true, note: "a citation dropped" },
  { pair: "f2", loss: false, note: "faithful" },
  { pair: "f3", loss: true, note: "a hedge dropped" },
  { pair: "f4", loss: false, note: "faithful" },
]);

describe("provider-replay hand labels", () => {
  it("reads each sample with its own readers only", () => {
    expect([...loadLabels(dir)!.readers.keys()]).toEqual(["reader-a"]);
    expect([...loadLabels(dir, "fresh")!.readers.keys()]).toEqual(["reader-c"]);
    expect(loadLabels(dir, "fresh")!.sample.map((s) => s.pair)).toEqual(["f1", "f2", "f3", "f4"]);
  });

  it("scores the review with the fresh sample, as shares of its good replies and of its losses, each stratum weighted by its size", () => {
    const outcomes: ReviewOutcomes = new Map([
      ["f1", { retried: false, failed: false, marks: 2 }],
      ["f2", { retried: true, failed: false, marks: 0 }],
      ["f3", { retried: false, failed: false, marks: 0 }],
      ["f4", { retried: false, failed: false, marks: 1 }],
    ]);
    const figures = reviewFigures(loadLabels(dir, "fresh"), outcomes)!;
    expect(figures.labelled).toBe(4);
    // Losses: f1 (refused stratum, weight 0.3) marked, f3 (passed, 0.7) not.
    expect(figures.lossesFlagged).toBeCloseTo(0.3 / (0.3 + 0.7));
    // Good replies: f2 (0.3) retried, f4 (0.7) marked.
    expect(figures.retriedGood).toBeCloseTo(0.3);
    expect(figures.goodMarked).toBeCloseTo(0.7);
  });

  it("counts a reader's losses per stratum and extrapolates them to all replies", () => {
    const fresh = loadLabels(dir, "fresh")!;
    const base = lossBaseRate(fresh.sample, (pair) => fresh.readers.get("reader-c")!.get(pair)?.loss);
    expect(base.byStratum).toEqual({ refused: { losses: 1, labelled: 2 }, passed: { losses: 1, labelled: 2 } });
    expect(base.all.rate).toBeCloseTo(0.5);
  });

  it("has no figures for a sample not drawn yet", () => {
    expect(loadLabels(join(dir, "missing"), "fresh")).toBeNull();
  });
});
