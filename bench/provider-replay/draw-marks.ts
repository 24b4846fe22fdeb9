/**
 * Samples of review marks on real replies, for reading whether each points at the span that changed ("located
 * right", issue 39). A sample draws replies in the order of a hash of its seed and each pair id among the replay pairs whose reply gets marks
 * from the guards in the working tree, takes one mark of each by that hash, and gives what a reader needs: the mark's
 * kind and message, the result's span and the text's span, each with 80 characters around it.
 *
 * The labels are one data set, `marks-labels.jsonl`: a row per reader's label of a mark, `{pair, kind, message,
 * result, source, located, note, reader, round}`, the mark known by its pair and its two excerpts. A placement change
 * moves some marks of a sample; those are unlabelled until read.
 *
 * Run:
 *   npx tsx bench/provider-replay/draw-marks.ts [--seed 39] [--count 50]   one sample, as JSON lines, for reading
 *   npx tsx bench/provider-replay/draw-marks.ts --score [--unlabelled]      located right on each sample in SEEDS
 * (--unlabelled prints the samples' marks that have no label yet, for reading.)
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { stripFraming } from "@/lib/ai/guards/framing";
import { judgeReply } from "@/lib/ai/review";
import { LABEL_DIR } from "./labels";
import { loadReplayPairs, type ReplayPair } from "./pairs";

/**
 * The samples scored: 39 drew the first (read in stop 42, then its misses read to develop the placement of stop 46);
 * 1139 was read in stop 46 and its misses then read too; 2139 was drawn after those changes and read blind once,
 * then its misses read in stop 47; 3139 was drawn after stop 47's changes and read blind once. Issue 50 changed the
 * placement to aligned sentences and the draw to a hash of each pair's id, so the earlier samples' marks are mostly
 * unread now; issue50-a and issue50-b are the two fresh blind samples (as handed to readers: `marks-samples.jsonl`, a row per mark with its `round` and `sample`, drawn
 * after the last placement change, to be labelled with marks-rubric.md). They were read in round 55 and the causes
 * of their misses fixed (citations, sections without full stops, rewordings taken out); issue50-c and issue50-d were
 * drawn after those fixes, for fresh blind readers (round 56), and issue50-e and -f after round 56's fixes (round 57).
 * issue50-g and issue50-h were drawn at d070efe, after round 57's fixes (marks narrowed to the sentences holding the
 * finding), for fresh blind readers (round 58); issue50-i and issue50-j at 3860f34, after round 58's fixes (sentences
 * the splitter cut where none ends kept whole, no result sentence of a lost item's cut off alone, list numbers not
 * marked), for fresh blind readers (round 59); issue50-k and issue50-l at f7ba092, after round 59's fix (an added
 * sentence that tells the rest of the user's sentence before it restored with that group, not taken out), for fresh
 * blind readers (round 60); issue50-m and issue50-n at 254c840, after round 60's fixes (every result sentence that tells
 * the user's sentence restored with it, no sentence ending inside brackets, no exact span inside a hyphenated word), for
 * fresh blind readers (round 61); issue50-o and issue50-p at 88e15ee, after round 61's fix (no sentence ending inside
 * quotation marks), for fresh blind readers (round 62); issue50-q and issue50-r at 985405a, after round 62's fix (a name
 * put back only over a name that stands for it, "June '08" one item), for fresh blind readers (round 63); issue50-s and
 * issue50-t at 8c9269a, after round 63's fix (a quoted speech may run to 5 sentences), for fresh blind readers (round
 * 64); issue50-u and issue50-v at ea291f3, with the placement unchanged since 8c9269a, for fresh blind readers (round
 * 65: a second measure of the same placement); issue50-w and issue50-x at 85bd382, after stop 62's change (a restore
 * that would double or drop the user's words not offered: `compare`), placement still 8c9269a's (round 66).
 */
const SEEDS = [
  "39",
  "1139",
  "2139",
  "3139",
  "4139",
  "5139",
  "6139",
  "issue50-a",
  "issue50-b",
  "issue50-c",
  "issue50-d",
  "issue50-e",
  "issue50-f",
  "issue50-g",
  "issue50-h",
  "issue50-i",
  "issue50-j",
  "issue50-k",
  "issue50-l",
  "issue50-m",
  "issue50-n",
  "issue50-o",
  "issue50-p",
  "issue50-q",
  "issue50-r",
  "issue50-s",
  "issue50-t",
  "issue50-u",
  "issue50-v",
  "issue50-w",
  "issue50-x",
];
const SAMPLE_SIZE = 50;

interface DrawnMark {
  pair: string;
  kind: string;
  message: string;
  result: string;
  source: string;
  /** The restore the mark offers (issue 50), and the result after it around the restored words. */
  offer?: string;
  restored?: string;
}

interface MarkLabel extends DrawnMark {
  located: boolean;
  note: string;
  reader: string;
  round: number;
}

/**
 * A pair's place in a sample and the mark taken from it, by a hash of the sample's seed and the pair's id (issue
 * 50): a change that adds or removes marks on other pairs does not reshuffle a sample.
 */
function hashOf(seed: string, pair: string): [number, number] {
  const digest = createHash("sha256").update(`${seed}:${pair}`).digest();
  return [digest.readUInt32BE(0), digest.readUInt32BE(4)];
}

const around = (text: string, start: number, end: number) =>
  `${text.slice(Math.max(0, start - 80), start)}[[${text.slice(start, end)}]]${text.slice(end, end + 80)}`.replace(/\s+/g, " ");

function drawMarks(pairs: readonly ReplayPair[], seed: string, count: number): DrawnMark[] {
  const order = pairs.map((p) => [hashOf(seed, p.id), p] as const).sort((a, b) => a[0][0] - b[0][0]);
  const drawn: DrawnMark[] = [];
  for (const [[, pick], p] of order) {
    if (drawn.length >= count) break;
    const request = { text: p.source, options: {}, humanize: false, rephraseType: "Rewriter" as const, model: "pulse" as const };
    const text = stripFraming(p.reply, p.source);
    const { marks } = judgeReply(request, text);
    if (!marks.length) continue;
    const mark = marks[pick % marks.length]!;
    const restore = mark.restore;
    // A compare mark restores nothing (its restore would double or drop the user's words: restore-words.ts).
    const applied = restore && restore.offer !== "compare" ? restore : undefined;
    const restored = applied ? text.slice(0, applied.start) + applied.text + text.slice(applied.end) : text;
    const drawnMark: DrawnMark = {
      pair: p.id,
      kind: mark.kind,
      message: mark.message,
      result: around(text, mark.start, mark.end),
      source: around(p.source, mark.source.start, mark.source.end),
      offer: restore?.offer ?? "",
      restored: applied ? around(restored, applied.start, applied.start + applied.text.length) : "",
    };
    drawn.push(drawnMark);
  }
  return drawn;
}

/** A mark is known by its reply and where it stands on both sides (its message's wording may change). */
const markKey = (m: DrawnMark) => JSON.stringify([m.pair, m.result, m.source]);

/** A mark's label: the latest round's, its readers' majority (a tie counts as not located). */
function verdict(labels: readonly MarkLabel[]): boolean {
  const latest = Math.max(...labels.map((l) => l.round));
  const last = labels.filter((l) => l.round === latest);
  return last.filter((l) => l.located).length * 2 > last.length;
}

const { values } = parseArgs({
  options: {
    count: { type: "string", default: String(SAMPLE_SIZE) },
    seed: { type: "string", default: String(SEEDS[0]) },
    score: { type: "boolean" },
    unlabelled: { type: "boolean" },
  },
});
const { pairs } = loadReplayPairs();

if (!values.score) {
  for (const mark of drawMarks(pairs, values.seed, Number(values.count))) console.log(JSON.stringify(mark));
} else {
  const rows = readFileSync(join(LABEL_DIR, "marks-labels.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as MarkLabel);
  const byMark = new Map<string, MarkLabel[]>();
  for (const row of rows) byMark.set(markKey(row), [...(byMark.get(markKey(row)) ?? []), row]);
  const unread: DrawnMark[] = [];
  // The content test of restore safety against the readers: of the read marks it keeps from offering a restore (compare), how many they call wrong.
  const comparing = new Map<string, boolean>();
  for (const seed of SEEDS) {
    const sample = drawMarks(pairs, seed, SAMPLE_SIZE);
    const read = sample.filter((m) => byMark.has(markKey(m)));
    for (const m of read) if (m.offer === "compare") comparing.set(markKey(m), verdict(byMark.get(markKey(m))!));
    const right = read.filter((m) => verdict(byMark.get(markKey(m))!)).length;
    unread.push(...sample.filter((m) => !byMark.has(markKey(m))));
    console.log(
      `seed ${seed}: located right ${right} of ${read.length} read (${((100 * right) / Math.max(1, read.length)).toFixed(0)}%); ${sample.length - read.length} not read yet`,
    );
  }
  // How often two readers of one mark agree: the labels' own noise.
  const twice = [...byMark.values()].filter((ls) => new Set(ls.map((l) => l.reader)).size > 1);
  const agree = twice.filter((ls) => ls.every((l) => l.located === ls[0]!.located)).length;
  console.log(`marks read by more than one reader: ${twice.length}, all agreeing on ${agree}`);
  const comparingWrong = [...comparing.values()].filter((right) => !right).length;
  console.log(
    `read marks offering no restore, as it would double or drop the user's words (compare): ${comparing.size}, read wrong ${comparingWrong}`,
  );
  if (values.unlabelled) for (const mark of unread) console.log(JSON.stringify(mark));
}
