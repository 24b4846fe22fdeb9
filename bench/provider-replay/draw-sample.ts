/**
 * Draws the pairs to label by hand from one bench run: 200 whose first reply the guards refused and 200 they
 * passed, at random with a fixed seed, and writes them, with each stratum's size, to sample.jsonl (labels.ts).
 * Run: tsx bench/provider-replay/draw-sample.ts --from bench/results/provider-replay-before.jsonl [--per-stratum 200]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { rng, shuffleInPlace } from "@/scripts/detector/common";
import { LABEL_DIR, type Outcome, type SampledPair } from "./labels";

const SEED = 30;

const { values } = parseArgs({ options: { from: { type: "string" }, "per-stratum": { type: "string", default: "200" } } });
if (!values.from) throw new Error("usage: draw-sample.ts --from RESULTS.jsonl");
const rows = readFileSync(values.from, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { pair: string; model: string; outcome: Outcome });
// Pulse and Lumenaris get the same recorded reply, so a pair's first reply has one outcome: draw pairs once.
const firstReplies = rows.filter((r) => r.model === "pulse");
const sample: SampledPair[] = (["refused", "passed"] as const).flatMap((stratum) => {
  const members = firstReplies.filter((r) => r.outcome === stratum).map((r) => r.pair);
  return shuffleInPlace(members, rng(SEED))
    .slice(0, Number(values["per-stratum"]))
    .map((pair) => ({ pair, stratum, stratumSize: members.length, population: firstReplies.length }));
});
writeFileSync(join(LABEL_DIR, "sample.jsonl"), sample.map((s) => JSON.stringify(s)).join("\n") + "\n");
console.log(`drew ${sample.length} pairs to label into ${join(LABEL_DIR, "sample.jsonl")}`);
