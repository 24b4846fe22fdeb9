import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchItem } from "@/lib/batch/types";
import type { Store, Subscription } from "@/lib/db/types";
import type { ReviewMark } from "@/lib/review-marks";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: "sub_1",
    userId: "user_ada",
    email: "ada@example.com",
    customerId: "cus_1",
    status: "active",
    cancelAtPeriodEnd: false,
    currentPeriodStart: 1_700_000_000,
    currentPeriodEnd: 1_702_592_000,
    created: 1_700_000_000,
    priceId: "price_month",
    amount: 1299,
    currency: "usd",
    interval: "month",
    ...overrides,
  };
}

/** Marks as the guards make them on a provider's result: a changed figure, and a sentence of the text left out. */
export const MARKS: ReviewMark[] = [
  { kind: "facts", message: "A figure changed. Your text: “3”.", start: 12, end: 14, source: { start: 12, end: 13 } },
  {
    kind: "meaning",
    message: "A sentence of your text is left out: “Most cost nothing.”",
    start: 40,
    end: 40,
    source: { start: 41, end: 59 },
  },
];

/** Every table (collection) of the database `open` opened last, read directly, each row as the database holds it. */
export type RawRows = () => Promise<Record<string, unknown[]>>;

/** The behaviour every Store adapter must have. `open` returns a fresh, empty store; `rawRows` reads its database around it. */
export function storeContract(name: string, open: () => Promise<Store>, rawRows: RawRows) {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    describe("quota", () => {
      const now = 1_800_000_000_000;
      const q = (key: string, at = now, limit = 5) => store.quota.tryConsume({ key, limit, now: at, windowMs: DAY });

      it("opens a window on the first use and counts up to the limit", async () => {
        for (let i = 1; i <= 5; i++) {
          expect(await q("count-up")).toEqual({ allowed: true, count: i, windowStart: now });
        }
      });

      it("refuses the use after the limit without counting it", async () => {
        for (let i = 0; i < 5; i++) await q("over");
        expect(await q("over", now + HOUR)).toEqual({ allowed: false, count: 5, windowStart: now });
        expect(await store.quota.peek({ key: "over", now: now + HOUR, windowMs: DAY })).toEqual({ count: 5, windowStart: now });
      });

      it("starts a new window once the old one is more than 24 hours old", async () => {
        for (let i = 0; i < 5; i++) await q("rolling");
        expect((await q("rolling", now + DAY - 1)).allowed).toBe(false);
        const later = now + DAY + 1;
        expect(await q("rolling", later)).toEqual({ allowed: true, count: 1, windowStart: later });
      });

      it("peeks an unknown or expired key as an empty window", async () => {
        expect(await store.quota.peek({ key: "nobody", now, windowMs: DAY })).toEqual({ count: 0, windowStart: 0 });
        await q("expired");
        expect(await store.quota.peek({ key: "expired", now: now + DAY + 1, windowMs: DAY })).toEqual({
          count: 0,
          windowStart: 0,
        });
      });

      it("refunds a use in the same window, never below zero, and ignores stale windows", async () => {
        await q("refund");
        await q("refund");
        await store.quota.refund({ key: "refund", windowStart: now });
        expect((await store.quota.peek({ key: "refund", now, windowMs: DAY })).count).toBe(1);
        await store.quota.refund({ key: "refund", windowStart: now - DAY });
        expect((await store.quota.peek({ key: "refund", now, windowMs: DAY })).count).toBe(1);
        await store.quota.refund({ key: "refund", windowStart: now });
        await store.quota.refund({ key: "refund", windowStart: now });
        expect((await store.quota.peek({ key: "refund", now, windowMs: DAY })).count).toBe(0);
      });

      it("clears one key's window and leaves the others", async () => {
        await q("cleared");
        await q("cleared");
        await q("kept");
        await store.quota.clear({ key: "cleared" });
        expect(await store.quota.peek({ key: "cleared", now, windowMs: DAY })).toEqual({ count: 0, windowStart: 0 });
        expect((await store.quota.peek({ key: "kept", now, windowMs: DAY })).count).toBe(1);
        expect((await q("cleared")).count).toBe(1);
      });

      it("counts every one of many simultaneous uses and lets exactly the limit through", async () => {
        const results = await Promise.all(Array.from({ length: 20 }, () => q("race", now, 5)));
        expect(results.filter((r) => r.allowed)).toHaveLength(5);
        const wide = await Promise.all(Array.from({ length: 30 }, () => q("race-wide", now, 100)));
        expect(wide.every((r) => r.allowed)).toBe(true);
        expect((await store.quota.peek({ key: "race-wide", now, windowMs: DAY })).count).toBe(30);
      });

      it("keeps keys apart", async () => {
        await q("a-key");
        expect((await q("b-key")).count).toBe(1);
      });
    });

    describe("pending uses", () => {
      const now = 1_800_000_000_000;
      const take = (key: string, pendingId: string, at = now, limit = 5) =>
        store.quota.tryConsume({ key, limit, now: at, windowMs: DAY, pendingId });
      const count = async (key: string, at = now) => (await store.quota.peek({ key, now: at, windowMs: DAY })).count;

      it("gives back, at the reconcile, the uses taken by then and never settled nor refunded, and only those", async () => {
        await take("pend", "done");
        await take("pend", "lost");
        await take("pend", "failed");
        await take("pend", "later", now + HOUR);
        await store.quota.settle({ key: "pend", pendingId: "done" });
        await store.quota.refund({ key: "pend", windowStart: now, pendingId: "failed" });
        expect(await count("pend")).toBe(3);
        expect(await store.quota.reconcile({ takenBefore: now })).toBe(1);
        expect(await count("pend")).toBe(2);
        expect(await store.quota.reconcile({ takenBefore: now })).toBe(0);
        expect(await store.quota.reconcile({ takenBefore: now + HOUR })).toBe(1);
        expect(await count("pend")).toBe(1);
      });

      it("gives a pending use back once: a second refund, a refund after settling, or a reconcile after either gives nothing", async () => {
        await take("pend-once", "a");
        await take("pend-once", "b");
        await take("pend-once", "c");
        await store.quota.refund({ key: "pend-once", windowStart: now, pendingId: "a" });
        await store.quota.refund({ key: "pend-once", windowStart: now, pendingId: "a" });
        await store.quota.settle({ key: "pend-once", pendingId: "b" });
        await store.quota.refund({ key: "pend-once", windowStart: now, pendingId: "b" });
        expect(await count("pend-once")).toBe(2);
        expect(await store.quota.reconcile({ takenBefore: now })).toBe(1);
        expect(await count("pend-once")).toBe(1);
      });

      it("holds one use counted in two windows (a visitor's own and its address's) under one id", async () => {
        await take("pend-own", "both");
        await take("pend-ip", "both");
        expect(await store.quota.reconcile({ takenBefore: now })).toBe(2);
        expect([await count("pend-own"), await count("pend-ip")]).toEqual([0, 0]);
      });

      it("holds nothing for a refused use", async () => {
        for (let i = 0; i < 5; i++) await take("pend-full", `use-${i}`);
        for (let i = 0; i < 5; i++) await store.quota.settle({ key: "pend-full", pendingId: `use-${i}` });
        expect((await take("pend-full", "refused")).allowed).toBe(false);
        expect(await store.quota.reconcile({ takenBefore: now })).toBe(0);
        expect(await count("pend-full")).toBe(5);
      });

      it("gives nothing back to a window that started over since the use was taken", async () => {
        await take("pend-old", "old");
        const later = now + DAY + 1;
        await take("pend-old", "new", later);
        await store.quota.settle({ key: "pend-old", pendingId: "new" });
        expect(await store.quota.reconcile({ takenBefore: later })).toBe(0);
        expect(await count("pend-old", later)).toBe(1);
      });

      it("gives each lost use back once when several instances reconcile at the same time", async () => {
        for (let i = 0; i < 4; i++) await take("pend-race", `lost-${i}`);
        const given = await Promise.all(Array.from({ length: 6 }, () => store.quota.reconcile({ takenBefore: now })));
        expect(given.reduce((a, b) => a + b, 0)).toBe(4);
        expect(await count("pend-race")).toBe(0);
      });

      it("forgets the holds of a cleared or erased key", async () => {
        await take("pend-cleared", "held");
        await store.quota.clear({ key: "pend-cleared" });
        await take("user:acct_pending", "held");
        await store.accountData.erase({
          userId: "acct_pending",
          email: "pending@example.com",
          quotaKeys: ["user:acct_pending"],
          quotaKeyPrefixes: [],
        });
        expect(JSON.stringify(await rawRows())).not.toMatch(/pend-cleared|acct_pending/);
        await store.quota.tryConsume({ key: "pend-cleared", limit: 5, now, windowMs: DAY });
        expect(await store.quota.reconcile({ takenBefore: now })).toBe(0);
        expect(await count("pend-cleared")).toBe(1);
      });
    });

    describe("history", () => {
      it("adds entries and lists them newest first, limited", async () => {
        const added = await store.history.add({ ownerId: "u1", question: "q1", response: "r1", date: 1000 });
        expect(added).toMatchObject({ ownerId: "u1", question: "q1", response: "r1", date: 1000 });
        expect(typeof added.id).toBe("string");
        await store.history.add({ ownerId: "u1", question: "q2", response: "r2", date: 3000 });
        await store.history.add({ ownerId: "u1", question: "q3", response: "r3", date: 2000 });
        await store.history.add({ ownerId: "u2", question: "other", response: "x", date: 5000 });
        expect((await store.history.list({ ownerId: "u1", limit: 10 })).map((e) => e.question)).toEqual(["q2", "q3", "q1"]);
        expect((await store.history.list({ ownerId: "u1", limit: 2 })).map((e) => e.question)).toEqual(["q2", "q3"]);
        expect(await store.history.count({ ownerId: "u1" })).toBe(3);
      });

      it("removes only the owner's entry and clears one owner's history", async () => {
        const entry = await store.history.add({ ownerId: "u3", question: "q", response: "r", date: 1 });
        expect(await store.history.remove({ ownerId: "u4", id: entry.id })).toBe(false);
        expect(await store.history.remove({ ownerId: "u3", id: entry.id })).toBe(true);
        expect(await store.history.remove({ ownerId: "u3", id: entry.id })).toBe(false);
        await store.history.add({ ownerId: "u5", question: "a", response: "b", date: 1 });
        await store.history.add({ ownerId: "u5", question: "c", response: "d", date: 2 });
        expect(await store.history.clear({ ownerId: "u5" })).toBe(2);
        expect(await store.history.list({ ownerId: "u5", limit: 30 })).toEqual([]);
        expect(await store.history.count({ ownerId: "u2" })).toBe(1);
      });

      it("gives an entry back with the review marks it was saved with, and an entry saved without marks with none", async () => {
        const marked = await store.history.add({ ownerId: "u6", question: "marked", response: "r", date: 3, review: MARKS });
        expect(marked.review).toEqual(MARKS);
        expect((await store.history.add({ ownerId: "u6", question: "plain", response: "r", date: 2 })).review).toEqual([]);
        await store.history.add({ ownerId: "u6", question: "empty", response: "r", date: 1, review: [] });
        const listed = await store.history.list({ ownerId: "u6", limit: 10 });
        expect(listed.map((e) => [e.question, e.review])).toEqual([
          ["marked", MARKS],
          ["plain", []],
          ["empty", []],
        ]);
        // An entry without marks stores none, so it reads the same as one written before marks were kept.
        const rows = (await rawRows()).history as { question: string; review?: unknown }[];
        expect(rows.filter((r) => r.question !== "marked").every((r) => r.review == null)).toBe(true);
      });

      it("refuses to store marks that are not review marks", async () => {
        const bad = [{ ...MARKS[0], kind: "style" }] as unknown as ReviewMark[];
        await expect(store.history.add({ ownerId: "u7", question: "q", response: "r", date: 1, review: bad })).rejects.toThrow();
        expect(await store.history.count({ ownerId: "u7" })).toBe(0);
      });
    });

    describe("batches", () => {
      const item = (name: string, words = 120) => ({
        name,
        words,
        characters: 700,
        text: `${name} text`,
        detection: null,
        problem: "batchTooShort" as const,
      });

      const ROOM = { files: 3, words: 400 };
      /** Takes a place and stores the file there, as the batch service does. */
      const add = async (ownerId: string, batchId: string, file: ReturnType<typeof item>) => {
        const place = await store.batches.reserve({ ownerId, batchId, words: file.words, room: ROOM });
        return place && "position" in place ? store.batches.addItem({ ownerId, batchId, position: place.position, item: file }) : place;
      };

      it("keeps a batch's files in the order their places were taken", async () => {
        const batch = await store.batches.create({ ownerId: "teacher", name: "Class 7B", date: 1_000 });
        expect(batch).toEqual({ id: expect.any(String), name: "Class 7B", date: 1_000, files: 0, refused: 0 });
        const added = (await Promise.all(["a.txt", "b.txt", "c.txt"].map((name) => add("teacher", batch.id, item(name))))) as BatchItem[];
        expect(added.map((a) => a.position).sort()).toEqual([0, 1, 2]);
        const stored = await store.batches.get({ ownerId: "teacher", id: batch.id });
        expect(stored?.files).toBe(3);
        expect(stored?.items.map((i) => i.position)).toEqual([0, 1, 2]);
        expect(stored?.items[0]).toEqual({ id: expect.any(String), position: 0, ...item(added.find((a) => a.position === 0)!.name) });
      });

      it("gives no place past the batch's room in files or in words, however many files ask at once", async () => {
        const batch = await store.batches.create({ ownerId: "teacher", name: "Full", date: 1 });
        const places = await Promise.all(
          Array.from({ length: 6 }, () => store.batches.reserve({ ownerId: "teacher", batchId: batch.id, words: 10, room: ROOM })),
        );
        expect(
          places
            .filter((p) => p && "position" in p)
            .map((p) => (p as { position: number }).position)
            .sort(),
        ).toEqual([0, 1, 2]);
        expect(places.filter((p) => p && "full" in p)).toEqual(Array(3).fill({ full: "files", files: 3 }));
        const wordy = await store.batches.create({ ownerId: "teacher", name: "Wordy", date: 2 });
        expect(await store.batches.reserve({ ownerId: "teacher", batchId: wordy.id, words: 300, room: ROOM })).toEqual({ position: 0 });
        expect(await store.batches.reserve({ ownerId: "teacher", batchId: wordy.id, words: 101, room: ROOM })).toEqual({
          full: "words",
          files: 1,
        });
        expect(await store.batches.reserve({ ownerId: "teacher", batchId: wordy.id, words: 100, room: ROOM })).toEqual({ position: 1 });
      });

      it("lists an owner's batches newest first, and no one else's", async () => {
        await store.batches.create({ ownerId: "lister", name: "old", date: 1 });
        await store.batches.create({ ownerId: "lister", name: "new", date: 2 });
        await store.batches.create({ ownerId: "someone", name: "theirs", date: 3 });
        expect((await store.batches.list({ ownerId: "lister", limit: 10 }))!.map((b) => b.name)).toEqual(["new", "old"]);
      });

      it("keeps a batch from every other owner: no reading, adding or deleting", async () => {
        const batch = await store.batches.create({ ownerId: "owner", name: "mine", date: 1 });
        expect(await store.batches.get({ ownerId: "intruder", id: batch.id })).toBeNull();
        expect(await store.batches.reserve({ ownerId: "intruder", batchId: batch.id, words: 1, room: ROOM })).toBeNull();
        expect(await store.batches.addItem({ ownerId: "intruder", batchId: batch.id, position: 0, item: item("x.txt") })).toBeNull();
        expect(await store.batches.remove({ ownerId: "intruder", id: batch.id })).toBe(false);
        expect(await store.batches.remove({ ownerId: "owner", id: batch.id })).toBe(true);
        expect(await store.batches.get({ ownerId: "owner", id: batch.id })).toBeNull();
      });

      it("collects and erases every batch of an owner with its files", async () => {
        const batch = await store.batches.create({ ownerId: "leaver", name: "to go", date: 5 });
        await add("leaver", batch.id, item("essay.txt"));
        const kept = await store.batches.create({ ownerId: "stayer", name: "stays", date: 5 });
        expect(await store.batches.collect({ ownerId: "leaver" })).toEqual([
          { ...batch, files: 1, items: [expect.objectContaining({ name: "essay.txt" })] },
        ]);
        expect(await store.batches.erase({ ownerId: "leaver" })).toBe(1);
        expect(await store.batches.collect({ ownerId: "leaver" })).toEqual([]);
        expect(await store.batches.get({ ownerId: "stayer", id: kept.id })).not.toBeNull();
      });
    });

    describe("writing", () => {
      const chunk = (from: number, count: number, tag: string) => ({
        from,
        count,
        head: tag.padEnd(64, "0"),
        data: new Uint8Array([from, count, 7]),
      });
      const advance = (ownerId: string, id: string, from: number, count: number, text: string) =>
        store.writing.append({
          ownerId,
          id,
          chunk: chunk(from, count, text),
          text,
          words: 1,
          digest: `d-${text}`,
          lastT: from * 10,
          now: 5_000 + from,
        });

      it("keeps at most `max` documents of an owner, however many are made at once, and no bound without one", async () => {
        const made = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            store.writing.create({ ownerId: "free-writer", title: `Draft ${i}`, now: 1_000 + i, max: 3 }),
          ),
        );
        expect(made.filter(Boolean)).toHaveLength(3);
        expect(await store.writing.list({ ownerId: "free-writer" })).toHaveLength(3);
        for (let i = 0; i < 5; i++)
          expect(await store.writing.create({ ownerId: "pro-writer", title: `Chapter ${i}`, now: 1_000 + i, max: null })).not.toBeNull();
        expect(await store.writing.list({ ownerId: "pro-writer" })).toHaveLength(5);
      });

      it("appends a save only where the record stands, keeps the chunks in order, and refuses a save that lost a race", async () => {
        const doc = (await store.writing.create({ ownerId: "ada", title: "Essay", now: 1_000, max: null }))!;
        expect(doc).toMatchObject({ title: "Essay", text: "", words: 0, events: 0, lastT: 0, head: "0".repeat(64) });
        expect(await advance("ada", doc.id, 0, 3, "abc")).toEqual({
          stored: expect.objectContaining({ id: doc.id, events: 3, text: "abc", digest: "d-abc", lastT: 0 }),
        });
        expect(await advance("ada", doc.id, 3, 2, "abcde")).toEqual({
          stored: expect.objectContaining({ events: 5, text: "abcde", head: "abcde".padEnd(64, "0") }),
        });
        // Two saves from the same place (two tabs): one is stored, the other told the record moved.
        const raced = await Promise.all([advance("ada", doc.id, 5, 1, "abcdef"), advance("ada", doc.id, 5, 2, "abcdefg")]);
        expect(raced.filter((r) => r === "moved")).toHaveLength(1);
        expect(await advance("ada", doc.id, 2, 1, "stale")).toBe("moved");
        expect(await advance("intruder", doc.id, 0, 1, "x")).toBeNull();
        const chunks = await store.writing.chunks({ documentId: doc.id });
        expect(chunks.map((c) => [c.from, c.count])).toEqual([
          [0, 3],
          [3, 2],
          [5, chunks[2]!.count],
        ]);
        expect(chunks[0]!.data).toEqual(new Uint8Array([0, 3, 7]));
        expect((await store.writing.chunks({ documentId: doc.id, until: 5 })).map((c) => c.from)).toEqual([0, 3]);
        expect((await store.writing.get({ ownerId: "ada", id: doc.id }))!.events).toBe(5 + chunks[2]!.count);
      });

      it("keeps a document from every other owner: no reading, renaming, sharing, revoking or deleting", async () => {
        const doc = (await store.writing.create({ ownerId: "owner", title: "Mine", now: 1, max: null }))!;
        expect(await store.writing.get({ ownerId: "intruder", id: doc.id })).toBeNull();
        expect(await store.writing.rename({ ownerId: "intruder", id: doc.id, title: "Theirs", now: 2 })).toBeNull();
        const report = {
          token: "tok-owner",
          documentId: doc.id,
          createdAt: 3,
          events: 0,
          head: doc.head,
          text: "",
          title: "Mine",
          verdict: null,
        };
        expect(await store.writing.share({ ownerId: "intruder", report, max: 5 })).toBeNull();
        expect(await store.writing.share({ ownerId: "owner", report, max: 5 })).toEqual({ ...report, ownerId: "owner", revoked: false });
        expect(await store.writing.revoke({ ownerId: "intruder", token: "tok-owner" })).toBe(false);
        expect((await store.writing.report({ token: "tok-owner" }))!.revoked).toBe(false);
        expect(await store.writing.remove({ ownerId: "intruder", id: doc.id })).toBe(false);
        expect((await store.writing.rename({ ownerId: "owner", id: doc.id, title: "Renamed", now: 4 }))!.title).toBe("Renamed");
        expect((await store.writing.report({ token: "tok-owner" }))!.title).toBe("Mine");
        expect(await store.writing.revoke({ ownerId: "owner", token: "tok-owner" })).toBe(true);
        expect((await store.writing.report({ token: "tok-owner" }))!.revoked).toBe(true);
      });

      it("stores at most `max` reports of a document, and keeps each report's frozen verdict", async () => {
        const doc = (await store.writing.create({ ownerId: "sharer", title: "Shared", now: 1, max: null }))!;
        const verdict = { score: 12, verdict: "human" as const, humanRate: 0.4, humanRateSentence: "About 2 in 5.", reliable: true };
        for (let i = 0; i < 2; i++) {
          expect(
            await store.writing.share({
              ownerId: "sharer",
              report: {
                token: `tok-share-${i}`,
                documentId: doc.id,
                createdAt: 10 + i,
                events: 0,
                head: doc.head,
                text: "",
                title: "Shared",
                verdict,
              },
              max: 2,
            }),
          ).not.toBeNull();
        }
        expect(
          await store.writing.share({
            ownerId: "sharer",
            report: {
              token: "tok-share-2",
              documentId: doc.id,
              createdAt: 12,
              events: 0,
              head: doc.head,
              text: "",
              title: "Shared",
              verdict,
            },
            max: 2,
          }),
        ).toBeNull();
        expect((await store.writing.reportsOf({ ownerId: "sharer", documentIds: [doc.id] })).map((r) => [r.token, r.verdict])).toEqual([
          ["tok-share-1", verdict],
          ["tok-share-0", verdict],
        ]);
        expect(await store.writing.report({ token: "tok-share-2" })).toBeNull();
      });

      it("collects every document, chunk and report of an owner, and deletion (one document, or all) removes them", async () => {
        const first = (await store.writing.create({ ownerId: "leaving-writer", title: "One", now: 1, max: null }))!;
        const second = (await store.writing.create({ ownerId: "leaving-writer", title: "Two", now: 2, max: null }))!;
        const stays = (await store.writing.create({ ownerId: "staying-writer", title: "Stays", now: 3, max: null }))!;
        await advance("leaving-writer", first.id, 0, 2, "hi");
        await advance("leaving-writer", second.id, 0, 1, "yo");
        await advance("staying-writer", stays.id, 0, 1, "ok");
        await store.writing.share({
          ownerId: "leaving-writer",
          report: {
            token: "tok-leaving",
            documentId: first.id,
            createdAt: 9,
            events: 2,
            head: "h",
            text: "hi",
            title: "One",
            verdict: null,
          },
          max: 5,
        });
        await store.writing.share({
          ownerId: "leaving-writer",
          report: {
            token: "tok-leaving-2",
            documentId: second.id,
            createdAt: 9,
            events: 1,
            head: "h",
            text: "yo",
            title: "Two",
            verdict: null,
          },
          max: 5,
        });
        const held = await store.writing.collect({ ownerId: "leaving-writer" });
        expect(held.documents.map((d) => d.title).sort()).toEqual(["One", "Two"]);
        expect(held.chunks.map((c) => [c.documentId, c.from, c.count]).sort()).toEqual(
          [
            [first.id, 0, 2],
            [second.id, 0, 1],
          ].sort(),
        );
        expect(held.reports.map((r) => r.token).sort()).toEqual(["tok-leaving", "tok-leaving-2"]);

        expect(await store.writing.remove({ ownerId: "leaving-writer", id: second.id })).toBe(true);
        expect(await store.writing.chunks({ documentId: second.id })).toEqual([]);
        expect(await store.writing.report({ token: "tok-leaving-2" })).toBeNull();
        expect(await store.writing.erase({ ownerId: "leaving-writer" })).toBe(1);
        expect(await store.writing.collect({ ownerId: "leaving-writer" })).toEqual({ documents: [], chunks: [], reports: [] });
        expect(await store.writing.chunks({ documentId: first.id })).toEqual([]);
        expect(await store.writing.report({ token: "tok-leaving" })).toBeNull();
        expect(await store.writing.document({ id: stays.id })).not.toBeNull();
        expect(await store.writing.chunks({ documentId: stays.id })).toHaveLength(1);
      });
    });

    describe("batch places and pages", () => {
      const ROOM = { files: 3, words: 400 };
      const outcome = (name: string) => ({
        name,
        words: 50,
        characters: 300,
        text: "",
        detection: null,
        problem: "batchTooShort" as const,
      });
      const take = async (ownerId: string, batchId: string) => {
        const place = await store.batches.reserve({ ownerId, batchId, words: 50, room: ROOM });
        if (!place || !("position" in place)) throw new Error(`no place: ${JSON.stringify(place)}`);
        return place.position;
      };
      const fill = (ownerId: string, batchId: string, position: number, name: string) =>
        store.batches.addItem({ ownerId, batchId, position, item: outcome(name) });

      it("gives back a place no outcome filled once it is older than the bound: the batch then counts and numbers only the files it holds", async () => {
        const batch = await store.batches.create({ ownerId: "stopped", name: "Interrupted", date: 1 });
        await fill("stopped", batch.id, await take("stopped", batch.id), "a.txt");
        const second = await take("stopped", batch.id);
        const lost = await take("stopped", batch.id);
        await fill("stopped", batch.id, second, "b.txt");
        // A place taken lately may still be being checked: it is kept, and the batch stays full.
        expect(await store.batches.release({ heldBefore: Date.now() - 60_000 })).toBe(0);
        expect(await store.batches.reserve({ ownerId: "stopped", batchId: batch.id, words: 50, room: ROOM })).toEqual({
          full: "files",
          files: 3,
        });
        // (Of every owner: the other tests leave places unfilled too.)
        expect(await store.batches.release({ heldBefore: Date.now() + 1 })).toBeGreaterThanOrEqual(1);
        expect(await store.batches.release({ heldBefore: Date.now() + 1 })).toBe(0);
        const after = await store.batches.get({ ownerId: "stopped", id: batch.id });
        expect(after).toMatchObject({ files: 2, refused: 1 });
        expect(after!.items.map((i) => [i.name, i.position])).toEqual([
          ["a.txt", 0],
          ["b.txt", 1],
        ]);
        // The place is free again; an outcome arriving for the place given back finds none, and takes no other.
        const again = await take("stopped", batch.id);
        expect(await fill("stopped", batch.id, lost, "late.txt")).toBeNull();
        expect(await fill("stopped", batch.id, again, "c.txt")).toMatchObject({ name: "c.txt", position: 2 });
        expect((await store.batches.get({ ownerId: "stopped", id: batch.id }))!.items.map((i) => [i.name, i.position])).toEqual([
          ["a.txt", 0],
          ["b.txt", 1],
          ["c.txt", 2],
        ]);
        expect(await store.batches.reserve({ ownerId: "stopped", batchId: batch.id, words: 50, room: ROOM })).toEqual({
          full: "files",
          files: 3,
        });
      });

      it("shows a batch without the places still being checked, and counts the files sent to it when full", async () => {
        const batch = await store.batches.create({ ownerId: "checking", name: "Live", date: 1 });
        await take("checking", batch.id);
        const done = await take("checking", batch.id);
        await fill("checking", batch.id, done, "first-done.txt");
        await take("checking", batch.id);
        await store.batches.reserve({ ownerId: "checking", batchId: batch.id, words: 50, room: ROOM });
        await store.batches.reserve({ ownerId: "checking", batchId: batch.id, words: 50, room: ROOM });
        expect(await store.batches.get({ ownerId: "checking", id: batch.id })).toMatchObject({
          files: 3,
          refused: 2,
          items: [{ name: "first-done.txt", position: 0 }],
        });
        expect(await store.batches.list({ ownerId: "checking", limit: 5 })).toEqual([
          { id: batch.id, name: "Live", date: 1, files: 3, refused: 2 },
        ]);
      });

      it("pages an owner's batches newest first, each page the batches after the last one of the page before", async () => {
        const names: string[] = [];
        for (const [name, date] of [
          ["a", 10],
          ["b", 20],
          ["c", 20],
          ["d", 30],
          ["e", 40],
        ] as const)
          names.push((await store.batches.create({ ownerId: "pager", name, date })).id);
        const theirs = await store.batches.create({ ownerId: "not-pager", name: "theirs", date: 25 });
        const pages: string[][] = [];
        let before: string | undefined;
        for (let i = 0; i < 4; i++) {
          const page = (await store.batches.list({ ownerId: "pager", limit: 2, before }))!;
          pages.push(page.map((b) => b.name));
          before = page.at(-1)?.id;
        }
        expect(pages).toEqual([["e", "d"], ["c", "b"], ["a"], []]);
        expect(await store.batches.list({ ownerId: "pager", limit: 2, before: theirs.id })).toBeNull();
        expect(await store.batches.list({ ownerId: "pager", limit: 2, before: "no-such-batch" })).toBeNull();
      });

      it("keeps an owner's newest batches and deletes the older ones with their files, and no one else's", async () => {
        const oldest = await store.batches.create({ ownerId: "keeper", name: "oldest", date: 1 });
        await fill("keeper", oldest.id, await take("keeper", oldest.id), "oldest-essay.txt");
        for (const date of [2, 3, 4]) await store.batches.create({ ownerId: "keeper", name: `batch ${date}`, date });
        await store.batches.create({ ownerId: "not-keeper", name: "older still", date: 0 });
        expect(await store.batches.prune({ ownerId: "keeper", keep: 2 })).toBe(2);
        expect(await store.batches.prune({ ownerId: "keeper", keep: 2 })).toBe(0);
        expect((await store.batches.list({ ownerId: "keeper", limit: 10 }))!.map((b) => b.name)).toEqual(["batch 4", "batch 3"]);
        expect((await store.batches.list({ ownerId: "not-keeper", limit: 10 }))!.map((b) => b.name)).toEqual(["older still"]);
        expect(JSON.stringify(await rawRows())).not.toContain("oldest-essay.txt");
      });
    });

    describe("usage", () => {
      it("creates and accumulates a usage record by email", async () => {
        expect(await store.usage.get("pro@example.com")).toBeNull();
        expect(await store.usage.record({ email: "pro@example.com", cost: 0.25 })).toEqual({
          email: "pro@example.com",
          totalCost: 0.25,
          totalQueries: 1,
          totalPromptTokens: 0,
          totalCompletionTokens: 0,
        });
        await store.usage.record({ email: "pro@example.com", cost: 0.5 });
        const usage = await store.usage.get("pro@example.com");
        expect(usage?.totalQueries).toBe(2);
        expect(usage?.totalCost).toBeCloseTo(0.75, 12);
      });

      it("counts simultaneous usage updates", async () => {
        await Promise.all(Array.from({ length: 25 }, () => store.usage.record({ email: "busy@example.com", cost: 0.001 })));
        const usage = await store.usage.get("busy@example.com");
        expect(usage?.totalQueries).toBe(25);
        expect(usage?.totalCost).toBeCloseTo(0.025, 10);
      });

      it("adds the provider's prompt and completion tokens to the record", async () => {
        await store.usage.record({ email: "tokens@example.com", cost: 0.1, promptTokens: 120, completionTokens: 80 });
        await store.usage.record({ email: "tokens@example.com", cost: 0.1 });
        await store.usage.record({ email: "tokens@example.com", cost: 0.1, promptTokens: 30, completionTokens: 20 });
        expect(await store.usage.get("tokens@example.com")).toMatchObject({
          totalQueries: 3,
          totalPromptTokens: 150,
          totalCompletionTokens: 100,
        });
      });

      it("counts model words per account and period, simultaneous additions included", async () => {
        expect(await store.usage.modelWords({ userId: "u1", period: "lumenaris:month:2026-11" })).toBe(0);
        expect(await store.usage.addModelWords({ userId: "u1", period: "lumenaris:month:2026-11", words: 200 })).toBe(200);
        await Promise.all(
          Array.from({ length: 10 }, () => store.usage.addModelWords({ userId: "u1", period: "lumenaris:month:2026-11", words: 5 })),
        );
        await store.usage.addModelWords({ userId: "u1", period: "lumenaris:month:2026-12", words: 7 });
        await store.usage.addModelWords({ userId: "u2", period: "lumenaris:month:2026-11", words: 9 });
        expect(await store.usage.modelWords({ userId: "u1", period: "lumenaris:month:2026-11" })).toBe(250);
        expect(await store.usage.modelWords({ userId: "u1", period: "lumenaris:month:2026-12" })).toBe(7);
        expect(await store.usage.modelWords({ userId: "u2", period: "lumenaris:month:2026-11" })).toBe(9);
      });
    });

    describe("subscriptions", () => {
      it("upserts, reads back and lists by the account that paid, newest first", async () => {
        await store.subscriptions.upsert(subscription());
        expect(await store.subscriptions.get("sub_1")).toEqual(subscription());
        await store.subscriptions.upsert(subscription({ status: "active", cancelAtPeriodEnd: true }));
        expect((await store.subscriptions.get("sub_1"))?.cancelAtPeriodEnd).toBe(true);
        await store.subscriptions.upsert(subscription({ id: "sub_2", created: 1_710_000_000, interval: "year", amount: 9588 }));
        await store.subscriptions.upsert(subscription({ id: "sub_3", userId: "user_other", email: "ada@example.com" }));
        expect((await store.subscriptions.listByUser("user_ada")).map((s) => s.id)).toEqual(["sub_2", "sub_1"]);
        expect(await store.subscriptions.get("missing")).toBeNull();
        expect(await store.subscriptions.listByUser("user_nobody")).toEqual([]);
      });
    });

    describe("checkouts", () => {
      it("keeps one open checkout per account: a new one replaces the last, and only the open one closes, once", async () => {
        expect(await store.checkouts.open({ userId: "u1", id: "cs_a" })).toBeNull();
        expect(await store.checkouts.open({ userId: "u1", id: "cs_b" })).toBe("cs_a");
        expect(await store.checkouts.open({ userId: "u2", id: "cs_c" })).toBeNull();
        expect(await store.checkouts.close({ userId: "u1", id: "cs_a" })).toBe(false);
        const racing = await Promise.all(Array.from({ length: 5 }, () => store.checkouts.close({ userId: "u1", id: "cs_b" })));
        expect(racing.filter(Boolean)).toHaveLength(1);
        expect(await store.checkouts.open({ userId: "u1", id: "cs_d" })).toBeNull();
        expect(await store.checkouts.close({ userId: "u2", id: "cs_c" })).toBe(true);
      });
    });

    describe("billing events", () => {
      it("records an event once and reports replays", async () => {
        expect(await store.billingEvents.recordOnce({ id: "evt_1", type: "checkout.session.completed", receivedAt: 1 })).toBe(true);
        expect(await store.billingEvents.recordOnce({ id: "evt_1", type: "checkout.session.completed", receivedAt: 2 })).toBe(false);
        const racing = await Promise.all(
          Array.from({ length: 5 }, () => store.billingEvents.recordOnce({ id: "evt_2", type: "x", receivedAt: 3 })),
        );
        expect(racing.filter(Boolean)).toHaveLength(1);
      });

      it("forgets an event so that a retry is recorded again", async () => {
        await store.billingEvents.recordOnce({ id: "evt_3", type: "x", receivedAt: 1 });
        await store.billingEvents.forget("evt_3");
        expect(await store.billingEvents.recordOnce({ id: "evt_3", type: "x", receivedAt: 2 })).toBe(true);
        await store.billingEvents.forget("never-recorded");
      });
    });

    describe("outbox", () => {
      it("stores messages and lists them newest first, optionally by recipient", async () => {
        const first = await store.outbox.add({
          to: "a@example.com",
          subject: "Code",
          text: "123456",
          kind: "verification-code",
          createdAt: 10,
        });
        expect(first).toMatchObject({ to: "a@example.com", subject: "Code", text: "123456", kind: "verification-code", createdAt: 10 });
        await store.outbox.add({ to: "b@example.com", subject: "Hi", text: "t", html: "<p>t</p>", kind: "contact", createdAt: 20 });
        await store.outbox.add({ to: "a@example.com", subject: "Code 2", text: "654321", kind: "verification-code", createdAt: 30 });
        expect((await store.outbox.list({ limit: 10 })).map((m) => m.subject)).toEqual(["Code 2", "Hi", "Code"]);
        expect((await store.outbox.list({ to: "a@example.com", limit: 1 })).map((m) => m.text)).toEqual(["654321"]);
        expect((await store.outbox.list({ to: "b@example.com", limit: 5 }))[0].html).toBe("<p>t</p>");
      });
    });

    describe("account data", () => {
      const now = 1_800_000_000_000;
      const accountKeys = (name: string) => ({
        userId: `acct_${name}`,
        email: `acct-${name}@example.com`,
        quotaKeys: [`user:acct_${name}`, `auth-mail:acct-${name}@example.com`],
        quotaKeyPrefixes: [`auth-fail:acct-${name}@example.com|`],
      });
      const ada = accountKeys("ada");
      const bob = accountKeys("bob");
      const adaKeyIds: string[] = [];
      const window = (key: string) => store.quota.peek({ key, now, windowMs: DAY });

      /** One account with a record of every kind the store keeps about it. */
      async function fill(account: typeof ada) {
        const { userId, email } = account;
        await store.history.add({ ownerId: userId, question: `${userId} first`, response: "r1", date: 1000 });
        await store.history.add({ ownerId: userId, question: `${userId} second`, response: "r2", date: 2000, review: MARKS });
        await store.usage.record({ email, cost: 0.5, promptTokens: 10, completionTokens: 5 });
        await store.usage.addModelWords({ userId, period: "lumenaris:month:2026-11", words: 20 });
        await store.usage.addModelWords({ userId, period: "lumenaris:month:2026-10", words: 10 });
        for (const key of [...account.quotaKeys, `${account.quotaKeyPrefixes[0]}192.0.2.1`, `${account.quotaKeyPrefixes[0]}192.0.2.2`]) {
          await store.quota.tryConsume({ key, limit: 5, now, windowMs: DAY });
        }
        await store.checkouts.open({ userId, id: `cs_${userId}` });
        await store.outbox.add({ to: email, subject: "Your code", text: "123456", kind: "verification-code", createdAt: 1 });
        // The subscription's own id names no one; the customer does.
        await store.subscriptions.upsert(
          subscription({ id: `sub_${email.length}${userId.at(-1)}`, userId, email, customerId: `cus_${userId}` }),
        );
        const key = await store.apiKeys.create({
          userId,
          name: "script",
          prefix: `rs_${userId}`,
          hash: `hash-${userId}`,
          createdAt: 1,
          maxLive: 5,
        });
        await store.apiKeys.recordUse({ id: key!.id, userId, at: 2, day: "2026-11-26", words: 40 });
        await store.rateLimits.take({ key: `api-key:${key!.id}`, capacity: 20, refillPerSecond: 10, now });
        const revoked = await store.apiKeys.create({
          userId,
          name: "old script",
          prefix: `rs_old_${userId}`,
          hash: `hash-old-${userId}`,
          createdAt: 0,
          maxLive: 5,
        });
        await store.apiKeys.revoke({ userId, id: revoked!.id, at: 3 });
        await store.idempotency.claim({
          key: `rewrite:${key!.id}:retry-1`,
          ownerId: userId,
          fingerprint: "f",
          now,
          ttlMs: DAY,
          pendingMs: HOUR,
        });
        await store.idempotency.complete({
          key: `rewrite:${key!.id}:retry-1`,
          status: 200,
          body: JSON.stringify({ result: `${userId} rewritten essay` }),
        });
        if (userId === ada.userId) adaKeyIds.push(key!.id, revoked!.id);
      }

      beforeAll(async () => {
        await fill(ada);
        await fill(bob);
      });

      it("collects one account's whole history (with its review marks), usage, model words, subscriptions, API keys (revoked ones too), their usage and stored API answers, and nobody else's", async () => {
        const data = await store.accountData.collect({ ...ada, now });
        expect(data.history.map((e) => [e.question, e.review])).toEqual([
          ["acct_ada second", MARKS],
          ["acct_ada first", []],
        ]);
        expect(data.usage).toEqual({ email: ada.email, totalCost: 0.5, totalQueries: 1, totalPromptTokens: 10, totalCompletionTokens: 5 });
        expect(data.modelWords).toEqual([
          { period: "lumenaris:month:2026-10", words: 10 },
          { period: "lumenaris:month:2026-11", words: 20 },
        ]);
        expect(data.subscriptions).toEqual([
          subscription({ id: "sub_20a", userId: ada.userId, email: ada.email, customerId: "cus_acct_ada" }),
        ]);
        expect(data.apiKeys).toEqual([
          { id: adaKeyIds[0], userId: ada.userId, name: "script", prefix: "rs_acct_ada", createdAt: 1, lastUsedAt: 2, revokedAt: null },
          {
            id: adaKeyIds[1],
            userId: ada.userId,
            name: "old script",
            prefix: "rs_old_acct_ada",
            createdAt: 0,
            lastUsedAt: null,
            revokedAt: 3,
          },
        ]);
        expect(data.apiKeyUsage).toEqual([{ keyId: adaKeyIds[0], day: "2026-11-26", requests: 1, words: 40 }]);
        expect(data.idempotentReplies).toEqual([
          {
            key: `rewrite:${adaKeyIds[0]}:retry-1`,
            status: 200,
            body: JSON.stringify({ result: "acct_ada rewritten essay" }),
            createdAt: now,
          },
        ]);
        expect(JSON.stringify(data)).not.toContain("acct_bob");
      });

      it("collects no stored API answer past its time: it is no longer kept for the account", async () => {
        expect((await store.accountData.collect({ ...ada, now: now + DAY - 1 })).idempotentReplies).toHaveLength(1);
        expect((await store.accountData.collect({ ...ada, now: now + DAY })).idempotentReplies).toEqual([]);
      });

      it("collects nothing for an account with no records", async () => {
        expect(
          await store.accountData.collect({ userId: "acct_nobody", email: "nobody@example.com", quotaKeys: [], quotaKeyPrefixes: [], now }),
        ).toEqual(nothing);
      });

      const nothing = { history: [], usage: null, modelWords: [], subscriptions: [], apiKeys: [], apiKeyUsage: [], idempotentReplies: [] };

      /** Rows of any table that name the account, its keys or its text. */
      async function tracesOf(account: typeof ada, keyIds: string[]) {
        const rows = await rawRows();
        const traces = [account.userId, account.email, ...keyIds];
        return Object.entries(rows).flatMap(([table, list]) =>
          list
            .filter((row) => traces.some((trace) => JSON.stringify(row).includes(trace)))
            .map((row) => `${table}: ${JSON.stringify(row)}`),
        );
      }

      it("erases one account's records, keeps its subscriptions naming no one, and leaves other accounts alone", async () => {
        // Every table is read: the account is found in most of them before, and in none after.
        expect(new Set((await tracesOf(ada, adaKeyIds)).map((row) => row.split(":")[0])).size).toBeGreaterThanOrEqual(10);
        await store.accountData.erase(ada);
        expect(await tracesOf(ada, adaKeyIds)).toEqual([]);

        expect(await store.history.count({ ownerId: ada.userId })).toBe(0);
        expect(await store.usage.get(ada.email)).toBeNull();
        expect(await store.usage.modelWords({ userId: ada.userId, period: "lumenaris:month:2026-11" })).toBe(0);
        expect((await window("user:acct_ada")).count).toBe(0);
        expect(await store.outbox.list({ to: ada.email, limit: 5 })).toEqual([]);
        // Its open checkout is gone: the next one replaces nothing.
        expect(await store.checkouts.open({ userId: ada.userId, id: "cs_after" })).toBeNull();
        expect(await store.subscriptions.listByUser(ada.userId)).toEqual([]);
        expect(await store.subscriptions.get("sub_20a")).toEqual(subscription({ id: "sub_20a", userId: "", email: "", customerId: "" }));
        expect(await store.accountData.collect({ ...ada, now })).toEqual(nothing);
        expect(await store.apiKeys.findByHash(`hash-${ada.userId}`)).toBeNull();
        expect(await store.apiKeys.usageByDay({ userId: ada.userId, fromDay: "2026-01-01" })).toEqual([]);

        const other = await store.accountData.collect({ ...bob, now });
        expect(other.history).toHaveLength(2);
        expect(other.usage?.totalQueries).toBe(1);
        expect(other.modelWords).toHaveLength(2);
        expect(other.subscriptions.map((s) => s.email)).toEqual([bob.email]);
        expect((await window("user:acct_bob")).count).toBe(1);
        expect(await store.outbox.list({ to: bob.email, limit: 5 })).toHaveLength(1);
        expect(await store.checkouts.open({ userId: bob.userId, id: "cs_bob_2" })).toBe("cs_acct_bob");
        expect(await store.apiKeys.list({ userId: bob.userId })).toHaveLength(1);
        expect(await store.apiKeys.usageByDay({ userId: bob.userId, fromDay: "2026-01-01" })).toHaveLength(1);
        expect((await store.accountData.collect({ ...bob, now })).idempotentReplies).toHaveLength(1);
        expect((await window(`${bob.quotaKeyPrefixes[0]}192.0.2.1`)).count).toBe(1);
      });

      it("erases an account that has nothing left, again without error", async () => {
        await store.accountData.erase(ada);
        await store.accountData.erase({
          userId: "acct_nobody",
          email: "nobody@example.com",
          quotaKeys: ["user:acct_nobody"],
          quotaKeyPrefixes: ["auth-fail:nobody@example.com|"],
        });
        expect(await store.history.count({ ownerId: bob.userId })).toBe(2);
      });
    });

    describe("api keys", () => {
      const key = (userId: string, n: number, maxLive = 5) =>
        store.apiKeys.create({ userId, name: `key ${n}`, prefix: `rs_${n}`, hash: `hash-${userId}-${n}`, createdAt: 1_000 + n, maxLive });

      it("stores keys, lists the live ones newest first and finds one by its hash", async () => {
        const first = await key("owner", 1);
        await key("owner", 2);
        await key("someone-else", 3);
        expect(first).toEqual({
          id: expect.any(String),
          userId: "owner",
          name: "key 1",
          prefix: "rs_1",
          createdAt: 1_001,
          lastUsedAt: null,
        });
        expect((await store.apiKeys.list({ userId: "owner" })).map((k) => k.name)).toEqual(["key 2", "key 1"]);
        expect(await store.apiKeys.findByHash("hash-owner-1")).toEqual(first);
        expect(await store.apiKeys.findByHash("hash-nobody")).toBeNull();
      });

      it("refuses a key past the live limit, also when created at the same moment, and frees a place on revoke", async () => {
        const made = await Promise.all(Array.from({ length: 8 }, (_, n) => key("limited", n, 5)));
        expect(made.filter(Boolean)).toHaveLength(5);
        const victim = made.find(Boolean)!;
        expect(await store.apiKeys.revoke({ userId: "limited", id: victim.id, at: 5_000 })).toBe(true);
        expect(await store.apiKeys.revoke({ userId: "limited", id: victim.id, at: 5_001 })).toBe(false);
        expect(await store.apiKeys.findByHash(`hash-limited-${victim.prefix.slice(3)}`)).toBeNull();
        expect(await key("limited", 20, 5)).not.toBeNull();
        expect(await key("limited", 21, 5)).toBeNull();
      });

      it("revokes every live key of one account at once, and no other account's", async () => {
        await key("all-gone", 1);
        await key("all-gone", 2);
        const kept = (await key("all-kept", 1))!;
        expect(await store.apiKeys.revokeAll({ userId: "all-gone", at: 7_000 })).toBe(2);
        expect(await store.apiKeys.list({ userId: "all-gone" })).toEqual([]);
        expect(await store.apiKeys.findByHash("hash-all-gone-1")).toBeNull();
        expect(await store.apiKeys.revokeAll({ userId: "all-gone", at: 7_001 })).toBe(0);
        expect(await store.apiKeys.list({ userId: "all-kept" })).toEqual([kept]);
        // Their places are free again.
        expect(await Promise.all([1, 2, 3, 4, 5].map((n) => key("all-gone", 10 + n, 5)))).not.toContain(null);
      });

      it("revokes only the owner's key", async () => {
        const mine = (await key("revoker", 1))!;
        expect(await store.apiKeys.revoke({ userId: "intruder", id: mine.id, at: 1 })).toBe(false);
        expect(await store.apiKeys.list({ userId: "revoker" })).toHaveLength(1);
      });

      it("records last use and per-day requests and words, simultaneous uses included", async () => {
        const used = (await key("user-of-keys", 1))!;
        const other = (await key("user-of-keys", 2))!;
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            store.apiKeys.recordUse({ id: used.id, userId: "user-of-keys", at: 2_000 + i, day: "2026-11-25", words: 3 }),
          ),
        );
        await store.apiKeys.recordUse({ id: used.id, userId: "user-of-keys", at: 9_000, day: "2026-11-26", words: 7 });
        await store.apiKeys.recordUse({ id: other.id, userId: "user-of-keys", at: 9_500, day: "2026-11-26", words: 0 });
        await store.apiKeys.recordUse({ id: used.id, userId: "user-of-keys", at: 1_500, day: "2026-11-20", words: 1 });
        expect((await store.apiKeys.findByHash("hash-user-of-keys-1"))!.lastUsedAt).toBe(9_000);
        const usage = await store.apiKeys.usageByDay({ userId: "user-of-keys", fromDay: "2026-11-25" });
        expect(usage).toHaveLength(3);
        expect(usage[0]).toEqual({ keyId: used.id, day: "2026-11-25", requests: 10, words: 30 });
        expect(usage.slice(1)).toEqual(
          expect.arrayContaining([
            { keyId: used.id, day: "2026-11-26", requests: 1, words: 7 },
            { keyId: other.id, day: "2026-11-26", requests: 1, words: 0 },
          ]),
        );
      });
    });

    describe("rate limits", () => {
      const take = (key: string, now: number) => store.rateLimits.take({ key, capacity: 3, refillPerSecond: 2, now });

      it("allows a burst of the bucket's capacity, then refuses with the time until the next token", async () => {
        const now = 1_000_000;
        const results = await Promise.all([1, 2, 3, 4, 5].map(() => take("burst", now)));
        expect(results.filter((r) => r.allowed)).toHaveLength(3);
        expect(results.filter((r) => !r.allowed).map((r) => r.retryAfterMs)).toEqual([500, 500]);
      });

      it("writes nothing when it refuses", async () => {
        const now = 3_000_000;
        for (let i = 0; i < 3; i++) await take("quiet", now);
        const bucket = async () => JSON.stringify((await rawRows()).rate_buckets);
        const before = await bucket();
        expect((await take("quiet", now + 100)).allowed).toBe(false);
        expect(await bucket()).toBe(before);
      });

      it("refills at its rate, never past its capacity", async () => {
        const now = 2_000_000;
        for (let i = 0; i < 3; i++) await take("refill", now);
        expect(await take("refill", now + 250)).toEqual({ allowed: false, retryAfterMs: 250 });
        expect((await take("refill", now + 500)).allowed).toBe(true);
        const later = now + 60_000;
        const afterRest = await Promise.all([1, 2, 3, 4].map(() => take("refill", later)));
        expect(afterRest.filter((r) => r.allowed)).toHaveLength(3);
      });
    });

    describe("idempotent replies", () => {
      const ttlMs = 24 * HOUR;
      const pendingMs = 5 * 60_000;

      it("lets one caller claim a key, shows the others it pending, then replays the stored answer", async () => {
        const claims = await Promise.all(
          [1, 2, 3].map(() => store.idempotency.claim({ key: "k1", ownerId: "owner", fingerprint: "f", now: 1_000, ttlMs, pendingMs })),
        );
        expect(claims.filter((c) => c.state === "claimed")).toHaveLength(1);
        expect(claims.filter((c) => c.state === "pending")).toEqual([
          { state: "pending", fingerprint: "f" },
          { state: "pending", fingerprint: "f" },
        ]);
        await store.idempotency.complete({ key: "k1", status: 200, body: '{"ok":true}' });
        expect(await store.idempotency.claim({ key: "k1", ownerId: "owner", fingerprint: "other", now: 2_000, ttlMs, pendingMs })).toEqual({
          state: "done",
          fingerprint: "f",
          status: 200,
          body: '{"ok":true}',
        });
      });

      it("frees a released claim and forgets a record past its time", async () => {
        expect((await store.idempotency.claim({ key: "k2", ownerId: "owner", fingerprint: "f", now: 1_000, ttlMs, pendingMs })).state).toBe(
          "claimed",
        );
        await store.idempotency.release({ key: "k2" });
        expect((await store.idempotency.claim({ key: "k2", ownerId: "owner", fingerprint: "g", now: 1_001, ttlMs, pendingMs })).state).toBe(
          "claimed",
        );
        await store.idempotency.complete({ key: "k2", status: 200, body: "{}" });
        await store.idempotency.release({ key: "k2" });
        expect((await store.idempotency.claim({ key: "k2", ownerId: "owner", fingerprint: "g", now: 2_000, ttlMs, pendingMs })).state).toBe(
          "done",
        );
        expect(
          (await store.idempotency.claim({ key: "k2", ownerId: "owner", fingerprint: "h", now: 1_001 + ttlMs, ttlMs, pendingMs })).state,
        ).toBe("claimed");
      });

      it("lets a retry take over a claim left pending by an instance that stopped", async () => {
        expect((await store.idempotency.claim({ key: "k3", ownerId: "owner", fingerprint: "f", now: 1_000, ttlMs, pendingMs })).state).toBe(
          "claimed",
        );
        expect(
          (await store.idempotency.claim({ key: "k3", ownerId: "owner", fingerprint: "f", now: 1_000 + pendingMs - 1, ttlMs, pendingMs }))
            .state,
        ).toBe("pending");
        expect(
          (await store.idempotency.claim({ key: "k3", ownerId: "owner", fingerprint: "f", now: 1_000 + pendingMs, ttlMs, pendingMs }))
            .state,
        ).toBe("claimed");
        await store.idempotency.complete({ key: "k3", status: 200, body: "{}" });
        expect(
          (await store.idempotency.claim({ key: "k3", ownerId: "owner", fingerprint: "f", now: 1_000 + 2 * pendingMs, ttlMs, pendingMs }))
            .state,
        ).toBe("done");
      });
    });

    describe("retention sweep", () => {
      const now = 1_900_000_000_000;
      const everyone = (userId: string) => ({ userId, email: `${userId}@example.com`, quotaKeys: [], quotaKeyPrefixes: [], now });
      const key = (userId: string, n: number) =>
        store.apiKeys.create({
          userId,
          name: `key ${n}`,
          prefix: `rs_${n}`,
          hash: `hash-${userId}-${n}`,
          createdAt: 1_000 + n,
          maxLive: 5,
        });

      it("deletes keys revoked at or before the cutoff, of every account, keeping live and recently revoked keys and all daily usage", async () => {
        const old = (await key("swept", 1))!;
        const recent = (await key("swept", 2))!;
        const live = (await key("swept", 3))!;
        const othersOld = (await key("swept-too", 1))!;
        await store.apiKeys.recordUse({ id: old.id, userId: "swept", at: 1_500, day: "2026-10-01", words: 9 });
        await store.apiKeys.revoke({ userId: "swept", id: old.id, at: 10_000 });
        await store.apiKeys.revoke({ userId: "swept", id: recent.id, at: 20_000 });
        await store.apiKeys.revoke({ userId: "swept-too", id: othersOld.id, at: 9_000 });
        await store.retention.sweep({ now, revokedKeysBefore: 10_000 });
        expect((await store.accountData.collect(everyone("swept"))).apiKeys.map((k) => k.id)).toEqual([live.id, recent.id]);
        expect((await store.accountData.collect(everyone("swept-too"))).apiKeys).toEqual([]);
        expect(await store.apiKeys.usageByDay({ userId: "swept", fromDay: "2026-01-01" })).toEqual([
          { keyId: old.id, day: "2026-10-01", requests: 1, words: 9 },
        ]);
      });

      it("deletes stored API answers past their time, pending or done, and keeps the others", async () => {
        const claim = (k: string, at: number) =>
          store.idempotency.claim({ key: k, ownerId: "sweep-owner", fingerprint: "f", now: at, ttlMs: DAY, pendingMs: HOUR });
        await claim("sweep-old", now - DAY);
        await store.idempotency.complete({ key: "sweep-old", status: 200, body: '{"result":"old essay"}' });
        await claim("sweep-old-pending", now - DAY - HOUR);
        await claim("sweep-fresh", now - DAY + 1);
        await store.idempotency.complete({ key: "sweep-fresh", status: 200, body: '{"result":"fresh essay"}' });
        await store.retention.sweep({ now, revokedKeysBefore: 0 });
        const replies = JSON.stringify((await rawRows()).idempotent_replies);
        expect(replies).not.toContain("sweep-old");
        expect(replies).toContain("sweep-fresh");
        expect((await store.accountData.collect(everyone("sweep-owner"))).idempotentReplies.map((r) => r.key)).toEqual(["sweep-fresh"]);
      });

      it("deletes each limiter window past its own length, never a longer window still running", async () => {
        await store.quota.tryConsume({ key: "sweep:day", limit: 5, now: now - HOUR, windowMs: DAY });
        await store.quota.tryConsume({ key: "sweep:quarter-hour", limit: 5, now: now - HOUR, windowMs: 15 * 60_000 });
        await store.rateLimits.take({ key: "sweep:idle-bucket", capacity: 20, refillPerSecond: 10, now: now - 2 * HOUR });
        await store.retention.sweep({ now, revokedKeysBefore: 0 });
        const rows = JSON.stringify(await rawRows());
        expect(rows).not.toContain("sweep:quarter-hour");
        expect(rows).not.toContain("sweep:idle-bucket");
        expect((await store.quota.peek({ key: "sweep:day", now, windowMs: DAY })).count).toBe(1);
      });
    });

    describe("contact messages", () => {
      it("stores contact messages and lists them newest first", async () => {
        await store.contact.add({ name: "Ada", email: "ada@example.com", message: "Hello", createdAt: 1 });
        const second = await store.contact.add({ name: "Bob", email: "bob@example.com", message: "Hi there", createdAt: 2 });
        expect(second.id).toBeTruthy();
        expect((await store.contact.list({ limit: 10 })).map((m) => m.name)).toEqual(["Bob", "Ada"]);
        expect(await store.contact.list({ limit: 1 })).toHaveLength(1);
      });
    });
  });
}
