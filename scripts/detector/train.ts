/**
 * Train the local AI-text detector from the corpus train split and write lib/detector/model.json.
 * Deterministic: the same corpus and code give a byte-identical model file.
 * Usage: npm run train:detector   (env DETECTOR_MODEL_OUT to write elsewhere)
 */
import fs from "node:fs";
import path from "node:path";
import { analyze } from "@/lib/detector/features";
import { calibrate, marginOf, parseModel, scorePercent } from "@/lib/detector/model";
import { countWords } from "@/lib/detector/text";
import { accuracyAt, ece, fmt, loadRows, rocAuc, tprAtFpr } from "./common";
import { TRAIN_CONFIG } from "./config";
import { featurizeTraining, trainModel } from "./pipeline";
import { aiBoundHolds, type ScoredText } from "./verdicts";

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

  // A length band keeps its "Likely AI" verdict only if the dev texts of that length meet the bound too.
  const devScored: ScoredText[] = dev.map((r, i) => ({ score: scorePercent(p[i]!), y: y[i]!, source: r.source, domain: r.domain, words: countWords(r.text) }));
  for (const band of file.verdict.bands) {
    const check = aiBoundHolds(band, devScored, TRAIN_CONFIG.verdict.maxHumanShareAi);
    const worst = check.worst ? `worst dev group ${check.worst.group}: ${fmt(check.worst.share, 3)} of ${check.worst.n}` : "no dev texts";
    console.log(`verdict band ${band.minWords}-${band.maxWords ?? "∞"} words: human < ${band.human}, ai >= ${band.ai ?? "never"}; ${worst}`);
    if (!check.holds) {
      band.ai = null;
      console.log("  the dev texts of this length break the bound: no \"Likely AI\" for them");
    }
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
