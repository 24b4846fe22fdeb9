import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getStore } from "@/lib/db";
import type { EventChunk, StoredDocument, StoredReport } from "@/lib/db/writing-store";
import { AppError } from "@/lib/errors";
import { MIN_RELIABLE_WORDS, unreliableReason } from "@/lib/detector";
import { countWords as detectorWords } from "@/lib/detector/text";
import { WRITING_CHARS_MAX, WRITING_DOCS_FREE, WRITING_EVENTS_MAX, WRITING_REPORTS_PER_DOC, WRITING_TOKEN_BYTES } from "@/lib/limits";
import { WRITING_CLOCK_SKEW_MS } from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";
import { countWords, exceedsLimit } from "@/lib/text-stats";
import { runDetection } from "@/lib/tools/detect";
import type { Viewer } from "@/lib/viewer";
import { canonicalEvent, extendChain } from "./chain";
import { rebuildText, textDigest, type WritingEvent } from "./events";
import { packEvents, readEvents, readStoredEvents } from "./record";
import { buildReport } from "./report";
import type { DocumentSummary, ReportSummary, ReportVerdict, VerdictMissing, WritingDocument, WritingReport } from "./types";

export const UNTITLED = "Untitled document";

export function writerOf(viewer: Viewer): string {
  if (!viewer.user) throw new AppError("unauthorized", 401, MESSAGES.writingNeedsAccount);
  return viewer.user.id;
}

export const documentNotFound = () => new AppError("not_found", 404, MESSAGES.writingNotFound);

export const toReportSummary = (report: StoredReport): ReportSummary => ({
  token: report.token,
  url: `/report/${report.token}`,
  createdAt: report.createdAt,
  revoked: report.revoked,
});

function toSummary(document: StoredDocument, reports: StoredReport[]): DocumentSummary {
  const { id, title, words, createdAt, updatedAt, events, digest } = document;
  return {
    id,
    title,
    words,
    createdAt,
    updatedAt,
    events,
    digest,
    reports: reports.filter((report) => report.documentId === id).map(toReportSummary),
  };
}

async function summaries(ownerId: string, documents: StoredDocument[]): Promise<DocumentSummary[]> {
  const store = await getStore();
  const reports = documents.length ? await store.writing.reportsOf({ ownerId, documentIds: documents.map((document) => document.id) }) : [];
  return documents.map((document) => toSummary(document, reports));
}

async function ownDocument(ownerId: string, id: string): Promise<StoredDocument> {
  const document = await (await getStore()).writing.get({ ownerId, id });
  if (!document) throw documentNotFound();
  return document;
}

/** The writer's documents, last written first. */
export async function listDocuments(viewer: Viewer): Promise<DocumentSummary[]> {
  const ownerId = writerOf(viewer);
  return summaries(ownerId, await (await getStore()).writing.list({ ownerId }));
}

/** A new empty document; a free account keeps WRITING_DOCS_FREE documents (a fourth is refused, 403 writing_limit). */
export async function createDocument(viewer: Viewer, title: string | undefined, now = Date.now()): Promise<DocumentSummary> {
  const ownerId = writerOf(viewer);
  const document = await (
    await getStore()
  ).writing.create({ ownerId, title: title || UNTITLED, now, max: viewer.pro ? null : WRITING_DOCS_FREE });
  if (!document) throw new AppError("writing_limit", 403, MESSAGES.writingLimit);
  return toSummary(document, []);
}

export async function getDocument(viewer: Viewer, id: string): Promise<WritingDocument> {
  const ownerId = writerOf(viewer);
  const document = await ownDocument(ownerId, id);
  const [summary] = await summaries(ownerId, [document]);
  return { ...summary!, text: document.text };
}

export async function renameDocument(viewer: Viewer, id: string, title: string, now = Date.now()): Promise<DocumentSummary> {
  const ownerId = writerOf(viewer);
  const document = await (await getStore()).writing.rename({ ownerId, id, title, now });
  if (!document) throw documentNotFound();
  return (await summaries(ownerId, [document]))[0]!;
}

/** Deletes a document with its record and its reports (their links then answer 404). */
export async function deleteDocument(viewer: Viewer, id: string): Promise<void> {
  if (!(await (await getStore()).writing.remove({ ownerId: writerOf(viewer), id }))) throw documentNotFound();
}

export interface EventsSave {
  from: number;
  events: WritingEvent[];
  digest: string;
}

const mismatch = (why: string) => new AppError("writing_mismatch", 409, `${MESSAGES.writingMismatch} (${why})`);
const gap = () => new AppError("writing_gap", 409, MESSAGES.writingGap);

/**
 * Stores a save's events after checking them against the stored record: events the server already has are
 * compared and skipped (a resend after a lost answer), the rest must fit the stored text, keep time going
 * forward without passing the server's clock, and build the text whose digest the writer sent. Refused saves
 * store nothing.
 */
export async function saveEvents(
  viewer: Viewer,
  id: string,
  save: EventsSave,
  now = Date.now(),
): Promise<{ saved: number; digest: string }> {
  const ownerId = writerOf(viewer);
  const store = await getStore();
  const document = await ownDocument(ownerId, id);
  if (save.from > document.events) throw gap();
  const known = Math.min(document.events - save.from, save.events.length);
  if (known > 0) {
    const stored = await readEvents(store.writing, id, save.from, save.from + known);
    if (stored.some((event, i) => canonicalEvent(event) !== canonicalEvent(save.events[i]!)))
      throw mismatch("the events already saved differ");
  }
  const fresh = save.events.slice(known);
  if (fresh.length === 0) {
    if (save.from + save.events.length === document.events && save.digest !== document.digest) throw mismatch("the text differs");
    return { saved: document.events, digest: document.digest };
  }
  if (document.events + fresh.length > WRITING_EVENTS_MAX) throw new AppError("writing_full", 413, MESSAGES.writingTooManyEvents);
  if (fresh[0]!.t < document.lastT) throw mismatch("time goes back");
  if (fresh[fresh.length - 1]!.t > now - document.createdAt + WRITING_CLOCK_SKEW_MS)
    throw mismatch("their times are ahead of the server's clock");
  const text = rebuildText(fresh, document.text, document.lastT);
  if (text === null) throw mismatch("a change does not fit the text, or time goes back");
  if (text.length > WRITING_CHARS_MAX) throw new AppError("writing_too_long", 413, MESSAGES.writingTooLong);
  const digest = textDigest(text);
  if (digest !== save.digest) throw mismatch("the text differs");
  const head = extendChain(document.head, fresh);
  const outcome = await store.writing.append({
    ownerId,
    id,
    chunk: { from: document.events, count: fresh.length, head, data: packEvents(fresh) },
    text,
    words: countWords(text),
    digest,
    lastT: fresh[fresh.length - 1]!.t,
    now,
  });
  if (outcome === null) throw documentNotFound();
  // Another save (another tab) stored events meanwhile: the writer resends from the server's new count.
  if (outcome === "moved") throw gap();
  return { saved: outcome.stored.events, digest };
}

/** Why a text gets no verdict before any check is run: too short or not English to judge, or over the checker's limit. */
function verdictBarred(text: string, pro = false): VerdictMissing | null {
  if (exceedsLimit(text, { pro, tool: "detect" })) return "too_long";
  // A short text is called short (an empty document is not "not English").
  if (detectorWords(text) < MIN_RELIABLE_WORDS) return "too_short";
  return unreliableReason(text) ?? null;
}

/**
 * The checker's verdict on a text being shared. It spends one of the writer's daily checks, as the checker
 * would (a share link must not be a way round the daily allowance: paste any text, share it, read the verdict),
 * but never for nothing: a text too short, not English or over the checker's limit is not checked (no verdict,
 * no use), a text an earlier report of this document already judged keeps that verdict (no use), a checker
 * failure gives the use back, and a writer with no check left still shares the report, without a verdict.
 */
async function verdictFor(viewer: Viewer, text: string, earlier: StoredReport[]): Promise<ReportVerdict | null> {
  if (verdictBarred(text, viewer.pro)) return null;
  const judged = earlier.find((report) => report.text === text && report.verdict);
  if (judged) return judged.verdict;
  try {
    const outcome = await runDetection(viewer, text);
    return {
      score: outcome.score,
      verdict: outcome.verdict,
      humanRate: outcome.humanRate,
      humanRateSentence: outcome.humanRateSentence,
      reliable: outcome.reliable,
    };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** A new share link of the writer's document: the record and text are frozen as they are now, with the checker's verdict. */
export async function shareDocument(viewer: Viewer, id: string, now = Date.now()): Promise<ReportSummary> {
  const ownerId = writerOf(viewer);
  const store = await getStore();
  const document = await ownDocument(ownerId, id);
  const earlier = await store.writing.reportsOf({ ownerId, documentIds: [id] });
  if (earlier.length >= WRITING_REPORTS_PER_DOC) throw new AppError("writing_reports_limit", 409, MESSAGES.writingTooManyReports);
  const verdict = await verdictFor(viewer, document.text, earlier);
  const report = await store.writing.share({
    ownerId,
    report: {
      token: randomBytes(WRITING_TOKEN_BYTES).toString("base64url"),
      documentId: id,
      createdAt: now,
      events: document.events,
      head: document.head,
      text: document.text,
      title: document.title,
      verdict,
    },
    max: WRITING_REPORTS_PER_DOC,
  });
  if (!report) {
    if (!(await store.writing.get({ ownerId, id }))) throw documentNotFound();
    throw new AppError("writing_reports_limit", 409, MESSAGES.writingTooManyReports);
  }
  return toReportSummary(report);
}

/** A share token's shape (base64url of WRITING_TOKEN_BYTES random bytes); anything else is answered as unknown without a lookup. */
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((WRITING_TOKEN_BYTES * 4) / 3)}}$`);

export const reportNotFound = () => new AppError("not_found", 404, MESSAGES.writingReportNotFound);

/** Revokes one of the writer's share links: it then answers as an unknown one does. */
export async function revokeReport(viewer: Viewer, token: string): Promise<void> {
  const ownerId = writerOf(viewer);
  if (!TOKEN.test(token) || !(await (await getStore()).writing.revoke({ ownerId, token }))) throw reportNotFound();
}

/**
 * The writing report under a share link, for anyone who has the link. A revoked link, an unknown one and one
 * whose document was deleted give the same 404. The events are read as stored: whatever was changed in them
 * after sharing, the report is built and its integrity checks say so (stored data that no longer reads as
 * events gives an empty record, which fails them).
 */
export async function publicReport(token: string): Promise<WritingReport> {
  if (!TOKEN.test(token)) throw reportNotFound();
  const store = await getStore();
  const report = await store.writing.report({ token });
  if (!report || report.revoked) throw reportNotFound();
  const document = await store.writing.document({ id: report.documentId });
  if (!document) throw reportNotFound();
  const chunks = await store.writing.chunks({ documentId: document.id, until: report.events });
  // A long record's report (seconds of work at the largest) is kept for its next views while what it is built
  // from, byte for byte, has not changed: an edit of the stored events is still seen on the next view.
  const long = report.events >= REPORT_KEEP_FROM_EVENTS;
  const fingerprint = long ? reportFingerprint(document.title, report, chunks) : "";
  const kept = long ? builtReports.get(token) : undefined;
  if (kept && kept.fingerprint === fingerprint) return kept.report;
  const events: WritingEvent[] = [];
  for (const chunk of chunks) {
    const read = readStoredEvents(chunk.data);
    if (!read) break;
    events.push(...read);
  }
  const built = buildReport(
    {
      title: report.title ?? document.title,
      createdAt: document.createdAt,
      sharedAt: report.createdAt,
      events: report.events,
      head: report.head,
      text: report.text,
      verdict: report.verdict,
      // Over the free checker's limit reads as too long (a Pro sharer's text up to Pro's limit was checked).
      verdictMissing: report.verdict ? null : (verdictBarred(report.text) ?? "unavailable"),
    },
    events,
  );
  if (long) {
    builtReports.delete(token);
    builtReports.set(token, { fingerprint, report: built });
    if (builtReports.size > REPORTS_KEPT) builtReports.delete(builtReports.keys().next().value!);
  }
  return built;
}

/** Records of at least this many events have their built report kept (shorter ones build in milliseconds). */
const REPORT_KEEP_FROM_EVENTS = 20_000;
/** Built reports kept at most, the least recently built dropped first. */
const REPORTS_KEPT = 8;
const builtReports = new Map<string, { fingerprint: string; report: WritingReport }>();

function reportFingerprint(title: string, report: StoredReport, chunks: readonly EventChunk[]): string {
  const hash = createHash("sha256").update(
    JSON.stringify([report.title ?? title, report.documentId, report.createdAt, report.events, report.head, report.text, report.verdict]),
  );
  for (const chunk of chunks) hash.update(`${chunk.from}:${chunk.count}:`).update(chunk.data);
  return hash.digest("hex");
}
