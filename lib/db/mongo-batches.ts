import "server-only";
import type { Db } from "mongodb";
import type { Batch, BatchItem, BatchSummary } from "@/lib/batch/types";
import { fullRoom, type BatchStore } from "./batch-store";
import { newId } from "./mongo-shared";

/** A place taken and not yet filled: its file's document, its words, and since when (epoch ms). */
type HeldPlace = { id: string; words: number; at: number };
/**
 * `seq` counts the places ever taken (a place's order key); `held` lists the places taken and not filled.
 * Batches made before places were tracked have neither until release repairs them.
 */
type BatchDoc = Omit<BatchSummary, "id" | "refused"> & {
  _id: string;
  ownerId: string;
  words: number;
  refused?: number;
  seq?: number;
  held?: HeldPlace[];
};
/** A file's document; `pending` while its place waits for the outcome, `position` its order key in the batch. */
type BatchItemDoc = Omit<BatchItem, "id" | "characters"> & { _id: string; batchId: string; characters?: number; pending?: boolean };

const toSummary = ({ _id, name, date, files, refused }: BatchDoc): BatchSummary => ({ id: _id, name, date, files, refused: refused ?? 0 });
const toItem = ({ _id, name, words, characters, text, detection, problem }: BatchItemDoc, position: number): BatchItem => ({
  id: _id,
  name,
  position,
  words,
  characters: characters ?? text.length,
  text,
  detection,
  problem,
});
const FILLED = { pending: { $ne: true } };

/** The batch store on MongoDB: a batch document counting its files, and one document per file. */
export async function mongoBatches(db: Db): Promise<BatchStore> {
  const batches = db.collection<BatchDoc>("batches");
  const items = db.collection<BatchItemDoc>("batch_items");
  await Promise.all([
    batches.createIndex({ ownerId: 1, date: -1 }),
    batches.createIndex({ "held.at": 1 }),
    items.createIndex({ batchId: 1, position: 1 }),
  ]);
  const withItems = async (doc: BatchDoc): Promise<Batch> => ({
    ...toSummary(doc),
    items: (
      await items
        .find({ batchId: doc._id, ...FILLED })
        .sort({ position: 1, _id: 1 })
        .toArray()
    ).map((item, position) => toItem(item, position)),
  });
  const newestFirst = { date: -1, _id: -1 } as const;
  // Batches from before places were tracked are looked for at this process's first release (its start) only.
  let untrackedRepaired = false;

  /** Gives back one place no outcome filled, unless its file was filled meanwhile (then it only stops being held). */
  async function releasePlace(batchId: string, place: HeldPlace): Promise<boolean> {
    const dropped = (await items.deleteOne({ _id: place.id, pending: true })).deletedCount === 1;
    const filled = !dropped && (await items.findOne({ _id: place.id }, { projection: { _id: 1 } })) !== null;
    const update = filled
      ? { $pull: { held: { id: place.id } } }
      : { $pull: { held: { id: place.id } }, $inc: { files: -1, words: -place.words } };
    // Matching the held place makes this happen once, whichever server's sweep gets there first.
    return !filled && (await batches.updateOne({ _id: batchId, "held.id": place.id }, update)).modifiedCount === 1;
  }

  /** A batch from before places were tracked: its counts made from its files (once; its new places follow its old count). */
  async function repairUntracked(doc: BatchDoc): Promise<void> {
    const [held] = await items
      .aggregate<{ files: number; words: number }>([
        { $match: { batchId: doc._id } },
        { $group: { _id: null, files: { $sum: 1 }, words: { $sum: "$words" } } },
      ])
      .toArray();
    await batches.updateOne(
      { _id: doc._id, held: { $exists: false }, files: doc.files, words: doc.words },
      { $set: { files: held?.files ?? 0, words: held?.words ?? 0, seq: doc.files, held: [] } },
    );
  }

  return {
    async create({ ownerId, name, date }) {
      const doc: BatchDoc = { _id: newId(), ownerId, name, date, files: 0, words: 0, refused: 0, seq: 0, held: [] };
      await batches.insertOne(doc);
      return toSummary(doc);
    },
    async reserve({ ownerId, batchId, words, room }) {
      // The place is taken only while the batch has room, in one atomic update that also records it as held, so
      // files that arrive at once cannot take the batch past its room and a stop before its file is written is seen.
      const place: HeldPlace = { id: newId(), words, at: Date.now() };
      const taken = await batches.findOneAndUpdate(
        { _id: batchId, ownerId, files: { $lt: room.files }, words: { $lte: room.words - words } },
        [
          {
            $set: {
              files: { $add: ["$files", 1] },
              words: { $add: ["$words", words] },
              seq: { $add: [{ $ifNull: ["$seq", "$files"] }, 1] },
              held: { $concatArrays: [{ $ifNull: ["$held", []] }, [place]] },
            },
          },
        ],
      );
      if (taken) {
        const position = taken.seq ?? taken.files;
        await items.insertOne({
          _id: place.id,
          batchId,
          position,
          name: "",
          words,
          characters: 0,
          text: "",
          detection: null,
          problem: null,
          pending: true,
        });
        return { position };
      }
      const batch = await batches.findOneAndUpdate({ _id: batchId, ownerId }, { $inc: { refused: 1 } });
      return batch && { full: fullRoom(batch, words, room) ?? "files", files: batch.files };
    },
    async addItem({ ownerId, batchId, position, item }) {
      if (!(await batches.findOne({ _id: batchId, ownerId }, { projection: { _id: 1 } }))) return null;
      const filled = await items.findOneAndUpdate(
        { batchId, position, pending: true },
        { $set: { ...item }, $unset: { pending: "" } },
        { returnDocument: "after" },
      );
      if (!filled) return null;
      await batches.updateOne({ _id: batchId }, { $pull: { held: { id: filled._id } } });
      return toItem(filled, await items.countDocuments({ batchId, position: { $lt: position } }));
    },
    async get({ ownerId, id }) {
      const doc = await batches.findOne({ _id: id, ownerId });
      return doc ? withItems(doc) : null;
    },
    async list({ ownerId, limit, before }) {
      let older = {};
      if (before !== undefined) {
        const from = await batches.findOne({ _id: before, ownerId }, { projection: { date: 1 } });
        if (!from) return null;
        older = { $or: [{ date: { $lt: from.date } }, { date: from.date, _id: { $lt: from._id } }] };
      }
      return (
        await batches
          .find({ ownerId, ...older })
          .sort(newestFirst)
          .limit(limit)
          .toArray()
      ).map(toSummary);
    },
    async remove({ ownerId, id }) {
      if ((await batches.deleteOne({ _id: id, ownerId })).deletedCount === 0) return false;
      await items.deleteMany({ batchId: id });
      return true;
    },
    async prune({ ownerId, keep }) {
      const ids = (
        await batches
          .find({ ownerId }, { projection: { _id: 1 } })
          .sort(newestFirst)
          .skip(keep)
          .toArray()
      ).map((d) => d._id);
      if (ids.length === 0) return 0;
      const { deletedCount } = await batches.deleteMany({ _id: { $in: ids }, ownerId });
      await items.deleteMany({ batchId: { $in: ids } });
      return deletedCount;
    },
    async release({ heldBefore }) {
      if (!untrackedRepaired) {
        for (const doc of await batches.find({ held: { $exists: false } }).toArray()) await repairUntracked(doc);
        untrackedRepaired = true;
      }
      let released = 0;
      for (const doc of await batches.find({ "held.at": { $lt: heldBefore } }).toArray()) {
        for (const place of doc.held!.filter((p) => p.at < heldBefore)) if (await releasePlace(doc._id, place)) released++;
      }
      return released;
    },
    async collect({ ownerId }) {
      const docs = await batches.find({ ownerId }).sort(newestFirst).toArray();
      return Promise.all(docs.map(withItems));
    },
    async erase({ ownerId }) {
      const ids = (await batches.find({ ownerId }, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
      await items.deleteMany({ batchId: { $in: ids } });
      return (await batches.deleteMany({ ownerId })).deletedCount;
    },
  };
}
