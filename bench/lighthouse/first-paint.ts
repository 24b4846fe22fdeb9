/**
 * What fills the window between a page's stylesheet and its first contentful paint, in Chromium itself (issue 52,
 * LCP): loads each page BENCH_RUNS times (default 3) on the production build with a Chromium trace, and prints when
 * the HTML, the stylesheet and the last first-load script ended, when the first contentful paint came, and the
 * renderer's main-thread time between the stylesheet's end and the paint by what ran (script evaluation and
 * compilation, HTML parsing, style, layout, paint). Lighthouse's Lantern counts every request that ended before the
 * observed first paint into its simulated LCP, so this window decides how many scripts it counts.
 *
 * Run (after `npm run build`): npx tsx bench/lighthouse/first-paint.ts [path ...]
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@/e2e/chromium";
import { startProductionServer } from "@/bench/support/server";
import { startBlankApp } from "./blank";

const PORT = Number(process.env.BENCH_PORT ?? 3196);
const BLANK_PORT = PORT + 1;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/ai-checker", "/blog/paraphrase-without-plagiarism"];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; requestId?: string } };
}

/** Main-thread work by kind: the trace's event names folded into what a reader asks about. */
const KINDS: [RegExp, string][] = [
  [/^(EvaluateScript|v8\.run|v8\.evaluateModule|FunctionCall|V8\.Execute|TimerFire|EventDispatch|FireAnimationFrame)$/, "script"],
  [/^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|CompileScript)$/, "compile"],
  [/^ParseHTML$/, "parse HTML"],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/, "style"],
  [/^(Layout|UpdateLayerTree|PrePaint)$/, "layout"],
  [/^(Paint|PaintImage|Layerize|Commit|CompositeLayers|RasterTask)$/, "paint"],
  [/^(MajorGC|MinorGC|V8\.GC.*|BlinkGC.*)$/, "GC"],
];

const kindOf = (name: string) => KINDS.find(([re]) => re.test(name))?.[1];

async function probe(origin: string, path: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto("about:blank");
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "blink.user_timing", "v8.execute", "v8"],
    });
    await page.goto(origin + path, { waitUntil: "load" });
    await page.waitForTimeout(500);
    const events: TraceEvent[] = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const sent = new Map<string, { url: string; ts: number }>();
    for (const e of events)
      if (e.name === "ResourceSendRequest" && e.args?.data?.requestId) sent.set(e.args.data.requestId, { url: e.args.data.url!, ts: e.ts });
    // Times from the page's own request (the browser's navigation start lies in another process's clock line).
    const requested = [...sent.values()].find((s) => s.url === origin + path);
    if (!requested) return null;
    const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.ts > requested.ts);
    if (!fcp) return null;
    const main = `${fcp.pid}:${fcp.tid}`;
    const ended = (match: (url: string) => boolean) =>
      events.filter((e) => e.name === "ResourceFinish" && match(sent.get(e.args?.data?.requestId ?? "")?.url ?? "")).map((e) => e.ts);
    const at = (ts: number) => Math.round((ts - requested.ts) / 1000);
    const html = ended((u) => u === origin + path)[0];
    const css = ended((u) => u.endsWith(".css"));
    const scripts = ended((u) => u.endsWith(".js") && u.startsWith(origin));
    const cssEnd = css.length ? Math.max(...css) : html!;
    const window = { from: cssEnd, to: fcp.ts };
    const byKind = new Map<string, number>();
    // Top-level work only: events not inside another counted event of the main thread.
    let coveredUntil = 0;
    const onMain = events
      .filter((e) => e.ph === "X" && e.dur && `${e.pid}:${e.tid}` === main && kindOf(e.name))
      .sort((a, b) => a.ts - b.ts);
    for (const e of onMain) {
      const [start, end] = [Math.max(e.ts, window.from), Math.min(e.ts + e.dur!, window.to)];
      if (end <= start || e.ts < coveredUntil) continue;
      coveredUntil = e.ts + e.dur!;
      const kind = kindOf(e.name)!;
      byKind.set(kind, (byKind.get(kind) ?? 0) + (end - start) / 1000);
    }
    const busy = [...byKind.values()].reduce((a, b) => a + b, 0);
    const arrivedBeforePaint = scripts.filter((t) => t < fcp.ts).length;
    return `html ${html ? at(html) : "?"} ms, css ${css.length ? at(cssEnd) : "none"}, scripts ${scripts.length ? `${at(Math.min(...scripts))}-${at(Math.max(...scripts))}` : "none"} ms (${arrivedBeforePaint} of ${scripts.length} before the paint), FCP ${at(fcp.ts)} ms; window ${at(fcp.ts) - at(cssEnd)} ms: ${[
      ...byKind,
    ]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(", ")} (busy ${busy.toFixed(0)} ms)`;
  } finally {
    await browser.close();
  }
}

async function main() {
  const site = await startProductionServer(PORT);
  const blank = await startBlankApp(BLANK_PORT);
  try {
    const pages = [["blank", `http://127.0.0.1:${BLANK_PORT}`, "/"], ...PATHS.map((p) => [p, `http://127.0.0.1:${PORT}`, p])];
    for (let run = 0; run < RUNS; run++)
      for (const [label, origin, path] of pages) {
        await fetch(origin! + path!); // the server's first answer of a page is not the one measured
        // A trace now and then misses the page's request or paint (Chromium moves the page to a new renderer as the
        // response arrives): that load is run again.
        let line: string | undefined;
        for (let attempt = 0; attempt < 3 && !line; attempt++) line = (await probe(origin!, path!)) ?? undefined;
        console.log(`${label!.padEnd(40)} ${line ?? "no trace of the page's request and first paint in 3 loads"}`);
      }
  } finally {
    blank.kill();
    site.stop();
  }
}

void main();
