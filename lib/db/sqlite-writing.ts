import "server-only";
import { randomUUID } from "node:crypto";
import { CHAIN_START } from "@/lib/writing/chain";
import { textDigest } from "@/lib/writing/events";
import { columnsOf, rowReader, type Row, type SqliteDb } from "./sqlite-shared";
import type { EventChunk, StoredDocument, StoredReport, WritingStore } from "./writing-store";

// One row per save in writing_chunks (a deflated JSON array of events), so a two-hour essay is a few hundred rows.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS writing_documents (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  words INTEGER NOT NULL,
  digest TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  events INTEGER NOT NULL,
  head TEXT NOT NULL,
  last_t INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS writing_documents_owner ON writing_documents (owner_id, updated_at DESC);
CREATE TABLE IF NOT EXISTS writing_chunks (
  document_id TEXT NOT NULL,
  start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  head TEXT NOT NULL,
  data BLOB NOT NULL,
  PRIMARY KEY (document_id, start)
);
CREATE TABLE IF NOT EXISTS writing_reports (
  token TEXT PRIMARY KEY,
  document_id TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  events INTEGER NOT NULL,
  head TEXT NOT NULL,
  text TEXT NOT NULL,
  verdict TEXT,
  title TEXT
);
CREATE INDEX IF NOT EXISTS writing_reports_document ON writing_reports (document_id, created_at DESC);
`;

const toDocument = rowReader<StoredDocument>("id ownerId title text words digest createdAt updatedAt events head lastT");
const readChunk = rowReader<EventChunk>("from:start count head data");
const toChunk = (r: Row): EventChunk => ({ ...readChunk(r), data: new Uint8Array(r.data as Buffer) });
const readReport = rowReader<StoredReport>("token documentId ownerId createdAt revoked events head text title verdict");
const toReport = (r: Row): StoredReport => ({
  ...readReport(r),
  revoked: r.revoked === 1,
  verdict: r.verdict ? JSON.parse(r.verdict as string) : null,
});

/** The writing store on the SQLite file; its tables are its own, made here. */
export function sqliteWriting(db: SqliteDb): WritingStore {
  db.exec(SCHEMA);
  // A file made before reports froze the document's title gets the column (its reports show the document's).
  if (!columnsOf(db, "writing_reports").includes("title")) db.exec("ALTER TABLE writing_reports ADD COLUMN title TEXT");
  const findOwn = db.prepare("SELECT * FROM writing_documents WHERE id = ? AND owner_id = ?");
  const ownDocuments = db.prepare("SELECT * FROM writing_documents WHERE owner_id = ? ORDER BY updated_at DESC, rowid DESC");
  const countOwn = db.prepare("SELECT COUNT(*) FROM writing_documents WHERE owner_id = ?").pluck();
  const insert = db.prepare(
    "INSERT INTO writing_documents (id, owner_id, title, text, words, digest, created_at, updated_at, events, head, last_t) VALUES (?, ?, ?, '', 0, ?, ?, ?, 0, ?, 0)",
  );
  // Counted and written in one transaction, so documents made at once cannot pass the bound.
  const create = db.transaction((ownerId: string, title: string, now: number, max: number | null) => {
    if (max !== null && (countOwn.get(ownerId) as number) >= max) return null;
    const id = randomUUID();
    insert.run(id, ownerId, title, textDigest(""), now, now, CHAIN_START);
    return toDocument(findOwn.get(id, ownerId) as Row);
  });
  const advance = db.prepare(
    `UPDATE writing_documents SET text = ?, words = ?, digest = ?, updated_at = ?, events = ?, head = ?, last_t = ?
     WHERE id = ? AND owner_id = ? AND events = ? RETURNING *`,
  );
  const insertChunk = db.prepare("INSERT INTO writing_chunks (document_id, start, count, head, data) VALUES (?, ?, ?, ?, ?)");
  const append = db.transaction((input: Parameters<WritingStore["append"]>[0]) => {
    const { ownerId, id, chunk } = input;
    const updated = advance.get(
      input.text,
      input.words,
      input.digest,
      input.now,
      chunk.from + chunk.count,
      chunk.head,
      input.lastT,
      id,
      ownerId,
      chunk.from,
    ) as Row | undefined;
    if (!updated) return findOwn.get(id, ownerId) ? ("moved" as const) : null;
    insertChunk.run(id, chunk.from, chunk.count, chunk.head, Buffer.from(chunk.data));
    return { stored: toDocument(updated) };
  });
  const deleteWhere = (where: string) => {
    const chunks = db.prepare(`DELETE FROM writing_chunks WHERE document_id IN (SELECT id FROM writing_documents WHERE ${where})`);
    const reports = db.prepare(`DELETE FROM writing_reports WHERE document_id IN (SELECT id FROM writing_documents WHERE ${where})`);
    const documents = db.prepare(`DELETE FROM writing_documents WHERE ${where}`);
    return (...args: unknown[]) => {
      chunks.run(...args);
      reports.run(...args);
      return documents.run(...args).changes;
    };
  };
  const remove = db.transaction(deleteWhere("id = ? AND owner_id = ?"));
  const erase = db.transaction(deleteWhere("owner_id = ?"));
  const chunksUntil = db.prepare("SELECT * FROM writing_chunks WHERE document_id = ? AND start < ? ORDER BY start");
  const countReports = db.prepare("SELECT COUNT(*) FROM writing_reports WHERE document_id = ?").pluck();
  const insertReport = db.prepare(
    "INSERT INTO writing_reports (token, document_id, owner_id, created_at, events, head, text, verdict, title) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const share = db.transaction(
    (ownerId: string, report: Parameters<WritingStore["share"]>[0]["report"], max: number): StoredReport | null => {
      if (!findOwn.get(report.documentId, ownerId)) return null;
      if ((countReports.get(report.documentId) as number) >= max) return null;
      insertReport.run(
        report.token,
        report.documentId,
        ownerId,
        report.createdAt,
        report.events,
        report.head,
        report.text,
        report.verdict ? JSON.stringify(report.verdict) : null,
        report.title,
      );
      return { ...report, ownerId, revoked: false };
    },
  );
  const reportsOfOwner = db.prepare("SELECT * FROM writing_reports WHERE owner_id = ? ORDER BY created_at DESC, rowid DESC");

  return {
    async create({ ownerId, title, now, max }) {
      return create.immediate(ownerId, title, now, max);
    },
    async list({ ownerId }) {
      return (ownDocuments.all(ownerId) as Row[]).map(toDocument);
    },
    async get({ ownerId, id }) {
      const row = findOwn.get(id, ownerId) as Row | undefined;
      return row ? toDocument(row) : null;
    },
    async rename({ ownerId, id, title, now }) {
      const row = db
        .prepare("UPDATE writing_documents SET title = ?, updated_at = ? WHERE id = ? AND owner_id = ? RETURNING *")
        .get(title, now, id, ownerId) as Row | undefined;
      return row ? toDocument(row) : null;
    },
    async remove({ ownerId, id }) {
      return remove.immediate(id, ownerId) > 0;
    },
    async append(input) {
      return append.immediate(input);
    },
    async chunks({ documentId, until }) {
      return (chunksUntil.all(documentId, until ?? Number.MAX_SAFE_INTEGER) as Row[]).map(toChunk);
    },
    async document({ id }) {
      const row = db.prepare("SELECT * FROM writing_documents WHERE id = ?").get(id) as Row | undefined;
      return row ? toDocument(row) : null;
    },
    async share({ ownerId, report, max }) {
      return share.immediate(ownerId, report, max);
    },
    async report({ token }) {
      const row = db.prepare("SELECT * FROM writing_reports WHERE token = ?").get(token) as Row | undefined;
      return row ? toReport(row) : null;
    },
    async reportsOf({ ownerId, documentIds }) {
      const wanted = new Set(documentIds);
      return (reportsOfOwner.all(ownerId) as Row[]).map(toReport).filter((report) => wanted.has(report.documentId));
    },
    async revoke({ ownerId, token }) {
      return db.prepare("UPDATE writing_reports SET revoked = 1 WHERE token = ? AND owner_id = ?").run(token, ownerId).changes > 0;
    },
    async collect({ ownerId }) {
      const documents = (ownDocuments.all(ownerId) as Row[]).map(toDocument);
      const chunks = documents.flatMap((document) =>
        (chunksUntil.all(document.id, Number.MAX_SAFE_INTEGER) as Row[]).map((row) => ({ documentId: document.id, ...toChunk(row) })),
      );
      return { documents, chunks, reports: (reportsOfOwner.all(ownerId) as Row[]).map(toReport) };
    },
    async erase({ ownerId }) {
      return erase.immediate(ownerId);
    },
  };
}
