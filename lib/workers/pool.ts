import { existsSync, watch } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Piscina from "piscina";
import type { DetectResult, RewriteRequest } from "@/lib/ai/types";
import { AppError } from "@/lib/http/errors";
import { ENGINE_QUEUE_PER_THREAD, ENGINE_TASK_TIMEOUT_MS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { WORKER_BUNDLE_DIR } from "@/lib/build-paths";

/**
 * The CPU-bound engines (the detector, the offline rewriter) run in worker threads, so a long job never
 * holds up the request thread. Each engine has its own pool, as many threads as cores: checks, which take
 * milliseconds, never queue behind a long rewrite, and the OS shares the cores between the two.
 */
interface Tasks {
  detector: { detect(text: string): DetectResult };
  rewriter: { rewrite(request: RewriteRequest): string };
}
type Engine = keyof Tasks;

/**
 * Rewrites run at a lower CPU priority than the request thread and the checks: a 3,000-word rewrite then
 * takes the cores that requests leave idle, instead of slowing every request while it runs.
 */
const NICE_INCREMENT: Record<Engine, number> = { detector: 0, rewriter: 10 };

const globalForPools = globalThis as unknown as { enginePools?: Partial<Record<Engine, Piscina>> };
const pools = (globalForPools.enginePools ??= {});

function bundlePath(engine: Engine): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), WORKER_BUNDLE_DIR, `${engine}-worker.mjs`);
}

function createPool(engine: Engine): Piscina {
  const file = bundlePath(engine);
  if (!existsSync(file)) {
    throw new Error(`The ${engine} worker is not built (${file} is missing): run \`npm run build\`, or \`npm run dev\` in development.`);
  }
  const threads = availableParallelism();
  const pool = new Piscina({
    filename: pathToFileURL(file).href,
    name: engine,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    maxQueue: threads * ENGINE_QUEUE_PER_THREAD,
    niceIncrement: NICE_INCREMENT[engine],
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
 * Starts every engine's threads (the detector loads its model), so the first request does not wait. The
 * server calls it at start; the pools live on globalThis, so Next's copy of this module finds them.
 */
export function warmEnginePools(): void {
  for (const engine of ["detector", "rewriter"] as const) poolFor(engine);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * Runs one task in an engine's pool. A caller's abort (the client went away) stops the task, ending its
 * thread if it is running; a task over the time limit is stopped the same way.
 */
async function runTask<E extends Engine, N extends keyof Tasks[E] & string>(
  engine: E,
  name: N,
  input: Parameters<Extract<Tasks[E][N], (arg: never) => unknown>>[0],
  signal?: AbortSignal,
): Promise<ReturnType<Extract<Tasks[E][N], (arg: never) => unknown>>> {
  // One controller per task, released when the task ends: AbortSignal.timeout and AbortSignal.any would
  // keep every task (its text and result) reachable until the timeout fires, 30 s later.
  const task = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    task.abort();
  }, ENGINE_TASK_TIMEOUT_MS);
  const callerLeft = () => task.abort(signal?.reason);
  signal?.addEventListener("abort", callerLeft, { once: true });
  if (signal?.aborted) callerLeft();
  try {
    return await poolFor(engine).run(input, { name, signal: task.signal });
  } catch (error) {
    if (timedOut) {
      console.error(`${engine} task ${name} took longer than ${ENGINE_TASK_TIMEOUT_MS} ms and was stopped`);
      throw new AppError("engine_timeout", 503, MESSAGES.engineBusy);
    }
    if (isAbort(error)) throw error;
    if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new AppError("engine_busy", 503, MESSAGES.engineBusy);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", callerLeft);
  }
}

export const detectInPool = (text: string, signal?: AbortSignal) => runTask("detector", "detect", text, signal);

export const rewriteInPool = (request: RewriteRequest, signal?: AbortSignal) => runTask("rewriter", "rewrite", request, signal);
