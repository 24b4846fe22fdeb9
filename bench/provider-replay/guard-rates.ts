/**
 * The reply guards on every replay pair, without the HTTP path: each pair's recorded reply is checked whole
 * (`checkReply(request, stripFraming(reply, source))`, as draw-sample.ts --scan does), and the hand labels
 * (labels.ts) give the false-refusal and missed-loss rates of that check. The labelled pairs are split in two
 * halves by a fixed hash of the pair id: guards are tuned on the "dev" half, so the "held-out" half's figures are
 * the honest ones. Also prints the share of all pairs refused (each refusal costs a corrective retry), the refusals
 * by guard, and the time judging a reply (judgeReply: the guards and the marks) takes.
 * Run: tsx bench/provider-replay/guard-rates.ts [--sample fresh] [--list passed-loss|refused-good] [--half dev|held-out]
 * (--list prints the sampled pairs of that kind with the readers' notes, for reading what the guards miss).
 * --sample fresh scores the guards with the fresh sample (sample-fresh.jsonl, labels-fresh-reader-*.jsonl), drawn
 * apart from the first one and never read while tuning the guards. It has the same halves: its dev half's wrong
 * refusals were read (once) to fix the guards, its held-out half never was.
 * Both ways end by printing each reader's loss base rate on both samples, a check of how strict each reader is.
 */
import { parseArgs } from "node:util";
import { judgeReply } from "@/lib/ai/review";
import { halfOf, loadLabels, lossBaseRate, percentWithInterval, reviewFigures, SAMPLE_NAMES, type ReviewFigures, type SampleName } from "./labels";
import { scanOutcomes } from "./outcomes";
import { loadReplayPairs } from "./pairs";

const { values } = parseArgs({ options: { list: { type: "string" }, half: { type: "string" }, sample: { type: "string", default: "" } } });
const sampleName = values.sample as SampleName;
if (!SAMPLE_NAMES.includes(sampleName)) throw new Error(`--sample must be one of: ${SAMPLE_NAMES.filter(Boolean).join(", ")}`);

const labels = loadLabels(undefined, sampleName);
if (!labels) throw new Error(`no labels: the ${sampleName || "first"} sample's file is missing`);
const { pairs } = loadReplayPairs();

const { outcomes, problems, times } = scanOutcomes(pairs, (request, text) => {
  const { retry, marks } = judgeReply(request, text);
  return { problem: retry, marks: marks.length };
});

const loss = (pair: string) => [...labels.readers.values()].some((r) => r.get(pair)?.loss);
if (values.list) {
  for (const s of labels.sample) {
    if (values.half && halfOf(s.pair) !== values.half) continue;
    const o = outcomes.get(s.pair)!;
    const flagged = o.retried || o.marks > 0;
    const wanted = values.list === "passed-loss" ? !flagged && loss(s.pair) : values.list === "marked-good" ? o.marks > 0 && !loss(s.pair) : o.retried && !loss(s.pair);
    if (!wanted) continue;
    const notes = [...labels.readers].map(([reader, l]) => `${reader}: ${l.get(s.pair)?.loss ? "LOSS" : "ok"} ${l.get(s.pair)?.note ?? ""}`);
    console.log(`== ${s.pair} (${halfOf(s.pair)}) ${problems.has(s.pair) ? JSON.stringify(problems.get(s.pair)) : ""} marks ${o.marks}\n${notes.join("\n")}`);
  }
  process.exit(0);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const only = (half: string) => new Map([...outcomes].filter(([pair]) => halfOf(pair) === half));
const figures: Record<string, ReviewFigures> = {};
console.log(`${sampleName || "first"} sample:`);
for (const [name, subset] of [["all", outcomes], ["dev", only("dev")], ["held-out", only("held-out")]] as const) {
  const f = reviewFigures(labels, subset)!;
  console.log(`${name.padEnd(8)} (${String(f.labelled).padStart(3)} labelled): good replies retried ${pct(f.retriedGood)}; losses flagged ${pct(f.lossesFlagged)}; good replies marked ${pct(f.goodMarked)}`);
  figures[name] = f;
}

const byKind = new Map<string, number>();
for (const problem of problems.values()) byKind.set(problem.kind, (byKind.get(problem.kind) ?? 0) + 1);
const failed = [...outcomes.values()].filter((o) => o.failed).length;
console.log(`retried: ${problems.size} of ${pairs.length} pairs (${pct(problems.size / pairs.length)}): ${[...byKind].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(", ")}; ended in an error: ${failed} (${pct(failed / pairs.length)})`);

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`judging a reply: median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${at(1).toFixed(1)} ms`);
printReaderStrictness();
const round = (x: number) => Math.round(x * 10000) / 10000;
console.log(
  JSON.stringify({
    sample: sampleName || "first",
    pairs: pairs.length,
    retried: round(problems.size / pairs.length),
    failed: round(failed / pairs.length),
    ...Object.fromEntries(Object.entries(figures).map(([k, f]) => [k, { retriedGood: round(f.retriedGood), lossesFlagged: round(f.lossesFlagged), goodMarked: round(f.goodMarked), labelled: f.labelled }])),
    judgeMsMedian: round(at(0.5)),
  }),
);

/**
 * Each reader's loss base rate on each sample, by the strata of its draw and extrapolated to all replies (the
 * latter compares readers across samples: it does not depend on which guards drew the strata).
 */
function printReaderStrictness() {
  console.log("readers' loss base rate (losses / labelled in the draw's refused and passed strata; share of all replies):");
  for (const name of SAMPLE_NAMES) {
    const sample = loadLabels(undefined, name);
    if (!sample) continue;
    const readings = [...sample.readers].map(([reader, l]) => [reader, (pair: string) => l.get(pair)?.loss] as const);
    if (sample.readers.size > 1) {
      const all = [...sample.readers.values()];
      const either = (pair: string) => (all.every((l) => l.has(pair)) ? all.some((l) => l.get(pair)!.loss) : undefined);
      readings.push(["either reader", either]);
    }
    for (const [reader, isLoss] of readings) {
      const { byStratum, all } = lossBaseRate(sample.sample, isLoss);
      const cell = (s: { losses: number; labelled: number }) => `${s.losses}/${s.labelled}`;
      console.log(`  ${(name || "first").padEnd(5)} ${reader.padEnd(13)} refused ${cell(byStratum.refused).padStart(7)}, passed ${cell(byStratum.passed).padStart(7)}; all replies ${percentWithInterval(all)}`);
    }
  }
}
