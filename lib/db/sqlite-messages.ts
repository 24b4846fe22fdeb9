import "server-only";
import { randomUUID } from "node:crypto";
import { rowReader, type Row, type SqliteDb } from "./sqlite-shared";
import type { ContactMessage, OutboxMessage, Store } from "./types";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS mail_outbox (
  id TEXT PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox (recipient, created_at DESC);
CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

const readOutbox = rowReader<OutboxMessage>("id to:recipient subject text html kind createdAt");
/** A message sent as text alone has no html field (not one that is null). */
const toOutbox = (r: Row): OutboxMessage => {
  const message = readOutbox(r);
  if (message.html == null) delete message.html;
  return message;
};
const toContact = rowReader<ContactMessage>("id name email message createdAt");

/** The mail outbox and the contact form's messages on the SQLite file; their tables are their own, made here. */
export function sqliteMessages(db: SqliteDb): Pick<Store, "outbox" | "contact"> {
  db.exec(SCHEMA);

  return {
    outbox: {
      async add(input) {
        const message = { id: randomUUID(), ...input };
        db.prepare(
          "INSERT INTO mail_outbox (id, recipient, subject, text, html, kind, created_at) VALUES (@id, @to, @subject, @text, @html, @kind, @createdAt)",
        ).run({ ...message, html: message.html ?? null });
        return message;
      },
      async list({ to, limit }) {
        const rows = (
          to === undefined
            ? db.prepare("SELECT * FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit)
            : db.prepare("SELECT * FROM mail_outbox WHERE recipient = ? ORDER BY created_at DESC, rowid DESC LIMIT ?").all(to, limit)
        ) as Row[];
        return rows.map(toOutbox);
      },
    },
    contact: {
      async add(input) {
        const message = { id: randomUUID(), ...input };
        db.prepare(
          "INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (@id, @name, @email, @message, @createdAt)",
        ).run(message);
        return message;
      },
      async list({ limit }) {
        const rows = db.prepare("SELECT * FROM contact_messages ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit) as Row[];
        return rows.map(toContact);
      },
    },
  };
}
