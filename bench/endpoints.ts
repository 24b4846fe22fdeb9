/**
 * The tool endpoints under load, on the production build with the local engine: requests/s, p50, p99 and
 * the slowest request of the check (250 words), the rewrite (250 words) and the home page, each at 100
 * connections for 20 s, while a signed-in Pro user's 3,000-word rewrites run one after another beside
 * the load; then the server's peak memory. Each endpoint gets 3 s of unmeasured warm-up first. Goals:
 * check p99 <= 500 ms, no request over 2 s, 0 errors.
 *
 * Run `npm run build` first, then `npm run bench:endpoints` (BENCH_SECONDS and BENCH_CONNECTIONS change
 * the load). It starts the server on a free port with a throwaway database; every load request comes
 * without a cookie (a new anonymous visitor), and the per-address ceiling is lifted so the allowance does
 * not cut the run short.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { proseOfWords } from "../tests/rewriter/fixtures";
import { startProductionServer } from "./server";

const PORT = 3199;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

const paragraph =
  "The committee met on Tuesday to review the annual budget, and it decided to delay the final vote until the next meeting because several members were absent. ";
const text250 = paragraph.repeat(10).split(/\s+/).slice(0, 250).join(" ");
const text3000 = proseOfWords(3000).split(/\s+/).slice(0, 3000).join(" ");

/** A Pro user made through the app's own routes: sign-up, the emailed code, and the test-mode checkout. */
async function proUser(origin: string, databasePath: string): Promise<string> {
  const email = "bench-pro@example.com";
  const post = (path: string, body: unknown, cookie = "") =>
    fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
  await post("/action/auth", { authType: "email", opType: "signup", email, password: "bench123", fullName: "Bench Pro" });
  const db = new Database(databasePath, { readonly: true });
  const { text } = db.prepare("SELECT text FROM mail_outbox WHERE recipient = ? AND kind = 'verification-code' ORDER BY created_at DESC LIMIT 1").get(email) as {
    text: string;
  };
  db.close();
  await post("/action/verify-code", { email, code: text.match(/\b\d{6}\b/)![0], password: "bench123" });
  const login = await post("/action/auth", { authType: "email", opType: "login", email, password: "bench123" });
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const checkout = await (await post("/api/createCheckoutSession", { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email }, cookie)).json();
  await post("/api/dev-billing/pay", { session: new URL(checkout.url).searchParams.get("session") }, cookie);
  const me = await (await fetch(`${origin}/api/me`, { headers: { cookie } })).json();
  if (!me.user?.pro) throw new Error("the bench user did not become Pro");
  return cookie;
}

/** 3,000-word Pro rewrites, one after another, until stopped: the heavy job beside the load. */
function heavyRewrites(origin: string, cookie: string) {
  const durations: number[] = [];
  let failures = 0;
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
      else failures++;
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { durations, failures };
    },
  };
}

function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

const WARMUP_SECONDS = 3;

async function measure(title: string, options: autocannon.Options, heavy: ReturnType<typeof heavyRewrites>) {
  // A short unmeasured run first, so the figures are of a server whose code is compiled, not of its first seconds.
  await autocannon({ duration: WARMUP_SECONDS, connections: CONNECTIONS, ...options });
  const result = await autocannon({ duration: DURATION_SECONDS, connections: CONNECTIONS, ...options });
  const { durations, failures } = await heavy.stop();
  const errors = result.non2xx + result.errors + result.timeouts;
  const heavyNote = durations.length ? `${durations.length} beside, ${Math.max(...durations).toFixed(0)} ms slowest` : "none finished";
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(5)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  slowest ${String(result.latency.max).padStart(5)} ms  errors ${errors}   3,000-word Pro rewrites: ${heavyNote}${failures ? `, ${failures} failed` : ""}`,
  );
}

async function main() {
  const server = await startProductionServer(PORT, { ANON_IP_DAILY_CEILING: "1000000000" });
  try {
    const cookie = await proUser(server.origin, server.databasePath);
    console.log(`production server, local engine, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 250-word texts, anonymous visitors`);
    const json = { "content-type": "application/json" };
    await measure(
      "POST /api/getAiDetectionScore",
      { url: `${server.origin}/api/getAiDetectionScore`, method: "POST", headers: json, body: JSON.stringify({ text: text250 }) },
      heavyRewrites(server.origin, cookie),
    );
    await measure(
      "POST /api/getResponseToAPrompt",
      { url: `${server.origin}/api/getResponseToAPrompt`, method: "POST", headers: json, body: JSON.stringify({ prompt: text250 }) },
      heavyRewrites(server.origin, cookie),
    );
    await measure("GET /", { url: `${server.origin}/` }, heavyRewrites(server.origin, cookie));
    console.log(`server peak memory (resident, with its worker threads): ${peakMemoryMb(server.pid).toFixed(0)} MB`);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
