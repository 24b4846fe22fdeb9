/**
 * Lighthouse scores (mobile preset) and first-load JavaScript of the production build.
 * Build first with the e2e environment (`set -a; source e2e/e2e.env; set +a; npx next build`), then run
 * `npx tsx bench/lighthouse.ts`. Starts `next start` on its own port with a throwaway database and
 * Debian's Chromium, audits each page, and prints the four category scores plus the gzipped size of the
 * scripts each route loads, against the 404 page's as the floor.
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { launch } from "chrome-launcher";
import type { RunnerResult } from "lighthouse";
import { POSTS } from "@/content/blog/posts";
import { TOOLS } from "@/content/tools";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { startProductionServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 3198);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const AUDITED = process.env.BENCH_PAGES?.split(",") ?? ["/", "/ai-checker", `/blog/${POSTS[0].slug}`];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Budget of each tool route's first-load JavaScript above the 404 page's, gzipped. */
const BUDGET_KB = 50;

const sizeCache = new Map<string, number>();
async function gzippedSize(url: string): Promise<number> {
  if (!sizeCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizeCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return sizeCache.get(url)!;
}

/**
 * Gzipped JavaScript a route loads until the network is idle, without the routes its links prefetch
 * (prefetches carry the Next-Router-Prefetch header and are refused here).
 */
async function firstLoadJs(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route("**/*", (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue()));
  const scripts = new Set<string>();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" && res.url().startsWith(ORIGIN) && res.ok()) scripts.add(res.url());
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: "networkidle" });
  await context.close();
  let total = 0;
  for (const src of scripts) total += await gzippedSize(src);
  return total;
}

/**
 * Lighthouse's node API, run in plain Node: tsx compiles with esbuild's keepNames, whose `__name` helper
 * would leak into the functions Lighthouse sends to the browser and break them there.
 */
const RUNNER = `
import lighthouse from "lighthouse";
const [url, port, categories] = process.argv.slice(1);
const result = await lighthouse(url, { port: Number(port), output: "json", logLevel: "error", onlyCategories: categories.split(",") });
process.stdout.write(JSON.stringify(result.lhr));
`;

type Report = RunnerResult["lhr"];

function runLighthouse(url: string, port: number): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", RUNNER, url, String(port), CATEGORIES.join(",")], { stdio: ["ignore", "pipe", "inherit"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`Lighthouse exited with ${code} on ${url}`));
      else resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    });
  });
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Runs lost to NO_NAVSTART are run again, up to this many times per page. The pages send
 * Cross-Origin-Opener-Policy, so Lighthouse's navigation from about:blank switches browsing context
 * group: Chromium starts a new renderer once the response arrives, and that renderer's tracing
 * sometimes begins after the page's navigationStart (about 1 run in 12 here). The page loaded; the
 * trace lost its start.
 */
const NAVSTART_RETRIES = 3;

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

async function audit(port: number, path: string) {
  const runs: Report[] = [];
  let retries = 0;
  while (runs.length < RUNS) {
    const lhr = await runLighthouse(`${ORIGIN}${path}`, port);
    if (lhr.runtimeError?.code === "NO_NAVSTART" && retries < NAVSTART_RETRIES) {
      retries++;
      continue;
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
    runs.push(lhr);
  }
  // The run with the median performance score, as Lighthouse recommends for noisy machines.
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)];
  const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  // Lighthouse leaves the page and comes back: restored from the back/forward cache, or why not.
  const bfCache = lhr.audits["bf-cache"];
  const bfCacheNote = !bfCache ? "not audited" : bfCache.score === 1 ? "restored" : `not restored (${bfCache.displayValue ?? ""}: ${JSON.stringify((bfCache.details as { items?: unknown[] } | undefined)?.items ?? [])})`;
  return {
    scores,
    allPerformance: runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    failing,
    retries,
    metrics: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}; back/forward cache: ${bfCacheNote}`,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startProductionServer(PORT);
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  // The server is stopped however the run ends (a Chromium that will not start included): one left listening makes the next run fail.
  try {
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless", ...CHROMIUM_ARGS] });
    await fetch(`${ORIGIN}/`);

    // TBT is main-thread time, so another job on this machine's cores lowers the score: the load says how busy it was.
    console.log(`Lighthouse, mobile preset, median of ${RUNS} by performance   perf  a11y  bp   seo   (load average ${load()})`);
    for (const path of AUDITED) {
      const { scores, allPerformance, failing, retries, metrics } = await audit(chrome.port, path);
      console.log(`${path.padEnd(55)} ${scores.map((s) => String(s).padStart(4)).join("  ")}`);
      console.log(`    ${metrics}; performance of each run: ${allPerformance.join(", ")}; load average ${load()}`);
      if (retries) console.log(`    ${retries} run(s) lost to NO_NAVSTART and run again`);
      if (failing.length) console.log(`    failing: ${failing.join(", ")}`);
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    let over = 0;
    try {
      const floor = await firstLoadJs(browser, "/no-such-page");
      console.log(`\nFirst-load JS (gzip, prefetches excluded); budget for tool routes: 404 page + ${BUDGET_KB} KB`);
      console.log(`${"404 page (floor)".padEnd(40)} ${kb(floor).padStart(9)}`);
      const routes = [...TOOLS.map((t) => t.path), "/blog", `/blog/${POSTS[0].slug}`, "/about", "/privacy", "/terms", "/contact"];
      for (const path of routes) {
        const size = await firstLoadJs(browser, path);
        const above = size - floor;
        const isTool = TOOLS.some((t) => t.path === path);
        const verdict = !isTool ? "" : above <= BUDGET_KB * 1024 ? "within budget" : "OVER BUDGET";
        if (verdict === "OVER BUDGET") over++;
        console.log(`${path.padEnd(40)} ${kb(size).padStart(9)}   ${above >= 0 ? "+" : ""}${kb(above)} ${verdict}`);
      }
    } finally {
      await browser.close();
    }
    if (over) process.exitCode = 1;
  } finally {
    chrome?.kill();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
