import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import type { Store } from "@/lib/db";
import { BATCH_FILES_FREE } from "@/lib/limits";
import { BATCH_PLACE_HELD_MAX_MS } from "@/lib/tuning";
import { useTempDatabase } from "@/tests/support/requests";

let path: string;
let sweepExpired: (now?: number) => Promise<void>;
const store = async (): Promise<Store> => (await import("@/lib/db")).getStore();

beforeAll(async () => {
  await useTempDatabase();
  path = process.env.DATABASE_PATH!;
  ({ sweepExpired } = await import("@/lib/db/retention"));
});

/** A server process that takes `take` places of the batch, fills `fill`, and is killed (SIGKILL) with the rest still being checked. */
async function killedMidBatch(ownerId: string, batchId: string, take: number, fill: number) {
  const child = fork(
    fileURLToPath(new URL("../support/batch-place-worker.mts", import.meta.url)),
    [path, ownerId, batchId, String(take), String(fill)],
    {
      execArgv: ["--conditions=react-server", "--import", "tsx"],
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
  const taken = await new Promise<number>((resolve, reject) => {
    child.once("message", (places) => resolve(places as number));
    child.once("error", reject);
  });
  child.kill("SIGKILL");
  expect(await exited).toBe("SIGKILL");
  return taken;
}

const tally = (batch: Awaited<ReturnType<Store["batches"]["get"]>>) => ({
  files: batch!.files,
  rows: batch!.items.length,
  positions: batch!.items.map((i) => i.position),
});

describe("a server killed in the middle of a batch", () => {
  it("repairs, at start, a batch an older version left counting more files than it holds, with gaps, and the text of files it refused", async () => {
    const old = new Database(path);
    old.exec(`CREATE TABLE batches (id TEXT PRIMARY KEY, owner_id TEXT NOT NULL, name TEXT NOT NULL, date INTEGER NOT NULL, files INTEGER NOT NULL DEFAULT 0, words INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE batch_items (id TEXT PRIMARY KEY, batch_id TEXT NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL, words INTEGER NOT NULL, text TEXT NOT NULL, detection TEXT, problem TEXT);`);
    old.prepare("INSERT INTO batches VALUES ('old', 'teacher', 'Year 10', 1, 12, 5000)").run();
    const item = old.prepare("INSERT INTO batch_items VALUES (?, 'old', ?, ?, ?, ?, ?, ?)");
    item.run("i0", 0, "judged.txt", 100, "A judged essay.", JSON.stringify({ score: 40, verdict: "unsure" }), null);
    item.run("i3", 3, "huge.txt", 160_000, "refused words ".repeat(66_000), null, "batchOverWordLimit");
    item.run("i7", 7, "failed.txt", 80, "Text of a check that failed.", null, "batchCheckFailed");
    old.close();

    await sweepExpired();
    const batch = await (await store()).batches.get({ ownerId: "teacher", id: "old" });
    expect(tally(batch)).toEqual({ files: 3, rows: 3, positions: [0, 1, 2] });
    expect(batch!.items.map((i) => [i.name, i.text, i.characters])).toEqual([
      ["judged.txt", "A judged essay.", 15],
      ["huge.txt", "", 924_000],
      ["failed.txt", "", 28],
    ]);
    const raw = new Database(path, { readonly: true });
    expect(raw.prepare("SELECT files, words FROM batches WHERE id = 'old'").get()).toEqual({ files: 3, words: 160_180 });
    expect(raw.prepare("SELECT COUNT(*) FROM batch_items WHERE text LIKE '%refused words%'").pluck().get()).toBe(0);
    raw.close();
    // Its next file follows the old ones.
    const place = await (
      await store()
    ).batches.reserve({ ownerId: "teacher", batchId: "old", words: 10, room: { files: 100, words: 300_000 } });
    await (
      await store()
    ).batches.addItem({
      ownerId: "teacher",
      batchId: "old",
      position: (place as { position: number }).position,
      item: { name: "new.txt", words: 10, characters: 50, text: "", detection: null, problem: "batchTooShort" },
    });
    expect((await (await store()).batches.get({ ownerId: "teacher", id: "old" }))!.items.map((i) => [i.name, i.position]).at(-1)).toEqual([
      "new.txt",
      3,
    ]);
  });

  it(`gives back the places of a free account's ${BATCH_FILES_FREE}-file batch that no verdict filled, so the batch takes files again`, async () => {
    const batches = (await store()).batches;
    const batch = await batches.create({ ownerId: "free-teacher", name: "Class 8", date: Date.now() });
    expect(await killedMidBatch("free-teacher", batch.id, BATCH_FILES_FREE, 2)).toBe(BATCH_FILES_FREE);
    const room = { files: BATCH_FILES_FREE, words: Infinity };
    // The places of checks the killed server was running: the batch is full of files it does not hold.
    expect(tally(await batches.get({ ownerId: "free-teacher", id: batch.id }))).toEqual({
      files: BATCH_FILES_FREE,
      rows: 2,
      positions: [0, 1],
    });
    expect(await batches.reserve({ ownerId: "free-teacher", batchId: batch.id, words: 60, room })).toEqual({
      full: "files",
      files: BATCH_FILES_FREE,
    });
    // A start right away keeps them (another server may be checking them) ...
    await sweepExpired();
    expect((await batches.get({ ownerId: "free-teacher", id: batch.id }))!.files).toBe(BATCH_FILES_FREE);
    // ... the sweep once they are older than any check can take gives them back.
    await sweepExpired(Date.now() + BATCH_PLACE_HELD_MAX_MS + 1);
    expect(tally(await batches.get({ ownerId: "free-teacher", id: batch.id }))).toEqual({ files: 2, rows: 2, positions: [0, 1] });
    const place = await batches.reserve({ ownerId: "free-teacher", batchId: batch.id, words: 60, room });
    expect(place).toEqual({ position: expect.any(Number) });
    await batches.addItem({
      ownerId: "free-teacher",
      batchId: batch.id,
      position: (place as { position: number }).position,
      item: { name: "again.txt", words: 60, characters: 400, text: "", detection: null, problem: "batchTooShort" },
    });
    expect(tally(await batches.get({ ownerId: "free-teacher", id: batch.id }))).toEqual({ files: 3, rows: 3, positions: [0, 1, 2] });
  });

  it("leaves a Pro batch of 40 files holding as many files as it counts, numbered without gaps", async () => {
    const batches = (await store()).batches;
    const batch = await batches.create({ ownerId: "pro-teacher", name: "Year 12", date: Date.now() });
    await killedMidBatch("pro-teacher", batch.id, 12, 7);
    await killedMidBatch("pro-teacher", batch.id, 28, 20);
    expect(tally(await batches.get({ ownerId: "pro-teacher", id: batch.id }))).toMatchObject({ files: 40, rows: 27 });
    await sweepExpired(Date.now() + BATCH_PLACE_HELD_MAX_MS + 1);
    expect(tally(await batches.get({ ownerId: "pro-teacher", id: batch.id }))).toEqual({
      files: 27,
      rows: 27,
      positions: Array.from({ length: 27 }, (_, i) => i),
    });
  });
});
