import type { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { batchCsv, CSV_COLUMNS } from "@/lib/batch/report-csv";
import type { Batch } from "@/lib/batch/types";
import { MESSAGES } from "@/lib/messages";
import { becomePro, signedInCookie } from "@/tests/support/api";
import { corpusTexts } from "@/tests/support/batch-documents";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;
const withId = (handler: Handler, id: string) => (req: NextRequest) => handler(req, { params: Promise.resolve({ id }) });

let createBatch: Handler;
let getBatch: Handler;
let files: Handler;
let report: Handler;

beforeAll(async () => {
  await useTempDatabase();
  createBatch = (await import("@/app/api/batch/route")).POST as Handler;
  getBatch = (await import("@/app/api/batch/[id]/route")).GET as Handler;
  files = (await import("@/app/api/batch/[id]/files/route")).POST as Handler;
  report = (await import("@/app/api/batch/[id]/report/route")).GET as Handler;
});

let accounts = 0;
async function proTeacher() {
  const email = `csv-teacher${++accounts}@example.com`;
  const cookie = await signedInCookie(email);
  await becomePro(cookie, email);
  return cookie;
}

async function newBatch(cookie: string, name = "Year 9 essays") {
  const created = await call(createBatch, "/api/batch", { name }, { cookie });
  expect(created.status).toBe(200);
  return ((await created.res.json()) as { batch: { id: string; name: string } }).batch;
}

const send = (cookie: string, id: string, body: unknown, rawBody?: string) =>
  call(withId(files, id), `/api/batch/${id}/files`, body, { cookie, rawBody });
const stored = async (cookie: string, id: string) =>
  (await (await call(withId(getBatch, id), `/api/batch/${id}`, undefined, { cookie })).res.json()).batch as Batch;
const csvOf = async (cookie: string, id: string) =>
  (await (await call(withId(report, id), `/api/batch/${id}/report?format=csv`, undefined, { cookie })).res.text()).trimEnd().split("\r\n");

/** A CSV line's fields (RFC 4180: quoted fields may hold commas and doubled quotes). */
function fields(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!).slice(0, CSV_COLUMNS.length);
}

const TEXT = corpusTexts(1)[0]!;

describe("the CSV keeps a file name from running as a formula", () => {
  it("quotes every text field and marks a formula after a semicolon, where Excel in much of Europe starts a cell", async () => {
    const cookie = await proTeacher();
    const { id } = await newBatch(cookie);
    expect((await send(cookie, id, { name: "essay;=cmd|' /C calc'!A0;.txt", text: TEXT })).status).toBe(200);
    expect((await send(cookie, id, { name: "scan.pdf", problem: "batchNoText" })).status).toBe(200);
    const lines = await csvOf(cookie, id);
    expect(lines[0]).toBe(CSV_COLUMNS.map((c) => `"${c}"`).join(","));
    const row = fields(lines[1]!);
    expect(row[0]).toBe(`"essay;'=cmd|' /C calc'!A0;.txt"`);
    expect(row[1]).toMatch(/^\d+$/);
    expect(row[3]).toMatch(/^"(Likely AI|Possibly AI|Can't tell|Likely human)"$/);
    expect(lines[2]).toBe(`"scan.pdf",0,,"Not judged",,,,"${MESSAGES.batchNoText}"`);
    // Split as a ";" spreadsheet splits it, no cell starts a formula.
    for (const line of lines) for (const cell of line.split(/[;,\t]/)) expect(cell.replace(/^"/, "")).not.toMatch(/^[=+\-@]/);
  });

  it("marks a formula at the start of the field and after a tab, as well as after a semicolon", () => {
    const item = (name: string) => ({ name, words: 0, detection: null, problem: "batchNoText" as const });
    const lines = batchCsv([item('+1;@SUM(A1);-2\t=HYPERLINK("x").txt'), item("\t=1.txt")])
      .trimEnd()
      .split("\r\n");
    expect(lines.slice(1).map((line) => fields(line)[0])).toEqual(
      expect.arrayContaining([`"'+1;'@SUM(A1);'-2\t'=HYPERLINK(""x"").txt"`, `"'\t'=1.txt"`]),
    );
  });
});

describe("names are stored without controls that disguise them", () => {
  it("drops right-to-left overrides and other bidi controls, NUL and C0 controls from file and batch names", async () => {
    const cookie = await proTeacher();
    const batch = await newBatch(cookie, "\u202EClass\u0000 9\u2066B\u2069");
    expect(batch.name).toBe("Class 9B");
    const { id } = batch;
    for (const name of ["\u202Egnp.exe.txt", "a\u0000b\u0007c.txt", "\u200Fx\u061C\u200Ey\u202A.txt"])
      expect((await send(cookie, id, { name, text: TEXT })).status).toBe(200);
    const names = (await stored(cookie, id)).items.map((item) => item.name);
    expect(names).toEqual(["abc.txt", "gnp.exe.txt", "xy.txt"]);
    for (const line of await csvOf(cookie, id)) expect(line).not.toMatch(/[\u0000-\u001f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    // A name of nothing but such controls is no name.
    const empty = await send(cookie, id, { name: "\u202E\u0000", text: TEXT });
    expect(empty.status).toBe(400);
    expect((await empty.res.json()).error.message).toBe("name: Give the file a name");
  });

  it("stores a name holding half a surrogate pair as valid UTF-8, with U+FFFD in its place", async () => {
    const cookie = await proTeacher();
    const { id } = await newBatch(cookie);
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a client would send it.
    expect((await send(cookie, id, { name: "x\ud800y.txt", text: TEXT })).status).toBe(200);
    expect((await stored(cookie, id)).items[0]!.name).toBe("x\uFFFDy.txt");
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
    try {
      const { bytes } = db.prepare("SELECT hex(name) AS bytes FROM batch_items WHERE batch_id = ?").get(id) as { bytes: string };
      expect(bytes).toBe(Buffer.from("x\uFFFDy.txt", "utf8").toString("hex").toUpperCase());
    } finally {
      db.close();
    }
  });
});

describe("a malformed file sent to a batch is answered with the field that is wrong", () => {
  it.each([
    ["{}", {}, /^name: /],
    ["a wrong-type text", { name: "a.txt", text: 5 }, /^text: /],
    ["a wrong-type name", { name: 5, text: TEXT }, /^name: /],
    ["a missing text", { name: "a.txt" }, /text or problem is required/],
    ["an unknown problem", { name: "a.txt", problem: "nonsense" }, /^problem: .*batchNoText/],
    ["text and problem both", { name: "a.txt", text: TEXT, problem: "batchNoText" }, /text or problem, not both/],
    ["an empty text", { name: "a.txt", text: "   " }, /^text: /],
    ["[]", [], /must be a JSON object/],
    ["null", null, /must be a JSON object/],
    ["a string body", "x", /must be a JSON object/],
    ["an unknown field", { name: "a.txt", text: TEXT, txet: "typo" }, /"txet"/],
  ])("%s", async (_, body, message) => {
    const cookie = await proTeacher();
    const { id } = await newBatch(cookie);
    const res = await send(cookie, id, body);
    expect(res.status).toBe(400);
    const { error } = await res.res.json();
    expect(error.message).toMatch(message);
    expect(error.message).not.toBe("Invalid input");
  });
});

describe("the CSV of a real batch", () => {
  it("counts paragraphs in its columns as its Note does, and lists the files by name as the page and report do", async () => {
    const cookie = await proTeacher();
    const { id } = await newBatch(cookie, "Class folder");
    const sample = corpusTexts(11);
    // Sent in an order that is neither the names' order nor their reverse: places follow the order of sending.
    const names = sample.map((_, i) => `Essay ${i + 1}.txt`);
    const order = [3, 10, 0, 7, 1, 9, 5, 2, 8, 4, 6];
    for (const i of order) expect((await send(cookie, id, { name: names[i], text: sample[i] })).status).toBe(200);

    const rows = (await csvOf(cookie, id)).slice(1).map(fields);
    let joined = 0;
    for (const row of rows) {
      const [aiWritten, paragraphs, note] = [row[4]!, row[5]!, row[7]!];
      const said = /(\d+) of (\d+) paragraphs read as AI-written/.exec(note);
      if (said) expect([aiWritten, paragraphs]).toEqual([said[1], said[2]]);
      else if (/each too short/.test(note)) expect([aiWritten, paragraphs]).toEqual(["0", /^"(\d+) paragraphs/.exec(note)![1]]);
      else expect(aiWritten).toBe("");
    }
    // The detector judges some short paragraphs together: the batch holds a file where its spans and the writer's paragraphs differ.
    for (const item of (await stored(cookie, id)).items) {
      const spans = item.detection!.paragraphs;
      if (spans.some((p) => p.lastParagraph > p.firstParagraph)) joined++;
    }
    expect(joined).toBeGreaterThan(0);
    expect(rows.map((row) => row[0])).toEqual(names.map((name) => `"${name}"`));
  });
});
