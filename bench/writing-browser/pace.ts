/**
 * Typing a machine could do (issue 53): whether a writing report names typing at a fixed pace, and leaves a person's
 * alone. On the production build's /write, Playwright types one sentence into a new document, either with
 * keyboard.type at a fixed delay (10, 30, 60, 120 ms) or like a person (a key at a time, pauses drawn from 60-280 ms,
 * as e2e/writing-report.spec.ts types), on a desktop window and on the phone profile at 4x CPU throttling; then it
 * shares the document and reads, from the report's JSON, whether its pace is flagged and each typed burst's gaps
 * (median, plain and robust spread, as lib/writing/pace.ts judges them). Run `npm run build` first, then
 * `npx tsx bench/writing-browser/pace.ts`; a line per typing, the last line one JSON object.
 */
import { proUser } from "@/bench/support/load";
import { startProductionServer } from "@/bench/support/server";
import { mulberry32 } from "@/lib/random";
import { burstPace } from "@/lib/writing/pace";
import type { WritingReport } from "@/lib/writing/types";
import { api, launch, signedInContext, throttle } from "./support";

const PORT = Number(process.env.BENCH_PORT ?? 3197);
const SENTENCE = "This whole paragraph is typed by a script at one fixed delay per key, the way auto-typers fake a history of writing.";
const TYPINGS: { delay: number | "person"; phone: boolean }[] = [10, 30, 60, 120, "person"].flatMap((delay) =>
  [false, true].map((phone) => ({ delay: delay as number | "person", phone })),
);

async function typedReport(origin: string, cookie: string, delay: number | "person", phone: boolean) {
  const { document } = await api<{ document: { id: string } }>(origin, cookie, "/api/writing", { title: `Pace ${delay}` });
  const browser = await launch();
  try {
    const page = await (await signedInContext(browser, origin, cookie, phone)).newPage();
    await page.goto(`${origin}/write?doc=${document.id}`);
    const input = page.getByTestId("writing-input");
    await input.waitFor();
    await page.waitForTimeout(1000);
    if (phone) await throttle(page, 4);
    await input.click();
    if (delay === "person") {
      const random = mulberry32(7);
      for (const ch of SENTENCE) {
        await page.keyboard.type(ch);
        await page.waitForTimeout(60 + Math.floor(random() * 220));
      }
    } else await page.keyboard.type(SENTENCE, { delay });
    for (let waited = 0; waited < 30_000; waited += 500) {
      const saved = await api<{ document: { text: string } }>(origin, cookie, `/api/writing/${document.id}`);
      if (saved.document.text === SENTENCE) break;
      await page.waitForTimeout(500);
    }
  } finally {
    await browser.close();
  }
  const { report: link } = await api<{ report: { url: string } }>(origin, cookie, `/api/writing/${document.id}/reports`, {});
  const { report } = await api<{ report: WritingReport }>(origin, cookie, `/api${link.url.replace("/report/", "/reports/")}`);
  const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
  const bursts = report.events.flatMap((event) => {
    if (event.k !== "i" || event.src !== "type" || !event.gaps) return [];
    const pace = burstPace(event.gaps);
    return pace ? [{ keys: event.s.length, medianMs: pace.medianMs, cv: round(pace.cv), robustCv: round(pace.robustCv) }] : [];
  });
  return { delay, profile: phone ? "phone 4x" : "desktop", ...report.pace, bursts };
}

async function main() {
  const server = await startProductionServer(PORT);
  try {
    const cookie = await proUser(server.origin, server.databasePath);
    const runs = [];
    for (const { delay, phone } of TYPINGS) {
      const run = await typedReport(server.origin, cookie, delay, phone);
      console.log(JSON.stringify(run));
      runs.push(run);
    }
    console.log(
      JSON.stringify({ runs: runs.map(({ delay, profile, flagged, bursts }) => ({ delay, profile, flagged, bursts: bursts.length })) }),
    );
  } finally {
    server.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
