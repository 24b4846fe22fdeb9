/**
 * The review figures of a saved bench run (`--out`), from the hand labels (labels.ts).
 * Run: tsx bench/provider-replay/rates.ts RESULTS.jsonl (a run's --out) [--sample fresh]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadLabels, reviewFigures, SAMPLE_NAMES, type Outcome, type ReviewOutcomes, type SampleName } from "./labels";

const { values, positionals } = parseArgs({ options: { sample: { type: "string", default: "first" } }, allowPositionals: true });
const file = positionals[0];
if (!file) throw new Error("usage: rates.ts RESULTS.jsonl [--sample fresh]");
const sampleName = values.sample as SampleName;
if (!SAMPLE_NAMES.includes(sampleName)) throw new Error(`--sample must be one of: ${SAMPLE_NAMES.join(", ")}`);
const outcomes: ReviewOutcomes = new Map();
for (const line of readFileSync(file, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const row = JSON.parse(line) as { pair: string; model: string; outcome: Outcome; failed?: boolean; marks?: number };
  if (row.model === "pulse")
    outcomes.set(row.pair, { retried: row.outcome === "refused", failed: row.failed ?? row.outcome === "failed", marks: row.marks ?? 0 });
}
const figures = reviewFigures(loadLabels(undefined, sampleName), outcomes);
if (!figures) throw new Error("no labels for this run");
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `good replies retried ${pct(figures.retriedGood)}; losses flagged ${pct(figures.lossesFlagged)}; good replies marked ${pct(figures.goodMarked)} (${figures.labelled} labelled pairs)`,
);
