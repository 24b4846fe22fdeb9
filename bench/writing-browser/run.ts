/**
 * The writing space in the browser (issue 53), on the production build:
 *  1. Typing into a 3,000-word document on /write with the phone profile (390x844, touch) and 4x CPU throttling:
 *     input delay p95 (Event Timing: processingStart - startTime of keydown/keypress/input/keyup) under 50 ms, and
 *     no long task over 100 ms while the recorder saves (every save of the typing falls inside the window).
 *  2. The report page of a two-hour, 3,000-word record: time to open (navigation to the load event), without
 *     throttling and with 4x.
 *  3. The replay: each step across the whole history (200 steps, first to last) drawn in under 16 ms
 *     (the slider's input event to a laid-out page), without throttling and with 4x.
 * The record is generated: typed bursts of a few words with uneven keystroke gaps, pauses, deletions and three
 * pastes, saved through the API as the browser saves it (its times squeezed into 3 s: the server refuses events
 * timed ahead of its clock). Run `npm run build` first, then
 * `npx tsx bench/writing-browser/run.ts`; the last line is one JSON object.
 */
import { corpusTexts } from "@/tests/support/batch-documents";
import { textDigest, rebuildText, type WritingEvent } from "@/lib/writing/events";
import { proUser } from "@/bench/support/load";
import { startProductionServer } from "@/bench/support/server";
import { mulberry32 } from "@/lib/random";
import { writeFileSync } from "node:fs";
import { api, launch, signedInContext, throttle } from "./support";
import { analyseTrace, TRACE_CATEGORIES } from "./trace";

const PORT = Number(process.env.BENCH_PORT ?? 3198);
const WORDS = 3000;
const TYPED_CHARS = Number(process.env.BENCH_TYPED_CHARS ?? 400);
/** A folder: the typing is traced (Chromium trace with CPU samples), each trace kept there and its long tasks split. */
const TRACE_DIR = process.env.BENCH_TRACE;

/** A two-hour session building a 3,000-word text: typed bursts, pauses, deletions and three pastes. */
function session(): WritingEvent[] {
  const words = corpusTexts(40, { minWords: 150, maxWords: 900 }).join(" ").split(/\s+/).slice(0, WORDS);
  const rand = mulberry32(53);
  const events: WritingEvent[] = [{ k: "start", t: 0 }];
  const pasteAt = new Set([Math.floor(WORDS * 0.2), Math.floor(WORDS * 0.5), Math.floor(WORDS * 0.8)]);
  const perWord = (2 * 3600_000) / WORDS;
  let text = "";
  let t = 1000;
  let i = 0;
  while (i < words.length) {
    if (pasteAt.has(i)) {
      const s = (text ? " " : "") + words.slice(i, i + 60).join(" ");
      events.push({ k: "i", t, at: text.length, s, src: "paste" });
      text += s;
      i += 60;
      t += 5000;
      continue;
    }
    const n = 3 + Math.floor(rand() * 8);
    const s = (text ? " " : "") + words.slice(i, i + n).join(" ");
    const gaps = Array.from({ length: s.length - 1 }, () => Math.round(60 + rand() * 260));
    events.push({ k: "i", t, at: text.length, s, src: "type", gaps });
    text += s;
    i += n;
    t += gaps.reduce((a, b) => a + b, 0) + Math.round(perWord * n * (0.3 + rand()));
    if (rand() < 0.15 && text.length > 10) {
      const cut = 1 + Math.floor(rand() * 6);
      const gapsD = Array.from({ length: cut - 1 }, () => Math.round(80 + rand() * 150));
      const retype = text.slice(text.length - cut);
      events.push({ k: "d", t, at: text.length - cut, n: cut, gaps: gapsD });
      t += 800;
      events.push({
        k: "i",
        t,
        at: text.length - cut,
        s: retype,
        src: "type",
        gaps: Array.from({ length: cut - 1 }, () => Math.round(90 + rand() * 200)),
      });
      t += 1500;
    }
  }
  // The server refuses events timed ahead of its clock since the document was made, and a session opened later
  // must start after the record's last event: the two hours are squeezed into 3 s of event times (the keystroke
  // gaps stay as typed) and the browser opens the document 5 s after it was made.
  const span = events[events.length - 1]!.t;
  return events.map((event) => ({ ...event, t: Math.round((event.t * 3000) / span) }));
}

/** A document holding the session's record, saved 500 events at a time as the browser does; its id and event count. */
async function seededDocument(origin: string, cookie: string, events: WritingEvent[]) {
  const { document } = await api<{ document: { id: string; createdAt: number } }>(origin, cookie, "/api/writing", { title: "Bench essay" });
  for (let from = 0; from < events.length; from += 500) {
    const chunk = events.slice(from, from + 500);
    const text = rebuildText(events.slice(0, from + chunk.length))!;
    await api(origin, cookie, `/api/writing/${document.id}/events`, { from, events: chunk, digest: textDigest(text) });
  }
  return document.id;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10;
};

/**
 * Typing at the end of the 3,000-word document. `bare` types into a plain textarea holding the same text on an
 * empty page instead (same profile, same throttling): what the browser itself costs, without the app.
 */
async function typing(origin: string, cookie: string, id: string, bare: string | null = null) {
  const browser = await launch();
  try {
    const context = await signedInContext(browser, origin, cookie, true);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { delays: [] as number[], durations: [] as number[], longTasks: [] as number[] };
      Object.assign(window, { benchSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (!["keydown", "keypress", "keyup", "input", "beforeinput"].includes(entry.name)) continue;
          seen.delays.push(entry.processingStart - entry.startTime);
          seen.durations.push(entry.duration);
        }
      }).observe({ type: "event", durationThreshold: 0, buffered: true } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.longTasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    if (bare === null) await page.goto(`${origin}/write?doc=${id}`);
    else {
      await page.goto(`${origin}/api/helloApi`);
      await page.setContent(
        `<!doctype html><meta name=viewport content="width=device-width"><textarea data-testid=writing-input style="width:100%;height:60vh;font:16px/1.6 sans-serif"></textarea><p data-testid=writing-save-status>bare</p>`,
      );
      await page.evaluate((text) => ((document.querySelector("textarea") as HTMLTextAreaElement).value = text), bare);
    }
    const input = page.getByTestId("writing-input");
    await input.waitFor();
    await page.waitForFunction(() => (document.querySelector("[data-testid=writing-input]") as HTMLTextAreaElement)?.value.length > 10_000);
    await page.waitForTimeout(2000);
    await throttle(page, 4);
    await input.click();
    await input.press("End");
    await page.evaluate(() => {
      const seen = (window as unknown as { benchSeen: { delays: number[]; durations: number[]; longTasks: number[] } }).benchSeen;
      seen.delays.length = seen.durations.length = seen.longTasks.length = 0;
    });
    if (TRACE_DIR) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const saves: number[] = [];
    page.on("request", (req) => req.url().endsWith("/events") && saves.push(Date.now()));
    const sentence = "and then I kept writing about it, slowly, ";
    const start = Date.now();
    for (let i = 0; i < TYPED_CHARS; i++) {
      await page.keyboard.type(sentence[i % sentence.length]!);
      await page.waitForTimeout(40 + ((i * 37) % 120));
    }
    // Let the last save run inside the window.
    await page.waitForTimeout(4000);
    const seen = await page.evaluate(
      () => (window as unknown as { benchSeen: { delays: number[]; durations: number[]; longTasks: number[] } }).benchSeen,
    );
    const saved = await page.getByTestId("writing-save-status").textContent();
    let trace = {};
    if (TRACE_DIR) {
      const buffer = await browser.stopTracing();
      writeFileSync(`${TRACE_DIR}/${bare === null ? "app" : "bare"}.json`, buffer);
      trace = { trace: analyseTrace(JSON.parse(buffer.toString()).traceEvents) };
    }
    return {
      typedChars: TYPED_CHARS,
      seconds: Math.round((Date.now() - start) / 100) / 10,
      events: seen.delays.length,
      inputDelayP95: percentile(seen.delays, 0.95),
      inputDelayMax: percentile(seen.delays, 1),
      eventDurationP95: percentile(seen.durations, 0.95),
      longTasks: seen.longTasks.length,
      longestTask: Math.round(Math.max(0, ...seen.longTasks)),
      saves: saves.length,
      status: saved,
      ...trace,
    };
  } finally {
    await browser.close();
  }
}

async function report(origin: string, url: string, rate: number) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await throttle(page, rate);
    const opens: { firstByte: number; html: number; load: number }[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`${origin}${url}`, { waitUntil: "load" });
      opens.push(
        await page.evaluate(() => {
          const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          return {
            firstByte: Math.round(nav.responseStart),
            html: Math.round(nav.responseEnd),
            load: Math.round(nav.loadEventEnd || nav.domContentLoadedEventEnd),
          };
        }),
      );
    }
    await page.getByTestId("report-timeline-chart").waitFor();
    await page.waitForTimeout(1500);
    const steps = await page.evaluate(() => {
      const slider = document.querySelector("[data-testid=replay-slider]") as HTMLInputElement;
      const max = Number(slider.max);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      const times: number[] = [];
      for (let i = 0; i <= 200; i++) {
        const value = Math.round((i * max) / 200);
        const begin = performance.now();
        setValue.call(slider, String(value));
        slider.dispatchEvent(new Event("input", { bubbles: true }));
        void (document.querySelector("[data-testid=replay-text]") as HTMLElement).offsetHeight;
        times.push(performance.now() - begin);
      }
      return { max, times };
    });
    return {
      cpuThrottling: rate,
      openMs: opens,
      replayChanges: steps.max,
      replayStepP95: percentile(steps.times, 0.95),
      replayStepMax: percentile(steps.times, 1),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = await startProductionServer(PORT);
  try {
    const cookie = await proUser(server.origin, server.databasePath);
    const events = session();
    const id = await seededDocument(server.origin, cookie, events);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const typed = await typing(server.origin, cookie, id);
    const text = (await api<{ document: { text: string } }>(server.origin, cookie, `/api/writing/${id}`)).document.text;
    const bare = await typing(server.origin, cookie, id, text);
    if (TRACE_DIR) return console.log(JSON.stringify({ typing: typed, bareTextarea: bare }));
    const { report: shared } = await api<{ report: { url: string } }>(server.origin, cookie, `/api/writing/${id}/reports`, {});
    const plain = await report(server.origin, shared.url, 1);
    const slow = await report(server.origin, shared.url, 4);
    const result = { record: { events: events.length, words: WORDS }, typing: typed, bareTextarea: bare, report: [plain, slow] };
    console.log(JSON.stringify(result));
  } finally {
    server.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
