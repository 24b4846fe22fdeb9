import { beforeAll, describe, expect, it } from "vitest";
import { useTempDatabase } from "@/tests/support/requests";
import { finishRewrite, proViewer } from "@/tests/support/viewers";
import { MESSAGES } from "@/lib/messages";

const pro = proViewer("pro-1");
const PROSE =
  "The committee met on Tuesday to review the budget. It decided to delay the vote until the next meeting because several members were absent.";
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

let beginRewrite: typeof import("@/lib/tools/rewrite").beginRewrite;
let getStore: typeof import("@/lib/db").getStore;

beforeAll(async () => {
  await useTempDatabase();
  ({ beginRewrite } = await import("@/lib/tools/rewrite"));
  ({ getStore } = await import("@/lib/db"));
});

describe("rewrite service for Pro users", () => {
  it("has no daily limit and records usage cost by email", async () => {
    for (let i = 0; i < 7; i++) {
      const outcome = await finishRewrite(
        await beginRewrite(pro, { text: PROSE, options: {}, humanize: false, rephraseType: "Rewriter", model: "lumenaris" }),
      );
      expect(outcome).toMatchObject({ usesLeft: null });
    }
    const usage = await (await getStore()).usage.get(pro.email!);
    expect(usage?.totalQueries).toBe(7);
    expect(usage?.totalCost).toBeGreaterThan(0);
  });

  it("allows 3000 words and every option, and refuses 3001 words", async () => {
    const long = await beginRewrite(pro, {
      text: words(3000),
      options: { tone: "Persuasive" },
      humanize: false,
      rephraseType: "Rewriter",
      model: "pulse",
    });
    await finishRewrite(long);
    await expect(
      beginRewrite(pro, { text: words(3001), options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" }),
    ).rejects.toMatchObject({
      status: 413,
    });
  });

  it("says clearly that the offline engine writes English only", async () => {
    await expect(
      beginRewrite(pro, { text: PROSE, options: { language: "Spanish" }, humanize: false, rephraseType: "Rewriter", model: "pulse" }),
    ).rejects.toMatchObject({ status: 422, code: "unsupported_language" });
  });

  it("says clearly that the offline engine cannot Extend", async () => {
    await expect(
      beginRewrite(pro, { text: PROSE, options: { length: "Extend" }, humanize: false, rephraseType: "Rewriter", model: "pulse" }),
    ).rejects.toMatchObject({ status: 422, code: "unsupported_option", message: MESSAGES.offlineExtend });
  });

  it("answers text in another language with a notice instead of applying English rules", async () => {
    const spanish =
      "El acceso a internet es fundamental para la educación de los niños en las zonas rurales, y el gobierno prometió ampliar la red este año.";
    for (const text of [spanish, "東京は日本の首都であり、世界で最も人口の多い都市の一つです。"]) {
      await expect(
        beginRewrite(pro, { text, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" }),
      ).rejects.toMatchObject({
        status: 422,
        code: "unsupported_language",
        message: expect.stringMatching(/looks like (Spanish|Japanese)/),
      });
    }
  });

  it("gives the result even when the database refuses its history entry and usage record, and says it is not in history", async () => {
    // A real failure of the database file (a trigger that aborts every insert), not a stand-in for our store.
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(process.env.DATABASE_PATH!);
    const before = await (await getStore()).usage.get(pro.email!);
    db.exec(`CREATE TRIGGER refuse_history BEFORE INSERT ON history BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;
             CREATE TRIGGER refuse_usage BEFORE UPDATE ON usage_records BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;`);
    try {
      const text = "In order to finish the report on time, the team at Rewrite Studio needs to utilize every resource it has.";
      const outcome = await finishRewrite(
        await beginRewrite(pro, { text, options: {}, humanize: false, rephraseType: "Rewriter", model: "lumenaris" }),
      );
      expect(outcome).toMatchObject({
        response: expect.stringMatching(/Rewrite Studio/),
        notice: expect.stringContaining(MESSAGES.historyNotSaved),
      });
      expect(outcome.response).not.toBe(text);
      expect(await (await getStore()).history.count({ ownerId: pro.user!.id })).toBe(0);
      expect((await (await getStore()).usage.get(pro.email!))?.totalQueries).toBe(before?.totalQueries);
    } finally {
      db.exec("DROP TRIGGER refuse_history; DROP TRIGGER refuse_usage;");
      db.close();
    }
  });
});
