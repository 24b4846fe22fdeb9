/**
 * A sample of review marks on real replies, for reading whether each points at the span that changed ("located
 * right", issue 39). Draws replies at random (seed 39) among the replay pairs whose reply gets marks from the guards
 * in the working tree, takes one mark of each at random, and writes what a reader needs: the mark's kind and
 * message, the result's span and the text's span, each with the sentence around it.
 * Run: npx tsx bench/provider-replay/draw-marks.ts [--count 50] > bench/provider-replay/marks-sample.jsonl
 * The labels (`marks-labels-<reader>.jsonl`: {pair, located, note}) are scored with --score.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { stripFraming } from "@/lib/ai/guards";
import { judgeReply } from "@/lib/ai/review";
import { loadReplayPairs } from "./pairs";

const { values } = parseArgs({ options: { count: { type: "string", default: "50" }, score: { type: "string" } } });

if (values.score) {
  const labels = readFileSync(values.score, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as { located: boolean });
  const right = labels.filter((l) => l.located).length;
  console.log(`located right: ${right} of ${labels.length} (${((100 * right) / labels.length).toFixed(0)}%)`);
  process.exit(0);
}

/** A fixed pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const around = (text: string, start: number, end: number) =>
  `${text.slice(Math.max(0, start - 80), start)}[[${text.slice(start, end)}]]${text.slice(end, end + 80)}`.replace(/\s+/g, " ");

const rand = random(39);
const { pairs } = loadReplayPairs();
const order = pairs.map((p) => [rand(), p] as const).sort((a, b) => a[0] - b[0]);
let drawn = 0;
for (const [, p] of order) {
  if (drawn >= Number(values.count)) break;
  const request = { text: p.source, options: {}, humanize: false, rephraseType: "Rewriter" as const, model: "pulse" as const };
  const text = stripFraming(p.reply, p.source);
  const { marks } = judgeReply(request, text);
  if (!marks.length) continue;
  const mark = marks[Math.floor(rand() * marks.length)]!;
  drawn++;
  console.log(
    JSON.stringify({
      pair: p.id,
      kind: mark.kind,
      message: mark.message,
      result: around(text, mark.start, mark.end),
      source: around(p.source, mark.source.start, mark.source.end),
    }),
  );
}
