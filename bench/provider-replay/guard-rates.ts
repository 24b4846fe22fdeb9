/**
 * The reply guards on every replay pair, without the HTTP path: each pair's recorded reply is checked whole
 * (`checkReply(request, stripFraming(reply, source))`, as draw-sample.ts --scan does), and the hand labels
 * (labels.ts) give the false-refusal and missed-loss rates of that check. The labelled pairs are split in two
 * halves by a fixed hash of the pair id: guards are tuned on the "dev" half, so the "held-out" half's figures are
 * the honest ones. Also prints the share of all pairs refused (each refusal costs a corrective retry), the refusals
 * by guard, the time judging a reply (judgeReply: the guards and the marks) takes, and how safe each mark's restore
 * is: by sentences (restoreSafe) and by content (restoreHarms, the restores offered that would say 3 or more of the
 * user's words twice or drop as many; compareOnly, the marks that offer none for that reason).
 * Run: tsx bench/provider-replay/guard-rates.ts [--sample fresh] [--list passed-loss|refused-good] [--half dev|held-out]
 * (--list prints the sampled pairs of that kind with the readers' notes, for reading what the guards miss).
 * --sample fresh scores the guards with the fresh round of loss-samples.jsonl and loss-labels.jsonl, drawn
 * apart from the first one and never read while tuning the guards. It has the same halves: its dev half's wrong
 * refusals were read (once) to fix the guards, its held-out half never was.
 * Both ways end by printing each reader's loss base rate on both samples, a check of how strict each reader is.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { stripFraming } from "@/lib/ai/guards/framing";
import { judgeReply } from "@/lib/ai/review";
import { WORDS_AT_RISK } from "@/lib/ai/review/restore-words";
import type { RewriteRequest } from "@/lib/ai/types";
import type { ReviewMark } from "@/lib/review-marks";
import {
  halfOf,
  loadLabels,
  lossBaseRate,
  percentWithInterval,
  reviewFigures,
  SAMPLE_NAMES,
  type ReviewFigures,
  type SampleName,
} from "./labels";
import { scanOutcomes } from "./outcomes";
import { loadReplayPairs } from "./pairs";
import { checkRestore, restoreFigures, type RestoreCheck } from "./restore-safety";

const { values } = parseArgs({
  options: { list: { type: "string" }, half: { type: "string" }, sample: { type: "string", default: "first" } },
});
const sampleName = values.sample as SampleName;
if (!SAMPLE_NAMES.includes(sampleName)) throw new Error(`--sample must be one of: ${SAMPLE_NAMES.join(", ")}`);

const labels = loadLabels(undefined, sampleName);
if (!labels) throw new Error(`no labels: the ${sampleName} round is not in loss-samples.jsonl`);
const { pairs } = loadReplayPairs();

// Restore safety on every mark of every reply judged (issue 50): each mark's restore applied alone, checked after the
// scan so that the judging times are the app's judging alone.
const judged: { source: string; text: string; marks: ReviewMark[] }[] = [];
const { outcomes, problems, times } = scanOutcomes(pairs, (request, text) => {
  const { retry, marks } = judgeReply(request, text);
  judged.push({ source: request.text, text, marks });
  return { problem: retry, marks: marks.length };
});
const restoreChecks: RestoreCheck[] = judged.flatMap(({ source, text, marks }) =>
  marks.map((mark) => {
    const check = checkRestore(source, text, mark);
    if (check.problem) check.problem += ` (${JSON.stringify(text.slice(mark.start, mark.end).slice(0, 60))})`;
    return check;
  }),
);

const LONG_REPLY_WORDS = 3000;
const rewriteOf = (text: string): RewriteRequest => ({ text, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" });

const loss = (pair: string) => [...labels.readers.values()].some((r) => r.get(pair)?.loss);
if (values.list) {
  for (const s of labels.sample) {
    if (values.half && halfOf(s.pair) !== values.half) continue;
    const o = outcomes.get(s.pair)!;
    const flagged = o.retried || o.marks > 0;
    const wanted =
      values.list === "passed-loss"
        ? !flagged && loss(s.pair)
        : values.list === "marked-good"
          ? o.marks > 0 && !loss(s.pair)
          : o.retried && !loss(s.pair);
    if (!wanted) continue;
    const notes = [...labels.readers].map(
      ([reader, l]) => `${reader}: ${l.get(s.pair)?.loss ? "LOSS" : "ok"} ${l.get(s.pair)?.note ?? ""}`,
    );
    console.log(
      `== ${s.pair} (${halfOf(s.pair)}) ${problems.has(s.pair) ? JSON.stringify(problems.get(s.pair)) : ""} marks ${o.marks}\n${notes.join("\n")}`,
    );
  }
  process.exit(0);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const only = (half: string) => new Map([...outcomes].filter(([pair]) => halfOf(pair) === half));
const figures: Record<string, ReviewFigures> = {};
console.log(`${sampleName} sample:`);
for (const [name, subset] of [
  ["all", outcomes],
  ["dev", only("dev")],
  ["held-out", only("held-out")],
] as const) {
  const f = reviewFigures(labels, subset)!;
  console.log(
    `${name.padEnd(8)} (${String(f.labelled).padStart(3)} labelled): good replies retried ${pct(f.retriedGood)}; losses flagged ${pct(f.lossesFlagged)}; good replies marked ${pct(f.goodMarked)}`,
  );
  figures[name] = f;
}

const byKind = new Map<string, number>();
for (const problem of problems.values()) byKind.set(problem.kind, (byKind.get(problem.kind) ?? 0) + 1);
const failed = [...outcomes.values()].filter((o) => o.failed).length;
console.log(
  `retried: ${problems.size} of ${pairs.length} pairs (${pct(problems.size / pairs.length)}): ${[...byKind]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(", ")}; ended in an error: ${failed} (${pct(failed / pairs.length)})`,
);

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`judging a reply: median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${at(1).toFixed(1)} ms`);
const restore = restoreFigures(restoreChecks);
console.log(
  `restore safe: ${restore.offered - restore.unsafe.length} of ${restore.offered} restores offered (${pct(restore.restoreSafe)})${restore.unsafe.length ? `; e.g. ${restore.unsafe.slice(0, 5).join("; ")}` : ""}`,
);
console.log(
  `restores offered that would double or drop ${WORDS_AT_RISK}+ of the user's words: ${restore.harming} (${pct(restore.restoreHarms)}); marks offering none for that reason (compare): ${restore.marks - restore.offered} of ${restore.marks} (${pct(restore.compareOnly)})`,
);
const longReplyMs = judgeLongReply();
console.log(
  `a reply of ${LONG_REPLY_WORDS}+ words reworded throughout (replay replies joined): judged in ${longReplyMs.toFixed(0)} ms (median of 3)`,
);
printReaderStrictness();
const round = (x: number) => Math.round(x * 10000) / 10000;
console.log(
  JSON.stringify({
    sample: sampleName,
    pairs: pairs.length,
    retried: round(problems.size / pairs.length),
    failed: round(failed / pairs.length),
    ...Object.fromEntries(
      Object.entries(figures).map(([k, f]) => [
        k,
        { retriedGood: round(f.retriedGood), lossesFlagged: round(f.lossesFlagged), goodMarked: round(f.goodMarked), labelled: f.labelled },
      ]),
    ),
    judgeMsMedian: round(at(0.5)),
    judgeMsP99: round(at(0.99)),
    restoreSafe: round(restore.restoreSafe),
    restoreHarms: round(restore.restoreHarms),
    compareOnly: round(restore.compareOnly),
    longReplyMs: Math.round(longReplyMs),
  }),
);

/** The long reply of issue 50's judging-time target. */
function judgeLongReply(): number {
  const sources: string[] = [];
  const replies: string[] = [];
  for (const p of pairs) {
    if (replies.join(" ").split(/\s+/).length >= LONG_REPLY_WORDS) break;
    const reply = stripFraming(p.reply, p.source);
    if (judgeReply(rewriteOf(p.source), reply).retry) continue;
    sources.push(p.source);
    replies.push(reply);
  }
  const request = rewriteOf(sources.join("\n\n"));
  const reply = replies.join("\n\n");
  const took = [0, 1, 2].map(() => {
    const start = performance.now();
    judgeReply(request, reply);
    return performance.now() - start;
  });
  return took.sort((a, b) => a - b)[1]!;
}

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
      console.log(
        `  ${name.padEnd(5)} ${reader.padEnd(13)} refused ${cell(byStratum.refused).padStart(7)}, passed ${cell(byStratum.passed).padStart(7)}; all replies ${percentWithInterval(all)}`,
      );
    }
  }
}
