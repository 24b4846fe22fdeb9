import { describe, it } from "vitest";
import { MongoClient } from "mongodb";
import { openMongoStore } from "@/lib/db/mongo";
import { storeContract } from "./store.contract";

const uri = process.env.MONGODB_URI;

if (uri) {
  let n = 0;
  const run = `${Date.now()}`;
  storeContract("mongodb", async () => openMongoStore(await new MongoClient(uri).connect(), `store_contract_${run}_${n++}`));
} else {
  console.log("[store contract] MongoDB skipped: MONGODB_URI is not set (no MongoDB server on this machine).");
  describe("Store contract: mongodb", () => {
    it.skip("needs MONGODB_URI to run against a MongoDB server", () => {});
  });
}
