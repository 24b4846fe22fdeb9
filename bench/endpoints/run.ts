/**
 * The tool endpoints under load, on the production build with the local engine: accepted requests/s, p50,
 * p99 and the slowest accepted request of the check (250 words), the rewrite (250 words) and the home page,
 * each at 100 connections for 20 s, while a signed-in Pro user's 3,000-word rewrites run one after another
 * beside the load; the 503s (the server refusing early when an engine's queue is full) apart from other
 * errors; the server's peak memory per phase and overall. Each endpoint gets 3 s of unmeasured warm-up first.
 * Goals (issue 31): no errors but clean 503s, p99 <= 2 s for accepted rewrites, peak memory <= 600 MB.
 * Issues 41 and 51: the home page (prerendered by Next at build) at >= 1,000 requests/s with
 * p99 <= 200 ms and no 503 while the rewrites run beside.
 *
 * Run `npm run build` first, then `npm run bench:endpoints` (BENCH_SECONDS and BENCH_CONNECTIONS change
 * the load, BENCH_PORT the server's port; BENCH_ONLY=/ measures only the phase of that path). It starts
 * the server with a throwaway database; every load request comes without a cookie (a new anonymous
 * visitor), and the per-address ceiling is lifted so the allowance does not cut the run short.
 */
import { DURATION_SECONDS, heavyRewrites, measure, PeakMemory, proUser, text250 } from "@/bench/support/load";
import { startProductionServer } from "@/bench/support/server";

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ONLY = process.env.BENCH_ONLY;

async function main() {
  const server = await startProductionServer(PORT, { ANON_IP_DAILY_CEILING: "1000000000" });
  try {
    const cookie = await proUser(server.origin, server.databasePath);
    const memory = new PeakMemory(server.pid);
    const heavy = () => heavyRewrites(server.origin, cookie);
    console.log(
      `production server, local engine, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 250-word texts, anonymous visitors`,
    );
    const json = { "content-type": "application/json" };
    const post = (path: string, body: unknown) => ({
      url: `${server.origin}${path}`,
      method: "POST" as const,
      headers: json,
      body: JSON.stringify(body),
    });
    const phases = [
      { title: "POST /api/getAiDetectionScore", options: post("/api/getAiDetectionScore", { text: text250 }) },
      { title: "POST /api/getResponseToAPrompt", options: post("/api/getResponseToAPrompt", { prompt: text250 }) },
      { title: "GET /", options: { url: `${server.origin}/` } },
    ];
    const chosen = phases.filter((p) => !ONLY || p.title.endsWith(` ${ONLY}`));
    if (chosen.length === 0) throw new Error(`BENCH_ONLY=${ONLY} names no phase; the phases are ${phases.map((p) => p.title).join(", ")}`);
    for (const phase of chosen) await measure(phase, CONNECTIONS, memory, heavy);
    console.log(`server peak memory (resident, with its worker threads), whole run: ${memory.overallMb().toFixed(0)} MB`);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
