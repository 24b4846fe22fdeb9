import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "@/lib/db/sqlite";
import { storeContract } from "./store.contract";

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
    const script = fileURLToPath(new URL("./support/quota-worker.mts", import.meta.url));
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
