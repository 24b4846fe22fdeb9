/**
 * Train the local AI-text detector from the corpus train split and write lib/detector/model.json.
 * Deterministic: the same corpus and code give a byte-identical model file.
 * Usage: npm run train:detector   (env DETECTOR_MODEL_OUT to write elsewhere)
 */
import fs from "node:fs";
import path from "node:path";
import { MIN_RELIABLE_WORDS } from "@/lib/detector";
import { calibrate, marginOf, parseModel, scorePercent } from "@/lib/detector/model";
import { analyze, countWords } from "@/lib/detector/text";
import { accuracyAt, ece, fmt, loadRows, rocAuc, tprAtFpr } from "./common";
import { TRAIN_CONFIG } from "./config";
import { featurizeTraining, trainModel } from "./pipeline";
import { boundChecks, type GroupShare, type ScoredText } from "./verdicts";

function main(): void {
  const t0 = Date.now();
  const out = path.resolve(process.cwd(), process.env.DETECTOR_MODEL_OUT ?? "lib/detector/model.json");
  const rows = loadRows("train");
  console.log(`train rows: ${rows.length}`);
  const docs = featurizeTraining(rows, TRAIN_CONFIG);
  console.log(`with excerpts: ${docs.length} docs`);
  console.log(`featurized in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  const { file, oofAuc } = trainModel(docs, TRAIN_CONFIG, (s) => console.log(s));
  console.log(`out-of-fold AUC (train, folds by source item): ${fmt(oofAuc)}`);

  // quick dev check through the runtime scoring path
  const model = parseModel(file);
  const dev = loadRows("dev");
  const p = dev.map((r) => calibrate(model, marginOf(model, analyze(r.text)).margin));
  const y = dev.map((r) => (r.label === "ai" ? 1 : 0));
  const devMetrics = {
    auc: Number(fmt(rocAuc(p, y))),
    tprAt1Fpr: Number(fmt(tprAtFpr(p, y, 0.01))),
    accuracyAt50: Number(fmt(accuracyAt(p, y, 0.5))),
    ece: Number(fmt(ece(p, y))),
  };
  console.log(`dev: ${JSON.stringify(devMetrics)}`);

  // The thresholds come from out-of-fold scores; the dev split checks each bound, per group.
  const devScored: ScoredText[] = dev.map((r, i) => ({
    score: scorePercent(p[i]!),
    y: y[i]!,
    source: r.source,
    domain: r.domain,
    words: countWords(r.text),
  }));
  for (const band of file.verdict.bands) {
    console.log(
      `verdict band ${band.minWords}-${band.maxWords ?? "∞"} words: human < ${band.human}, possibly AI >= ${band.possiblyAi ?? "never"}, ai >= ${band.ai ?? "never"} (rates over ${band.humanTexts} human texts, ${band.kinds} domains)`,
    );
  }
  const checks = boundChecks(
    file.verdict.bands,
    devScored.filter((t) => t.words >= MIN_RELIABLE_WORDS),
    TRAIN_CONFIG.verdict,
  );
  for (const [name, groups] of Object.entries(checks) as [string, GroupShare[]][]) {
    const broken = groups.filter((g) => !g.holds);
    console.log(
      `dev bound ${name}: ${broken.length === 0 ? "holds in every group" : broken.map((g) => `${g.group} ${g.hits}/${g.n}`).join(", ")}`,
    );
  }
  file.meta = {
    trainedOn: "detector-train.jsonl",
    trainRows: rows.length,
    config: TRAIN_CONFIG,
    outOfFoldAuc: Number(fmt(oofAuc)),
    dev: devMetrics,
  };
  const json = JSON.stringify(file);
  fs.writeFileSync(out, json + "\n");
  console.log(`wrote ${out} (${(json.length / 1e6).toFixed(2)} MB) in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

main();
