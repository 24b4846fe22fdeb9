import Database from "better-sqlite3";

/**
 * The 6-digit code in the newest outbox message to an address (the app runs on the same SQLite file; a server a
 * spec starts itself has a database of its own, given as `databasePath`).
 */
export async function latestCode(email: string, timeoutMs = 5000, databasePath = process.env.DATABASE_PATH!): Promise<string> {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = db
        .prepare("SELECT text, kind FROM mail_outbox WHERE recipient = ? ORDER BY created_at DESC, rowid DESC LIMIT 5")
        .all(email) as { text: string; kind: string }[];
      // The newest email with a code: the mailing-list welcome after verification has none.
      const code = rows.find((row) => row.kind !== "mailing-list")?.text.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    db.close();
  }
}

/** How many emails with a code the outbox holds for an address. */
export function codeMailsTo(email: string): number {
  const db = new Database(process.env.DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT text FROM mail_outbox WHERE recipient = ? AND kind != 'mailing-list'").all(email) as { text: string }[];
    return rows.filter((row) => /\b\d{6}\b/.test(row.text)).length;
  } finally {
    db.close();
  }
}
