import fs from "node:fs";
import { rewriteText } from "@/lib/rewriter";
const rows = fs.readFileSync("../shared/corpus/detector-dev.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l) as { text: string; label: string }).filter((r) => r.label === "ai" && r.text.split(/\s+/).length <= 120);
const sents = (t: string) => t.split(/(?<=[.!?])\s+/);
for (const { text } of rows.slice(200, 230)) {
  const out = rewriteText({ text, options: { fluency: "Basic" }, humanize: false, rephraseType: "Rewriter", model: "lumenaris" });
  const before = new Set(sents(text));
  const changed = sents(out).filter((s) => !before.has(s));
  for (const c of changed) console.log("  +", c);
}
