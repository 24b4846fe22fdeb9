import fs from "node:fs";
import { rewriteText } from "@/lib/rewriter";
const rows = fs.readFileSync("../shared/corpus/detector-dev.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l).text as string);
const sample = fs.readFileSync("bench/quality/edit-sample-v6.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l));
for (const i of process.argv.slice(2).map(Number)) {
  const e = sample[i];
  const probe = e.context.split("[")[0].replace(/^…/, "").trim().slice(-30);
  const text = rows.find((t) => t.includes(probe) && t.split(/\s+/).length <= 250);
  if (!text) { console.log(i, "text not found"); continue; }
  const out = rewriteText({ text, options: {}, humanize: e.humanize, rephraseType: e.humanize ? "Humanizer" : "Rewriter", model: e.model });
  const at = out.indexOf(probe);
  console.log(i, e.model, e.humanize, "OUT:", at >= 0 ? out.slice(Math.max(0, at - 20), at + 140) : "(probe moved) " + out.slice(0, 200));
}
