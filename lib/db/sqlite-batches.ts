import "server-only";
import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import type { Batch, BatchItem, BatchSummary } from "@/lib/batch/types";
import { fullRoom, type BatchPlace, type BatchRoom, type BatchStore } from "./batch-store";

type Row = Record<string, unknown>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS batches (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  name TEXT NOT NULL,
  date INTEGER NOT NULL,
  files INTEGER NOT NULL DEFAULT 0,
  words INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS batches_owner_date ON batches (owner_id, date DESC);
CREATE TABLE IF NOT EXISTS batch_items (
  id TEXT PRIMARY KEY,
  batch_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  words INTEGER NOT NULL,
  text TEXT NOT NULL,
  detection TEXT,
  problem TEXT
);
CREATE INDEX IF NOT EXISTS batch_items_batch ON batch_items (batch_id, position);
`;

const toSummary = (r: Row): BatchSummary => ({ id: r.id as string, name: r.name as string, date: r.date as number, files: r.files as number });

const toItem = (r: Row): BatchItem => ({
  id: r.id as string,
  name: r.name as string,
  position: r.position as number,
  words: r.words as number,
  text: r.text as string,
  detection: r.detection ? JSON.parse(r.detection as string) : null,
  problem: (r.problem as BatchItem["problem"]) ?? null,
});

/** The batch store on the SQLite file; its tables are its own, made here. */
export function sqliteBatches(db: InstanceType<typeof Database>): BatchStore {
  db.exec(SCHEMA);
  const findBatch = db.prepare("SELECT * FROM batches WHERE id = ? AND owner_id = ?");
  const itemsOf = db.prepare("SELECT * FROM batch_items WHERE batch_id = ? ORDER BY position");
  // One transaction: the room is read and taken in one step, and the position is the count of files before it.
  const reserve = db.transaction((ownerId: string, batchId: string, words: number, room: BatchRoom): BatchPlace | null => {
    const batch = findBatch.get(batchId, ownerId) as Row | undefined;
    if (!batch) return null;
    const held = { files: batch.files as number, words: batch.words as number };
    const full = fullRoom(held, words, room);
    if (full) return { full, files: held.files };
    db.prepare("UPDATE batches SET files = files + 1, words = words + ? WHERE id = ?").run(words, batchId);
    return { position: held.files };
  });
  const insertItem = db.prepare(
    "INSERT INTO batch_items (id, batch_id, position, name, words, text, detection, problem) SELECT ?, id, ?, ?, ?, ?, ?, ? FROM batches WHERE id = ? AND owner_id = ?",
  );
  const withItems = (r: Row): Batch => ({ ...toSummary(r), items: (itemsOf.all(r.id) as Row[]).map(toItem) });
  const remove = db.transaction((ownerId: string, id: string) => {
    if (db.prepare("DELETE FROM batches WHERE id = ? AND owner_id = ?").run(id, ownerId).changes === 0) return false;
    db.prepare("DELETE FROM batch_items WHERE batch_id = ?").run(id);
    return true;
  });
  const erase = db.transaction((ownerId: string) => {
    db.prepare("DELETE FROM batch_items WHERE batch_id IN (SELECT id FROM batches WHERE owner_id = ?)").run(ownerId);
    return db.prepare("DELETE FROM batches WHERE owner_id = ?").run(ownerId).changes;
  });
  const ownBatches = db.prepare("SELECT * FROM batches WHERE owner_id = ? ORDER BY date DESC, rowid DESC LIMIT ?");

  return {
    async create({ ownerId, name, date }) {
      const id = randomUUID();
      db.prepare("INSERT INTO batches (id, owner_id, name, date) VALUES (?, ?, ?, ?)").run(id, ownerId, name, date);
      return { id, name, date, files: 0 };
    },
    async reserve({ ownerId, batchId, words, room }) {
      return reserve.immediate(ownerId, batchId, words, room);
    },
    async addItem({ ownerId, batchId, position, item }) {
      const stored: BatchItem = { id: randomUUID(), position, ...item };
      const detection = stored.detection ? JSON.stringify(stored.detection) : null;
      const { changes } = insertItem.run(stored.id, position, stored.name, stored.words, stored.text, detection, stored.problem, batchId, ownerId);
      return changes === 0 ? null : stored;
    },
    async get({ ownerId, id }) {
      const row = findBatch.get(id, ownerId) as Row | undefined;
      return row ? withItems(row) : null;
    },
    async list({ ownerId, limit }) {
      return (ownBatches.all(ownerId, limit) as Row[]).map(toSummary);
    },
    async remove({ ownerId, id }) {
      return remove.immediate(ownerId, id);
    },
    async collect({ ownerId }) {
      return (ownBatches.all(ownerId, -1) as Row[]).map(withItems);
    },
    async erase({ ownerId }) {
      return erase.immediate(ownerId);
    },
  };
}
