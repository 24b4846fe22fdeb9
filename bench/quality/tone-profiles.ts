/**
 * How far each tone, emotion and audience moves the style profile of a rewrite, against the same model's rewrite
 * with no option, on dev texts of up to 250 words, and the Harper grammar lints each adds per 1,000 words (output
 * minus input). Run: npm run -s bench:tone-profiles -- [--limit 60] [--model lumenaris]
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";
import { OPTION_LISTS, UNSET_OPTION_VALUES, type ModelId, type PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { styleProfile, type ProfileMetric, type StyleProfile } from "@/lib/rewriter/style-profile";
import { corpusFile } from "@/scripts/corpus";

const MAX_WORDS = 250;
const METRICS: readonly ProfileMetric[] = [
  "contractions",
  "hedges",
  "boosters",
  "intensifiers",
  "formality",
  "colloquial",
  "personal",
  "exclamations",
  "valence",
  "intensity",
  "reminiscence",
  "meanSentenceLength",
  "meanWordLength",
  "openerVariety",
  "frontedOpeners",
];
const SHORT: Record<ProfileMetric, string> = {
  contractions: "contr",
  hedges: "hedge",
  boosters: "boost",
  intensifiers: "inten",
  formality: "formal",
  colloquial: "colloq",
  personal: "1st/2nd",
  exclamations: "excl%",
  valence: "valen",
  intensity: "intens",
  reminiscence: "remin",
  meanSentenceLength: "sentLen",
  meanWordLength: "wordLen",
  openerVariety: "openVar",
  frontedOpeners: "fronted",
  positive: "pos",
  negative: "neg",
};

const { values } = parseArgs({ options: { limit: { type: "string" }, model: { type: "string" } } });
const limit = values.limit ? Number(values.limit) : 60;
const model = (values.model ?? "lumenaris") as ModelId;

function devTexts(): string[] {
  const key = (text: string) => createHash("sha1").update(text).digest("hex");
  return fs
    .readFileSync(corpusFile("detector-dev.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { text: string }).text)
    .filter((text) => (text.match(/\S+/g)?.length ?? 0) <= MAX_WORDS)
    .sort((a, b) => (key(a) < key(b) ? -1 : 1))
    .slice(0, limit);
}

const linter = new LocalLinter({ binary: binaryInlined });
async function lintCount(text: string): Promise<number> {
  return (await linter.lint(text)).length;
}

interface OptionResult {
  profile: StyleProfile;
  lintsAddedPer1000: number;
}

async function measure(texts: readonly string[], inputLints: readonly number[], options: PromptOptions): Promise<OptionResult> {
  const outputs = texts.map((text) => rewriteText({ text, options, humanize: false, rephraseType: "Rewriter", model }));
  const profiles = outputs.map(styleProfile);
  const profile = { ...profiles[0] };
  for (const metric of METRICS) profile[metric] = profiles.reduce((sum, one) => sum + one[metric], 0) / profiles.length;
  let added = 0;
  for (const [i, output] of outputs.entries()) added += (await lintCount(output)) - inputLints[i];
  const words = texts.reduce((sum, text) => sum + (text.match(/\S+/g)?.length ?? 0), 0);
  return { profile, lintsAddedPer1000: (1000 * added) / words };
}

async function main(): Promise<void> {
  const texts = devTexts();
  const started = performance.now();
  const inputLints = await Promise.all(texts.map(lintCount));
  const base = await measure(texts, inputLints, {});
  const cell = (value: number) => (value >= 0 ? "+" : "") + value.toFixed(2);
  console.log(
    `${texts.length} dev texts, ${model}; no-option profile, then each option's mean change against it; lints+ = Harper lints added per 1,000 words`,
  );
  console.log(["option".padEnd(24), ...METRICS.map((metric) => SHORT[metric].padStart(8)), "lints+".padStart(8)].join(""));
  const row = (label: string, values: readonly string[], lints: number) =>
    console.log([label.padEnd(24), ...values.map((v) => v.padStart(8)), lints.toFixed(2).padStart(8)].join(""));
  row(
    "(no option)",
    METRICS.map((metric) => base.profile[metric].toFixed(2)),
    base.lintsAddedPer1000,
  );
  for (const key of ["tone", "emotion", "audience"] as const) {
    for (const value of OPTION_LISTS[key]) {
      if (UNSET_OPTION_VALUES.includes(value)) continue;
      const result = await measure(texts, inputLints, { [key]: value });
      row(
        `${key} ${value}`,
        METRICS.map((metric) => cell(result.profile[metric] - base.profile[metric])),
        result.lintsAddedPer1000,
      );
    }
  }
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}

void main();
