import Database from "better-sqlite3";

/** The 6-digit code in the newest outbox message to an address (the app runs on the same SQLite file). */
export async function latestCode(email: string, timeoutMs = 5000): Promise<string> {
  const db = new Database(process.env.DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = db.prepare("SELECT text FROM mail_outbox WHERE recipient = ? ORDER BY created_at DESC, rowid DESC LIMIT 1").get(email) as
        | { text: string }
        | undefined;
      const code = row?.text.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    db.close();
  }
}
