import type { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Batch } from "@/lib/batch/types";
import { VERDICT_NAMES } from "@/lib/batch/verdicts";
import { isAiLeaning } from "@/lib/detector/verdict";
import { BATCH_REPORT_BUSY_RETRY_SECONDS, BATCH_REPORTS_AT_ONCE_PER_ACCOUNT } from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";
import { becomePro, signedInCookie } from "@/tests/support/api";
import { corpusTexts } from "@/tests/support/batch-documents";
import { call, useTempDatabase } from "@/tests/support/requests";
import { unpdf } from "@/tests/support/unpdf-text";

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;
const withId = (handler: Handler, id: string) => (req: NextRequest) => handler(req, { params: Promise.resolve({ id }) });

let createBatch: Handler;
let getBatch: Handler;
let deleteBatch: Handler;
let files: Handler;
let report: Handler;

beforeAll(async () => {
  await useTempDatabase();
  createBatch = (await import("@/app/api/batch/route")).POST as Handler;
  ({ GET: getBatch, DELETE: deleteBatch } = (await import("@/app/api/batch/[id]/route")) as unknown as { GET: Handler; DELETE: Handler });
  files = (await import("@/app/api/batch/[id]/files/route")).POST as Handler;
  report = (await import("@/app/api/batch/[id]/report/route")).GET as Handler;
});

afterEach(() => {
  vi.useRealTimers();
});

let accounts = 0;
async function proTeacher() {
  const email = `report-teacher${++accounts}@example.com`;
  const cookie = await signedInCookie(email);
  await becomePro(cookie, email);
  return cookie;
}

async function newBatch(cookie: string, name: string, documents: { name: string; text: string }[]) {
  const created = await call(createBatch, "/api/batch", { name }, { cookie });
  const id = ((await created.res.json()) as { batch: { id: string } }).batch.id;
  for (const document of documents) await addFile(cookie, id, document);
  return id;
}

async function addFile(cookie: string, id: string, body: unknown) {
  expect((await call(withId(files, id), `/api/batch/${id}/files`, body, { cookie })).status).toBe(200);
}

const download = (cookie: string, id: string) => call(withId(report, id), `/api/batch/${id}/report?format=pdf`, undefined, { cookie });
const pdfBytes = async (cookie: string, id: string) => new Uint8Array(await (await download(cookie, id)).res.arrayBuffer());

/** Letters and digits only, lower-cased: a paragraph found in the PDF's text whatever its line breaks and quotes became. */
const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** Essays of the writer's paragraphs: AI-written and human paragraphs side by side, and one all human. */
function essays() {
  const [ai1, human1, ai2, human2, ai3, human3] = corpusTexts(6, { minWords: 150, maxWords: 600 });
  return [
    { name: "amira.txt", text: [ai1, human1, ai2].join("\n\n") },
    { name: "ben.txt", text: [human2, human3].join("\n\n") },
    { name: "chloe.txt", text: [human1!.split(". ").reverse().join(". "), ai3].join("\n\n") },
  ];
}

describe("the batch's PDF report", () => {
  it("lists every file in its summary table, then of each document only the paragraphs marked as AI-written", async () => {
    const cookie = await proTeacher();
    const id = await newBatch(cookie, "Year 10 essays", essays());
    await addFile(cookie, id, { name: "scan.pdf", problem: "batchNoText" });
    const stored = (await (await call(withId(getBatch, id), `/api/batch/${id}`, undefined, { cookie })).res.json()).batch as Batch;

    const text = await unpdf(await pdfBytes(cookie, id));
    const [summary, sections] = text.split("Marked paragraphs, file by file");
    expect(sections).toBeDefined();
    for (const item of stored.items) expect(summary).toContain(item.name);
    expect(summary).toContain("Not judged: 1");

    const flat = letters(sections!);
    let marked = 0;
    let unmarked = 0;
    for (const item of stored.items) {
      const heading = item.detection
        ? `${item.position + 1}. ${item.name}: ${VERDICT_NAMES[item.detection.verdict]} (${item.detection.score}%)`
        : `${item.position + 1}. ${item.name}: Not judged`;
      expect(sections).toContain(heading);
      if (!item.detection) {
        expect(sections).toContain(MESSAGES.batchNoText);
        continue;
      }
      for (const paragraph of item.detection.paragraphs) {
        const opening = letters(item.text.slice(paragraph.start, paragraph.end)).slice(0, 120);
        if (isAiLeaning(paragraph.verdict)) {
          marked++;
          expect(flat).toContain(opening);
        } else {
          unmarked++;
          expect(flat).not.toContain(opening);
        }
      }
      if (!item.detection.paragraphs.some((p) => isAiLeaning(p.verdict)))
        expect(sections).toContain(`${heading} ${item.words.toLocaleString("en-US")} words`);
    }
    // The sample has paragraphs of both kinds, so both checks mean something.
    expect(marked).toBeGreaterThan(0);
    expect(unmarked).toBeGreaterThan(0);
    expect(text).toContain("No paragraph is marked as reading AI-written.");
  });

  it("serves a second download as the report already made, and makes it again once a file is added", async () => {
    const cookie = await proTeacher();
    const [first, second, third] = essays();
    const id = await newBatch(cookie, "Kept report", [first!, second!]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const made = await pdfBytes(cookie, id);
    // Minutes later the same download is the same file: the report was not made again (it says when it was made).
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect(Buffer.from(await pdfBytes(cookie, id)).equals(Buffer.from(made))).toBe(true);

    await addFile(cookie, id, third);
    const remade = await pdfBytes(cookie, id);
    expect(Buffer.from(remade).equals(Buffer.from(made))).toBe(false);
    expect(await unpdf(remade)).toContain(`3. ${third!.name}`);
    expect(await unpdf(made)).not.toContain(third!.name);

    // A deleted batch's report is gone with it.
    expect((await call(withId(deleteBatch, id), `/api/batch/${id}`, undefined, { cookie, method: "DELETE" })).status).toBe(200);
    expect((await download(cookie, id)).status).toBe(404);
  });

  it(`makes at most ${BATCH_REPORTS_AT_ONCE_PER_ACCOUNT} reports at once for one account, and asks for the next to be retried (429)`, async () => {
    const cookie = await proTeacher();
    const sample = essays();
    const ids: string[] = [];
    for (let i = 0; i <= BATCH_REPORTS_AT_ONCE_PER_ACCOUNT; i++) ids.push(await newBatch(cookie, `Class ${i}`, sample));
    const answers = await Promise.all(ids.map((id) => download(cookie, id)));
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(BATCH_REPORTS_AT_ONCE_PER_ACCOUNT);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.res.headers.get("retry-after")).toBe(String(BATCH_REPORT_BUSY_RETRY_SECONDS));
    expect((await refused[0]!.res.json()).error.message).toBe(MESSAGES.batchReportBusy);
    // Another account is not held up by this one's reports, and the refused report is made once asked again.
    const other = await proTeacher();
    const otherId = await newBatch(other, "Another class", sample.slice(0, 1));
    const [again, theirs] = await Promise.all([download(cookie, ids[answers.indexOf(refused[0]!)]!), download(other, otherId)]);
    expect(again.status).toBe(200);
    expect(theirs.status).toBe(200);
  });
});
