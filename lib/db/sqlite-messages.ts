import "server-only";
import { randomUUID } from "node:crypto";
import type { Row, SqliteDb } from "./sqlite-shared";
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

const toOutbox = (r: Row): OutboxMessage => ({
  id: r.id as string,
  to: r.recipient as string,
  subject: r.subject as string,
  text: r.text as string,
  ...(r.html == null ? {} : { html: r.html as string }),
  kind: r.kind as string,
  createdAt: r.created_at as number,
});

const toContact = (r: Row): ContactMessage => ({
  id: r.id as string,
  name: r.name as string,
  email: r.email as string,
  message: r.message as string,
  createdAt: r.created_at as number,
});

/** The mail outbox and the contact form's messages on the SQLite file; their tables are their own, made here. */
export function sqliteMessages(db: SqliteDb): Pick<Store, "outbox" | "contact"> {
  db.exec(SCHEMA);

  return {
    outbox: {
      async add(input) {
        const message = { id: randomUUID(), ...input };
        db.prepare("INSERT INTO mail_outbox (id, recipient, subject, text, html, kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
          message.id,
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          message.kind,
          message.createdAt,
        );
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
        db.prepare("INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (?, ?, ?, ?, ?)").run(
          message.id,
          message.name,
          message.email,
          message.message,
          message.createdAt,
        );
        return message;
      },
      async list({ limit }) {
        const rows = db.prepare("SELECT * FROM contact_messages ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit) as Row[];
        return rows.map(toContact);
      },
    },
  };
}
