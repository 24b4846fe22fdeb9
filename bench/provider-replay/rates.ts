/**
 * The guards' false-refusal and missed-loss rates of a saved bench run, from the hand labels (labels.ts).
 * Run: tsx bench/provider-replay/rates.ts bench/results/provider-replay-after.jsonl [--sample fresh]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { estimateRates, loadLabels, SAMPLE_NAMES, type Outcome, type Outcomes, type SampleName } from "./labels";

const { values, positionals } = parseArgs({ options: { sample: { type: "string", default: "" } }, allowPositionals: true });
const file = positionals[0];
if (!file) throw new Error("usage: rates.ts RESULTS.jsonl [--sample fresh]");
const sampleName = values.sample as SampleName;
if (!SAMPLE_NAMES.includes(sampleName)) throw new Error(`--sample must be one of: ${SAMPLE_NAMES.filter(Boolean).join(", ")}`);
const outcomes: Outcomes = new Map();
for (const line of readFileSync(file, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const row = JSON.parse(line) as { pair: string; model: string; outcome: Outcome };
  if (row.model === "pulse") outcomes.set(row.pair, row.outcome);
}
const rates = estimateRates(loadLabels(undefined, sampleName), outcomes);
if (!rates) throw new Error("no labels for this run");
const show = (r: { rate: number; low: number; high: number }) => `${(r.rate * 100).toFixed(2)}% [95% ${(r.low * 100).toFixed(2)}-${(r.high * 100).toFixed(2)}%]`;
console.log(`good replies refused: ${show(rates.falseRefusal)}; real losses let through: ${show(rates.missedLoss)} (${rates.labelled} labelled pairs)`);
