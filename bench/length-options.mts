/**
 * Shorten and Concise on a fixed set of texts: the corpus dev split's human texts (up to 4 per source and
 * domain, 40-250 words) and the shapes in bench/quality/length-shapes.ts (student paragraphs, lists). Prints,
 * per model and option, the share of texts in the promised range (SHORTEN_RANGE of the words, for both), the
 * share that lost a word or less (and of those, not told why), the share told so (the little-to-cut notice, or the no-change one the
 * offline engine gives a text it left as written), and the concluding sentences
 * (each paragraph's last) and list items the result lost, which should be 0.
 * Run: npm run bench:length -- [--models pulse,lumenaris] [--show N] (N: print N texts' results to read)
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { RewriteRequest } from "@/lib/ai/types";
import { SHORTEN_RANGE, type ModelId } from "@/lib/limits";
import { rewriteText } from "@/lib/rewriter";
import { lengthShortfall } from "@/lib/rewriter/shortfall";
import { splitLine, splitSentences } from "@/lib/rewriter/text";
import { LENGTH_SHAPES, type LengthShape } from "./quality/length-shapes";
import { wordCount } from "./quality/measures";

const CORPUS = process.env.CORPUS_DIR ?? path.join("..", "shared", "corpus");
const PER_DOMAIN = 4;

const { values } = parseArgs({ options: { models: { type: "string" }, show: { type: "string" } } });
const MODELS = (values.models?.split(",") ?? ["pulse", "lumenaris"]) as ModelId[];
const SHOW = Number(values.show ?? 0);

function devTexts(): LengthShape[] {
  const rows = fs
    .readFileSync(path.join(CORPUS, "detector-dev.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { text: string; label: string; source: string; domain: string });
  const key = (text: string) => createHash("sha1").update(text).digest("hex");
  const byDomain = new Map<string, string[]>();
  for (const row of rows) {
    const words = wordCount(row.text);
    if (row.label !== "human" || words < 40 || words > 250) continue;
    const group = `${row.source}|${row.domain}`;
    byDomain.set(group, [...(byDomain.get(group) ?? []), row.text]);
  }
  return [...byDomain.entries()].flatMap(([group, texts]) =>
    texts
      .sort((a, b) => (key(a) < key(b) ? -1 : 1))
      .slice(0, PER_DOMAIN)
      .map((text) => ({ name: group.split("|")[1], text })),
  );
}

/** A word's first five letters, so "students"/"student" and small inflections still match. */
function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((word) => word.slice(0, 5)));
}

function sentencesOf(text: string): string[] {
  return text.split("\n").flatMap((line) => splitSentences(splitLine(line).body).sentences);
}

/** Whether some sentence of the result still says most of `sentence` (half its longer words, at least). */
function survives(sentence: string, output: readonly string[]): boolean {
  const own = stems(sentence);
  if (own.size === 0) return true;
  return output.some((candidate) => {
    const theirs = stems(candidate);
    return [...own].filter((stem) => theirs.has(stem)).length >= own.size / 2;
  });
}

/** Each prose paragraph's last sentence: the one that concludes it. */
function concludingSentences(text: string): string[] {
  return text
    .split("\n")
    .map(splitLine)
    .filter((parts) => parts.body.trim() && !parts.prefix.trim())
    .map((parts) => splitSentences(parts.body).sentences.at(-1) ?? "")
    .filter((sentence) => /[.!?]["')\]]*$/.test(sentence.trim()));
}

interface Tally {
  texts: number;
  inRange: number;
  atMostOneWord: number;
  /** Lost a word or less and were not told why: what the user should never see. */
  atMostOneWordSilent: number;
  noticed: number;
  concluding: number;
  concludingLost: number;
  items: number;
  itemsLost: number;
  ratios: number[];
}

/** The offline engine's notice: no change at all, or a result longer than the range (lib/ai/local.ts). */
function noticed(request: RewriteRequest, output: string): boolean {
  return output.replace(/\s+/g, " ").trim() === request.text.replace(/\s+/g, " ").trim() || lengthShortfall(request, output) !== null;
}

const pct = (part: number, whole: number) => `${((100 * part) / (whole || 1)).toFixed(1)}%`;

function measure(texts: readonly LengthShape[], model: ModelId, length: "Shorten" | "Concise", shown: { count: number }): Tally {
  const tally: Tally = { texts: 0, inRange: 0, atMostOneWord: 0, atMostOneWordSilent: 0, noticed: 0, concluding: 0, concludingLost: 0, items: 0, itemsLost: 0, ratios: [] };
  for (const shape of texts) {
    const request: RewriteRequest = { text: shape.text, options: { length }, humanize: false, rephraseType: "Rewriter", model };
    const output = rewriteText(request);
    const before = wordCount(shape.text);
    const after = wordCount(output);
    const ratio = after / before;
    tally.texts++;
    tally.ratios.push(ratio);
    if (ratio >= SHORTEN_RANGE.min && ratio <= SHORTEN_RANGE.max) tally.inRange++;
    const told = noticed(request, output);
    if (before - after <= 1) tally.atMostOneWord++;
    if (before - after <= 1 && !told) tally.atMostOneWordSilent++;
    if (told) tally.noticed++;
    const outSentences = sentencesOf(output);
    const lostConclusions = concludingSentences(shape.text).filter((sentence) => !survives(sentence, outSentences));
    tally.concluding += concludingSentences(shape.text).length;
    tally.concludingLost += lostConclusions.length;
    const lostItems = (shape.items ?? []).filter((item) => !output.toLowerCase().includes(item.toLowerCase()));
    tally.items += shape.items?.length ?? 0;
    tally.itemsLost += lostItems.length;
    if (shown.count < SHOW || lostConclusions.length + lostItems.length > 0) {
      shown.count++;
      console.log(`--- ${model} ${length} [${shape.name}] ${before} → ${after} words (${pct(after, before)})${noticed(request, output) ? " NOTICE" : ""}`);
      for (const sentence of lostConclusions) console.log(`    lost conclusion: ${sentence}`);
      for (const item of lostItems) console.log(`    lost item: ${item}`);
      if (shown.count <= SHOW) console.log(`IN:  ${shape.text}\nOUT: ${output}`);
    }
  }
  return tally;
}

const started = performance.now();
const dev = devTexts();
const sets: [string, LengthShape[]][] = [
  [`dev human (${dev.length})`, dev],
  [`shapes (${LENGTH_SHAPES.length})`, [...LENGTH_SHAPES]],
];
const shown = { count: 0 };
const lines: string[] = [];
for (const model of MODELS) {
  for (const length of ["Shorten", "Concise"] as const) {
    for (const [name, texts] of sets) {
      const t = measure(texts, model, length, shown);
      const sorted = [...t.ratios].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      lines.push(
        `${model.padEnd(9)} ${length.padEnd(7)} ${name.padEnd(16)} in ${SHORTEN_RANGE.min * 100}-${SHORTEN_RANGE.max * 100}%: ${pct(t.inRange, t.texts)}  ` +
          `lost ≤1 word: ${pct(t.atMostOneWord, t.texts)} (untold: ${pct(t.atMostOneWordSilent, t.texts)})  told so: ${pct(t.noticed, t.texts)}  median length ${pct(median, 1)}  ` +
          `concluding sentences lost: ${t.concludingLost} of ${t.concluding}  list items lost: ${t.itemsLost} of ${t.items}`,
      );
    }
  }
}
console.log(lines.join("\n"));
console.log(`(${Math.round((performance.now() - started) / 1000)} s)`);
