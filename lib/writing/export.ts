import "server-only";
import type { WritingCollection } from "@/lib/db/writing-store";
import { unpackEvents } from "./record";

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The writing space in the account export: each document with its text and its whole record of events
 * (decoded, as the report replays them; times are ms since the document was created), and every share link
 * with what it froze.
 */
export function exportWriting({ documents, chunks, reports }: WritingCollection) {
  return documents.map((document) => ({
    id: document.id,
    title: document.title,
    createdAt: iso(document.createdAt),
    updatedAt: iso(document.updatedAt),
    words: document.words,
    text: document.text,
    events: chunks
      .filter((chunk) => chunk.documentId === document.id)
      .sort((a, b) => a.from - b.from)
      .flatMap((chunk) => unpackEvents(chunk.data)),
    reports: reports
      .filter((report) => report.documentId === document.id)
      .map((report) => ({
        url: `/report/${report.token}`,
        title: report.title ?? document.title,
        sharedAt: iso(report.createdAt),
        revoked: report.revoked,
        events: report.events,
        text: report.text,
        verdict: report.verdict,
      })),
  }));
}
