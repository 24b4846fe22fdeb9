import "server-only";
import type { Db } from "mongodb";
import { newId, withId } from "./mongo-shared";
import type { ContactMessage, OutboxMessage, Store } from "./types";

type OutboxDoc = Omit<OutboxMessage, "id"> & { _id: string };
type ContactDoc = Omit<ContactMessage, "id"> & { _id: string };

export const mailOutbox = (db: Db) => db.collection<OutboxDoc>("mail_outbox");

/** The mail outbox and the contact form's messages on MongoDB. */
export async function mongoMessages(db: Db): Promise<Pick<Store, "outbox" | "contact">> {
  const outbox = mailOutbox(db);
  const contact = db.collection<ContactDoc>("contact_messages");
  await Promise.all([outbox.createIndex({ to: 1, createdAt: -1 }), contact.createIndex({ createdAt: -1 })]);

  return {
    outbox: {
      async add(input) {
        const doc: OutboxDoc = { _id: newId(), ...input };
        await outbox.insertOne(doc);
        return withId(doc);
      },
      async list({ to, limit }) {
        const filter = to === undefined ? {} : { to };
        const docs = await outbox.find(filter).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
        return docs.map(withId);
      },
    },
    contact: {
      async add(input) {
        const doc: ContactDoc = { _id: newId(), ...input };
        await contact.insertOne(doc);
        return withId(doc);
      },
      async list({ limit }) {
        const docs = await contact.find().sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();
        return docs.map(withId);
      },
    },
  };
}
