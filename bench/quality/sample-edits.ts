/**
 * Draws edits at random from the engine's dev outputs for labelling by hand: each edit is a run of changed
 * words (two runs at most two unchanged words apart are one edit) with a few words of the output either side, so
 * the edit is read as the user reads it. Every round of labels lives in one file, bench/quality/edit-labels.jsonl:
 * this prints the round's rows with `label` and `reader` empty, to be appended and filled in by hand
 * ("ok" | "wrong", and who read it); `npx tsx bench/quality/wrong-rate.ts` counts the wrong edits per round.
 * Run: npx tsx bench/quality/sample-edits.ts <round> [count] [rewriter|humanizer|both] [first text] [draw] [Shorten|Concise] >> bench/quality/edit-labels.jsonl
 * (a mode draws only that mode's edits; a first text other than 0 draws from 400 texts not read before; a draw
 * name other than the default "edit-sample-v1" draws a different random sample of the same edits; a length
 * option draws from rewrites made with it).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { diffWords } from "diff";
import type { ModelId, PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { corpusFile } from "@/scripts/corpus";

const CONTEXT_CHARS = 60;
const round = process.argv[2];
if (!round) throw new Error("Name the round: npx tsx bench/quality/sample-edits.ts <round> [count] ...");
const count = Number(process.argv[3] ?? 200);
const mode = process.argv[4];
const firstText = Number(process.argv[5] ?? 0);
const draw = process.argv[6] ?? "edit-sample-v1";
const length = process.argv[7] as PromptOptions["length"] | undefined;
const HUMANIZE_MODES = mode === "rewriter" ? [false] : mode === "humanizer" ? [true] : [false, true];

interface Edit {
  id: string;
  model: ModelId;
  humanize: boolean;
  before: string;
  after: string;
  context: string;
}

/** Unchanged words between two changed runs that still make them one edit ("[paving → opening] the [way for → door to]"). */
const JOIN_WITHIN_WORDS = 2;

function editsOf(text: string, model: ModelId, humanize: boolean): Edit[] {
  const output = rewriteText({
    text,
    options: length ? { length } : {},
    humanize,
    rephraseType: humanize ? "Humanizer" : "Rewriter",
    model,
  });
  // Runs of changed words, each with the output text before it; a short unchanged stretch between two runs
  // joins them into one edit, so an edit reads whole.
  const runs: { before: string; after: string; written: string }[] = [];
  let written = "";
  let gap: string | null = null;
  for (const part of diffWords(text, output)) {
    if (!part.added && !part.removed) {
      written += part.value;
      gap = part.value;
      continue;
    }
    const last = runs.at(-1);
    const joins = last && gap !== null && gap.trim().split(/\s+/).filter(Boolean).length <= JOIN_WITHIN_WORDS;
    if (!last || (gap !== null && !joins)) runs.push({ before: "", after: "", written });
    const run = runs.at(-1)!;
    if (gap !== null && joins) {
      run.before += gap;
      run.after += gap;
    }
    gap = null;
    if (part.removed) run.before += part.value;
    else {
      run.after += part.value;
      written += part.value;
    }
  }
  return runs.map((run) => {
    const following = output.slice(run.written.length + run.after.length);
    const context =
      `…${run.written.slice(-CONTEXT_CHARS)}[${run.before.trim()} → ${run.after.trim()}]${following.slice(0, CONTEXT_CHARS)}…`.replace(
        /\s+/g,
        " ",
      );
    const id = createHash("sha1").update(`${model}|${humanize}|${context}`).digest("hex").slice(0, 10);
    return { id, model, humanize, before: run.before.trim(), after: run.after.trim(), context };
  });
}

const rows = fs
  .readFileSync(corpusFile("detector-dev.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { text: string });
const texts = rows.map((row) => row.text).filter((text) => text.split(/\s+/).length <= 250);
const all: Edit[] = [];
for (const text of texts.slice(firstText, firstText + 400)) {
  for (const model of ["pulse", "lumenaris"] as const) for (const humanize of HUMANIZE_MODES) all.push(...editsOf(text, model, humanize));
}
const key = (edit: Edit) => createHash("sha1").update(`${draw}|${edit.id}`).digest("hex");
for (const edit of all.sort((a, b) => (key(a) < key(b) ? -1 : 1)).slice(0, count))
  process.stdout.write(`${JSON.stringify({ round, reader: null, ...edit, label: null })}\n`);
