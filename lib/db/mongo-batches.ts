import "server-only";
import { ObjectId, type Db } from "mongodb";
import type { Batch, BatchItem, BatchSummary } from "@/lib/batch/types";
import { fullRoom, type BatchStore } from "./batch-store";

type BatchDoc = Omit<BatchSummary, "id"> & { _id: string; ownerId: string; words: number };
type BatchItemDoc = Omit<BatchItem, "id"> & { _id: string; batchId: string };

const newId = () => new ObjectId().toHexString();
const toSummary = ({ _id, name, date, files }: BatchDoc): BatchSummary => ({ id: _id, name, date, files });
const toItem = ({ _id, name, position, words, text, detection, problem }: BatchItemDoc): BatchItem => ({ id: _id, name, position, words, text, detection, problem });

/** The batch store on MongoDB: a batch document counting its files, and one document per file. */
export async function mongoBatches(db: Db): Promise<BatchStore> {
  const batches = db.collection<BatchDoc>("batches");
  const items = db.collection<BatchItemDoc>("batch_items");
  await Promise.all([batches.createIndex({ ownerId: 1, date: -1 }), items.createIndex({ batchId: 1, position: 1 })]);
  const withItems = async (doc: BatchDoc): Promise<Batch> => ({
    ...toSummary(doc),
    items: (await items.find({ batchId: doc._id }).sort({ position: 1 }).toArray()).map(toItem),
  });

  return {
    async create({ ownerId, name, date }) {
      const doc: BatchDoc = { _id: newId(), ownerId, name, date, files: 0, words: 0 };
      await batches.insertOne(doc);
      return toSummary(doc);
    },
    async reserve({ ownerId, batchId, words, room }) {
      // The place is taken only while the batch has room, in one atomic update, so files that arrive at once
      // cannot take it past its room; a batch that did not match is then either full or not there.
      const taken = await batches.findOneAndUpdate(
        { _id: batchId, ownerId, files: { $lt: room.files }, words: { $lte: room.words - words } },
        { $inc: { files: 1, words } },
        { returnDocument: "before" },
      );
      if (taken) return { position: taken.files };
      const batch = await batches.findOne({ _id: batchId, ownerId });
      return batch && { full: fullRoom(batch, words, room) ?? "files", files: batch.files };
    },
    async addItem({ ownerId, batchId, position, item }) {
      if (!(await batches.findOne({ _id: batchId, ownerId }, { projection: { _id: 1 } }))) return null;
      const doc: BatchItemDoc = { _id: newId(), batchId, position, ...item };
      await items.insertOne(doc);
      return toItem(doc);
    },
    async get({ ownerId, id }) {
      const doc = await batches.findOne({ _id: id, ownerId });
      return doc ? withItems(doc) : null;
    },
    async list({ ownerId, limit }) {
      return (await batches.find({ ownerId }).sort({ date: -1, _id: -1 }).limit(limit).toArray()).map(toSummary);
    },
    async remove({ ownerId, id }) {
      if ((await batches.deleteOne({ _id: id, ownerId })).deletedCount === 0) return false;
      await items.deleteMany({ batchId: id });
      return true;
    },
    async collect({ ownerId }) {
      const docs = await batches.find({ ownerId }).sort({ date: -1, _id: -1 }).toArray();
      return Promise.all(docs.map(withItems));
    },
    async erase({ ownerId }) {
      const ids = (await batches.find({ ownerId }, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
      await items.deleteMany({ batchId: { $in: ids } });
      return (await batches.deleteMany({ ownerId })).deletedCount;
    },
  };
}
