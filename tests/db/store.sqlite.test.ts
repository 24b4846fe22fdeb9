import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "@/lib/db/sqlite";
import { MARKS, storeContract } from "./store.contract";

const dir = mkdtempSync(join(tmpdir(), "store-sqlite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
let current = "";
storeContract(
  "sqlite",
  async () => openSqliteStore((current = join(dir, `contract-${n++}.db`))),
  async () => {
    const db = new Database(current, { readonly: true });
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
      return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all()]));
    } finally {
      db.close();
    }
  },
);

describe("sqlite store on one file shared by several connections", () => {
  it("counts every quota use made at the same time from separate processes", async () => {
    const path = join(dir, "shared.db");
    openSqliteStore(path).close();
    const workers = 4;
    const script = fileURLToPath(new URL("../support/quota-worker.mts", import.meta.url));
    const perWorker = 25;
    const allowed = await Promise.all(
      Array.from(
        { length: workers },
        () =>
          new Promise<number>((resolve, reject) => {
            const child = fork(script, [path, String(perWorker), "60"], {
              execArgv: ["--conditions=react-server", "--import", "tsx"],
            });
            child.once("message", (allowedByChild) => resolve(allowedByChild as number));
            child.once("error", reject);
            child.once("exit", (code) => code !== 0 && reject(new Error(`quota worker exited with ${code}`)));
          }),
      ),
    );
    expect(allowed.reduce((a, b) => a + b, 0)).toBe(60);
    const store = openSqliteStore(path);
    expect((await store.quota.peek({ key: "shared", now: Date.now(), windowMs: 86_400_000 })).count).toBe(60);
    await store.close();
  });

  it("gives rows of an older file their expiry, so the sweep deletes them on time and not before", async () => {
    const path = join(dir, "before-expiry.db");
    const old = new Database(path);
    old.exec(`CREATE TABLE quota_windows (key TEXT PRIMARY KEY, count INTEGER NOT NULL, window_start INTEGER NOT NULL);
      CREATE INDEX quota_windows_start ON quota_windows (window_start);
      CREATE TABLE idempotent_replies (key TEXT PRIMARY KEY, owner_id TEXT NOT NULL DEFAULT '', fingerprint TEXT NOT NULL, status INTEGER, body TEXT, created_at INTEGER NOT NULL);`);
    const now = 1_900_000_000_000;
    const day = 86_400_000;
    old.prepare("INSERT INTO quota_windows VALUES (?, ?, ?)").run("user:kept", 3, now - day + 1);
    old.prepare("INSERT INTO quota_windows VALUES (?, ?, ?)").run("user:spent", 3, now - day);
    old.prepare("INSERT INTO idempotent_replies VALUES (?, ?, ?, ?, ?, ?)").run("reply:kept", "u", "f", 200, "{}", now - day + 1);
    old.prepare("INSERT INTO idempotent_replies VALUES (?, ?, ?, ?, ?, ?)").run("reply:spent", "u", "f", 200, "{}", now - day);
    old.close();
    const store = openSqliteStore(path);
    await store.retention.sweep({ now, revokedKeysBefore: 0 });
    expect((await store.quota.peek({ key: "user:kept", now, windowMs: day })).count).toBe(3);
    const replies = await store.accountData.collect({ userId: "u", email: "u@example.com", quotaKeys: [], quotaKeyPrefixes: [], now });
    expect(replies.idempotentReplies.map((r) => r.key)).toEqual(["reply:kept"]);
    await store.close();
    const db = new Database(path, { readonly: true });
    expect(db.prepare("SELECT key FROM quota_windows").all()).toEqual([{ key: "user:kept" }]);
    expect(db.prepare("SELECT key FROM idempotent_replies").all()).toEqual([{ key: "reply:kept" }]);
    db.close();
  });

  it("gives the history of an older file a column for review marks: its entries read as having none, new ones keep theirs", async () => {
    const path = join(dir, "before-marks.db");
    const old = new Database(path);
    old.exec(
      "CREATE TABLE history (id TEXT PRIMARY KEY, owner_id TEXT NOT NULL, question TEXT NOT NULL, response TEXT NOT NULL, date INTEGER NOT NULL)",
    );
    old.prepare("INSERT INTO history VALUES (?, ?, ?, ?, ?)").run("old-entry", "u", "old question", "old answer", 1000);
    old.close();
    const store = openSqliteStore(path);
    await store.history.add({ ownerId: "u", question: "new question", response: "new answer", date: 2000, review: MARKS });
    expect((await store.history.list({ ownerId: "u", limit: 10 })).map((e) => [e.id === "old-entry", e.question, e.review])).toEqual([
      [false, "new question", MARKS],
      [true, "old question", []],
    ]);
    await store.close();
  });

  it("gives the writing reports of an older file a column for the frozen title: its reports read as having none", async () => {
    const path = join(dir, "before-report-titles.db");
    const old = new Database(path);
    old.exec(`CREATE TABLE writing_reports (token TEXT PRIMARY KEY, document_id TEXT NOT NULL, owner_id TEXT NOT NULL, created_at INTEGER NOT NULL,
      revoked INTEGER NOT NULL DEFAULT 0, events INTEGER NOT NULL, head TEXT NOT NULL, text TEXT NOT NULL, verdict TEXT)`);
    old
      .prepare("INSERT INTO writing_reports (token, document_id, owner_id, created_at, events, head, text) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .run("old-token", "d", "u", 1, 0, "h", "");
    old.close();
    const store = openSqliteStore(path);
    expect(await store.writing.report({ token: "old-token" })).toMatchObject({ token: "old-token", title: null, revoked: false });
    await store.close();
  });

  it("creates the schema on an existing file without losing data", async () => {
    const path = join(dir, "reopen.db");
    const first = openSqliteStore(path);
    await first.history.add({ ownerId: "u", question: "q", response: "r", date: 1 });
    await first.close();
    const second = openSqliteStore(path);
    expect(await second.history.count({ ownerId: "u" })).toBe(1);
    await second.close();
  });
});
