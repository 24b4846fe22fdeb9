/**
 * Evaluate the detector.
 *  - dev: the shipped model (lib/detector/model.json) on detector-dev.jsonl;
 *  - LOSO: for each source, retrain with the shipped config on all other train sources and
 *    test on the held-out source (its own calibration, fitted without that source).
 * Prints ROC AUC, TPR at 1% FPR, accuracy at 50, ECE, and FPR per domain and per source; for the dev
 * split, the share of human and of AI texts (40 words or more) at each verdict, per source, domain and
 * length band.
 * Usage: npm run -s detector:eval [-- --dev-only | --loso-only]
 */
import type { Verdict } from "@/lib/ai/types";
import { MIN_RELIABLE_WORDS, loadDetectorModel } from "@/lib/detector";
import { analyze } from "@/lib/detector/features";
import { calibrate, marginOf, parseModel, scorePercent, type DetectorModel } from "@/lib/detector/model";
import { countWords } from "@/lib/detector/text";
import { verdictOf } from "@/lib/detector/verdict";
import { accuracyAt, ece, fmt, fpr, loadRows, rocAuc, tprAtFpr, type Row } from "./common";
import { TRAIN_CONFIG } from "./config";
import { featurizeTraining, trainModel } from "./pipeline";

interface Scored {
  row: Row;
  p: number;
  y: number;
}

function summary(xs: Scored[]): { auc: number; tpr1: number; acc: number; ece: number; fpr: number; n: number } {
  const p = xs.map((s) => s.p);
  const y = xs.map((s) => s.y);
  const f = fpr(p, y, 0.5);
  return { auc: rocAuc(p, y), tpr1: tprAtFpr(p, y, 0.01), acc: accuracyAt(p, y, 0.5), ece: ece(p, y), fpr: f.n ? f.fp / f.n : NaN, n: xs.length };
}

function pad(s: string, n: number): string {
  return s.length >= n ? s.slice(0, n) : s + " ".repeat(n - s.length);
}

function printMetrics(title: string, xs: Scored[]): void {
  const s = summary(xs);
  console.log(
    `${title}: n=${s.n} AUC=${fmt(s.auc)} TPR@1%FPR=${fmt(s.tpr1, 3)} acc@50=${fmt(s.acc, 3)} ECE=${fmt(s.ece, 3)} FPR@50=${fmt(s.fpr, 3)}`,
  );
}

function groupBy(xs: Scored[], key: (r: Row) => string): Map<string, Scored[]> {
  const groups = new Map<string, Scored[]>();
  for (const s of xs) {
    const group = groups.get(key(s.row)) ?? [];
    group.push(s);
    groups.set(key(s.row), group);
  }
  return new Map(Array.from(groups).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function printGroups(title: string, xs: Scored[], key: (r: Row) => string): void {
  console.log(`  ${title}`);
  for (const [k, g] of groupBy(xs, key)) {
    const hum = g.filter((s) => s.y === 0);
    const ai = g.filter((s) => s.y === 1);
    const fp = hum.filter((s) => s.p >= 0.5).length;
    const tp = ai.filter((s) => s.p >= 0.5).length;
    const auc = hum.length && ai.length ? fmt(rocAuc(g.map((s) => s.p), g.map((s) => s.y)), 3) : "  -  ";
    console.log(
      `    ${pad(k, 46)} human=${pad(String(hum.length), 5)} FPR=${hum.length ? fmt(fp / hum.length, 3) : "  -  "}  ai=${pad(String(ai.length), 5)} TPR=${ai.length ? fmt(tp / ai.length, 3) : "  -  "}  AUC=${auc}`,
    );
  }
}

/** FPR on the plainest human texts: shortest words and sentences (proxy for simple or non-native English). */
function printSimplest(xs: Scored[]): void {
  const hum = xs.filter((s) => s.y === 0);
  const simplicity = (r: Row): number => {
    const a = analyze(r.text);
    const words = a.tokens.length || 1;
    const chars = a.tokens.reduce((n, t) => n + t.length, 0);
    const sents = Math.max(1, a.sentences.length);
    return chars / words + 0.1 * (words / sents);
  };
  const ranked = hum.map((s) => ({ s, v: simplicity(s.row) })).sort((a, b) => a.v - b.v);
  for (const frac of [0.1, 0.25]) {
    const k = Math.max(1, Math.floor(ranked.length * frac));
    const sub = ranked.slice(0, k);
    const fp = sub.filter((x) => x.s.p >= 0.5).length;
    console.log(`  simplest ${frac * 100}% of human texts (n=${k}): FPR=${fmt(fp / k, 3)}`);
  }
}

/** Share of human and AI texts at each verdict ("Likely AI" on a human text is the error that harms a writer). */
function printVerdicts(model: DetectorModel, xs: Scored[]): void {
  const verdictOfScored = (s: Scored): Verdict => verdictOf(model.verdictBands, scorePercent(s.p), countWords(s.row.text));
  const long = xs.filter((s) => countWords(s.row.text) >= MIN_RELIABLE_WORDS);
  const shares = (g: Scored[]): string => {
    if (g.length === 0) return `${pad("-", 23)}`;
    const n = (v: Verdict) => fmt(g.filter((s) => verdictOfScored(s) === v).length / g.length, 3);
    return `${n("human")} ${n("mixed")} ${n("ai")} n=${pad(String(g.length), 4)}`;
  };
  const line = (name: string, g: Scored[]) =>
    console.log(`    ${pad(name, 46)} human texts ${shares(g.filter((s) => s.y === 0))}   AI texts ${shares(g.filter((s) => s.y === 1))}`);
  console.log(`  verdicts of texts of ${MIN_RELIABLE_WORDS}+ words (shares: likely human, mixed, likely AI)`);
  for (const band of model.verdictBands) {
    console.log(`    band ${band.minWords}-${band.maxWords ?? "∞"} words: likely human under ${band.human}, likely AI from ${band.ai ?? "never"}`);
  }
  line("all", long);
  for (const band of model.verdictBands) {
    line(`${band.minWords}-${band.maxWords ?? "∞"} words`, long.filter((s) => countWords(s.row.text) >= band.minWords && (band.maxWords === null || countWords(s.row.text) < band.maxWords)));
  }
  console.log("  per source");
  for (const [k, g] of groupBy(long, (r) => r.source)) line(k, g);
  console.log("  per domain");
  for (const [k, g] of groupBy(long, (r) => r.domain)) line(k, g);
}

function scoreRows(model: DetectorModel, rows: Row[]): Scored[] {
  return rows.map((row) => ({ row, p: calibrate(model, marginOf(model, analyze(row.text)).margin), y: row.label === "ai" ? 1 : 0 }));
}

function main(): void {
  const args = new Set(process.argv.slice(2));
  const t0 = Date.now();
  if (!args.has("--loso-only")) {
    const model = loadDetectorModel();
    const dev = scoreRows(model, loadRows("dev"));
    console.log("=== dev split (shipped model) ===");
    printMetrics("dev", dev);
    printGroups("per source", dev, (r) => r.source);
    printGroups("per domain", dev, (r) => r.domain);
    printSimplest(dev);
    printVerdicts(model, dev);
  }
  if (!args.has("--dev-only")) {
    console.log("\n=== leave-one-source-out (train split; retrained per source) ===");
    const rows = loadRows("train");
    const docs = featurizeTraining(rows, TRAIN_CONFIG);
    const sources = Array.from(new Set(rows.map((r) => r.source))).sort();
    const all: Scored[] = [];
    const aucs: number[] = [];
    for (const src of sources) {
      const trainDocs = docs.filter((d) => d.row.source !== src);
      const { file } = trainModel(trainDocs, TRAIN_CONFIG);
      const held = scoreRows(parseModel(file), rows.filter((r) => r.source === src));
      printMetrics(`held-out ${pad(src, 46)}`, held);
      aucs.push(summary(held).auc);
      all.push(...held);
    }
    console.log(`LOSO mean AUC=${fmt(aucs.reduce((a, b) => a + b, 0) / aucs.length)} min AUC=${fmt(Math.min(...aucs))}`);
    printMetrics("LOSO pooled", all);
    printGroups("LOSO per domain", all, (r) => r.domain);
    printSimplest(all);
  }
  console.error(`eval done in ${((Date.now() - t0) / 1000).toFixed(0)}s`);
}

main();
