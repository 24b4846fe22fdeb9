/**
 * The writing space's record (issue 53), two figures with their goals:
 *  1. A 3,000-word essay written over two hours (generated: bursts, pauses, typos, deletions, three pastes, two
 *     breaks and a reload), saved as the editor saves it, stores at most 200 KB of events as stored (deflated
 *     chunks in the SQLite file; also the pages the table and its index take, chain heads and keys included).
 *  2. The time to build its writing report (read the chunks, check the chain, rebuild, trace every character's
 *     origin, judge the pace, thin the timeline): the public report route's work, median of 7.
 *  3. The worst record a writer may store (WRITING_EVENTS_MAX edits, each at a random place, in a text of up to
 *     WRITING_CHARS_MAX characters): the time to build its report, which the public route does on every view.
 * Runs the service against a fresh SQLite file, no server needed: `npm run bench:writing`. The last line is one JSON object.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { corpusTexts } from "@/tests/support/batch-documents";
import type { WritingEvent } from "@/lib/writing/events";
import { seeded } from "@/tests/support/writing";
import { generateSession } from "./session";

const dir = mkdtempSync(join(tmpdir(), "bench-writing-"));
process.env.DATABASE_PATH = join(dir, "app.db");

/** Paragraphs of human writing from the detector's dev split, about `words` words in all. */
function essay(words: number): string[] {
  const paragraphs = corpusTexts(400, { minWords: 60, maxWords: 2000 })
    .filter((_, i) => i % 2 === 1)
    .flatMap((text) => text.split(/\n\s*\n/))
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.split(" ").length >= 40 && p.split(" ").length <= 220);
  const chosen: string[] = [];
  let total = 0;
  for (const paragraph of paragraphs) {
    if (total >= words) break;
    chosen.push(paragraph);
    total += paragraph.split(" ").length;
  }
  return chosen;
}

/** WRITING_EVENTS_MAX edits at random places: typed characters, a paste now and then, deletes of a few characters. */
function scatteredRecord(count: number, maxChars: number): { events: WritingEvent[]; text: string } {
  const random = seeded(99);
  const events: WritingEvent[] = [];
  let text = "";
  for (let i = 0; i < count; i++) {
    const t = i * 200;
    const at = Math.floor(random() * (text.length + 1));
    if (text.length > 0 && (text.length >= maxChars - 40 || random() < 0.3)) {
      const from = Math.min(at, text.length - 1);
      const n = Math.min(1 + Math.floor(random() * 3), text.length - from);
      events.push({ k: "d", t, at: from, n });
      text = text.slice(0, from) + text.slice(from + n);
    } else {
      const s = random() < 0.01 ? "pasted words ".repeat(2) : "abcdefghij"[Math.floor(random() * 10)]!.repeat(1 + Math.floor(random() * 2));
      events.push(s.length > 2 ? { k: "i", t, at, s, src: "paste" } : { k: "i", t, at, s, src: "type", gaps: s.length > 1 ? [150] : [] });
      text = text.slice(0, at) + s + text.slice(at);
    }
  }
  return { events, text };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function main() {
  const { createDocument, saveEvents, shareDocument, publicReport } = await import("../../lib/writing/service");
  const { textDigest, rebuildText } = await import("../../lib/writing/events");
  const { countWords } = await import("../../lib/text-stats");
  const session = generateSession(essay(3000));
  const viewer = {
    key: "bench-writer",
    kind: "user" as const,
    pro: true,
    email: "bench@example.com",
    ip: "127.0.0.1",
    user: { id: "bench-writer", email: "bench@example.com" } as never,
  };
  const spanMs = session.events.at(-1)!.t - session.events[0]!.t;
  console.log(
    `essay: ${countWords(session.text).toLocaleString("en")} words, ${session.text.length.toLocaleString("en")} characters, written over ${(spanMs / 3_600_000).toFixed(2)} h ` +
      `in ${session.events.length.toLocaleString("en")} events (${session.typos} typos, ${session.deletions} deletions, ${session.pastes} pastes), ${session.saves.length} saves`,
  );

  // Made as long ago as the session lasted, and each save sent when its last event had happened (the server refuses
  // events whose times are ahead of its clock).
  const createdAt = Date.now() - spanMs - 60_000;
  const document = await createDocument(viewer, "Bench essay", createdAt);
  let from = 0;
  let text = "";
  const saveStarted = performance.now();
  for (const events of session.saves) {
    text = rebuildText(events, text)!;
    await saveEvents(viewer, document.id, { from, events, digest: textDigest(text) }, createdAt + events.at(-1)!.t + 1500);
    from += events.length;
  }
  const saveMs = performance.now() - saveStarted;
  if (text !== session.text) throw new Error("the saved record does not rebuild the essay");

  const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
  const stored = db.prepare("SELECT COUNT(*) AS chunks, SUM(LENGTH(data)) AS data FROM writing_chunks").get() as {
    chunks: number;
    data: number;
  };
  // The pages SQLite gives the table and its primary-key index: the record's whole footprint in the file.
  const pages = db
    .prepare(
      "SELECT SUM(pgsize) AS bytes, SUM(unused) AS unused FROM dbstat WHERE name IN ('writing_chunks', 'sqlite_autoindex_writing_chunks_1')",
    )
    .get() as { bytes: number; unused: number };
  db.close();
  const rawJson = Buffer.byteLength(JSON.stringify(session.events));
  console.log(
    `events as JSON: ${kb(rawJson)} KB; as stored: ${kb(stored.data)} KB of deflated events in ${stored.chunks} chunks; the table's pages in the file ` +
      `(events, chain heads, keys, index): ${kb(pages.bytes)} KB, ${kb(pages.bytes - pages.unused)} KB of them used (goal <= 200 KB)`,
  );
  console.log(
    `saving all ${session.saves.length} saves through the service: ${Math.round(saveMs)} ms (${(saveMs / session.saves.length).toFixed(2)} ms a save)`,
  );

  const { token } = await shareDocument(viewer, document.id);
  const times: number[] = [];
  let report = await publicReport(token);
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    report = await publicReport(token);
    times.push(performance.now() - started);
  }
  const buildMs = median(times);
  const { integrity, shares, time, pace, timeline } = report;
  console.log(
    `report: built in ${buildMs.toFixed(1)} ms (median of 7); integrity ${JSON.stringify(integrity)}; typed ${shares.typedPercent}%, pasted ${shares.pastedPercent}%, tools ${shares.toolPercent}%; ` +
      `active ${(time.activeMs / 60_000).toFixed(1)} min of ${(time.spanMs / 60_000).toFixed(1)}, ${time.sessions} sessions; pace flagged: ${pace.flagged} (${pace.judgedBursts} bursts judged); ${timeline.length} timeline points; ` +
      `verdict ${report.verdict ? report.verdict.verdict : `none (${report.verdictMissing})`}`,
  );
  const { WRITING_CHARS_MAX, WRITING_EVENTS_MAX } = await import("../../lib/limits");
  const { buildReport } = await import("../../lib/writing/report");
  const { extendChain, CHAIN_START } = await import("../../lib/writing/chain");
  const worst = scatteredRecord(WRITING_EVENTS_MAX, WRITING_CHARS_MAX);
  const frozen = {
    title: "Worst",
    createdAt: 0,
    sharedAt: 0,
    events: worst.events.length,
    head: extendChain(CHAIN_START, worst.events),
    text: worst.text,
    verdict: null,
    verdictMissing: null,
  };
  const worstStarted = performance.now();
  const worstReport = buildReport(frozen, worst.events);
  const worstMs = performance.now() - worstStarted;
  if (!worstReport.integrity.rebuildsText) throw new Error("the scattered record does not rebuild its text");
  console.log(
    `worst record (${worst.events.length.toLocaleString("en")} edits at random places, ${worst.text.length.toLocaleString("en")} characters left): report built in ${Math.round(worstMs)} ms`,
  );

  const answer = JSON.stringify({ report });
  const answerKb = kb(Buffer.byteLength(answer));
  const answerGzipKb = kb(gzipSync(answer).length);
  console.log(`the report as JSON (GET /api/reports/<token>, events included): ${answerKb} KB, ${answerGzipKb} KB gzipped`);
  console.log(
    JSON.stringify({
      words: countWords(session.text),
      events: session.events.length,
      saves: session.saves.length,
      spanHours: Math.round((spanMs / 3_600_000) * 100) / 100,
      rawJsonKb: kb(rawJson),
      storedEventsKb: kb(stored.data),
      tablePagesKb: kb(pages.bytes),
      tableUsedKb: kb(pages.bytes - pages.unused),
      reportBuildMs: Math.round(buildMs * 10) / 10,
      reportJsonKb: answerKb,
      reportGzipKb: answerGzipKb,
      worstRecordBuildMs: Math.round(worstMs),
      saveMsEach: Math.round((saveMs / session.saves.length) * 100) / 100,
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
