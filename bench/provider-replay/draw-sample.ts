/**
 * Draws the pairs to label by hand: 200 whose reply the guards refuse and 200 they pass, at random with a fixed
 * seed, and writes them, with each stratum's size, to sample.jsonl (labels.ts). The strata come from a bench run's
 * first replies (--from results.jsonl) or, with --scan, from the guards' check of each whole reply, run here
 * without the HTTP path (the two differ only where the stream gate refuses early).
 * Run: tsx bench/provider-replay/draw-sample.ts (--from bench/results/provider-replay-before.jsonl | --scan) [--per-stratum 200]
 * The committed sample.jsonl was drawn with --scan at commit 0076e65, the guards before the labels' fixes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { checkReply, stripFraming } from "@/lib/ai/guards";
import { rng, shuffleInPlace } from "@/scripts/detector/common";
import { LABEL_DIR, type Outcome, type SampledPair } from "./labels";
import { loadReplayPairs } from "./pairs";

const SEED = 30;

const { values } = parseArgs({ options: { from: { type: "string" }, scan: { type: "boolean" }, "per-stratum": { type: "string", default: "200" } } });
if (!values.from && !values.scan) throw new Error("usage: draw-sample.ts --from RESULTS.jsonl | --scan");

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
    return { pair: p.id, outcome: checkReply(request, stripFraming(p.reply, p.source)) ? "refused" : "passed" };
  });
}

const firstReplies = outcomes();
const sample: SampledPair[] = (["refused", "passed"] as const).flatMap((stratum) => {
  const members = firstReplies.filter((r) => r.outcome === stratum).map((r) => r.pair);
  return shuffleInPlace(members, rng(SEED))
    .slice(0, Number(values["per-stratum"]))
    .map((pair) => ({ pair, stratum, stratumSize: members.length, population: firstReplies.length }));
});
writeFileSync(join(LABEL_DIR, "sample.jsonl"), sample.map((s) => JSON.stringify(s)).join("\n") + "\n");
console.log(`drew ${sample.length} pairs to label into ${join(LABEL_DIR, "sample.jsonl")}`);
