import "server-only";
import { randomUUID } from "node:crypto";
import { reviewFromJson, reviewToStore } from "./review";
import { columnsOf, rowReader, type Row, type SqliteDb } from "./sqlite-shared";
import type { HistoryEntry, HistoryStore } from "./types";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS history (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  question TEXT NOT NULL,
  response TEXT NOT NULL,
  date INTEGER NOT NULL,
  review TEXT
);
CREATE INDEX IF NOT EXISTS history_owner_date ON history (owner_id, date DESC);
`;

const readHistory = rowReader<HistoryEntry>("id ownerId question response date review");
export const toHistory = (r: Row): HistoryEntry => ({
  ...readHistory(r),
  review: reviewFromJson((r.review as string | null | undefined) ?? null),
});

/** The history of checks and rewrites on the SQLite file; its table is its own, made here. */
export function sqliteHistory(db: SqliteDb): HistoryStore {
  db.exec(SCHEMA);
  // Review marks are JSON (NULL when the result had none, as every entry kept before them reads).
  if (!columnsOf(db, "history").includes("review")) db.exec("ALTER TABLE history ADD COLUMN review TEXT");

  return {
    async add({ review, ...input }) {
      const marks = reviewToStore(review);
      const entry = { id: randomUUID(), ...input, review: marks ?? [] };
      db.prepare("INSERT INTO history (id, owner_id, question, response, date, review) VALUES (?, ?, ?, ?, ?, ?)").run(
        entry.id,
        entry.ownerId,
        entry.question,
        entry.response,
        entry.date,
        marks ? JSON.stringify(marks) : null,
      );
      return entry;
    },
    async list({ ownerId, limit }) {
      const rows = db
        .prepare("SELECT * FROM history WHERE owner_id = ? ORDER BY date DESC, rowid DESC LIMIT ?")
        .all(ownerId, limit) as Row[];
      return rows.map(toHistory);
    },
    async count({ ownerId }) {
      const row = db.prepare("SELECT COUNT(*) AS n FROM history WHERE owner_id = ?").get(ownerId) as Row;
      return row.n as number;
    },
    async remove({ ownerId, id }) {
      return db.prepare("DELETE FROM history WHERE owner_id = ? AND id = ?").run(ownerId, id).changes > 0;
    },
    async clear({ ownerId }) {
      return db.prepare("DELETE FROM history WHERE owner_id = ?").run(ownerId).changes;
    },
  };
}
