import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import type { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FREE_USES_PER_DAY, WRITING_DOCS_FREE } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { textDigest, type WritingEvent } from "@/lib/writing/events";
import { packEvents, unpackEvents } from "@/lib/writing/record";
import type { DocumentSummary, ReportSummary, WritingDocument, WritingReport } from "@/lib/writing/types";
import { becomePro, signedInCookie } from "@/tests/support/api";
import { corpusTexts } from "@/tests/support/batch-documents";
import { call, useTempDatabase } from "@/tests/support/requests";
import { fixedGaps, ScriptedWriter, seeded } from "@/tests/support/writing";
import { copiesIn } from "@/tests/support/copies-on-disk";

type Handler = (req: NextRequest, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;
const withParams = (handler: Handler, params: Record<string, string>) => (req: NextRequest) =>
  handler(req, { params: Promise.resolve(params) });

let documents: { GET: Handler; POST: Handler };
let document: { GET: Handler; PATCH: Handler; DELETE: Handler };
let eventsRoute: Handler;
let shareRoute: Handler;
let revokeRoute: Handler;
let publicRoute: Handler;
let exportData: Handler;
let deleteAccount: Handler;
let detect: Handler;

beforeAll(async () => {
  await useTempDatabase();
  documents = (await import("@/app/api/writing/route")) as unknown as typeof documents;
  document = (await import("@/app/api/writing/[id]/route")) as unknown as typeof document;
  eventsRoute = (await import("@/app/api/writing/[id]/events/route")).POST as Handler;
  shareRoute = (await import("@/app/api/writing/[id]/reports/route")).POST as Handler;
  revokeRoute = (await import("@/app/api/writing/reports/[token]/route")).DELETE as Handler;
  publicRoute = (await import("@/app/api/reports/[token]/route")).GET as Handler;
  exportData = (await import("@/app/api/account/export/route")).GET as Handler;
  deleteAccount = (await import("@/app/api/account/route")).DELETE as Handler;
  detect = (await import("@/app/api/getAiDetectionScore/route")).POST as Handler;
});

let accounts = 0;
const account = () => `writer${++accounts}@example.com`;
const json = async <T>(res: Response) => (await res.json()) as T & { error?: { code: string; message: string } };

async function create(cookie: string, title?: string) {
  const res = await call(documents.POST, "/api/writing", title === undefined ? {} : { title }, { cookie });
  return { status: res.status, body: await json<{ document: DocumentSummary }>(res.res) };
}
async function open(cookie: string, id: string) {
  const res = await call(withParams(document.GET, { id }), `/api/writing/${id}`, undefined, { cookie });
  return { status: res.status, body: await json<{ document: WritingDocument }>(res.res) };
}
async function save(cookie: string, id: string, body: { from: number; events: WritingEvent[]; digest: string }) {
  const res = await call(withParams(eventsRoute, { id }), `/api/writing/${id}/events`, body, { cookie });
  return { status: res.status, body: await json<{ saved: number; digest: string }>(res.res) };
}
/** Saves a writer's events as the client does, a few at a time, each save with the digest of the text after it. */
async function saveAll(cookie: string, id: string, events: WritingEvent[], per = 7) {
  let text = "";
  const { rebuildText } = await import("@/lib/writing/events");
  for (let from = 0; from < events.length; from += per) {
    const part = events.slice(from, from + per);
    text = rebuildText(part, text)!;
    const saved = await save(cookie, id, { from, events: part, digest: textDigest(text) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
}
async function share(cookie: string, id: string) {
  const res = await call(withParams(shareRoute, { id }), `/api/writing/${id}/reports`, {}, { cookie });
  return { status: res.status, body: await json<{ report: ReportSummary & { usesLeft?: number } }>(res.res) };
}
async function publicReport(token: string) {
  const res = await call(withParams(publicRoute, { token }), `/api/reports/${token}`);
  return {
    status: res.status,
    headers: res.res.headers,
    text: await res.res.clone().text(),
    body: await json<{ report: WritingReport }>(res.res),
  };
}
const revoke = (cookie: string, token: string) =>
  call(withParams(revokeRoute, { token }), `/api/writing/reports/${token}`, undefined, { cookie, method: "DELETE" });

/** A writer's document with a short scripted session saved to it. */
async function written(
  cookie: string,
  writer = new ScriptedWriter(seeded(11)).mark("start").type("A first line, typed here. ").wait(3000).paste("A pasted line."),
  per = 7,
) {
  const { body } = await create(cookie, "Essay");
  await saveAll(cookie, body.document.id, writer.events, per);
  return { id: body.document.id, writer };
}

describe("documents of the writing space", () => {
  it("keeps three documents for a free account and refuses a fourth with 403 writing_limit; Pro keeps more", async () => {
    const cookie = await signedInCookie(account());
    for (let i = 0; i < WRITING_DOCS_FREE; i++) expect((await create(cookie, `Draft ${i}`)).status).toBe(201);
    const fourth = await create(cookie, "One too many");
    expect(fourth.status).toBe(403);
    expect(fourth.body.error).toEqual({ code: "writing_limit", message: MESSAGES.writingLimit });

    const email = account();
    const pro = await signedInCookie(email);
    await becomePro(pro, email);
    for (let i = 0; i < WRITING_DOCS_FREE + 3; i++) expect((await create(pro, `Chapter ${i}`)).status).toBe(201);
    const list = await json<{ documents: DocumentSummary[] }>((await call(documents.GET, "/api/writing", undefined, { cookie: pro })).res);
    expect(list.documents).toHaveLength(WRITING_DOCS_FREE + 3);
  });

  it("shares an empty document's report, without a verdict because the text is too short", async () => {
    const cookie = await signedInCookie(account());
    const { body } = await create(cookie, "Blank page");
    const shared = await share(cookie, body.document.id);
    expect(shared.status).toBe(201);
    const { report } = (await publicReport(shared.body.report.token)).body;
    expect([report.text, report.events, report.verdict, report.verdictMissing]).toEqual(["", [], null, "too_short"]);
    expect(report.time).toEqual({ activeMs: 0, sessions: 0, spanMs: 0 });
  });

  it("needs an account", async () => {
    const res = await call(documents.POST, "/api/writing", {});
    expect(res.status).toBe(401);
  });

  it("answers another account's document id with the same 404 as an unknown one, for reading, saving, renaming, sharing and deleting", async () => {
    const owner = await signedInCookie(account());
    const { id } = await written(owner);
    const other = await signedInCookie(account());
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const target of [id, unknown]) {
      const answers = [
        await call(withParams(document.GET, { id: target }), `/api/writing/${target}`, undefined, { cookie: other }),
        await call(
          withParams(document.PATCH, { id: target }),
          `/api/writing/${target}`,
          { title: "Mine now" },
          { cookie: other, method: "PATCH" },
        ),
        await call(
          withParams(eventsRoute, { id: target }),
          `/api/writing/${target}/events`,
          { from: 0, events: [], digest: textDigest("") },
          { cookie: other },
        ),
        await call(withParams(shareRoute, { id: target }), `/api/writing/${target}/reports`, {}, { cookie: other }),
        await call(withParams(document.DELETE, { id: target }), `/api/writing/${target}`, undefined, { cookie: other, method: "DELETE" }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(await answer.res.json()).toEqual({ error: { code: "not_found", message: MESSAGES.writingNotFound } });
      }
    }
    expect((await open(owner, id)).body.document.title).toBe("Essay");
  });

  it("renames a document, names the field of a bad title, and deletes it", async () => {
    const cookie = await signedInCookie(account());
    const { body } = await create(cookie);
    const id = body.document.id;
    expect(body.document.title).toBe("Untitled document");
    const renamed = await call(
      withParams(document.PATCH, { id }),
      `/api/writing/${id}`,
      { title: "  My essay\u202e " },
      { cookie, method: "PATCH" },
    );
    expect((await json<{ document: DocumentSummary }>(renamed.res)).document.title).toBe("My essay");
    const bad = await call(withParams(document.PATCH, { id }), `/api/writing/${id}`, { title: 7 }, { cookie, method: "PATCH" });
    expect(bad.status).toBe(400);
    expect((await json<object>(bad.res)).error!.message).toMatch(/^title/);
    expect((await call(withParams(document.DELETE, { id }), `/api/writing/${id}`, undefined, { cookie, method: "DELETE" })).status).toBe(
      200,
    );
    expect((await open(cookie, id)).status).toBe(404);
  });
});

describe("saving the record", () => {
  it("stores events that rebuild the text, resumes from the stored count, and skips a resend", async () => {
    const cookie = await signedInCookie(account());
    const { id, writer } = await written(cookie);
    const opened = (await open(cookie, id)).body.document;
    expect(opened.text).toBe(writer.text);
    expect(opened.events).toBe(writer.events.length);
    expect(opened.digest).toBe(textDigest(writer.text));
    // A resend of events the server has (the answer was lost) is compared and skipped.
    const again = await save(cookie, id, { from: 0, events: writer.events, digest: textDigest(writer.text) });
    expect(again.body).toEqual({ saved: writer.events.length, digest: textDigest(writer.text) });
    // A resend overlapping the stored events, with new ones after them, stores only the new ones.
    writer.wait(2000).type(" More.");
    const overlap = await save(cookie, id, {
      from: writer.events.length - 2,
      events: writer.events.slice(-2),
      digest: textDigest(writer.text),
    });
    expect(overlap.body.saved).toBe(writer.events.length);
    expect((await open(cookie, id)).body.document.text).toBe(writer.text);
  });

  it("refuses with 409 writing_mismatch events that do not rebuild the text, and stores nothing of them", async () => {
    const cookie = await signedInCookie(account());
    const { id, writer } = await written(cookie);
    const from = writer.events.length;
    const outside = await save(cookie, id, {
      from,
      events: [{ k: "d", t: writer.t + 10, at: writer.text.length - 2, n: 5 }],
      digest: textDigest("x"),
    });
    expect(outside.status).toBe(409);
    expect(outside.body.error!.code).toBe("writing_mismatch");
    // Events that fit but do not build the text the writer says it sees.
    const claimed = await save(cookie, id, {
      from,
      events: [{ k: "i", t: writer.t + 10, at: 0, s: "X", src: "type" }],
      digest: textDigest(writer.text + "X"),
    });
    expect(claimed.status).toBe(409);
    expect(claimed.body.error!.code).toBe("writing_mismatch");
    // A resend that differs from what is stored.
    const changed = writer.events.map((e) => (e.k === "i" && e.src === "paste" ? { ...e, src: "type" as const } : e));
    const rewritten = await save(cookie, id, { from: 0, events: changed, digest: textDigest(writer.text) });
    expect(rewritten.status).toBe(409);
    expect(rewritten.body.error!.code).toBe("writing_mismatch");
    const stored = (await open(cookie, id)).body.document;
    expect([stored.events, stored.text]).toEqual([from, writer.text]);
  });

  it("refuses time going back, within a save and against the stored record", async () => {
    const cookie = await signedInCookie(account());
    const { id, writer } = await written(cookie);
    const from = writer.events.length;
    const before = await save(cookie, id, {
      from,
      events: [{ k: "i", t: writer.t - 1000, at: 0, s: "X", src: "type" }],
      digest: textDigest("X" + writer.text),
    });
    expect(before.status).toBe(409);
    expect(before.body.error!.message).toMatch(/time goes back/);
    const within = await save(cookie, id, {
      from,
      events: [
        { k: "i", t: writer.t + 5000, at: 0, s: "X", src: "type" },
        { k: "i", t: writer.t + 4000, at: 0, s: "Y", src: "type" },
      ],
      digest: textDigest("YX" + writer.text),
    });
    expect(within.status).toBe(409);
    expect((await open(cookie, id)).body.document.events).toBe(from);
  });

  it("refuses a record claiming more writing time than has passed since the document was made, and takes it once that time has passed", async () => {
    const cookie = await signedInCookie(account());
    const { body } = await create(cookie, "Made up in a minute");
    const id = body.document.id;
    const writer = new ScriptedWriter(seeded(12))
      .mark("start")
      .type("Two hours of writing, ")
      .wait(10 * 60_000)
      .type("claimed at once.");
    const early = await save(cookie, id, { from: 0, events: writer.events, digest: textDigest(writer.text) });
    expect(early.status).toBe(409);
    expect(early.body.error!.message).toMatch(/ahead of the server's clock/);
    expect((await open(cookie, id)).body.document.events).toBe(0);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 9 * 60_000);
      expect((await save(cookie, id, { from: 0, events: writer.events, digest: textDigest(writer.text) })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 409 writing_gap to a save from past the stored count, and 400 naming the field of a malformed event", async () => {
    const cookie = await signedInCookie(account());
    const { id, writer } = await written(cookie);
    const ahead = await save(cookie, id, {
      from: writer.events.length + 3,
      events: [{ k: "focus", t: writer.t + 1 }],
      digest: textDigest(writer.text),
    });
    expect(ahead.status).toBe(409);
    expect(ahead.body.error).toEqual({ code: "writing_gap", message: MESSAGES.writingGap });
    const malformed = await call(
      withParams(eventsRoute, { id }),
      `/api/writing/${id}/events`,
      { from: 0, events: [{ k: "i", t: 1, at: -1, s: "x", src: "type" }], digest: "d" },
      { cookie },
    );
    expect(malformed.status).toBe(400);
    expect((await json<object>(malformed.res)).error!.message).toMatch(/^events\.0\.at/);
  });
});

describe("a shared writing report", () => {
  it("gives the exact shares of a scripted session with typed, pasted and tool-made characters", async () => {
    const cookie = await signedInCookie(account());
    const writer = new ScriptedWriter(seeded(21)).mark("start");
    writer.type("Typed words come first. ").wait(2500); // 24 typed
    writer.paste("Q".repeat(200)).wait(4000); // 200 pasted
    writer.backspace(4).wait(2500); // 196 pasted left
    writer.tool("humanize", "H".repeat(30), 24, 100).wait(3000); // 96 pasted left, 30 by a tool
    writer.type(" The end.");
    const { id } = await written(cookie, writer);
    const shared = await share(cookie, id);
    expect(shared.status).toBe(201);
    const { report } = (await publicReport(shared.body.report.token)).body;
    expect(report.text).toBe(writer.text);
    expect(report.shares).toMatchObject({ typed: 33, pasted: 96, tool: 30 });
    expect(report.pastes).toEqual([{ at: 54, length: 200, kept: 96, t: expect.any(Number) }]);
    expect(report.tools).toEqual([{ tool: "humanize", at: 24, length: 30, kept: 30, t: expect.any(Number) }]);
    expect(report.integrity).toEqual({ chainIntact: true, rebuildsText: true, timeOrdered: true });
    expect(report.events).toHaveLength(writer.events.length);
    expect(report.verdict).toBeNull();
    expect(report.verdictMissing).toBe("too_short");
  });

  it("freezes the record, text and title when shared: writing on or renaming afterwards does not change the report", async () => {
    const cookie = await signedInCookie(account());
    const { id, writer } = await written(cookie);
    const token = (await share(cookie, id)).body.report.token;
    await call(withParams(document.PATCH, { id }), `/api/writing/${id}`, { title: "Renamed later" }, { cookie, method: "PATCH" });
    const frozenText = writer.text;
    writer.wait(2000).type(" Written after sharing.");
    const more = await save(cookie, id, {
      from: writer.events.length - 1,
      events: writer.events.slice(-1),
      digest: textDigest(writer.text),
    });
    expect(more.status).toBe(200);
    const { report } = (await publicReport(token)).body;
    expect(report.text).toBe(frozenText);
    expect(report.title).toBe("Essay");
    expect(report.events).toHaveLength(writer.events.length - 1);
    expect(report.integrity.chainIntact).toBe(true);
  });

  it("shows a log edited in the database after sharing as no longer intact", async () => {
    const cookie = await signedInCookie(account());
    const writer = new ScriptedWriter(seeded(5))
      .mark("start")
      .type("Honest words typed by hand. ")
      .wait(3000)
      .paste("Words pasted from elsewhere.");
    const { id } = await written(cookie, writer);
    const token = (await share(cookie, id)).body.report.token;
    expect((await publicReport(token)).body.report.integrity.chainIntact).toBe(true);
    // Someone with the database file turns the paste into typing, so the text looks all typed.
    const db = new Database(process.env.DATABASE_PATH!);
    try {
      const rows = db.prepare("SELECT start, data FROM writing_chunks WHERE document_id = ?").all(id) as { start: number; data: Buffer }[];
      for (const row of rows) {
        const forged = unpackEvents(new Uint8Array(row.data)).map((e) =>
          e.k === "i" && e.src === "paste" ? { ...e, src: "type" as const } : e,
        );
        db.prepare("UPDATE writing_chunks SET data = ? WHERE document_id = ? AND start = ?").run(
          Buffer.from(packEvents(forged)),
          id,
          row.start,
        );
      }
    } finally {
      db.close();
    }
    const { report } = (await publicReport(token)).body;
    expect(report.shares.pasted).toBe(0);
    expect(report.integrity).toEqual({ chainIntact: false, rebuildsText: true, timeOrdered: true });
  });

  it("shows a log whose events no longer rebuild the frozen text, or whose time was moved back, as such", async () => {
    const cookie = await signedInCookie(account());
    const writer = new ScriptedWriter(seeded(6))
      .mark("start")
      .type("Typed first. ")
      .wait(3000)
      .type("Typed later.")
      .wait(2500)
      .paste(" Pasted.");
    const { id } = await written(cookie, writer, 2);
    const [textToken, timeToken] = [(await share(cookie, id)).body.report.token, (await share(cookie, id)).body.report.token];
    const db = new Database(process.env.DATABASE_PATH!);
    try {
      // The frozen text of one report is changed: the record no longer builds it.
      db.prepare("UPDATE writing_reports SET text = ? WHERE token = ?").run("A text nobody wrote here.", textToken);
      // An event's time is moved back before the one it follows.
      const row = db.prepare("SELECT start, data FROM writing_chunks WHERE document_id = ? ORDER BY start DESC LIMIT 1").get(id) as {
        start: number;
        data: Buffer;
      };
      const moved = unpackEvents(new Uint8Array(row.data)).map((e, i, all) => (i === all.length - 1 ? { ...e, t: 1 } : e));
      db.prepare("UPDATE writing_chunks SET data = ? WHERE document_id = ? AND start = ?").run(
        Buffer.from(packEvents(moved)),
        id,
        row.start,
      );
    } finally {
      db.close();
    }
    const changedText = (await publicReport(textToken)).body.report;
    expect(changedText.integrity).toEqual({ chainIntact: false, rebuildsText: false, timeOrdered: false });
    expect(changedText.text).toBe("A text nobody wrote here.");
    expect((await publicReport(timeToken)).body.report.integrity).toEqual({ chainIntact: false, rebuildsText: true, timeOrdered: false });
  });

  it("still shows an edit of a long record (whose built report is kept for its next views) on the next view", async () => {
    const cookie = await signedInCookie(account());
    const { body } = await create(cookie, "Long record");
    const id = body.document.id;
    const events: WritingEvent[] = [{ k: "start", t: 0 }];
    for (let i = 1; i < 20_000; i++)
      events.push({ k: "i", t: i * 4, at: i - 1, s: i % 50 === 0 ? "\n" : "w", src: i % 1000 === 0 ? "paste" : "type" });
    await saveAll(cookie, id, events, 500);
    const token = (await share(cookie, id)).body.report.token;
    const first = (await publicReport(token)).body.report;
    expect(first.integrity).toEqual({ chainIntact: true, rebuildsText: true, timeOrdered: true });
    expect(first.shares.pasted).toBe(19);
    expect((await publicReport(token)).body.report).toEqual(first);
    const db = new Database(process.env.DATABASE_PATH!);
    try {
      const row = db.prepare("SELECT start, data FROM writing_chunks WHERE document_id = ? AND start = 1000").get(id) as {
        start: number;
        data: Buffer;
      };
      const forged = unpackEvents(new Uint8Array(row.data)).map((e) =>
        e.k === "i" && e.src === "paste" ? { ...e, src: "type" as const } : e,
      );
      db.prepare("UPDATE writing_chunks SET data = ? WHERE document_id = ? AND start = 1000").run(Buffer.from(packEvents(forged)), id);
    } finally {
      db.close();
    }
    const after = (await publicReport(token)).body.report;
    expect(after.integrity.chainIntact).toBe(false);
    expect(after.shares.pasted).toBe(18);
  });

  it("answers a revoked link, an unknown token and a guessed one with the identical 404", async () => {
    const cookie = await signedInCookie(account());
    const { id } = await written(cookie);
    const token = (await share(cookie, id)).body.report.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const shown = await publicReport(token);
    expect(shown.status).toBe(200);
    // Integrations read it from any origin, without cookies.
    expect(shown.headers.get("access-control-allow-origin")).toBe("*");
    // Only the owner revokes it.
    const stranger = await signedInCookie(account());
    expect((await revoke(stranger, token)).status).toBe(404);
    expect((await publicReport(token)).status).toBe(200);
    expect((await revoke(cookie, token)).status).toBe(200);
    const revoked = await publicReport(token);
    const unknown = await publicReport("A".repeat(24));
    const guessed = await publicReport(token.slice(0, 23) + (token.endsWith("A") ? "B" : "A"));
    const malformed = await publicReport("../../etc/passwd");
    for (const answer of [revoked, unknown, guessed, malformed]) {
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(revoked.text);
    }
    expect(revoked.body).toEqual({ error: { code: "not_found", message: MESSAGES.writingReportNotFound } });
    expect(revoked.headers.get("access-control-allow-origin")).toBe("*");
    // The owner's list shows the link revoked.
    expect((await open(cookie, id)).body.document.reports).toEqual([expect.objectContaining({ token, revoked: true })]);
  });

  it("checks the final text for one daily use, reuses the verdict for an unchanged text, and shares without a verdict when no check is left", async () => {
    const email = account();
    const cookie = await signedInCookie(email);
    const [essay] = corpusTexts(1, { minWords: 150, maxWords: 600 });
    const writer = new ScriptedWriter(seeded(8)).mark("start").type(essay!.slice(0, 200)).wait(3000).paste(essay!.slice(200));
    const { id } = await written(cookie, writer);
    const first = await share(cookie, id);
    const { report } = (await publicReport(first.body.report.token)).body;
    expect(report.verdict).toMatchObject({ score: expect.any(Number), verdict: expect.any(String), reliable: true });
    expect(report.verdictMissing).toBeNull();
    // The same text shared again keeps its verdict and spends nothing: the checker still has 4 uses.
    const second = await share(cookie, id);
    expect((await publicReport(second.body.report.token)).body.report.verdict).toEqual(report.verdict);
    let left = FREE_USES_PER_DAY - 1;
    while (left > 0) {
      const checked = await call(detect, "/api/getAiDetectionScore", { text: essay }, { cookie });
      expect(checked.status).toBe(200);
      expect((await checked.res.json()).usesLeft).toBe(--left);
    }
    // No check left: a changed text is shared, without a verdict, and says why.
    writer.wait(2000).type(" One more sentence here.");
    await save(cookie, id, { from: writer.events.length - 1, events: writer.events.slice(-1), digest: textDigest(writer.text) });
    const third = await share(cookie, id);
    expect(third.status).toBe(201);
    const late = (await publicReport(third.body.report.token)).body.report;
    expect([late.verdict, late.verdictMissing]).toEqual([null, "unavailable"]);
  });
});

describe("the account's writing in its export and its deletion", () => {
  it("exports every document with its decoded events and its reports, and deletion removes them all", async () => {
    const email = account();
    const cookie = await signedInCookie(email);
    const { id, writer } = await written(cookie);
    const token = (await share(cookie, id)).body.report.token;
    const exported = await json<{
      writing: {
        id: string;
        title: string;
        text: string;
        events: WritingEvent[];
        reports: { url: string; text: string; revoked: boolean }[];
      }[];
    }>((await call(exportData, "/api/account/export", undefined, { cookie })).res);
    expect(exported.writing).toEqual([
      expect.objectContaining({
        id,
        title: "Essay",
        text: writer.text,
        events: writer.events,
        reports: [expect.objectContaining({ url: `/report/${token}`, text: writer.text, revoked: false })],
      }),
    ]);

    expect((await call(deleteAccount, "/api/account", { email }, { cookie, method: "DELETE" })).status).toBe(200);
    expect((await publicReport(token)).status).toBe(404);
    const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) AS n FROM writing_documents WHERE id = ?").get(id)).toEqual({ n: 0 });
      expect(db.prepare("SELECT COUNT(*) AS n FROM writing_chunks WHERE document_id = ?").get(id)).toEqual({ n: 0 });
      expect(db.prepare("SELECT COUNT(*) AS n FROM writing_reports WHERE document_id = ?").get(id)).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});

describe("an erased writer", () => {
  it("leaves no copy of its documents' titles, texts or shared reports in the database file or its write-ahead log", async () => {
    const marker = `Inkwell${randomBytes(6).toString("hex")}`;
    const email = account();
    const cookie = await signedInCookie(email);
    const { body } = await create(cookie, `Notes on ${marker}`);
    const id = body.document.id;
    const writer = new ScriptedWriter(seeded(31))
      .mark("start")
      .type(`The village of ${marker} lies by the river. `)
      .wait(2500)
      .paste(`Quoted from ${marker}.`);
    await saveAll(cookie, id, writer.events, 2);
    await share(cookie, id);
    // Some of it reaches the database file at a checkpoint; what follows stays in the log.
    const path = process.env.DATABASE_PATH!;
    const other = new Database(path);
    other.pragma("wal_checkpoint(TRUNCATE)");
    other.close();
    writer.wait(2000).type(` More about ${marker}.`);
    await save(cookie, id, { from: writer.events.length - 1, events: writer.events.slice(-1), digest: textDigest(writer.text) });
    await share(cookie, id);
    expect(copiesIn(path, marker)).toBeGreaterThan(0);
    expect(copiesIn(`${path}-wal`, marker)).toBeGreaterThan(0);

    expect((await call(deleteAccount, "/api/account", { email }, { cookie, method: "DELETE" })).status).toBe(200);
    expect({ file: copiesIn(path, marker), wal: copiesIn(`${path}-wal`, marker) }).toEqual({ file: 0, wal: 0 });
  });
});

describe("typing a machine could do, through the report", () => {
  it("names a session typed at a fixed delay in its report", async () => {
    const cookie = await signedInCookie(account());
    const random = seeded(2);
    const writer = new ScriptedWriter(random).mark("start");
    const line = "An auto-typer replays this sentence at one even pace. ";
    for (let i = 0; i < 4; i++) writer.type(line, writer.text.length, fixedGaps(line.length - 1, 60, random)).wait(2200);
    const { id } = await written(cookie, writer);
    const { report } = (await publicReport((await share(cookie, id)).body.report.token)).body;
    expect(report.pace).toMatchObject({ flagged: true, machineLikeBursts: 4, machineLikeCharacters: line.length * 4 });
  });
});
