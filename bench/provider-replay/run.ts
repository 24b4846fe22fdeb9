/**
 * The AI-provider path on real model output. Every corpus pair (a human text and a real LLM's rewrite of it,
 * bench/provider-replay/pairs.ts) goes through the production build's rewrite route with the replay provider
 * (bench/provider-replay/server.ts, its own process) behind it: route → prompt → stream → reply gate → guards →
 * corrective retry. Once as a Pulse 3.0 rewrite and once as a Lumenaris rewrite, each as a signed-in Pro user
 * (the longest texts pass the free word limit). Prints the share passed on the first reply, refused (by which
 * guard, the five most common causes with an example each), ended in an error, the time to the first visible
 * text and from the provider's first 120 characters to it, and the time the pipeline adds to the provider's
 * own; then, from the hand labels in bench/provider-replay/ (the first sample, which the guards were tuned on, and
 * the fresh one, which they were not), the review figures of issue 39: good replies retried as "not a rewrite",
 * losses the user is shown (retried or marked), good replies marked. The last line is one JSON object: `pairs`,
 * `failed` (requests ending in an error), `retriedGood`, `lossesFlagged`, `goodMarked` (first sample),
 * `addedMsMedian`, and `fresh` with the fresh sample's figures (and its never-read held-out half's, `heldOut`);
 * since issue 50 also `restoreSafe` (the share of the answers' marks whose restore, applied alone, puts the user's
 * words back and leaves every other sentence as it was: restore-safety.ts), `restoreHarms` (the share of restores
 * offered that would say 3 or more of the user's words twice or drop as many), `compareOnly` (the share of marks that
 * offer no restore for that reason) and `judgeMsP99` (judging a recorded reply in this process).
 *
 * Run `npm run build` first, then: npm run bench:provider-replay -- [--limit N] [--token-ms 12]
 *   [--first-token-ms 300] [--concurrency 24] [--out /tmp/provider-replay.jsonl]
 * --limit takes a fixed random sample of the pairs; a smaller --token-ms paces the stream faster.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { MODEL_WORDS_PER_MONTH } from "@/lib/limits";
import { countWords } from "@/lib/text-stats";
import { stripFraming } from "@/lib/ai/guards/framing";
import { judgeReply } from "@/lib/ai/review";
import type { ReviewMark } from "@/lib/review-marks";
import { WORDS_AT_RISK } from "@/lib/ai/review/restore-words";
import { checkRestore, restoreFigures, type RestoreCheck } from "./restore-safety";
import { halfOf, loadLabels, reviewFigures, SAMPLE_NAMES, type ReviewOutcomes } from "./labels";
import { loadReplayPairs, type ReplayPair } from "./pairs";
import { now, type ServedEntry } from "./log";
import { proUser } from "@/bench/support/load";
import { startProductionServer } from "@/bench/support/server";
import { mulberry32 } from "@/lib/random";

const { values } = parseArgs({
  options: {
    limit: { type: "string" },
    "token-ms": { type: "string", default: "12" },
    "first-token-ms": { type: "string", default: "300" },
    concurrency: { type: "string", default: "24" },
    port: { type: "string", default: "3301" },
    out: { type: "string" },
  },
});
const APP_PORT = Number(values.port);
const REPLAY_PORT = APP_PORT + 1;
const CONCURRENCY = Number(values.concurrency);
const MODELS = [
  { id: "pulse", name: "Pulse 3.0" },
  { id: "lumenaris", name: "Lumenaris" },
] as const;

/** One request as the bench saw it, joined afterwards with what the replay provider served for it. */
interface Run {
  pair: ReplayPair;
  model: (typeof MODELS)[number]["id"];
  startAt: number;
  firstTextAt?: number;
  doneAt?: number;
  /** When the response ended, however it ended. */
  endAt: number;
  restarts: number;
  /** Review marks the answer carried (the done event's `review`). */
  marks: number;
  /** Per mark, its restore checked by sentences and by content (restore-safety.ts). */
  restores: RestoreCheck[];
  error?: string;
  served: ServedEntry[];
}

/** A fixed shuffle (mulberry32), so --limit takes a sample across sources instead of the file's first source. */
function seededShuffle<T>(items: T[], seed: number): T[] {
  const rand = mulberry32(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Pro users made through the app's own routes (sign-up, the emailed code from the outbox, the test-mode checkout),
 * each from its own address; a new one takes over before Lumenaris's monthly words run out.
 */
class ProUsers {
  private made = 0;
  private current?: Promise<{ cookie: string; ip: string; words: number }>;
  constructor(
    private readonly origin: string,
    private readonly databasePath: string,
  ) {}

  async take(words: number) {
    let user = await (this.current ??= this.create());
    if (user.words + words > MODEL_WORDS_PER_MONTH - 200) {
      this.current = this.create();
      user = await this.current;
    }
    user.words += words;
    return user;
  }

  private async create() {
    const n = ++this.made;
    const email = `replay-${n}@example.com`;
    const ip = `198.18.${n >> 8}.${n & 255}`;
    const cookie = await proUser(this.origin, this.databasePath, { email, fullName: "Replay Bench", ip });
    return { cookie, ip, words: 0 };
  }
}

/** Sends one rewrite and reads its server-sent events, noting when text first shows and how it ends. */
async function send(origin: string, users: ProUsers, run: Run): Promise<void> {
  const modelName = MODELS.find((m) => m.id === run.model)!.name;
  const user = await users.take(run.model === "lumenaris" ? countWords(run.pair.reply) * 2 : 0);
  run.startAt = now();
  const res = await fetch(`${origin}/api/getResponseToAPrompt`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", cookie: user.cookie, "x-forwarded-for": user.ip },
    body: JSON.stringify({ prompt: run.pair.source, selectedModel: modelName }),
  });
  if (!res.ok || !res.body) {
    run.error = `http_${res.status}: ${(await res.text()).slice(0, 200)}`;
    return;
  }
  const decoder = new TextDecoder();
  let buffered = "";
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffered += decoder.decode(chunk.value, { stream: true });
    let end;
    while ((end = buffered.indexOf("\n\n")) >= 0) {
      const frame = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? "null");
      if (event === "chunk" && data.text && run.firstTextAt === undefined) run.firstTextAt = now();
      else if (event === "restart") run.restarts++;
      else if (event === "done") {
        run.doneAt = now();
        run.marks = data.review?.length ?? 0;
        // Each mark's restore applied alone to the answer as sent (issue 50).
        if (typeof data.response === "string")
          for (const mark of (data.review ?? []) as ReviewMark[]) {
            run.restores.push(checkRestore(run.pair.source, data.response, mark));
          }
      } else if (event === "error") run.error = data.error.code;
    }
  }
}

/** Runs every request, `CONCURRENCY` at a time, never two for the same source text at once (the replay order). */
async function runAll(origin: string, users: ProUsers, runs: Run[], onDone: (n: number) => void) {
  const busy = new Set<string>();
  const waiting = [...runs];
  let finished = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = waiting.findIndex((r) => !busy.has(r.pair.source));
        if (i < 0) {
          if (waiting.length === 0) return;
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const [run] = waiting.splice(i, 1);
        busy.add(run!.pair.source);
        try {
          await send(origin, users, run!);
        } catch (error) {
          run!.error = `bench: ${(error as Error).message}`;
        }
        run!.endAt = now();
        busy.delete(run!.pair.source);
        onDone(++finished);
      }
    }),
  );
}

/** Joins each request with the provider calls it made: per source text, both sides are in the same order. */
function attribute(runs: Run[], served: ServedEntry[]) {
  const bySource = new Map<string, ServedEntry[]>();
  const sourceOf = new Map(runs.map((r) => [r.pair.id, r.pair.source]));
  for (const entry of served) {
    if (!entry.pairId) continue;
    const source = sourceOf.get(entry.pairId)!;
    const list = bySource.get(source) ?? [];
    list.push(entry);
    bySource.set(source, list);
  }
  for (const run of [...runs].sort((a, b) => a.startAt - b.startAt)) {
    const list = bySource.get(run.pair.source) ?? [];
    while (list.length && list[0]!.receivedAt < run.endAt && list[0]!.receivedAt >= run.startAt) run.served.push(list.shift()!);
    if (run.served[0] && run.served[0].pairId !== run.pair.id)
      throw new Error(`replay order broken: ${run.pair.id} was served ${run.served[0].pairId}`);
  }
}

/** The guard and the kind of item behind a refusal, from what the app told the model on its retry. */
function causeOf(problem: string): { cause: string; example: string } {
  const items = [...problem.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
  const kindOf = (item: string) =>
    /^https?:|^www\./i.test(item)
      ? "URL"
      : /@/.test(item)
        ? "email"
        : /^["“'‘]/.test(item) || item.length > 25
          ? "quotation"
          : /\d/.test(item)
            ? "number"
            : "other";
  if (problem.startsWith("Your last answer dropped or changed"))
    return { cause: `lost ${kindOf(items[0] ?? "")}`, example: items.slice(0, 3).join(" | ") };
  if (problem.startsWith("Your last answer contained items"))
    return { cause: `invented ${kindOf(items[0] ?? "")}`, example: items.slice(0, 3).join(" | ") };
  if (problem.includes("was not written in")) return { cause: "wrong language", example: problem };
  if (problem.includes("was cut off")) return { cause: "truncated", example: problem };
  if (problem.includes("was empty")) return { cause: "empty", example: problem };
  if (problem.includes("Keep about the original length")) return { cause: "length drifted", example: problem };
  if (problem.includes("added sentences the text does not say")) return { cause: "invented sentences", example: problem };
  if (problem.includes("made the text's claims grander")) return { cause: "inflated claim", example: problem };
  if (problem.includes("dropped qualifiers")) return { cause: "dropped qualifier", example: problem };
  if (problem.includes("left out names the text gives")) return { cause: "lost names", example: items.slice(0, 3).join(" | ") };
  if (problem.includes("named what the text does not")) return { cause: "invented names", example: items.slice(0, 3).join(" | ") };
  if (problem.includes("left out what these sentences")) return { cause: "omitted sentences", example: problem };
  if (problem.includes("began with a heading")) return { cause: "invented heading", example: items[0] ?? problem };
  return { cause: "length", example: problem };
}

const percent = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : "n/a");
const quantile = (xs: number[], q: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const ms = (x: number) => `${Math.round(x)} ms`;

async function main() {
  const started = Date.now();
  const { pairs: all, stats } = loadReplayPairs();
  const pairs = values.limit ? seededShuffle(all, 30).slice(0, Number(values.limit)) : all;
  const work = mkdtempSync(join(tmpdir(), "provider-replay-"));
  const pairsFile = join(work, "pairs.jsonl");
  const logFile = join(work, "served.jsonl");
  writeFileSync(pairsFile, pairs.map((p) => JSON.stringify(p)).join("\n") + "\n");

  const replay = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "bench/provider-replay/server.ts",
      "--pairs",
      pairsFile,
      "--port",
      String(REPLAY_PORT),
      "--log",
      logFile,
      "--token-ms",
      values["token-ms"]!,
      "--first-token-ms",
      values["first-token-ms"]!,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const runs: Run[] = [];
  let app: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  // The provider is stopped however the run ends: one left listening makes the next run fail (EADDRINUSE).
  try {
    await new Promise<void>((resolve, reject) => {
      replay.stdout!.once("data", () => resolve());
      replay.once("exit", (code) => reject(new Error(`the replay provider exited with ${code}`)));
    });
    app = await startProductionServer(APP_PORT, {
      OPENAI_BASE_URL: `http://127.0.0.1:${REPLAY_PORT}/v1`,
      OPENAI_MODEL_PULSE: "replay-pulse",
      OPENAI_MODEL_LUMENARIS: "replay-lumenaris",
      TRUSTED_PROXY_HOPS: "1",
    });
    const users = new ProUsers(app.origin, app.databasePath);
    for (const model of MODELS)
      for (const pair of pairs)
        runs.push({
          pair,
          model: model.id,
          startAt: 0,
          endAt: 0,
          restarts: 0,
          marks: 0,
          restores: [],
          served: [],
        });
    let shown = 0;
    await runAll(app.origin, users, runs, (n) => {
      if (n - shown >= 500 || n === runs.length) {
        shown = n;
        console.error(`${n}/${runs.length} requests, ${Math.round((Date.now() - started) / 1000)} s`);
      }
    });
  } finally {
    app?.stop();
    replay.kill();
  }
  const served = readFileSync(logFile, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ServedEntry);
  attribute(runs, served);

  const refusedFirst = (r: Run) => r.served.some((s) => s.kind === "retry");
  const refused = runs.filter(refusedFirst);
  const failed = runs.filter((r) => r.error && !refusedFirst(r));
  const passedFirst = runs.filter((r) => !r.error && !refusedFirst(r));
  const causes = new Map<string, { count: number; example: string; pair: string }>();
  for (const r of refused) {
    const { cause, example } = causeOf(r.served.find((s) => s.kind === "retry")!.problem ?? "");
    const c = causes.get(cause) ?? { count: 0, example, pair: r.pair.id };
    c.count++;
    causes.set(cause, c);
  }
  const firstText = passedFirst.filter((r) => r.firstTextAt).map((r) => r.firstTextAt! - r.startAt);
  const afterFirstChars = passedFirst
    .filter((r) => r.firstTextAt && r.served[0]?.firstCharsAt)
    .map((r) => r.firstTextAt! - r.served[0]!.firstCharsAt!);
  const added = passedFirst
    .filter((r) => r.doneAt)
    .map((r) => r.doneAt! - r.startAt - r.served.reduce((sum, s) => sum + (s.endAt! - s.receivedAt), 0));
  const providerOwn = passedFirst.map((r) => r.served[0]!.endAt! - r.served[0]!.receivedAt);

  for (const s of stats)
    console.log(
      `${s.kind} pairs: ${s.recovered} of ${s.made} made texts matched to their source; ${s.dropped} dropped (source not in the corpus)`,
    );
  console.log(
    `requests: ${runs.length} (${pairs.length} pairs × Pulse 3.0 and Lumenaris), ${values.concurrency} at a time, ${values["token-ms"]} ms a token after ${values["first-token-ms"]} ms to the first`,
  );
  console.log(`passed on the first reply: ${percent(passedFirst.length, runs.length)} (${passedFirst.length})`);
  console.log(
    `refused on the first reply: ${percent(refused.length, runs.length)} (${refused.length}); after the corrective retry (another recorded rewrite of the text when the corpus has one, else the same) ${refused.filter((r) => !r.error).length} passed and ${refused.filter((r) => r.error).length} ended in the "answer changed facts" error`,
  );
  console.log(
    `ended in another error: ${percent(failed.length, runs.length)} (${failed.length})${failed.length ? `: ${[...new Set(failed.map((r) => r.error))].slice(0, 5).join(", ")}` : ""}`,
  );
  console.log("most common refusals:");
  for (const [cause, c] of [...causes].sort((a, b) => b[1].count - a[1].count).slice(0, 5))
    console.log(`  ${cause}: ${c.count} (${percent(c.count, runs.length)}), e.g. ${c.pair}: ${c.example}`);
  console.log(`first visible text after the request: median ${ms(quantile(firstText, 0.5))}, p90 ${ms(quantile(firstText, 0.9))}`);
  console.log(
    `first visible text after the provider's first 120 characters: median ${ms(quantile(afterFirstChars, 0.5))}, p90 ${ms(quantile(afterFirstChars, 0.9))}, within 300 ms: ${percent(afterFirstChars.filter((x) => x <= 300).length, afterFirstChars.length)}`,
  );
  console.log(
    `provider's own time: median ${ms(quantile(providerOwn, 0.5))}; the pipeline adds: median ${ms(quantile(added, 0.5))}, p90 ${ms(quantile(added, 0.9))}`,
  );

  const outcomes: ReviewOutcomes = new Map();
  for (const r of runs)
    if (r.model === "pulse") outcomes.set(r.pair.id, { retried: refusedFirst(r), failed: r.error !== undefined, marks: r.marks });
  // The first sample (two readers) tuned the guards; the fresh one was drawn and read apart (loss-samples.jsonl).
  const [figures, freshFigures] = SAMPLE_NAMES.map((sample) => {
    const found = reviewFigures(loadLabels(undefined, sample), outcomes);
    if (!found) console.log(`no labels for the ${sample} sample`);
    else
      console.log(
        `${sample} labelled sample (${found.labelled} pairs), extrapolated: good replies retried ${percent(found.retriedGood, 1)}; losses flagged ${percent(found.lossesFlagged, 1)}; good replies marked ${percent(found.goodMarked, 1)}`,
      );
    return found;
  });
  const freshHeldOut = reviewFigures(
    loadLabels(undefined, "fresh"),
    new Map([...outcomes].filter(([pair]) => halfOf(pair) === "held-out")),
  );
  const restore = restoreFigures(runs.flatMap((r) => r.restores));
  console.log(
    `restore safe: ${restore.offered - restore.unsafe.length} of ${restore.offered} restores offered; e.g. unsafe: ${[...new Set(restore.unsafe)].slice(0, 3).join("; ") || "none"}`,
  );
  console.log(
    `restores offered that would double or drop ${WORDS_AT_RISK}+ of the user's words: ${restore.harming}; marks offering none for that reason (compare): ${restore.marks - restore.offered} of ${restore.marks}`,
  );
  // Judging time, in this process on each pair's recorded reply (the server judges it in its checks' threads).
  const judgeTimes = pairs.map((p) => {
    const start = performance.now();
    judgeReply({ text: p.source, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" }, stripFraming(p.reply, p.source));
    return performance.now() - start;
  });
  console.log(`judging a reply: p99 ${quantile(judgeTimes, 0.99).toFixed(1)} ms`);
  console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
  if (values.out) {
    const rows = runs.map((r) => ({
      pair: r.pair.id,
      model: r.model,
      outcome: refusedFirst(r) ? "refused" : r.error ? "failed" : "passed",
      failed: r.error !== undefined,
      marks: r.marks,
      error: r.error,
      problem: r.served.find((s) => s.kind === "retry")?.problem,
      firstTextMs: r.firstTextAt && Math.round(r.firstTextAt - r.startAt),
      totalMs: r.doneAt && Math.round(r.doneAt - r.startAt),
    }));
    writeFileSync(values.out, rows.map((row) => JSON.stringify(row)).join("\n") + "\n");
  }
  const round = (x: number) => Math.round(x * 10000) / 10000;
  const labelled = (f: typeof figures) =>
    f ? { retriedGood: round(f.retriedGood), lossesFlagged: round(f.lossesFlagged), goodMarked: round(f.goodMarked) } : null;
  console.log(
    JSON.stringify({
      pairs: pairs.length,
      failed: round(runs.filter((r) => r.error).length / runs.length),
      ...labelled(figures),
      addedMsMedian: Math.round(quantile(added, 0.5)),
      restoreSafe: round(restore.restoreSafe),
      restoreHarms: round(restore.restoreHarms),
      compareOnly: round(restore.compareOnly),
      judgeMsP99: round(quantile(judgeTimes, 0.99)),
      fresh: freshFigures ? { ...labelled(freshFigures), heldOut: labelled(freshHeldOut) } : null,
    }),
  );
}

void main();
