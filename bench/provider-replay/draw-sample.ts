/**
 * Draws the pairs to label by hand: 200 whose reply the guards refuse and 200 they pass, at random with a fixed
 * seed, and writes them, with each stratum's size, to sample.jsonl (labels.ts). The strata come from a bench run's
 * first replies (--from results.jsonl) or, with --scan, from the guards' check of each whole reply, run here
 * without the HTTP path (the two differ only where the stream gate refuses early).
 * Run: tsx bench/provider-replay/draw-sample.ts (--from bench/results/provider-replay-before.jsonl | --scan)
 *        [--per-stratum 200] [--seed 30] [--name fresh]
 * --name writes sample-<name>.jsonl instead, drawn only from pairs in no other sample (labels.ts SAMPLE_NAMES), so
 * its labels judge guards that were tuned on the others.
 * The committed sample.jsonl was drawn with --scan at commit 0076e65, the guards before the labels' fixes;
 * sample-fresh.jsonl with --scan --per-stratum 100 --seed 34 --name fresh at commit f2675d0.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { checkReply } from "@/lib/ai/guards";
import { stripFraming } from "@/lib/ai/guards/framing";
import { rng, shuffleInPlace } from "@/scripts/detector/common";
import { loadLabels, SAMPLE_NAMES, sampleFile, type Outcome, type SampleName, type SampledPair } from "./labels";
import { loadReplayPairs } from "./pairs";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    scan: { type: "boolean" },
    "per-stratum": { type: "string", default: "200" },
    seed: { type: "string", default: "30" },
    name: { type: "string", default: "" },
  },
});
if (!values.from && !values.scan) throw new Error("usage: draw-sample.ts --from RESULTS.jsonl | --scan");
const name = values.name as SampleName;
if (!SAMPLE_NAMES.includes(name)) throw new Error(`--name must be one of: ${SAMPLE_NAMES.filter(Boolean).join(", ")}`);

/** Each pair's outcome: Pulse and Lumenaris get the same recorded reply, so a pair's first reply has one outcome. */
function outcomes(): { pair: string; outcome: Outcome }[] {
  if (values.from) {
    return readFileSync(values.from, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { pair: string; model: string; outcome: Outcome })
      .filter((r) => r.model === "pulse");
  }
  return loadReplayPairs().pairs.map((p) => {
    const request = { text: p.source, options: {}, humanize: false, rephraseType: "Rewriter" as const, model: "pulse" as const };
    const { retry, review } = checkReply(request, stripFraming(p.reply, p.source));
    // Since issue 39 most findings are marks, not refusals: the strata are "flagged" (retried or marked) and not.
    return { pair: p.id, outcome: retry || review.length ? "refused" : "passed" };
  });
}

/** A named sample leaves out every pair of the other samples, so no pair is labelled for two of them. */
const drawnBefore = new Set(
  name
    ? SAMPLE_NAMES.filter((other) => other !== name).flatMap((other) => loadLabels(undefined, other)?.sample.map((s) => s.pair) ?? [])
    : [],
);

const firstReplies = outcomes();
const sample: SampledPair[] = (["refused", "passed"] as const).flatMap((stratum) => {
  const members = firstReplies.filter((r) => r.outcome === stratum).map((r) => r.pair);
  const eligible = members.filter((pair) => !drawnBefore.has(pair));
  return shuffleInPlace(eligible, rng(Number(values.seed)))
    .slice(0, Number(values["per-stratum"]))
    .map((pair) => ({
      pair,
      stratum,
      stratumSize: members.length,
      population: firstReplies.length,
      ...(name && { eligible: eligible.length }),
    }));
});
writeFileSync(sampleFile(name), sample.map((s) => JSON.stringify(s)).join("\n") + "\n");
console.log(`drew ${sample.length} pairs (${drawnBefore.size} of earlier samples left out) to label into ${sampleFile(name)}`);
