import { randomBytes } from "node:crypto";
import type { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { latestCode, loadAccountRoutes } from "@/tests/support/accounts";
import { corpusTexts } from "@/tests/support/batch-documents";
import { call, useTempDatabase } from "@/tests/support/requests";
import { copiesIn } from "@/tests/support/copies-on-disk";

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;
const withId = (handler: Handler, id: string) => (req: NextRequest) => handler(req, { params: Promise.resolve({ id }) });

let routes: Awaited<ReturnType<typeof loadAccountRoutes>>;
let rewrite: Handler;
let createBatch: Handler;
let batchFiles: Handler;
let deleteAccount: Handler;

beforeAll(async () => {
  await useTempDatabase();
  routes = await loadAccountRoutes();
  rewrite = (await import("@/app/api/getResponseToAPrompt/route")).POST as Handler;
  createBatch = (await import("@/app/api/batch/route")).POST as Handler;
  batchFiles = (await import("@/app/api/batch/[id]/files/route")).POST as Handler;
  deleteAccount = (await import("@/app/api/account/route")).DELETE as Handler;
});

describe("an erased account", () => {
  it("leaves no copy of its text in the database file or its write-ahead log", async () => {
    // A word found nowhere else, written through the pages a user uses: the account's name, rewrites, history, a batch.
    const marker = `Quillmark${randomBytes(6).toString("hex")}`;
    const email = "erased-on-disk@example.com";
    const ip = "198.51.100.80";
    await call(
      routes.auth,
      "/action/auth",
      { authType: "email", opType: "signup", email, password: "abc12345", fullName: `Pat ${marker}` },
      { ip },
    );
    await call(routes.verify, "/action/verify-code", { email, code: await latestCode(email), password: "abc12345" }, { ip });
    const cookie = (await call(routes.auth, "/action/auth", { authType: "email", opType: "login", email, password: "abc12345" }, { ip }))
      .cookie!;

    const essay = `The committee from ${marker} met on Tuesday to review the budget, and it delayed the vote until the auditors had reported back on the spending.`;
    expect((await call(rewrite, "/api/getResponseToAPrompt", { prompt: essay }, { cookie, ip })).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await call(
            routes.historyPost,
            "/action/history",
            { question: `${essay} (${i})`, response: `${marker} rewritten ${i}` },
            { cookie },
          )
        ).status,
      ).toBe(200);
    }
    // What was written so far reaches the database file, as the log's checkpoints carry it there in use; the rest stays in the log.
    const Database = (await import("better-sqlite3")).default;
    const db = process.env.DATABASE_PATH!;
    const other = new Database(db);
    other.pragma("wal_checkpoint(TRUNCATE)");
    other.close();
    const batch = await call(createBatch, "/api/batch", { name: `Class of ${marker}` }, { cookie });
    const batchId = ((await batch.res.json()) as { batch: { id: string } }).batch.id;
    const [text] = corpusTexts(1);
    const file = await call(
      withId(batchFiles, batchId),
      `/api/batch/${batchId}/files`,
      { name: `${marker}.txt`, text: `${marker} ${text}` },
      { cookie },
    );
    expect(file.status).toBe(200);

    const before = { file: copiesIn(db, marker), wal: copiesIn(`${db}-wal`, marker) };
    expect(before.file).toBeGreaterThan(0);
    expect(before.wal).toBeGreaterThan(0);

    expect((await call(deleteAccount, "/api/account", { email }, { cookie, method: "DELETE" })).status).toBe(200);
    const after = { file: copiesIn(db, marker), wal: copiesIn(`${db}-wal`, marker) };
    expect(after).toEqual({ file: 0, wal: 0 });
  });
});
