/**
 * Draws the pairs to label by hand: 200 whose reply the guards refuse and 200 they pass, at random with a fixed
 * seed, and writes them, with each stratum's size, to loss-samples.jsonl as a round (labels.ts). The strata come from a bench run's
 * first replies (--from results.jsonl) or, with --scan, from the guards' check of each whole reply, run here
 * without the HTTP path (the two differ only where the stream gate refuses early).
 * Run: tsx bench/provider-replay/draw-sample.ts (--from RESULTS.jsonl, a run's --out | --scan)
 *        [--per-stratum 200] [--seed 30] [--name fresh]
 * The draw replaces its round's rows (--name, one of labels.ts SAMPLE_NAMES; "first" by default). A round other than
 * the first is drawn only from pairs in no other round, so its labels judge guards that were tuned on the others.
 * The "first" round was drawn with --scan at commit 0076e65, the guards before the labels' fixes; "fresh" with
 * --scan --per-stratum 100 --seed 34 --name fresh at commit f2675d0.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { checkReply } from "@/lib/ai/guards";
import { stripFraming } from "@/lib/ai/guards/framing";
import { rng, shuffleInPlace } from "@/scripts/detector/common";
import {
  LABEL_DIR,
  loadSample,
  SAMPLE_NAMES,
  SAMPLES_FILE,
  type Outcome,
  type SampledPair,
  type SampleName,
  type SampleRow,
} from "./labels";
import { loadReplayPairs } from "./pairs";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    scan: { type: "boolean" },
    "per-stratum": { type: "string", default: "200" },
    seed: { type: "string", default: "30" },
    name: { type: "string", default: "first" },
  },
});
if (!values.from && !values.scan) throw new Error("usage: draw-sample.ts --from RESULTS.jsonl | --scan");
const name = values.name as SampleName;
if (!SAMPLE_NAMES.includes(name)) throw new Error(`--name must be one of: ${SAMPLE_NAMES.join(", ")}`);

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
  name !== "first"
    ? SAMPLE_NAMES.filter((other) => other !== name).flatMap((other) => loadSample(undefined, other).map((s) => s.pair))
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
      ...(name !== "first" && { eligible: eligible.length }),
    }));
});
const file = join(LABEL_DIR, SAMPLES_FILE);
const otherRounds = existsSync(file)
  ? readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l.trim() && (JSON.parse(l) as SampleRow).round !== name)
  : [];
const rows = [...otherRounds, ...sample.map((s) => JSON.stringify({ round: name, ...s }))];
writeFileSync(file, rows.join("\n") + "\n");
console.log(
  `drew ${sample.length} pairs (${drawnBefore.size} of earlier samples left out) as round ${name} of ${file}, to label in loss-labels.jsonl`,
);
