import { describe, it } from "vitest";
import { MongoClient } from "mongodb";
import { openMongoStore } from "@/lib/db/mongo";
import { storeContract } from "./store.contract";

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
      return Object.fromEntries(await Promise.all(collections.map(async (name) => [name, await db.collection(name).find().toArray()] as const)));
    },
  );
} else {
  console.log("[store contract] MongoDB skipped: MONGODB_URI is not set (no MongoDB server on this machine).");
  describe("Store contract: mongodb", () => {
    it.skip("needs MONGODB_URI to run against a MongoDB server", () => {});
  });
}
