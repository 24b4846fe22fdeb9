import "server-only";
import { randomUUID } from "node:crypto";
import type { Batch, BatchItem, BatchSummary } from "@/lib/batch/types";
import { fullRoom, type BatchPlace, type BatchRoom, type BatchStore } from "./batch-store";
import { columnsOf, rowReader, type Row, type SqliteDb } from "./sqlite-shared";

// A row with held_at set is a place taken and not yet filled (since then, epoch ms). A row's position is an
// order key: the batch's seq, the places ever taken (null in a batch made before it: its count then), so a
// key is never used twice in a batch, even after a place is given back. Readers number the rows 0, 1, 2...
const SCHEMA = `
CREATE TABLE IF NOT EXISTS batches (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  name TEXT NOT NULL,
  date INTEGER NOT NULL,
  files INTEGER NOT NULL DEFAULT 0,
  words INTEGER NOT NULL DEFAULT 0,
  refused INTEGER NOT NULL DEFAULT 0,
  seq INTEGER
);
CREATE INDEX IF NOT EXISTS batches_owner_date ON batches (owner_id, date DESC);
CREATE TABLE IF NOT EXISTS batch_items (
  id TEXT PRIMARY KEY,
  batch_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  words INTEGER NOT NULL,
  characters INTEGER NOT NULL DEFAULT 0,
  text TEXT NOT NULL,
  detection TEXT,
  problem TEXT,
  held_at INTEGER
);
CREATE INDEX IF NOT EXISTS batch_items_batch ON batch_items (batch_id, position);
`;

/** Columns an older file's tables lack. Its files that were not judged kept their whole text: only their size stays. */
function migrate(db: SqliteDb) {
  const batchColumns = columnsOf(db, "batches");
  if (!batchColumns.includes("refused")) db.exec("ALTER TABLE batches ADD COLUMN refused INTEGER NOT NULL DEFAULT 0");
  if (!batchColumns.includes("seq")) db.exec("ALTER TABLE batches ADD COLUMN seq INTEGER");
  const itemColumns = columnsOf(db, "batch_items");
  if (!itemColumns.includes("held_at")) db.exec("ALTER TABLE batch_items ADD COLUMN held_at INTEGER");
  if (!itemColumns.includes("characters")) {
    db.exec(`ALTER TABLE batch_items ADD COLUMN characters INTEGER NOT NULL DEFAULT 0;
      UPDATE batch_items SET characters = length(text);
      UPDATE batch_items SET text = '' WHERE detection IS NULL;`);
  }
  db.exec("CREATE INDEX IF NOT EXISTS batch_items_held ON batch_items (held_at) WHERE held_at IS NOT NULL");
}

const toSummary = rowReader<BatchSummary>("id name date files refused");
const readItem = rowReader<BatchItem>("id name position words characters text detection problem");
const toItem = (r: Row, position: number): BatchItem => ({
  ...readItem(r),
  position,
  detection: r.detection ? JSON.parse(r.detection as string) : null,
});

/** The batch store on the SQLite file; its tables are its own, made here. */
export function sqliteBatches(db: SqliteDb): BatchStore {
  db.exec(SCHEMA);
  migrate(db);
  const findBatch = db.prepare("SELECT * FROM batches WHERE id = ? AND owner_id = ?");
  const itemsOf = db.prepare("SELECT * FROM batch_items WHERE batch_id = ? AND held_at IS NULL ORDER BY position, rowid");
  const insertPlace = db.prepare(
    "INSERT INTO batch_items (id, batch_id, position, name, words, text, held_at) VALUES (?, ?, ?, '', ?, '', ?)",
  );
  // One transaction: the room is read and taken, and the place's row written, in one step.
  const reserve = db.transaction((ownerId: string, batchId: string, words: number, room: BatchRoom): BatchPlace | null => {
    const batch = findBatch.get(batchId, ownerId) as Row | undefined;
    if (!batch) return null;
    const held = { files: batch.files as number, words: batch.words as number };
    const full = fullRoom(held, words, room);
    if (full) {
      db.prepare("UPDATE batches SET refused = refused + 1 WHERE id = ?").run(batchId);
      return { full, files: held.files };
    }
    const position = (batch.seq ?? batch.files) as number;
    db.prepare("UPDATE batches SET files = files + 1, words = words + ?, seq = ? WHERE id = ?").run(words, position + 1, batchId);
    insertPlace.run(randomUUID(), batchId, position, words, Date.now());
    return { position };
  });
  const fill = db.prepare(
    `UPDATE batch_items SET name = ?, words = ?, characters = ?, text = ?, detection = ?, problem = ?, held_at = NULL
     WHERE batch_id = ? AND position = ? AND held_at IS NOT NULL AND EXISTS (SELECT 1 FROM batches WHERE id = ? AND owner_id = ?)
     RETURNING id`,
  );
  const placesBefore = db.prepare("SELECT COUNT(*) FROM batch_items WHERE batch_id = ? AND position < ?").pluck();
  const withItems = (r: Row): Batch => ({
    ...toSummary(r),
    items: (itemsOf.all(r.id) as Row[]).map((item, position) => toItem(item, position)),
  });
  const deleteBatches = (where: string) => {
    const items = db.prepare(`DELETE FROM batch_items WHERE batch_id IN (SELECT id FROM batches WHERE ${where})`);
    const batches = db.prepare(`DELETE FROM batches WHERE ${where}`);
    return (...args: unknown[]) => {
      items.run(...args);
      return batches.run(...args).changes;
    };
  };
  const remove = db.transaction(deleteBatches("id = ? AND owner_id = ?"));
  const erase = db.transaction(deleteBatches("owner_id = ?"));
  const prune = db.transaction(
    deleteBatches("id IN (SELECT id FROM batches WHERE owner_id = ? ORDER BY date DESC, rowid DESC LIMIT -1 OFFSET ?)"),
  );
  const ownBatches = db.prepare("SELECT * FROM batches WHERE owner_id = ? ORDER BY date DESC, rowid DESC LIMIT ?");
  const cursor = db.prepare("SELECT date, rowid FROM batches WHERE id = ? AND owner_id = ?");
  const olderBatches = db.prepare(
    "SELECT * FROM batches WHERE owner_id = ? AND (date < ? OR (date = ? AND rowid < ?)) ORDER BY date DESC, rowid DESC LIMIT ?",
  );
  // One transaction: the rows go and every count is made again from the rows that stay.
  const release = db.transaction((heldBefore: number) => {
    const released = db.prepare("DELETE FROM batch_items WHERE held_at IS NOT NULL AND held_at < ?").run(heldBefore).changes;
    db.prepare(
      `UPDATE batches SET files = held.files, words = held.words, seq = COALESCE(batches.seq, batches.files)
       FROM (SELECT b.id AS id, COUNT(i.id) AS files, COALESCE(SUM(i.words), 0) AS words FROM batches b LEFT JOIN batch_items i ON i.batch_id = b.id GROUP BY b.id) AS held
       WHERE held.id = batches.id AND (batches.files != held.files OR batches.words != held.words)`,
    ).run();
    return released;
  });

  return {
    async create({ ownerId, name, date }) {
      const id = randomUUID();
      db.prepare("INSERT INTO batches (id, owner_id, name, date) VALUES (?, ?, ?, ?)").run(id, ownerId, name, date);
      return { id, name, date, files: 0, refused: 0 };
    },
    async reserve({ ownerId, batchId, words, room }) {
      return reserve.immediate(ownerId, batchId, words, room);
    },
    async addItem({ ownerId, batchId, position, item }) {
      const detection = item.detection ? JSON.stringify(item.detection) : null;
      const filled = fill.get(
        item.name,
        item.words,
        item.characters,
        item.text,
        detection,
        item.problem,
        batchId,
        position,
        batchId,
        ownerId,
      ) as Row | undefined;
      return filled ? { id: filled.id as string, position: placesBefore.get(batchId, position) as number, ...item } : null;
    },
    async get({ ownerId, id }) {
      const row = findBatch.get(id, ownerId) as Row | undefined;
      return row ? withItems(row) : null;
    },
    async list({ ownerId, limit, before }) {
      if (before === undefined) return (ownBatches.all(ownerId, limit) as Row[]).map(toSummary);
      const from = cursor.get(before, ownerId) as Row | undefined;
      return from ? (olderBatches.all(ownerId, from.date, from.date, from.rowid, limit) as Row[]).map(toSummary) : null;
    },
    async remove({ ownerId, id }) {
      return remove.immediate(id, ownerId) > 0;
    },
    async prune({ ownerId, keep }) {
      return prune.immediate(ownerId, keep);
    },
    async release({ heldBefore }) {
      return release.immediate(heldBefore);
    },
    async collect({ ownerId }) {
      return (ownBatches.all(ownerId, -1) as Row[]).map(withItems);
    },
    async erase({ ownerId }) {
      return erase.immediate(ownerId);
    },
  };
}
