/**
 * How far each tone, emotion and audience moves the style profile of a rewrite, against the same model's rewrite
 * with no option, on dev texts of up to 250 words. Run: npm run -s bench:tone-profiles -- [--limit 60] [--model lumenaris]
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { OPTION_LISTS, UNSET_OPTION_VALUES, type ModelId, type PromptOptions } from "@/lib/limits";
import { rewriteText } from "@/lib/rewriter";
import { styleProfile, type ProfileMetric, type StyleProfile } from "@/lib/rewriter/style-profile";

const CORPUS = path.join(process.cwd(), "..", "shared", "corpus");
const MAX_WORDS = 250;
const METRICS: readonly ProfileMetric[] = [
  "contractions", "hedges", "boosters", "intensifiers", "formality", "colloquial", "personal", "exclamations", "valence", "intensity",
  "reminiscence", "meanSentenceLength", "meanWordLength", "openerVariety", "frontedOpeners",
];
const SHORT: Record<ProfileMetric, string> = {
  contractions: "contr", hedges: "hedge", boosters: "boost", intensifiers: "inten", formality: "formal", colloquial: "colloq", personal: "1st/2nd",
  exclamations: "excl%", valence: "valen", intensity: "intens", reminiscence: "remin", meanSentenceLength: "sentLen",
  meanWordLength: "wordLen", openerVariety: "openVar", frontedOpeners: "fronted", positive: "pos", negative: "neg",
};

const { values } = parseArgs({ options: { limit: { type: "string" }, model: { type: "string" } } });
const limit = values.limit ? Number(values.limit) : 60;
const model = (values.model ?? "lumenaris") as ModelId;

function devTexts(): string[] {
  const key = (text: string) => createHash("sha1").update(text).digest("hex");
  return fs
    .readFileSync(path.join(CORPUS, "detector-dev.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { text: string }).text)
    .filter((text) => (text.match(/\S+/g)?.length ?? 0) <= MAX_WORDS)
    .sort((a, b) => (key(a) < key(b) ? -1 : 1))
    .slice(0, limit);
}

function meanProfile(texts: readonly string[], options: PromptOptions): StyleProfile {
  const profiles = texts.map((text) => styleProfile(rewriteText({ text, options, humanize: false, rephraseType: "Rewriter", model })));
  const mean = { ...profiles[0] };
  for (const metric of METRICS) mean[metric] = profiles.reduce((sum, profile) => sum + profile[metric], 0) / profiles.length;
  return mean;
}

const texts = devTexts();
const started = performance.now();
const base = meanProfile(texts, {});
const cell = (value: number) => (value >= 0 ? "+" : "") + value.toFixed(2);
console.log(`${texts.length} dev texts, ${model}; no-option profile, then each option's mean change against it`);
console.log(["option".padEnd(24), ...METRICS.map((metric) => SHORT[metric].padStart(8))].join(""));
console.log(["(no option)".padEnd(24), ...METRICS.map((metric) => base[metric].toFixed(2).padStart(8))].join(""));
for (const key of ["tone", "emotion", "audience"] as const) {
  for (const value of OPTION_LISTS[key]) {
    if (UNSET_OPTION_VALUES.includes(value)) continue;
    const profile = meanProfile(texts, { [key]: value });
    console.log([`${key} ${value}`.padEnd(24), ...METRICS.map((metric) => cell(profile[metric] - base[metric]).padStart(8))].join(""));
  }
}
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
