/**
 * Lighthouse scores (mobile preset) and first-load JavaScript of the production build, beside a blank
 * Next.js page (bench/lighthouse/blank-app, built with the repository's own next, react and react-dom).
 * Build first with the e2e environment (`set -a; source e2e/e2e.env; set +a; npm run build`), then run
 * `npm run bench:lighthouse`. Starts the site on its own port with a throwaway database and the blank page
 * beside it, audits them interleaved (blank, then each page, RUNS times) with Debian's Chromium, and prints
 * each page's median run with its score and TBT against the blank page's from the same run, then the
 * gzipped size of the scripts each route loads, against the 404 page's as the floor.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { launch } from "chrome-launcher";
import type { RunnerResult } from "lighthouse";
import { POSTS } from "@/content/blog/posts";
import { TOOLS } from "@/content/tools";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@/e2e/chromium";
import { startProductionServer } from "@/bench/support/server";
import { startBlankApp } from "./blank";

const PORT = Number(process.env.BENCH_PORT ?? 3198);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BLANK_PORT = PORT + 1;
const BLANK_ORIGIN = `http://127.0.0.1:${BLANK_PORT}`;
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
 * BENCH_THROTTLING=devtools loads each page under applied throttling (Chromium's own network and CPU emulation:
 * every request waits out the slow-4G round trip, the renderer runs 4x slower) instead of Lighthouse's default,
 * simulate: an unthrottled load whose timings Lantern simulates on slow 4G from what the load's trace shows.
 */
const THROTTLING_METHODS = ["simulate", "devtools"];
const THROTTLING = process.env.BENCH_THROTTLING || "simulate";
if (!THROTTLING_METHODS.includes(THROTTLING))
  throw new Error(`BENCH_THROTTLING must be one of ${THROTTLING_METHODS.join(", ")}, not ${JSON.stringify(THROTTLING)}`);

/**
 * Lighthouse's node API, run in plain Node: tsx compiles with esbuild's keepNames, whose `__name` helper
 * would leak into the functions Lighthouse sends to the browser and break them there.
 */
const RUNNER = `
import lighthouse from "lighthouse";
const [url, port, categories, throttlingMethod] = process.argv.slice(1);
const result = await lighthouse(url, { port: Number(port), output: "json", logLevel: "error", onlyCategories: categories.split(","), throttlingMethod });
process.stdout.write(JSON.stringify(result.lhr));
`;

type Report = RunnerResult["lhr"];

function runLighthouse(url: string, port: number): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", RUNNER, url, String(port), CATEGORIES.join(","), THROTTLING], {
      stdio: ["ignore", "pipe", "inherit"],
    });
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

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** One Lighthouse run of a page; runs lost to NO_NAVSTART are run again. */
async function auditOnce(port: number, url: string): Promise<{ lhr: Report; retries: number }> {
  for (let retries = 0; ; retries++) {
    const lhr = await runLighthouse(url, port);
    if (lhr.runtimeError?.code === "NO_NAVSTART" && retries < NAVSTART_RETRIES) continue;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return { lhr, retries };
  }
}

const tbtMs = (lhr: Report) => lhr.audits["total-blocking-time"]?.numericValue ?? 0;
const lcpMs = (lhr: Report) => lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
const perfScore = (lhr: Report) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** The run with the median performance score, as Lighthouse recommends for noisy machines, and what it found. */
function summarize(runs: Report[]) {
  const sorted = [...runs].sort((a, b) => perfScore(a) - perfScore(b));
  const lhr = sorted[Math.floor(sorted.length / 2)];
  const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  // Lighthouse leaves the page and comes back: restored from the back/forward cache, or why not.
  const bfCache = lhr.audits["bf-cache"];
  const bfCacheNote = !bfCache
    ? "not audited"
    : bfCache.score === 1
      ? "restored"
      : `not restored (${bfCache.displayValue ?? ""}: ${JSON.stringify((bfCache.details as { items?: unknown[] } | undefined)?.items ?? [])})`;
  return {
    lhr,
    scores,
    allPerformance: runs.map(perfScore),
    allTbt: runs.map((r) => Math.round(tbtMs(r))),
    failing,
    metrics: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}; back/forward cache: ${bfCacheNote}`,
  };
}

/** The rows of an audit's details, typed as the caller reads them. */
const itemsOf = <T>(lhr: Report, id: string): T[] => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, "") || "/";

/**
 * BENCH_EXPLAIN=1: where a run's time went. The LCP element and its phases; the scripts that had arrived when
 * the page first painted (Lantern's LCP counts every request that ended before the observed paint, so these
 * download before the simulated LCP); main-thread time by script; and the simulated long tasks behind TBT.
 */
function explain(lhr: Report) {
  const [element, phases] = itemsOf<{ items?: { node?: { selector?: string }; phase?: string; timing?: number }[] }>(
    lhr,
    "largest-contentful-paint-element",
  );
  const phaseList = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`);
  console.log(`      LCP element ${element?.items?.[0]?.node?.selector ?? "?"}: ${phaseList.join(", ")}`);
  const observedPaint = itemsOf<{ observedFirstContentfulPaint?: number }>(lhr, "metrics")[0]?.observedFirstContentfulPaint ?? 0;
  const scripts = itemsOf<{ resourceType?: string; transferSize: number; networkEndTime: number }>(lhr, "network-requests").filter(
    (r) => r.resourceType === "Script",
  );
  const arrived = scripts.filter((r) => r.networkEndTime <= observedPaint);
  const arrivedKb = arrived.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
  console.log(
    `      scripts arrived by the observed first paint (${Math.round(observedPaint)} ms): ${arrived.length} of ${scripts.length}, ${arrivedKb.toFixed(1)} KB`,
  );
  const bootup = itemsOf<{ url: string; total: number; scripting: number }>(lhr, "bootup-time");
  console.log(
    `      main thread by script (total/scripting ms): ${bootup.map((b) => `${path(b.url)} ${Math.round(b.total)}/${Math.round(b.scripting)}`).join(", ")}`,
  );
  const tasks = itemsOf<{ url: string; startTime: number; duration: number }>(lhr, "long-tasks");
  console.log(
    `      long tasks (simulated start +ms): ${tasks.map((t) => `${Math.round(t.startTime)} +${Math.round(t.duration)} ${path(t.url)}`).join(", ")}`,
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startProductionServer(PORT);
  let blankServer: ChildProcess | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  // The server is stopped however the run ends (a Chromium that will not start included): one left listening makes the next run fail.
  try {
    blankServer = await startBlankApp(BLANK_PORT);
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless", ...CHROMIUM_ARGS] });
    await fetch(`${ORIGIN}/`);

    // TBT is main-thread time, so another job on this machine's cores lowers the score: pages are audited
    // interleaved with the blank page, so a busy spell falls on all of them, and the load says how busy it was.
    const pages = [
      { label: "blank Next.js page", url: `${BLANK_ORIGIN}/` },
      ...AUDITED.map((path) => ({ label: path, url: `${ORIGIN}${path}` })),
    ];
    const runs = new Map<string, Report[]>(pages.map((p) => [p.label, []]));
    let retries = 0;
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        const result = await auditOnce(chrome.port, page.url);
        runs.get(page.label)!.push(result.lhr);
        retries += result.retries;
      }
    }
    console.log(
      `Lighthouse, mobile preset (${THROTTLING} throttling), ${RUNS} runs each interleaved, median by performance   perf  a11y  bp   seo   vs blank: perf, TBT, LCP   (load average ${load()})`,
    );
    const blank = summarize(runs.get(pages[0].label)!);
    for (const page of pages) {
      const { lhr, scores, allPerformance, allTbt, failing, metrics } = summarize(runs.get(page.label)!);
      const versus =
        page === pages[0]
          ? ""
          : `${scores[0] - blank.scores[0] >= 0 ? "+" : ""}${scores[0] - blank.scores[0]}, ${(tbtMs(lhr) / Math.max(tbtMs(blank.lhr), 1)).toFixed(2)}x, ${lcpMs(lhr) - lcpMs(blank.lhr) >= 0 ? "+" : ""}${((lcpMs(lhr) - lcpMs(blank.lhr)) / 1000).toFixed(2)} s`;
      console.log(`${page.label.padEnd(55)} ${scores.map((s) => String(s).padStart(4)).join("  ")}   ${versus}`);
      console.log(`    ${metrics}; performance of each run: ${allPerformance.join(", ")}; TBT of each run: ${allTbt.join(", ")} ms`);
      if (failing.length) console.log(`    failing: ${failing.join(", ")}`);
      if (process.env.BENCH_EXPLAIN) explain(lhr);
    }
    if (retries) console.log(`${retries} run(s) lost to NO_NAVSTART and run again`);
    console.log(`load average ${load()}\n`);

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
    blankServer?.kill();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
