import fs from "node:fs";
import { diffWords } from "diff";
import { rewriteText } from "@/lib/rewriter";
const rows = fs.readFileSync("../shared/corpus/detector-dev.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l).text as string).filter((t) => t.split(/\s+/).length <= 120);
const opts = JSON.parse(process.argv[2]);
let n = 0;
for (const text of rows.slice(Number(process.argv[4] ?? 300), Number(process.argv[4] ?? 300) + 40)) {
  const out = rewriteText({ text, options: opts, humanize: false, rephraseType: "Rewriter", model: (process.argv[3] ?? "lumenaris") as never });
  const parts = diffWords(text, out);
  let ctx = "";
  const edits: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (!p.added && !p.removed) { ctx = p.value; continue; }
    let b = "", a = "";
    while (i < parts.length && (parts[i].added || parts[i].removed)) { if (parts[i].removed) b += parts[i].value; else a += parts[i].value; i++; }
    const next = parts[i]?.value ?? "";
    edits.push(`…${ctx.slice(-40)}[${b.trim()} → ${a.trim()}]${next.slice(0, 40)}…`.replace(/\s+/g, " "));
    i--;
  }
  for (const e of edits) if (n++ < 70) console.log(e);
}
