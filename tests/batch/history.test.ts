import type { NextRequest } from "next/server";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import type { Batch, BatchSummary } from "@/lib/batch/types";
import { BATCH_FILES_FREE, BATCH_HISTORY_MAX, BATCH_KEEP_FREE, FREE_USES_PER_DAY } from "@/lib/limits";
import { getStore } from "@/lib/db";
import { MESSAGES } from "@/lib/messages";
import { becomePro, signedInCookie } from "@/tests/support/api";
import { corpusTexts } from "@/tests/support/batch-documents";
import { call, useTempDatabase } from "@/tests/support/requests";

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;
const withId = (handler: Handler, id: string) => (req: NextRequest) => handler(req, { params: Promise.resolve({ id }) });

let batches: { GET: Handler; POST: Handler };
let batch: { GET: Handler; DELETE: Handler };
let files: Handler;
let exportData: Handler;

beforeAll(async () => {
  await useTempDatabase();
  batches = (await import("@/app/api/batch/route")) as unknown as typeof batches;
  batch = (await import("@/app/api/batch/[id]/route")) as unknown as typeof batch;
  files = (await import("@/app/api/batch/[id]/files/route")).POST as Handler;
  exportData = (await import("@/app/api/account/export/route")).GET as Handler;
});

let accounts = 0;
const account = () => `keeper${++accounts}@example.com`;
async function proCookie() {
  const email = account();
  const cookie = await signedInCookie(email);
  await becomePro(cookie, email);
  return cookie;
}

async function newBatch(cookie: string, name: string) {
  return ((await (await call(batches.POST, "/api/batch", { name }, { cookie })).res.json()) as { batch: BatchSummary }).batch.id;
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
const open = async (cookie: string, id: string) =>
  (await (await call(withId(batch.GET, id), `/api/batch/${id}`, undefined, { cookie })).res.json()).batch as Batch;
async function page(cookie: string, before?: string) {
  const res = await call(batches.GET, before === undefined ? "/api/batch" : `/api/batch?before=${encodeURIComponent(before)}`, undefined, {
    cookie,
  });
  return {
    status: res.status,
    json: (await res.res.json()) as { batches: BatchSummary[]; next: string | null; error?: { message: string } },
  };
}
const exported = async (cookie: string) =>
  (await (await call(exportData, "/api/account/export", undefined, { cookie })).res.json()) as {
    batches: { name: string; files: { name: string; text: string; characters: number }[] }[];
  };
const rawTexts = () => {
  const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
  try {
    return db.prepare("SELECT name, text FROM batch_items").all() as { name: string; text: string }[];
  } finally {
    db.close();
  }
};

describe("what a batch keeps of a file", () => {
  it("keeps only the name, the size and why of a file over the word limit (924,000 characters): none of its text is stored or exported, and it spends no use", async () => {
    const cookie = await signedInCookie(account());
    const id = await newBatch(cookie, "Oversized");
    const huge = "zebracrossing ".repeat(66_000);
    expect(huge).toHaveLength(924_000);
    const refused = await send(cookie, id, { name: "huge.txt", text: huge });
    expect(refused.status).toBe(200);
    expect(refused.json.file).toMatchObject({
      name: "huge.txt",
      problem: "batchOverWordLimit",
      words: 66_000,
      characters: 924_000,
      text: "",
      detection: null,
    });
    const [essay] = corpusTexts(1);
    const judged = await send(cookie, id, { name: "essay.txt", text: essay! });
    expect(judged.json.file.usesLeft).toBe(FREE_USES_PER_DAY - 1);

    // The judged file keeps its text for the document view; the refused one keeps none, anywhere.
    expect((await open(cookie, id)).items.map((i) => [i.name, i.text, i.characters])).toEqual([
      ["essay.txt", essay, essay!.length],
      ["huge.txt", "", 924_000],
    ]);
    expect(rawTexts().filter((r) => r.text.includes("zebracrossing"))).toEqual([]);
    expect((await exported(cookie)).batches[0]!.files).toEqual([
      expect.objectContaining({ name: "essay.txt", text: essay }),
      expect.objectContaining({ name: "huge.txt", text: "", characters: 924_000 }),
    ]);
  });

  it("keeps no text of a file the checker could not judge (not English)", async () => {
    const cookie = await signedInCookie(account());
    const id = await newBatch(cookie, "Languages");
    const french =
      "Le jardin de l'école a commencé comme un petit carré derrière le gymnase, et au printemps il nourrissait toute la cantine. ".repeat(
        4,
      );
    expect((await send(cookie, id, { name: "fr.txt", text: french })).json.file).toMatchObject({
      problem: "batchNotEnglish",
      text: "",
      characters: french.length,
    });
    expect(rawTexts().filter((r) => r.text.includes("gymnase"))).toEqual([]);
  });

  it("says a file was not checked because no daily checks were left, not that the check failed", async () => {
    const cookie = await signedInCookie(account());
    const first = await newBatch(cookie, "Morning class");
    for (const [i, text] of corpusTexts(FREE_USES_PER_DAY).entries())
      expect((await send(cookie, first, { name: `f${i}.txt`, text })).status).toBe(200);
    const second = await newBatch(cookie, "Afternoon class");
    const late = await send(cookie, second, { name: "late.txt", text: corpusTexts(1)[0]! });
    expect(late.status).toBe(429);
    expect((await open(cookie, second)).items).toEqual([
      expect.objectContaining({ name: "late.txt", problem: "batchOutOfChecks", detection: null, text: "" }),
    ]);
    expect(MESSAGES.batchOutOfChecks).toMatch(/no free AI checks were left today/);
  });

  it(`counts the files that did not fit in a free account's batch, so the batch says so when reopened`, async () => {
    const cookie = await signedInCookie(account());
    const id = await newBatch(cookie, "Fourteen files");
    const note = "A note of a few words.";
    const answers = [];
    for (let i = 0; i < BATCH_FILES_FREE + 9; i++) answers.push((await send(cookie, id, { name: `n${i}.txt`, text: note })).json.file);
    expect(answers.filter((f) => f.id === null)).toHaveLength(9);
    const reopened = await open(cookie, id);
    expect(reopened).toMatchObject({ files: BATCH_FILES_FREE, refused: 9 });
    expect(reopened.items).toHaveLength(BATCH_FILES_FREE);
    expect((await page(cookie)).json.batches).toEqual([expect.objectContaining({ id, files: BATCH_FILES_FREE, refused: 9 })]);
  });
});

describe("a batch file's daily use", () => {
  it("comes back when its verdict could not be stored (the batch was deleted while the file was checked): a use is settled only after its verdict is kept", async () => {
    const cookie = await signedInCookie(account());
    const id = await newBatch(cookie, "Deleted mid-check");
    const [essay] = corpusTexts(1, { minWords: 600 });
    const store = await getStore();
    const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
    const heldBy = db
      .prepare("SELECT b.owner_id FROM batch_items i JOIN batches b ON b.id = i.batch_id WHERE i.held_at IS NOT NULL")
      .pluck();
    const checking = send(cookie, id, { name: "essay.txt", text: essay! });
    // The file holds its place while the detector reads it in another thread. The batch is deleted in the
    // same turn of the event loop that sees the place held, so the verdict cannot be kept before it goes
    // (a DELETE request in between took longer than a fast machine's check).
    let removed: Promise<boolean> | undefined;
    while (!removed) {
      const ownerId = heldBy.get() as string | undefined;
      if (ownerId) removed = store.batches.remove({ ownerId, id });
      else await new Promise((resolve) => setImmediate(resolve));
    }
    db.close();
    expect(await removed).toBe(true);
    expect((await checking).status).toBe(404);
    expect((await call(withId(batch.GET, id), `/api/batch/${id}`, undefined, { cookie })).status).toBe(404);

    const next = await newBatch(cookie, "Next");
    const [other] = corpusTexts(1);
    expect((await send(cookie, next, { name: "other.txt", text: other! })).json.file.usesLeft).toBe(FREE_USES_PER_DAY - 1);
  });
});

describe("the list of a user's batches", () => {
  it(`pages a Pro account's batches: the ${BATCH_HISTORY_MAX + 1}st is on the next page, and can be opened and deleted`, async () => {
    const cookie = await proCookie();
    const ids: string[] = [];
    for (let i = 1; i <= BATCH_HISTORY_MAX + 1; i++) ids.push(await newBatch(cookie, `Class ${i}`));
    const first = await page(cookie);
    expect(first.json.batches).toHaveLength(BATCH_HISTORY_MAX);
    expect(first.json.batches[0]!.name).toBe(`Class ${BATCH_HISTORY_MAX + 1}`);
    expect(first.json.next).toBe(first.json.batches.at(-1)!.id);
    const second = await page(cookie, first.json.next!);
    expect(second.json).toEqual({ batches: [expect.objectContaining({ id: ids[0], name: "Class 1" })], next: null });
    expect((await open(cookie, ids[0]!)).name).toBe("Class 1");
    expect((await call(withId(batch.DELETE, ids[0]!), `/api/batch/${ids[0]}`, undefined, { cookie, method: "DELETE" })).status).toBe(200);
    expect((await page(cookie)).json.next).toBeNull();
    expect((await exported(cookie)).batches.map((b) => b.name)).not.toContain("Class 1");
  });

  it(`keeps a free account's newest ${BATCH_KEEP_FREE} batches: starting one more deletes the oldest, its files too`, async () => {
    const cookie = await signedInCookie(account());
    const oldest = await newBatch(cookie, "Oldest class");
    await send(cookie, oldest, { name: "oldest-essay.txt", text: corpusTexts(1)[0]! });
    for (let i = 2; i <= BATCH_KEEP_FREE; i++) await newBatch(cookie, `Class ${i}`);
    expect((await open(cookie, oldest)).items).toHaveLength(1);
    await newBatch(cookie, "One more");
    expect((await call(withId(batch.GET, oldest), `/api/batch/${oldest}`, undefined, { cookie })).status).toBe(404);
    const names = (await exported(cookie)).batches.map((b) => b.name);
    expect(names).toHaveLength(BATCH_KEEP_FREE);
    expect(names).not.toContain("Oldest class");
    expect(rawTexts().map((r) => r.name)).not.toContain("oldest-essay.txt");
    expect(MESSAGES.batchHistoryKept).toContain(`${BATCH_KEEP_FREE} batches`);
  });

  it("answers a page cursor that is not one of the user's batches with 404, and an empty one with 400 naming it", async () => {
    const cookie = await signedInCookie(account());
    const other = await signedInCookie(account());
    const theirs = await newBatch(other, "Theirs");
    expect((await page(cookie, theirs)).status).toBe(404);
    const empty = await page(cookie, "");
    expect(empty.status).toBe(400);
    expect(empty.json.error!.message).toMatch(/before/);
  });
});
