/**
 * The share of the offline engine's edits read as wrong, per labelled round of bench/quality/edit-labels.jsonl
 * (one row per edit and reader; `pair` rows hold the label two independent readers agreed on).
 * Run: npx tsx bench/quality/wrong-rate.ts [round ...]
 */
import fs from "node:fs";
import path from "node:path";

interface LabelRow {
  round: string;
  reader: string | null;
  label: "ok" | "wrong" | null;
}

const file = path.join(import.meta.dirname, "edit-labels.jsonl");
const rows = fs
  .readFileSync(file, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as LabelRow);
const wanted = new Set(process.argv.slice(2));
const rounds = new Map<string, { readers: Set<string>; read: number; wrong: number; unread: number }>();
for (const row of rows) {
  if (wanted.size && !wanted.has(row.round)) continue;
  const round = rounds.get(row.round) ?? { readers: new Set<string>(), read: 0, wrong: 0, unread: 0 };
  rounds.set(row.round, round);
  if (row.label === null) {
    round.unread++;
    continue;
  }
  round.read++;
  if (row.label === "wrong") round.wrong++;
  if (row.reader) round.readers.add(row.reader);
}
console.log("round\treaders\tread\twrong\tshare wrong\tnot yet read");
for (const [name, round] of rounds) {
  const share = round.read ? `${((100 * round.wrong) / round.read).toFixed(1)}%` : "-";
  console.log(`${name}\t${[...round.readers].join(",") || "-"}\t${round.read}\t${round.wrong}\t${share}\t${round.unread}`);
}
