import "server-only";
import { Binary, type Db } from "mongodb";
import { CHAIN_START } from "@/lib/writing/chain";
import { textDigest } from "@/lib/writing/events";
import { isDuplicateKey, newId } from "./mongo-shared";
import type { EventChunk, StoredDocument, StoredReport, WritingStore } from "./writing-store";

/**
 * `slot` (0 to max-1) is set on a document made under a bound (a free account's): one slot per owner, by a unique
 * index, so documents made at once can never pass the bound. A document made without a bound (Pro) has none.
 */
type DocumentDoc = Omit<StoredDocument, "id"> & { _id: string; slot?: number };
/** One save's events; its _id is "<document id>:<from>", so two saves of the same place cannot both be stored. */
type ChunkDoc = Omit<EventChunk, "data"> & { _id: string; documentId: string; data: Binary; writtenAt: number };

/**
 * A chunk at the place a save wants that is older than this, under a document that never moved past it, was
 * left by a save that stopped between its two writes: it is replaced. A younger one belongs to a save still
 * under way (another tab), which wins.
 */
const LEFT_CHUNK_MS = 60_000;
/** `title` is absent on reports shared before titles were frozen. */
type ReportDoc = Omit<StoredReport, "token" | "title"> & { _id: string; title?: string | null };

const toDocument = ({ _id, ...rest }: DocumentDoc): StoredDocument => {
  const document = { id: _id, ...rest };
  delete document.slot;
  return document;
};
const toChunk = ({ from, count, head, data }: ChunkDoc): EventChunk => ({ from, count, head, data: new Uint8Array(data.buffer) });
const toReport = ({ _id, title, ...rest }: ReportDoc): StoredReport => ({ token: _id, ...rest, title: title ?? null });

/** The writing store on MongoDB: a document per writing document, per save (its events) and per report. */
export async function mongoWriting(db: Db): Promise<WritingStore> {
  const documents = db.collection<DocumentDoc>("writing_documents");
  const chunks = db.collection<ChunkDoc>("writing_chunks");
  const reports = db.collection<ReportDoc>("writing_reports");
  await Promise.all([
    documents.createIndex({ ownerId: 1, updatedAt: -1 }),
    documents.createIndex({ ownerId: 1, slot: 1 }, { unique: true, partialFilterExpression: { slot: { $exists: true } } }),
    chunks.createIndex({ documentId: 1, from: 1 }),
    reports.createIndex({ ownerId: 1, createdAt: -1 }),
    reports.createIndex({ documentId: 1 }),
  ]);
  const newestFirst = { updatedAt: -1, _id: -1 } as const;
  const chunksOf = (documentId: string, until = Number.MAX_SAFE_INTEGER) =>
    chunks
      .find({ documentId, from: { $lt: until } })
      .sort({ from: 1 })
      .toArray();
  const deleteDocuments = async (ids: string[]) => {
    await Promise.all([chunks.deleteMany({ documentId: { $in: ids } }), reports.deleteMany({ documentId: { $in: ids } })]);
    return (await documents.deleteMany({ _id: { $in: ids } })).deletedCount;
  };

  return {
    async create({ ownerId, title, now, max }) {
      const doc: DocumentDoc = {
        _id: newId(),
        ownerId,
        title,
        text: "",
        words: 0,
        digest: textDigest(""),
        createdAt: now,
        updatedAt: now,
        events: 0,
        head: CHAIN_START,
        lastT: 0,
      };
      if (max === null) {
        await documents.insertOne(doc);
        return toDocument(doc);
      }
      // Documents kept from before (made as Pro) count too; the slots then hold the bound when several are made at once.
      if ((await documents.countDocuments({ ownerId })) >= max) return null;
      for (let slot = 0; slot < max; slot++) {
        try {
          await documents.insertOne({ ...doc, slot });
          return toDocument(doc);
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      return null;
    },
    async list({ ownerId }) {
      return (await documents.find({ ownerId }).sort(newestFirst).toArray()).map(toDocument);
    },
    async get({ ownerId, id }) {
      const doc = await documents.findOne({ _id: id, ownerId });
      return doc ? toDocument(doc) : null;
    },
    async rename({ ownerId, id, title, now }) {
      const doc = await documents.findOneAndUpdate({ _id: id, ownerId }, { $set: { title, updatedAt: now } }, { returnDocument: "after" });
      return doc ? toDocument(doc) : null;
    },
    async remove({ ownerId, id }) {
      const doc = await documents.findOne({ _id: id, ownerId }, { projection: { _id: 1 } });
      return doc !== null && (await deleteDocuments([id])) > 0;
    },
    async append({ ownerId, id, chunk, text, words, digest, lastT, now }) {
      const current = await documents.findOne({ _id: id, ownerId }, { projection: { events: 1 } });
      if (!current) return null;
      if (current.events !== chunk.from) return "moved";
      const chunkDoc: ChunkDoc = {
        _id: `${id}:${chunk.from}`,
        documentId: id,
        from: chunk.from,
        count: chunk.count,
        head: chunk.head,
        data: new Binary(Buffer.from(chunk.data)),
        writtenAt: now,
      };
      // The chunk is written first and the document moved on after it, so a stored count never lacks its events.
      try {
        await chunks.insertOne(chunkDoc);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const [again, left] = await Promise.all([
          documents.findOne({ _id: id, ownerId }, { projection: { events: 1 } }),
          chunks.findOne({ _id: chunkDoc._id }, { projection: { writtenAt: 1 } }),
        ]);
        if (again?.events !== chunk.from || !left || now - (left.writtenAt ?? 0) < LEFT_CHUNK_MS) return "moved";
        // Replaced only if it is still the chunk seen, so of two saves taking over a left chunk one does.
        if ((await chunks.replaceOne({ _id: chunkDoc._id, writtenAt: left.writtenAt }, chunkDoc)).matchedCount === 0) return "moved";
      }
      const moved = await documents.findOneAndUpdate(
        { _id: id, ownerId, events: chunk.from },
        { $set: { text, words, digest, updatedAt: now, events: chunk.from + chunk.count, head: chunk.head, lastT } },
        { returnDocument: "after" },
      );
      return moved ? { stored: toDocument(moved) } : "moved";
    },
    async chunks({ documentId, until }) {
      return (await chunksOf(documentId, until)).map(toChunk);
    },
    async document({ id }) {
      const doc = await documents.findOne({ _id: id });
      return doc ? toDocument(doc) : null;
    },
    async share({ ownerId, report, max }) {
      if (!(await documents.findOne({ _id: report.documentId, ownerId }, { projection: { _id: 1 } }))) return null;
      if ((await reports.countDocuments({ documentId: report.documentId })) >= max) return null;
      const { token, ...rest } = report;
      await reports.insertOne({ _id: token, ...rest, ownerId, revoked: false });
      return { ...report, ownerId, revoked: false };
    },
    async report({ token }) {
      const doc = await reports.findOne({ _id: token });
      return doc ? toReport(doc) : null;
    },
    async reportsOf({ ownerId, documentIds }) {
      return (
        await reports
          .find({ ownerId, documentId: { $in: documentIds } })
          .sort({ createdAt: -1, _id: -1 })
          .toArray()
      ).map(toReport);
    },
    async revoke({ ownerId, token }) {
      return (await reports.updateOne({ _id: token, ownerId }, { $set: { revoked: true } })).matchedCount > 0;
    },
    async collect({ ownerId }) {
      const owned = await documents.find({ ownerId }).sort(newestFirst).toArray();
      const held = await Promise.all(
        owned.map(async (doc) => (await chunksOf(doc._id, doc.events)).map((chunk) => ({ documentId: doc._id, ...toChunk(chunk) }))),
      );
      const shared = await reports.find({ ownerId }).sort({ createdAt: -1, _id: -1 }).toArray();
      return { documents: owned.map(toDocument), chunks: held.flat(), reports: shared.map(toReport) };
    },
    async erase({ ownerId }) {
      const ids = (await documents.find({ ownerId }, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id);
      return ids.length ? deleteDocuments(ids) : 0;
    },
  };
}
