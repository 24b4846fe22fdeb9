/**
 * The guards' false-refusal and missed-loss rates of a saved bench run, from the hand labels (labels.ts).
 * Run: tsx bench/provider-replay/rates.ts bench/results/provider-replay-after.jsonl
 */
import { readFileSync } from "node:fs";
import { estimateRates, loadLabels, type Outcome, type Outcomes } from "./labels";

const file = process.argv[2];
if (!file) throw new Error("usage: rates.ts RESULTS.jsonl");
const outcomes: Outcomes = new Map();
for (const line of readFileSync(file, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const row = JSON.parse(line) as { pair: string; model: string; outcome: Outcome };
  if (row.model === "pulse") outcomes.set(row.pair, row.outcome);
}
const rates = estimateRates(loadLabels(), outcomes);
if (!rates) throw new Error("no labels for this run");
const show = (r: { rate: number; low: number; high: number }) => `${(r.rate * 100).toFixed(2)}% [95% ${(r.low * 100).toFixed(2)}-${(r.high * 100).toFixed(2)}%]`;
console.log(`good replies refused: ${show(rates.falseRefusal)}; real losses let through: ${show(rates.missedLoss)} (${rates.labelled} labelled pairs)`);
