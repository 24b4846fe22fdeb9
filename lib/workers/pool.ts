import { existsSync, watch } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Piscina from "piscina";
import type { ReplyJudgement } from "@/lib/ai/review";
import type { DetectResult, RewriteRequest } from "@/lib/ai/types";
import type { ReportContent } from "@/lib/batch/report-content";
import { AppError } from "@/lib/errors";
import { WORKER_BUNDLE_DIR } from "@/lib/build-paths";
import { config } from "@/lib/config";
import { ENGINE_QUEUE_PER_THREAD, ENGINE_TASK_TIMEOUT_MS } from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";
import { sharedLanguageModel, type LanguageModelTables } from "@/lib/rewriter/lm";
import { countWords } from "@/lib/text-stats";
import type { Timed } from "./timed";

/**
 * The CPU-bound engines (the detector, the offline rewriter, the batch report's PDF) run in worker threads, so a
 * long job never holds up the request thread. Each engine has its own pool, as many threads as cores (the
 * report one): checks, which take milliseconds, never queue behind a long rewrite or report, and the OS shares
 * the cores between them.
 *
 * Admission: each engine knows the work it has taken on, in words, and how fast it has lately got through
 * words, so it can tell how long a new task would wait. New work past the wait budget (ENGINE_WAIT_BUDGET_MS)
 * is refused at once with 503 and Retry-After (by the server's door, server/front-door.ts, before any other
 * work is done, and again here), instead of waiting seconds.
 */
interface Tasks {
  detector: { detect(texts: string[]): Timed<DetectResult[]>; judge(input: JudgeInput): Timed<ReplyJudgement> };
  rewriter: { rewrite(request: RewriteRequest): Timed<RewriteResult> };
  report: { report(task: ReportTask): Timed<Uint8Array<ArrayBuffer>> };
}
export interface JudgeInput {
  request: RewriteRequest;
  text: string;
  marks: boolean;
}
export interface RewriteResult {
  text: string;
  changedWords: number;
}
/** A batch's report to draw, and the date it says it was made (epoch milliseconds). */
export interface ReportTask {
  content: ReportContent;
  generated: number;
}
export type Engine = keyof Tasks;

/**
 * The tasks whose time teaches their engine its pace (ms per word), which admission reads. Judging a reply runs at
 * a pace of its own (a long reworded reply takes seconds for its words): it must not make checking look slower.
 */
type TaskName = { [E in Engine]: keyof Tasks[E] }[Engine];
const SETS_PACE: Record<TaskName, boolean> = { detect: true, judge: false, rewrite: true, report: true };

/**
 * Rewrites run at a lower CPU priority than the request thread and the checks: a 3,000-word rewrite then
 * takes the cores that requests leave idle, instead of slowing every request while it runs. Under overload,
 * admission (below, and the server's door) keeps the request thread from being flooded and starving them.
 */
const NICE_INCREMENT: Record<Engine, number> = { detector: 0, rewriter: 10, report: 10 };

/**
 * Threads per engine. Reports are occasional (a teacher's download) and kept once made: one thread, started on
 * the first report and ended when idle, so it costs no memory on a server that makes none.
 */
const threadsOf = (engine: Engine) => (engine === "report" ? 1 : availableParallelism());
const REPORT_THREAD_IDLE_MS = 60_000;

/** What the rewriter's threads are handed at start: read-only data loaded once and shared, not once per thread. */
export interface RewriterThreadData {
  languageModel: LanguageModelTables;
}

const globalForPools = globalThis as unknown as {
  enginePools?: Partial<Record<Engine, Piscina>>;
  engineLoads?: Partial<Record<Engine, EngineLoad>>;
};
const pools = (globalForPools.enginePools ??= {});

/** A task's size in words, plus what any task costs whatever its length (messages, setup), counted as words. */
const TASK_OVERHEAD_WORDS = 20;
/** Milliseconds per word before the first task has been timed (measured on a 2-core machine; learned from then on). */
const FIRST_MS_PER_WORD: Record<Engine, number> = { detector: 0.01, rewriter: 0.3, report: 0.05 };
/** How much each finished task moves the learned speed (an exponential moving average). */
const SPEED_SMOOTHING = 0.2;
/** Retry-After of a "busy" answer: the expected wait, at least a second, at most this. */
const MAX_RETRY_AFTER_SECONDS = 30;

/**
 * The tasks an engine has taken on and not finished (their sizes in words, in the order taken), and how fast
 * its threads have been getting through words lately: together, how long a new task can expect to wait.
 */
class EngineLoad {
  private readonly pending = new Map<number, number>();
  private nextId = 0;
  constructor(
    private msPerWord: number,
    private readonly threads: number,
  ) {}

  /** The words queued behind the tasks the threads are running (the first taken), shared out over the threads. */
  expectedWaitMs(): number {
    let queuedWords = 0;
    let seen = 0;
    for (const words of this.pending.values()) if (seen++ >= this.threads) queuedWords += words;
    return (queuedWords * this.msPerWord) / this.threads;
  }
  take(words: number): number {
    this.pending.set(this.nextId, words);
    return this.nextId++;
  }
  finish(id: number, ms?: number): void {
    const words = this.pending.get(id)!;
    this.pending.delete(id);
    if (ms !== undefined) this.msPerWord += SPEED_SMOOTHING * (ms / words - this.msPerWord);
  }
}

const loads = (globalForPools.engineLoads ??= {});
const loadOf = (engine: Engine) => (loads[engine] ??= new EngineLoad(FIRST_MS_PER_WORD[engine], threadsOf(engine)));

const busy = (retryAfterSeconds: number) => new AppError("engine_busy", 503, MESSAGES.engineBusy, { retryAfterSeconds });

function bundlePath(engine: Engine): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), WORKER_BUNDLE_DIR, `${engine}-worker.mjs`);
}

function createPool(engine: Engine): Piscina {
  const file = bundlePath(engine);
  if (!existsSync(file)) {
    throw new Error(`The ${engine} worker is not built (${file} is missing): run \`npm run build\`, or \`npm run dev\` in development.`);
  }
  const threads = threadsOf(engine);
  const pool = new Piscina({
    filename: pathToFileURL(file).href,
    name: engine,
    minThreads: engine === "report" ? 0 : threads,
    maxThreads: threads,
    idleTimeout: engine === "report" ? REPORT_THREAD_IDLE_MS : Infinity,
    maxQueue: threads * ENGINE_QUEUE_PER_THREAD,
    niceIncrement: NICE_INCREMENT[engine],
    ...(engine === "rewriter" && { workerData: { languageModel: sharedLanguageModel() } satisfies RewriterThreadData }),
  });
  if (process.env.NODE_ENV === "development") {
    // `npm run dev` rebuilds the bundle when engine code changes; new threads load the new code.
    const watcher = watch(file, () => {
      watcher.close();
      if (pools[engine] === pool) delete pools[engine];
      void pool.close();
    });
  }
  return pool;
}

function poolFor(engine: Engine): Piscina {
  return (pools[engine] ??= createPool(engine));
}

/**
 * Starts the engines' threads (the detector loads its model), so the first request does not wait. The
 * server calls it at start; the pools live on globalThis, so Next's copy of this module finds them.
 */
export function warmEnginePools(): void {
  for (const engine of ["detector", "rewriter"] as const) poolFor(engine);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * Refuses new work at once (503 with Retry-After) when the work already queued for an engine would keep it
 * waiting past the budget. Callers check before they spend a use, and the pool checks again as it takes the task.
 */
function assertRoom(engine: Engine): void {
  const retryAfterSeconds = engineRetryAfter(engine);
  if (retryAfterSeconds !== null) throw busy(retryAfterSeconds);
}

/** When an engine's queue is over the wait budget, the seconds a client should wait before trying again; else null. */
export function engineRetryAfter(engine: Engine): number | null {
  const waitMs = loadOf(engine).expectedWaitMs();
  return waitMs > config().engineWaitBudgetMs ? Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(waitMs / 1000))) : null;
}

export const assertRewriterHasRoom = () => assertRoom("rewriter");
export const assertDetectorHasRoom = () => assertRoom("detector");

const sizeOf = (text: string) => countWords(text) + TASK_OVERHEAD_WORDS;

/**
 * The tasks that a caller's abort (the client went away) stops, ending their thread if they are running. A check
 * takes milliseconds, and a checks' thread takes 60-120 ms to start again (it loads the detector's model; the judging
 * code loads on its first judge task): a check whose caller left is left to finish and its result dropped, so the
 * checks do not lose threads when clients leave (issue 52).
 */
const STOPS_WHEN_CALLER_LEAVES: Record<TaskName, boolean> = { detect: false, judge: true, rewrite: true, report: true };

/** The task's outcome, or its caller's abort as soon as the caller leaves (the task itself runs on). */
function untilCallerLeaves<T>(task: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const left = () => reject(signal.reason);
    signal.addEventListener("abort", left, { once: true });
    task.then(resolve, reject).finally(() => signal.removeEventListener("abort", left));
  });
}

/**
 * Runs one task an engine has taken on (loadOf(engine).take) in its pool. A caller's abort stops the task
 * (STOPS_WHEN_CALLER_LEAVES) or only stops waiting for it; a task over the time limit is stopped, ending its thread.
 * The engine counts the task as taken on until its thread is free again.
 */
async function runTask<E extends Engine, N extends keyof Tasks[E] & string>(
  engine: E,
  name: N,
  input: Parameters<Extract<Tasks[E][N], (arg: never) => unknown>>[0],
  taskId: number,
  signal?: AbortSignal,
): Promise<ReturnType<Extract<Tasks[E][N], (arg: never) => Timed<unknown>>>["value"]> {
  if (signal?.aborted) {
    loadOf(engine).finish(taskId);
    throw signal.reason;
  }
  // One controller per task, released when the task ends: AbortSignal.timeout and AbortSignal.any would
  // keep every task (its text and result) reachable until the timeout fires, 30 s later.
  const task = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    task.abort();
  }, ENGINE_TASK_TIMEOUT_MS);
  const stops = STOPS_WHEN_CALLER_LEAVES[name as TaskName];
  const callerLeft = () => task.abort(signal?.reason);
  if (stops) signal?.addEventListener("abort", callerLeft, { once: true });
  const running = poolFor(engine).run(input, { name, signal: task.signal }) as Promise<Timed<never>>;
  running
    .then(
      ({ ms }) => loadOf(engine).finish(taskId, SETS_PACE[name as TaskName] ? ms : undefined),
      () => loadOf(engine).finish(taskId),
    )
    .finally(() => {
      clearTimeout(timer);
      if (stops) signal?.removeEventListener("abort", callerLeft);
    });
  try {
    return (await (stops || !signal ? running : untilCallerLeaves(running, signal))).value;
  } catch (error) {
    if (timedOut) {
      console.error(`${engine} task ${name} took longer than ${ENGINE_TASK_TIMEOUT_MS} ms and was stopped`);
      throw new AppError("engine_timeout", 503, MESSAGES.engineBusy);
    }
    if (isAbort(error)) throw error;
    if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy(1);
    throw error;
  }
}

/** Checks the text an admitted request produced (a rewrite's result): never refused for load. */
export async function detectInPool(text: string, signal?: AbortSignal): Promise<DetectResult> {
  return (await runTask("detector", "detect", [text], loadOf("detector").take(sizeOf(text)), signal))[0]!;
}

/**
 * Checks texts as new work, taken or refused (503) as a whole, and split across the threads in one task
 * each: a batch costs a few messages, not one per text, and still uses every core.
 */
export async function detectAllInPool(texts: string[], signal?: AbortSignal): Promise<DetectResult[]> {
  assertRoom("detector");
  const chunkCount = Math.min(texts.length, availableParallelism());
  const perChunk = Math.ceil(texts.length / chunkCount);
  const chunks = Array.from({ length: chunkCount }, (_, i) => texts.slice(i * perChunk, (i + 1) * perChunk)).filter(
    (chunk) => chunk.length > 0,
  );
  const ids = chunks.map((chunk) => loadOf("detector").take(chunk.reduce((sum, text) => sum + sizeOf(text), 0)));
  return (await Promise.all(chunks.map((chunk, i) => runTask("detector", "detect", chunk, ids[i]!, signal)))).flat();
}

/**
 * Judges an AI provider's finished reply (lib/ai/review.ts judgeReply) in the checks' threads: on a long reply the
 * guards and the marks' word alignment take tens of milliseconds (seconds on a long reworded one), which on the
 * request thread would hold up every other stream. Part of a request already under way, so never refused for load.
 */
export async function judgeReplyInPool(
  request: RewriteRequest,
  text: string,
  { marks = true } = {},
  signal?: AbortSignal,
): Promise<ReplyJudgement> {
  const taskId = loadOf("detector").take(sizeOf(request.text) + sizeOf(text));
  return runTask("detector", "judge", { request, text, marks }, taskId, signal);
}

/** Rewrites a text as new work: refused (503) when the rewriter is too busy. */
export async function rewriteInPool(request: RewriteRequest, signal?: AbortSignal): Promise<RewriteResult> {
  assertRoom("rewriter");
  return runTask("rewriter", "rewrite", request, loadOf("rewriter").take(sizeOf(request.text)), signal);
}

/**
 * Draws a batch's PDF report as new work: refused (503) when the report thread is too busy. Its size is the
 * marked paragraphs' words plus each file's row and heading.
 */
export async function reportInPool(task: ReportTask): Promise<Uint8Array<ArrayBuffer>> {
  assertRoom("report");
  const words = task.content.documents.reduce(
    (sum, d) => sum + TASK_OVERHEAD_WORDS + (d.judged?.marked ?? []).reduce((n, p) => n + countWords(p.text), 0),
    0,
  );
  return runTask("report", "report", task, loadOf("report").take(words));
}
