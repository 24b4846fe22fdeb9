import { describe, expect, it } from "vitest";
import { MongoClient } from "mongodb";
import { openMongoStore } from "@/lib/db/mongo";
import { MARKS, storeContract } from "./store.contract";

const uri = process.env.MONGODB_URI;

if (uri) {
  let n = 0;
  const run = `${Date.now()}`;
  let current = { client: undefined as MongoClient | undefined, db: "" };
  storeContract(
    "mongodb",
    async () => {
      current = { client: await new MongoClient(uri).connect(), db: `store_contract_${run}_${n++}` };
      return openMongoStore(current.client!, current.db);
    },
    async () => {
      const db = current.client!.db(current.db);
      const collections = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
      return Object.fromEntries(
        await Promise.all(collections.map(async (name) => [name, await db.collection(name).find().toArray()] as const)),
      );
    },
  );

  describe("mongodb store on documents written before review marks were kept", () => {
    it("reads an entry without marks as having none, next to a new one that keeps its own", async () => {
      const client = await new MongoClient(uri).connect();
      const name = `store_before_marks_${run}`;
      try {
        await client
          .db(name)
          .collection<{ _id: string; ownerId: string; question: string; response: string; date: number }>("history")
          .insertOne({ _id: "old-entry", ownerId: "u", question: "old question", response: "old answer", date: 1000 });
        const store = await openMongoStore(client, name);
        await store.history.add({ ownerId: "u", question: "new question", response: "new answer", date: 2000, review: MARKS });
        expect((await store.history.list({ ownerId: "u", limit: 10 })).map((e) => [e.question, e.review])).toEqual([
          ["new question", MARKS],
          ["old question", []],
        ]);
      } finally {
        await client.db(name).dropDatabase();
        await client.close();
      }
    });
  });
} else {
  console.log("[store contract] MongoDB skipped: MONGODB_URI is not set (no MongoDB server on this machine).");
  describe("Store contract: mongodb", () => {
    it.skip("needs MONGODB_URI to run against a MongoDB server", () => {});
  });
}
