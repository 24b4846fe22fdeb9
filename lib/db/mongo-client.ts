import "server-only";
import { MongoClient } from "mongodb";

const globalForMongo = globalThis as unknown as { mongoClient?: Promise<MongoClient> };

/** The one MongoDB client of this process, shared by the Store and Better Auth. */
export function getMongoClient(uri: string): Promise<MongoClient> {
  globalForMongo.mongoClient ??= new MongoClient(uri).connect().catch((error) => {
    globalForMongo.mongoClient = undefined;
    throw error;
  });
  return globalForMongo.mongoClient;
}
