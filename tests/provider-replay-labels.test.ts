import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadLabels, lossBaseRate, reviewFigures, type ReviewOutcomes, type SampleName } from "@/bench/provider-replay/labels";

/**
 * The hand labels of the provider-replay bench, one file of draws and one of readings, each row with its round: the
 * first sample and the fresh one are scored apart, so a fresh reader's labels never leak into the first sample's
 * figures (or the other way round).
 */
const dir = mkdtempSync(join(tmpdir(), "labels-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const jsonl = (file: string, rows: object[]) => writeFileSync(join(dir, file), rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
const drawn = (round: SampleName, pair: string, stratum: "refused" | "passed") => ({
  round,
  pair,
  stratum,
  stratumSize: stratum === "refused" ? 30 : 70,
  population: 100,
});

jsonl("loss-samples.jsonl", [
  drawn("first", "a1", "refused"),
  drawn("first", "a2", "passed"),
  drawn("fresh", "f1", "refused"),
  drawn("fresh", "f2", "refused"),
  drawn("fresh", "f3", "passed"),
  drawn("fresh", "f4", "passed"),
]);
jsonl("loss-labels.jsonl", [
  { round: "first", reader: "a", pair: "a1", loss: true, note: "a date dropped" },
  { round: "fresh", reader: "c", pair: "f1", loss: true, note: "a citation dropped" },
  { round: "first", reader: "a", pair: "a2", loss: false, note: "faithful" },
  { round: "fresh", reader: "c", pair: "f2", loss: false, note: "faithful" },
  { round: "fresh", reader: "c", pair: "f3", loss: true, note: "a hedge dropped" },
  { round: "fresh", reader: "c", pair: "f4", loss: false, note: "faithful" },
]);

describe("provider-replay hand labels", () => {
  it("reads each sample with its own readers only", () => {
    expect([...loadLabels(dir)!.readers.keys()]).toEqual(["a"]);
    expect(loadLabels(dir)!.sample.map((s) => s.pair)).toEqual(["a1", "a2"]);
    expect([...loadLabels(dir, "fresh")!.readers.keys()]).toEqual(["c"]);
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
    const base = lossBaseRate(fresh.sample, (pair) => fresh.readers.get("c")!.get(pair)?.loss);
    expect(base.byStratum).toEqual({ refused: { losses: 1, labelled: 2 }, passed: { losses: 1, labelled: 2 } });
    expect(base.all.rate).toBeCloseTo(0.5);
  });

  it("has no figures for a sample not drawn yet", () => {
    expect(loadLabels(join(dir, "missing"), "fresh")).toBeNull();
    const onlyFirst = mkdtempSync(join(tmpdir(), "labels-"));
    writeFileSync(join(onlyFirst, "loss-samples.jsonl"), JSON.stringify(drawn("first", "a1", "refused")) + "\n");
    expect(loadLabels(onlyFirst, "fresh")).toBeNull();
    expect(loadLabels(onlyFirst)!.readers.size).toBe(0);
    rmSync(onlyFirst, { recursive: true, force: true });
  });
});
