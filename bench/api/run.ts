/**
 * The public API's checker under load, on the production build: `POST /api/v1/detect` with one 250-word text
 * per request and with batches of 20, each at 50 connections for 20 s, while a Pro user's 3,000-word rewrites
 * loop beside. Prints texts checked per second, p50 and p99 of accepted answers, 503s and errors, and the
 * server's peak memory; the last line is one JSON object. Goals on a 2-core machine (issue 31): at least
 * 1,000 texts/s with batches of 20, p99 <= 500 ms for single texts.
 *
 * Run `npm run build` first, then `npm run bench:api` (BENCH_SECONDS and BENCH_CONNECTIONS change the load).
 * The key belongs to a Pro account (no daily limit); its rate limit is lifted for the run, since one key
 * stands in for many clients.
 */
import { DURATION_SECONDS, heavyRewrites, measure, PeakMemory, proUser, text250 } from "@/bench/support/load";
import { startProductionServer } from "@/bench/support/server";

const PORT = 3198;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BATCH = 20;

async function main() {
  const server = await startProductionServer(PORT, { API_KEY_RATE_PER_SECOND: "1000000", API_KEY_BURST: "1000000" });
  try {
    const cookie = await proUser(server.origin, server.databasePath);
    const created = await fetch(`${server.origin}/api/keys`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ name: "bench" }),
    });
    if (!created.ok) throw new Error(`creating the key failed: ${created.status} ${await created.text()}`);
    const { key } = (await created.json()) as { key: string };
    const memory = new PeakMemory(server.pid);
    const heavy = () => heavyRewrites(server.origin, cookie);
    const detect = (body: unknown) => ({
      url: `${server.origin}/api/v1/detect`,
      method: "POST" as const,
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });
    console.log(`production server, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 250-word texts, one Pro key`);
    const single = await measure({ title: "POST /api/v1/detect, 1 text", options: detect({ text: text250 }) }, CONNECTIONS, memory, heavy);
    const batch = await measure(
      {
        title: `POST /api/v1/detect, ${BATCH} texts`,
        options: detect({ texts: Array.from({ length: BATCH }, () => text250) }),
        textsPerRequest: BATCH,
      },
      CONNECTIONS,
      memory,
      heavy,
    );
    console.log(
      JSON.stringify({
        singleTextsPerSecond: Math.round(single.textsPerSecond),
        singleP50: single.p50,
        singleP99: single.p99,
        batchTextsPerSecond: Math.round(batch.textsPerSecond),
        batchP50: batch.p50,
        batchP99: batch.p99,
        busy: single.busy + batch.busy,
        errors: single.errors + batch.errors,
        peakMemoryMb: Math.round(memory.overallMb()),
      }),
    );
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
