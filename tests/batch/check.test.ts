import type { NextRequest } from "next/server";
import { unpdf } from "@/tests/support/unpdf-text";
import { beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "@/lib/batch/report-csv";
import type { Batch } from "@/lib/batch/types";
import { VERDICT_NAMES } from "@/lib/batch/verdicts";
import { BATCH_FILES_FREE, BATCH_FILES_PRO, BATCH_WORDS_PRO, FREE_USES_PER_DAY, WORD_LIMIT_PRO } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { becomePro, signedInCookie } from "@/tests/support/api";
import { corpusTexts } from "@/tests/support/batch-documents";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;
const withId = (handler: Handler, id: string) => (req: NextRequest) => handler(req, { params: Promise.resolve({ id }) });

let batches: { GET: Handler; POST: Handler };
let batch: { GET: Handler; DELETE: Handler };
let files: Handler;
let report: Handler;
let single: Handler;
let exportData: Handler;
let deleteAccount: Handler;

const texts = (n: number) => corpusTexts(n);

beforeAll(async () => {
  await useTempDatabase();
  batches = (await import("@/app/api/batch/route")) as unknown as typeof batches;
  batch = (await import("@/app/api/batch/[id]/route")) as unknown as typeof batch;
  files = (await import("@/app/api/batch/[id]/files/route")).POST as Handler;
  report = (await import("@/app/api/batch/[id]/report/route")).GET as Handler;
  single = (await import("@/app/api/getAiDetectionScore/route")).POST as Handler;
  exportData = (await import("@/app/api/account/export/route")).GET as Handler;
  deleteAccount = (await import("@/app/api/account/route")).DELETE as Handler;
});

async function newBatch(cookie: string, name = "Year 9 essays") {
  const created = await call(batches.POST, "/api/batch", { name }, { cookie });
  expect(created.status).toBe(200);
  return ((await created.res.json()) as { batch: { id: string } }).batch.id;
}

async function send(cookie: string, id: string, body: unknown) {
  const res = await call(withId(files, id), `/api/batch/${id}/files`, body, { cookie });
  return {
    status: res.status,
    json: (await res.res.json()) as {
      file: Batch["items"][number] & { usesLeft?: number | null };
      error?: { code: string; message: string };
    },
  };
}

let accounts = 0;
const account = () => `teacher${++accounts}@example.com`;

describe("batch checking", () => {
  it("needs an account", async () => {
    const res = await call(batches.POST, "/api/batch", { name: "Class" });
    expect(res.status).toBe(401);
    expect((await res.res.json()).error.message).toBe(MESSAGES.batchNeedsAccount);
  });

  it("gives each file the verdict it gets when checked alone", async () => {
    const email = account();
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const id = await newBatch(cookie);
    const sample = texts(8);
    const inBatch = await Promise.all(sample.map((text, i) => send(cookie, id, { name: `essay-${i}.txt`, text })));
    const verdicts = new Set<string>();
    for (const [i, text] of sample.entries()) {
      const alone = await call(single, "/api/getAiDetectionScore", { text }, { ip: `203.0.113.${i + 1}` });
      const expected = (await alone.res.json()) as {
        response: number;
        verdict: string;
        humanRateSentence: string | null;
        paragraphs: unknown[];
        sentences: unknown[];
      };
      const { detection } = inBatch[i]!.json.file;
      expect(detection).toMatchObject({
        score: expected.response,
        verdict: expected.verdict,
        humanRateSentence: expected.humanRateSentence,
        paragraphs: expected.paragraphs,
        sentences: expected.sentences,
      });
      verdicts.add(expected.verdict);
    }
    // The sample is not one verdict throughout, so the comparison means something.
    expect(verdicts.size).toBeGreaterThan(1);
  });

  it(`lets a free account check ${BATCH_FILES_FREE} files a batch, each spending one use of the daily pool`, async () => {
    const cookie = await signedInCookie(account());
    const id = await newBatch(cookie);
    const sample = texts(BATCH_FILES_FREE + 1);
    const usesLeft: (number | null | undefined)[] = [];
    for (const [i, text] of sample.slice(0, BATCH_FILES_FREE).entries()) {
      const { status, json } = await send(cookie, id, { name: `f${i}.txt`, text });
      expect(status).toBe(200);
      usesLeft.push(json.file.usesLeft);
    }
    expect(usesLeft).toEqual(Array.from({ length: BATCH_FILES_FREE }, (_, i) => FREE_USES_PER_DAY - 1 - i));
    const over = await send(cookie, id, { name: "sixth.txt", text: sample[BATCH_FILES_FREE]! });
    expect(over.status).toBe(200);
    expect(over.json.file).toMatchObject({ id: null, name: "sixth.txt", problem: "batchTooManyFilesFree", detection: null });
  });

  it(`keeps ${BATCH_FILES_PRO} files of a Pro batch whose last files arrive at once`, async () => {
    const email = account();
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const id = await newBatch(cookie);
    const before = BATCH_FILES_PRO - 2;
    for (let i = 0; i < before; i++)
      expect((await send(cookie, id, { name: `n${i}.txt`, text: "A note of a few words." })).status).toBe(200);
    const sent = await Promise.all(texts(5).map((text, i) => send(cookie, id, { name: `f${i}.txt`, text })));
    const kept = sent.filter((r) => r.json.file.id !== null);
    expect(kept.map((r) => r.json.file.position).sort()).toEqual([before, before + 1]);
    for (const refused of sent.filter((r) => r.json.file.id === null))
      expect(refused.json.file).toMatchObject({ problem: "batchTooManyFilesPro", detection: null });
    const stored = (await (await call(withId(batch.GET, id), `/api/batch/${id}`, undefined, { cookie })).res.json()).batch as Batch;
    expect(stored.items).toHaveLength(BATCH_FILES_PRO);
  });

  it("says when a free account's daily checks run out, and the batch keeps the files already checked", async () => {
    const cookie = await signedInCookie(account());
    const first = await newBatch(cookie);
    for (const [i, text] of texts(FREE_USES_PER_DAY).entries())
      expect((await send(cookie, first, { name: `f${i}.txt`, text })).status).toBe(200);
    const second = await newBatch(cookie, "Second class");
    const out = await send(cookie, second, { name: "late.txt", text: texts(1)[0]! });
    expect(out.status).toBe(429);
    expect(out.json.error!.message).toBe(MESSAGES.outOfChecks);
    const kept = (await (await call(withId(batch.GET, first), `/api/batch/${first}`, undefined, { cookie })).res.json()).batch as Batch;
    expect(kept.items).toHaveLength(FREE_USES_PER_DAY);
    // The file that was not checked keeps its place in its batch, saying why.
    const late = (await (await call(withId(batch.GET, second), `/api/batch/${second}`, undefined, { cookie })).res.json()).batch as Batch;
    expect(late.items).toEqual([expect.objectContaining({ name: "late.txt", detection: null, problem: "batchOutOfChecks" })]);
  });

  it(`lets a Pro account check ${BATCH_FILES_PRO} files a batch and refuses the ${BATCH_FILES_PRO + 1}st`, async () => {
    const email = account();
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const id = await newBatch(cookie);
    const short = "A note of a few words.";
    for (let i = 0; i < BATCH_FILES_PRO; i++) {
      const { json } = await send(cookie, id, { name: `n${i}.txt`, text: short });
      expect(json.file).toMatchObject({ position: i, problem: "batchTooShort" });
    }
    expect((await send(cookie, id, { name: "extra.txt", text: short })).json.file).toMatchObject({
      id: null,
      problem: "batchTooManyFilesPro",
    });
  });

  it(`refuses the file that takes a Pro batch past ${BATCH_WORDS_PRO.toLocaleString("en-US")} words`, async () => {
    const email = account();
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const id = await newBatch(cookie);
    const long = Array.from({ length: WORD_LIMIT_PRO + 100 }, (_, i) => `word${i % 50}`).join(" ");
    const fit = Math.floor(BATCH_WORDS_PRO / (WORD_LIMIT_PRO + 100));
    for (let i = 0; i < fit; i++)
      expect((await send(cookie, id, { name: `long${i}.txt`, text: long })).json.file.problem).toBe("batchOverWordLimit");
    expect((await send(cookie, id, { name: "one-more.txt", text: long })).json.file).toMatchObject({
      id: null,
      problem: "batchTooManyWords",
    });
  });

  it("keeps a file that could not be read, with why, and never answers bad input with a 5xx", async () => {
    const cookie = await signedInCookie(account());
    const id = await newBatch(cookie);
    const broken = await send(cookie, id, { name: "broken.docx", problem: "batchUnreadable" });
    expect(broken.json.file).toMatchObject({ name: "broken.docx", problem: "batchUnreadable", detection: null });
    const french = await send(cookie, id, {
      name: "fr.txt",
      text: "Le jardin de l'école a commencé comme un petit carré derrière le gymnase, et au printemps il nourrissait toute la cantine. ".repeat(
        4,
      ),
    });
    expect(french.json.file.problem).toBe("batchNotEnglish");
    for (const body of [
      {},
      { name: "x.txt" },
      { name: "x.txt", problem: "nonsense" },
      { name: "", text: "hi" },
      { name: "x.txt", text: "   " },
    ]) {
      expect((await send(cookie, id, body)).status).toBe(400);
    }
    expect((await send(cookie, "no-such-batch", { name: "a.txt", text: "hello" })).status).toBe(404);
    // Another account cannot add to, read or delete this batch.
    const other = await signedInCookie(account());
    expect((await send(other, id, { name: "a.txt", text: "hello" })).status).toBe(404);
    expect((await call(withId(batch.GET, id), `/api/batch/${id}`, undefined, { cookie: other })).status).toBe(404);
  });

  it("downloads the table as CSV and the report as a PDF with every file's name and verdict", async () => {
    const email = account();
    const cookie = await signedInCookie(email);
    await becomePro(cookie, email);
    const id = await newBatch(cookie, "Report class");
    const sample = texts(3);
    for (const [i, text] of sample.entries()) await send(cookie, id, { name: `=essay ${i}, final.txt`, text });
    await send(cookie, id, { name: "scan.pdf", problem: "batchNoText" });

    const csv = await call(withId(report, id), `/api/batch/${id}/report?format=csv`, undefined, { cookie });
    expect(csv.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.map((column) => `"${column}"`).join(","));
    expect(lines).toHaveLength(5);
    // A name that starts like a formula is kept from being run by a spreadsheet, and its comma quoted.
    expect(lines[1]).toMatch(/^"'=essay 0, final\.txt",\d+,\d+,"(Likely AI|Possibly AI|Can't tell|Likely human)",/);
    expect(lines[4]).toBe(`"scan.pdf",0,,"Not judged",,,,"${MESSAGES.batchNoText}"`);

    const pdf = await call(withId(report, id), `/api/batch/${id}/report?format=pdf`, undefined, { cookie });
    expect(pdf.res.headers.get("content-type")).toBe("application/pdf");
    const text = await unpdf(new Uint8Array(await pdf.res.arrayBuffer()));
    const stored = (await (await call(withId(batch.GET, id), `/api/batch/${id}`, undefined, { cookie })).res.json()).batch as Batch;
    expect(text).toContain("evidence to weigh, never proof");
    for (const item of stored.items) {
      const verdict = item.detection ? `${VERDICT_NAMES[item.detection.verdict]} (${item.detection.score}%)` : "Not judged";
      expect(text).toContain(`${item.position + 1}. ${item.name}: ${verdict}`);
      if (item.detection?.humanRateSentence) expect(text).toContain(item.detection.humanRateSentence);
    }
    expect(text).toMatch(/Not judged: 1/);
    expect((await call(withId(report, id), `/api/batch/${id}/report?format=docx`, undefined, { cookie })).status).toBe(400);
  });

  it("lists batches in history, deletes one, and covers them in the account's export and deletion", async () => {
    const email = account();
    const cookie = await signedInCookie(email);
    const id = await newBatch(cookie, "History class");
    await send(cookie, id, { name: "one.txt", text: texts(1)[0]! });
    const listed = (await (await call(batches.GET, "/api/batch", undefined, { cookie })).res.json()).batches as {
      id: string;
      name: string;
      files: number;
    }[];
    expect(listed).toEqual([expect.objectContaining({ id, name: "History class", files: 1 })]);

    const exported = await (await call(exportData, "/api/account/export", undefined, { cookie })).res.json();
    expect(exported.batches).toEqual([
      expect.objectContaining({
        name: "History class",
        files: [expect.objectContaining({ name: "one.txt", verdict: expect.any(String) })],
      }),
    ]);

    const gone = await newBatch(cookie, "To delete");
    expect((await call(withId(batch.DELETE, gone), `/api/batch/${gone}`, undefined, { cookie, method: "DELETE" })).status).toBe(200);
    expect((await call(withId(batch.GET, gone), `/api/batch/${gone}`, undefined, { cookie })).status).toBe(404);

    const { getStore } = await import("@/lib/db");
    const owner = ((await (await import("@/lib/auth/user")).getSessionUser(new Headers({ cookie }))) as { id: string }).id;
    expect(await (await getStore()).batches.list({ ownerId: owner, limit: 10 })).toHaveLength(1);
    expect((await call(deleteAccount, "/api/account", { email }, { cookie, method: "DELETE" })).status).toBe(200);
    expect(await (await getStore()).batches.list({ ownerId: owner, limit: 10 })).toEqual([]);
    expect(await (await getStore()).batches.collect({ ownerId: owner })).toEqual([]);
  });
});
