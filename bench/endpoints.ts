/**
 * Throughput of the tool endpoints on the production build with the local engine.
 * Run `npm run build` first, then `npm run bench:endpoints`. Starts `next start` on a free port with a
 * throwaway database; every request comes without a cookie (a new anonymous visitor), and the per-IP
 * ceiling is lifted so the allowance does not cut the run short.
 */
import autocannon from "autocannon";
import { startProductionServer } from "./server";

const PORT = 3199;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const paragraph =
  "The committee met on Tuesday to review the annual budget, and it decided to delay the final vote until the next meeting because several members were absent. ";
const text250 = paragraph.repeat(10).split(/\s+/).slice(0, 250).join(" ");

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ duration: DURATION_SECONDS, connections: CONNECTIONS, ...options });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx/errors ${errors}`,
  );
}

async function main() {
  const server = await startProductionServer(PORT, { ANON_IP_DAILY_CEILING: "1000000000" });
  const base = server.origin;
  try {
    console.log(`next start, local engine, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 250-word texts`);
    const json = { "content-type": "application/json" };
    await measure("GET /api/helloApi", { url: `${base}/api/helloApi` });
    await measure("POST /api/getAiDetectionScore", {
      url: `${base}/api/getAiDetectionScore`,
      method: "POST",
      headers: json,
      body: JSON.stringify({ text: text250 }),
    });
    await measure("POST /api/getResponseToAPrompt (JSON)", {
      url: `${base}/api/getResponseToAPrompt`,
      method: "POST",
      headers: json,
      body: JSON.stringify({ prompt: text250 }),
    });
    await measure("POST /api/getResponseToAPrompt (stream)", {
      url: `${base}/api/getResponseToAPrompt`,
      method: "POST",
      headers: { ...json, accept: "text/event-stream" },
      body: JSON.stringify({ prompt: text250 }),
    });
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
