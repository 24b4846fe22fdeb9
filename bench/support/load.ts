/**
 * What the load benchmarks (endpoints.ts, api.ts) share: a Pro user made through the app's own routes, the
 * 3,000-word Pro rewrites that loop beside the load, one measured load phase (after an unmeasured warm-up),
 * and the server's peak memory per phase.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { proseOfWords } from "@/tests/rewriter/fixtures";

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 3;

const paragraph =
  "The committee met on Tuesday to review the annual budget, and it decided to delay the final vote until the next meeting because several members were absent. ";
export const text250 = paragraph.repeat(10).split(/\s+/).slice(0, 250).join(" ");
const text3000 = proseOfWords(3000).split(/\s+/).slice(0, 3000).join(" ");

/**
 * A Pro user made through the app's own routes: sign-up, the emailed code, and the test-mode checkout. Returns its
 * session cookie. `ip` sends every step as from that client address (the replay spreads its users over addresses).
 */
export async function proUser(
  origin: string,
  databasePath: string,
  { email = "bench-pro@example.com", fullName = "Bench Pro", ip }: { email?: string; fullName?: string; ip?: string } = {},
): Promise<string> {
  const address: Record<string, string> = ip ? { "x-forwarded-for": ip } : {};
  const post = (path: string, body: unknown, cookie = "") =>
    fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, ...address },
      body: JSON.stringify(body),
    });
  await post("/action/auth", { authType: "email", opType: "signup", email, password: "bench123", fullName });
  const db = new Database(databasePath, { readonly: true });
  const { text } = db
    .prepare("SELECT text FROM mail_outbox WHERE recipient = ? AND kind = 'verification-code' ORDER BY created_at DESC LIMIT 1")
    .get(email) as {
    text: string;
  };
  db.close();
  await post("/action/verify-code", { email, code: text.match(/\b\d{6}\b/)![0], password: "bench123" });
  const login = await post("/action/auth", { authType: "email", opType: "login", email, password: "bench123" });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const checkout = await (
    await post("/api/createCheckoutSession", { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email }, cookie)
  ).json();
  await post("/api/dev-billing/pay", { session: new URL(checkout.url).searchParams.get("session") }, cookie);
  const me = await (await fetch(`${origin}/api/me`, { headers: { cookie, ...address } })).json();
  if (!me.user?.pro) throw new Error("the bench user did not become Pro");
  return cookie;
}

export interface HeavyRewrites {
  stop(): Promise<{ durations: number[]; refused: number; failures: number }>;
}

/**
 * 3,000-word Pro rewrites, one after another, until stopped: the heavy job beside the load. A 503 (the
 * engine's queue is full) is counted apart from failures, and the next try waits for its Retry-After, as
 * the browser's client would.
 */
export function heavyRewrites(origin: string, cookie: string): HeavyRewrites {
  const durations: number[] = [];
  let failures = 0;
  let refused = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      const res = await fetch(`${origin}/api/getResponseToAPrompt`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        // Pulse: the monthly plan's 30,000 Lumenaris words would run out after ten of these (issue 17).
        body: JSON.stringify({ prompt: text3000, isHumanizeEnabled: true, selectedModel: "Pulse 3.0" }),
      });
      await res.text();
      if (res.ok) durations.push(performance.now() - start);
      else if (res.status === 503) {
        refused++;
        await new Promise((r) => setTimeout(r, Number(res.headers.get("retry-after") ?? 1) * 1000));
      } else failures++;
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { durations, refused, failures };
    },
  };
}

/**
 * The server's peak resident memory (with its worker threads), per phase and since it started: Linux keeps
 * the high-water mark (VmHWM), and writing 5 to clear_refs starts a new window at the current size.
 */
export class PeakMemory {
  private before = 0;
  constructor(readonly pid: number) {}
  private read(): number {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, "utf8"))![1]) / 1024;
  }
  /** Starts a phase's window; what came before still counts towards the whole run's peak. */
  startPhase(): void {
    this.before = Math.max(this.before, this.read());
    writeFileSync(`/proc/${this.pid}/clear_refs`, "5");
  }
  phaseMb(): number {
    return this.read();
  }
  overallMb(): number {
    return Math.max(this.before, this.read());
  }
}

/**
 * CPU time the server's threads have used, in ms, by thread id, with each thread's nice value: the request thread's
 * id is the server's pid; the rewriter's (and the batch report's) threads run at nice 10 (lib/workers/pool.ts); the
 * rest are the checks' threads and V8's and libuv's helpers (Node names them all "node").
 */
function threadCpuMs(pid: number): Map<string, { ms: number; nice: number }> {
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  const byThread = new Map<string, { ms: number; nice: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      // Fields from the 3rd on, after the thread's name: utime and stime are the 14th and 15th, nice the 19th.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      byThread.set(tid, { ms: (Number(fields[11]) + Number(fields[12])) * msPerTick, nice: Number(fields[16]) });
    } catch {
      // the thread ended between listing and reading
    }
  }
  return byThread;
}

/**
 * The server's CPU in a phase per accepted request: the request thread's (one thread: what it spends per request
 * bounds the requests per second), the other threads at normal priority (the checks' threads and V8's helpers, the
 * garbage collector's among them) and the low-priority ones (the rewrites beside).
 */
function cpuNote(
  pid: number,
  before: Map<string, { ms: number; nice: number }>,
  after: Map<string, { ms: number; nice: number }>,
  accepted: number,
) {
  let requestThread = 0;
  let normal = 0;
  let low = 0;
  for (const [tid, { ms, nice }] of after) {
    const used = ms - (before.get(tid)?.ms ?? 0);
    if (tid === String(pid)) requestThread += used;
    else if (nice > 0) low += used;
    else normal += used;
  }
  const perRequest = (ms: number) => (ms / Math.max(1, accepted)).toFixed(2);
  const ofPhase = (ms: number) => `${((ms / (DURATION_SECONDS * 1000)) * 100).toFixed(0)}%`;
  return (
    `server CPU per accepted request: request thread ${perRequest(requestThread)} ms (${ofPhase(requestThread)} of a core), ` +
    `other threads ${perRequest(normal)} ms (${ofPhase(normal)}), rewrites beside at low priority ${ofPhase(low)} of a core`
  );
}

/** The phase's opening seconds apart from the rest: a server that stalls as the load starts shows it there. */
const OPENING_MS = 2000;

/** p99 of the accepted answers that came in the phase's first OPENING_MS, and of the rest. */
function openingNote(latencies: { at: number; ms: number }[]): string {
  const p99 = (values: number[]) => (values.length ? values.sort((a, b) => a - b)[Math.floor(values.length * 0.99)]! : 0);
  const opening = latencies.filter(({ at }) => at < OPENING_MS).map(({ ms }) => ms);
  const rest = latencies.filter(({ at }) => at >= OPENING_MS).map(({ ms }) => ms);
  return (
    `accepted answers in the first ${OPENING_MS / 1000} s: ${opening.length}, p99 ${p99(opening).toFixed(0)} ms, slowest ${Math.max(0, ...opening).toFixed(0)} ms; ` +
    `after: ${rest.length}, p99 ${p99(rest).toFixed(0)} ms`
  );
}

export interface Phase {
  title: string;
  options: autocannon.Options;
  /** Texts each request carries (a batch of 20 counts as 20), for texts per second. */
  textsPerRequest?: number;
}

/**
 * One load phase: a short unmeasured run (so the figures are of a server whose code is compiled), then the
 * measured one, with the heavy rewrites running beside it. Latencies are of accepted (2xx) answers; 503s
 * (the server refusing early under overload) are counted apart from errors, which are everything else.
 */
export async function measure(phase: Phase, connections: number, memory: PeakMemory, heavy: () => HeavyRewrites) {
  await autocannon({ duration: WARMUP_SECONDS, connections, ...phase.options });
  memory.startPhase();
  const cpuBefore = threadCpuMs(memory.pid);
  const beside = heavy();
  const latencies: { at: number; ms: number }[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const started = performance.now();
    const run = autocannon({ duration: DURATION_SECONDS, connections, ...phase.options }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    run.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push({ at: performance.now() - started, ms });
    });
  });
  const cpuAfter = threadCpuMs(memory.pid);
  const { durations, refused, failures } = await beside.stop();
  const codes = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const count = (predicate: (status: number) => boolean) =>
    Object.entries(codes)
      .filter(([status]) => predicate(Number(status)))
      .reduce((sum, [, { count }]) => sum + count, 0);
  const accepted = count((s) => s >= 200 && s < 300);
  const busy = count((s) => s === 503);
  const otherStatuses = Object.entries(codes).filter(([status]) => Number(status) >= 300 && Number(status) !== 503);
  // autocannon counts a timeout as an error too.
  const errors = count((s) => s >= 300 && s !== 503) + result.errors;
  const errorDetail = [
    ...otherStatuses.map(([status, { count }]) => `${count}×${status}`),
    ...(result.timeouts ? [`${result.timeouts} timed out`] : []),
    ...(result.errors - result.timeouts > 0 ? [`${result.errors - result.timeouts} connection errors`] : []),
  ].join(", ");
  const texts = phase.textsPerRequest ?? 1;
  const heavyNote = durations.length ? `${durations.length} done, slowest ${Math.max(...durations).toFixed(0)} ms` : "none finished";
  const row = {
    title: phase.title,
    acceptedPerSecond: accepted / DURATION_SECONDS,
    textsPerSecond: (accepted * texts) / DURATION_SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    slowest: result.latency.max,
    busy,
    errors,
    peakMemoryMb: memory.phaseMb(),
  };
  console.log(
    `${phase.title.padEnd(36)} ${row.acceptedPerSecond.toFixed(0).padStart(5)} ok/s${texts > 1 ? ` (${row.textsPerSecond.toFixed(0)} texts/s)` : ""}  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  slowest ${String(row.slowest).padStart(5)} ms  503 ${busy}  errors ${errors}${errors ? ` (${errorDetail})` : ""}  peak ${row.peakMemoryMb.toFixed(0)} MB   3,000-word Pro rewrites beside: ${heavyNote}${refused ? `, ${refused} refused (503)` : ""}${failures ? `, ${failures} failed` : ""}`,
  );
  console.log(`  ${cpuNote(memory.pid, cpuBefore, cpuAfter, accepted)}`);
  console.log(`  ${openingNote(latencies)}`);
  return row;
}
