/**
 * Rewrite quality on the corpus's dev split (AI texts up to 250 words, and human ones for the rewriter), per
 * model and mode: share of words changed, Harper lints added per 1,000 words, protected tokens kept, length
 * change per length option, Flesch-Kincaid grade change per fluency option, and for the humanizer the share of
 * AI texts under 50 before and after, by the product's checker and by an independent character n-gram judge.
 * Run: npm run bench:rewrite-quality -- [--limit N] [--models pulse,lumenaris] [--parts rewriter,humanizer,options]
 *      [--out <file>.json]
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";
import { detectScore } from "@/lib/detector";
import type { ModelId, PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { auc, trainJudge, type Judge } from "./judge";
import { gradeLevel, tokensKept, wordCount, wordsChanged } from "./measures";
import { corpusFile } from "@/scripts/corpus";

const MAX_WORDS = 250;
/** Length and fluency options are measured on at most this many AI texts per model. */
const OPTION_SAMPLE = 100;

interface Row {
  text: string;
  label: "human" | "ai";
}

const { values } = parseArgs({
  options: { limit: { type: "string" }, out: { type: "string" }, models: { type: "string" }, parts: { type: "string" } },
});
const limit = values.limit ? Number(values.limit) : Infinity;
const MODELS = (values.models?.split(",") ?? ["pulse", "lumenaris"]) as ModelId[];
const PARTS = new Set(values.parts?.split(",") ?? ["rewriter", "humanizer", "options"]);

function read(file: string): Row[] {
  return fs
    .readFileSync(corpusFile(file), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Row);
}

/** A fixed shuffle, so a --limit sample mixes sources and domains instead of taking the file's first source. */
function sample(rows: readonly Row[], label: Row["label"]): string[] {
  const key = (text: string) => createHash("sha1").update(text).digest("hex");
  return rows
    .filter((row) => row.label === label && wordCount(row.text) <= MAX_WORDS)
    .map((row) => row.text)
    .sort((a, b) => (key(a) < key(b) ? -1 : 1))
    .slice(0, limit);
}

const linter = new LocalLinter({ binary: binaryInlined });
const lintCache = new Map<string, number>();
async function lintCount(text: string): Promise<number> {
  let count = lintCache.get(text);
  if (count === undefined) {
    count = (await linter.lint(text)).length;
    lintCache.set(text, count);
  }
  return count;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function rewrite(text: string, model: ModelId, humanize: boolean, options: PromptOptions = {}): string {
  return rewriteText({ text, options, humanize, rephraseType: humanize ? "Humanizer" : "Rewriter", model });
}

interface ModeResult {
  texts: number;
  wordsChanged: number;
  atMostOneWordChanged: number;
  /** Output minus input, summed over texts (edits that remove a lint offset those that add one). */
  lintsAddedPer1000: number;
  /** Only the texts whose output has more lints than their input. */
  newLintsPer1000: number;
  tokensKept: number;
  tokensTotal: number;
  checkerUnder50?: [before: number, after: number];
  judgeUnder50?: [before: number, after: number];
  checkerMean?: [before: number, after: number];
}

async function measureMode(texts: readonly string[], model: ModelId, humanize: boolean, judge: Judge): Promise<ModeResult> {
  const changed: number[] = [];
  let lintDelta = 0;
  let newLints = 0;
  let inputWords = 0;
  let kept = 0;
  let total = 0;
  const before = { checker: [] as number[], judge: [] as number[] };
  const after = { checker: [] as number[], judge: [] as number[] };
  for (const text of texts) {
    const output = rewrite(text, model, humanize);
    changed.push(wordsChanged(text, output));
    const delta = (await lintCount(output)) - (await lintCount(text));
    lintDelta += delta;
    newLints += Math.max(0, delta);
    inputWords += wordCount(text);
    const tokens = tokensKept(text, output);
    kept += tokens.kept;
    total += tokens.total;
    if (humanize) {
      before.checker.push(detectScore(text).score);
      after.checker.push(detectScore(output).score);
      before.judge.push(judge.score(text));
      after.judge.push(judge.score(output));
    }
  }
  const under = (xs: number[]) => xs.filter((x) => x < 50).length / (xs.length || 1);
  return {
    texts: texts.length,
    wordsChanged: mean(changed),
    atMostOneWordChanged: changed.filter((c, i) => c * 2 * wordCount(texts[i]) <= 2.0001).length / (texts.length || 1),
    lintsAddedPer1000: (1000 * lintDelta) / (inputWords || 1),
    newLintsPer1000: (1000 * newLints) / (inputWords || 1),
    tokensKept: kept,
    tokensTotal: total,
    ...(humanize
      ? {
          checkerUnder50: [under(before.checker), under(after.checker)] as [number, number],
          judgeUnder50: [under(before.judge), under(after.judge)] as [number, number],
          checkerMean: [mean(before.checker), mean(after.checker)] as [number, number],
        }
      : {}),
  };
}

function measureOptions(texts: readonly string[], model: ModelId) {
  const lengthChange: Record<string, number> = {};
  // Extend is not measured: the offline engine refuses it (it needs an AI provider, see LOCAL_ENGINE_UNAVAILABLE_LENGTHS).
  for (const length of ["Shorten", "Concise"] as const) {
    lengthChange[length] = mean(texts.map((text) => wordCount(rewrite(text, model, false, { length })) / wordCount(text) - 1));
  }
  const gradeChange: Record<string, number> = {};
  for (const fluency of ["Basic", "Intermediate", "Advanced"] as const) {
    gradeChange[fluency] = mean(texts.map((text) => gradeLevel(rewrite(text, model, false, { fluency })) - gradeLevel(text)));
  }
  return { lengthChange, gradeChange };
}

async function main(): Promise<void> {
  const started = performance.now();
  const dev = read("detector-dev.jsonl");
  const ai = sample(dev, "ai");
  const human = sample(dev, "human");
  const judge = trainJudge(read("detector-train.jsonl"));
  const judgeAuc = auc(dev.map((row) => ({ score: judge.score(row.text), ai: row.label === "ai" })));
  console.log(
    `dev texts up to ${MAX_WORDS} words: ${ai.length} AI, ${human.length} human; judge (char 3-5-gram LR) dev AUC ${judgeAuc.toFixed(3)}`,
  );
  const results: Record<string, unknown> = { judgeAuc, aiTexts: ai.length, humanTexts: human.length };
  for (const model of MODELS) {
    const modes: [string, ModeResult][] = [];
    if (PARTS.has("rewriter")) modes.push(["rewriter", await measureMode([...ai, ...human], model, false, judge)]);
    if (PARTS.has("humanizer")) modes.push(["humanizer", await measureMode(ai, model, true, judge)]);
    results[model] = Object.fromEntries(modes);
    for (const [mode, r] of modes) {
      console.log(
        `${model.padEnd(9)} ${mode.padEnd(9)} words changed ${pct(r.wordsChanged)} (≤1 word: ${pct(r.atMostOneWordChanged)})  lints added/1k words ${r.lintsAddedPer1000.toFixed(2)} (texts with more: ${r.newLintsPer1000.toFixed(2)})  protected kept ${pct(r.tokensKept / (r.tokensTotal || 1))} of ${r.tokensTotal}`,
      );
      if (r.checkerUnder50 && r.judgeUnder50 && r.checkerMean) {
        console.log(
          `${"".padEnd(19)} AI texts under 50: checker ${pct(r.checkerUnder50[0])} → ${pct(r.checkerUnder50[1])} (mean ${r.checkerMean[0].toFixed(1)} → ${r.checkerMean[1].toFixed(1)}), judge ${pct(r.judgeUnder50[0])} → ${pct(r.judgeUnder50[1])}`,
        );
      }
    }
    if (!PARTS.has("options")) continue;
    const options = measureOptions(ai.slice(0, OPTION_SAMPLE), model);
    Object.assign(results[model] as object, options);
    const fmt = (o: Record<string, number>, f: (x: number) => string) =>
      Object.entries(o)
        .map(([k, v]) => `${k} ${f(v)}`)
        .join(", ");
    console.log(
      `${"".padEnd(19)} length change: ${fmt(options.lengthChange, (x) => `${x >= 0 ? "+" : ""}${pct(x)}`)} (Extend needs an AI provider)`,
    );
    console.log(`${"".padEnd(19)} FK grade change: ${fmt(options.gradeChange, (x) => `${x >= 0 ? "+" : ""}${x.toFixed(2)}`)}`);
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if (values.out) {
    fs.mkdirSync(path.dirname(values.out), { recursive: true });
    fs.writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
