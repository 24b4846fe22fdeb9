import type { ReportVerdict } from "@/lib/writing/types";

/** A document of the writing space as stored: its text now, and its record's count, chain head and last time. */
export interface StoredDocument {
  id: string;
  ownerId: string;
  title: string;
  text: string;
  words: number;
  digest: string;
  createdAt: number;
  updatedAt: number;
  /** Events stored in all. */
  events: number;
  /** Head of the hash chain after the last event (lib/writing/chain.ts). */
  head: string;
  /** Time of the last event (ms since the document was created). */
  lastT: number;
}

/** One save's events: a deflated JSON array of `count` events starting at `from`, and the chain head after them. */
export interface EventChunk {
  from: number;
  count: number;
  head: string;
  data: Uint8Array;
}

/** A shared report: what was frozen when it was shared. */
export interface StoredReport {
  token: string;
  documentId: string;
  ownerId: string;
  createdAt: number;
  revoked: boolean;
  /** Events of the record when shared, and the chain head after them. */
  events: number;
  head: string;
  text: string;
  /** The document's title when shared (null on reports shared before titles were frozen: the document's is shown). */
  title: string | null;
  verdict: ReportVerdict | null;
}

export type NewReport = Omit<StoredReport, "revoked" | "ownerId">;

/** What the account export gets of one owner's writing space. */
export interface WritingCollection {
  documents: StoredDocument[];
  chunks: (EventChunk & { documentId: string })[];
  reports: StoredReport[];
}

/**
 * Documents of the writing space (/write), their records of events and their shared reports. Every call that
 * names an owner sees only that owner's documents; a report is read by its token alone (the public link).
 */
export interface WritingStore {
  /** A new empty document, or null when the owner already keeps `max` (null max: no bound), counted in the same step. */
  create(input: { ownerId: string; title: string; now: number; max: number | null }): Promise<StoredDocument | null>;
  /** Newest first (last written). */
  list(input: { ownerId: string }): Promise<StoredDocument[]>;
  get(input: { ownerId: string; id: string }): Promise<StoredDocument | null>;
  rename(input: { ownerId: string; id: string; title: string; now: number }): Promise<StoredDocument | null>;
  /** Deletes a document with its events and reports. */
  remove(input: { ownerId: string; id: string }): Promise<boolean>;
  /**
   * Adds one save's events when the document still holds `chunk.from` events (a save that lost a race stores
   * nothing): "stored" with the document after it, "moved" when its count is no longer `chunk.from`, null when
   * the owner has no such document.
   */
  append(input: {
    ownerId: string;
    id: string;
    chunk: EventChunk;
    text: string;
    words: number;
    digest: string;
    lastT: number;
    now: number;
  }): Promise<{ stored: StoredDocument } | "moved" | null>;
  /** A document's chunks in order, those starting before `until` events (all when absent); of any owner (reports read them). */
  chunks(input: { documentId: string; until?: number }): Promise<EventChunk[]>;
  /** A document by id whoever owns it: the public report reads it. */
  document(input: { id: string }): Promise<StoredDocument | null>;
  /** Stores a report of the owner's document, unless it already has `max` reports; null when it has no such document or no room. */
  share(input: { ownerId: string; report: NewReport; max: number }): Promise<StoredReport | null>;
  /** The report under a token, revoked or not. */
  report(input: { token: string }): Promise<StoredReport | null>;
  /** Every report of the owner's documents, newest first, by document id. */
  reportsOf(input: { ownerId: string; documentIds: string[] }): Promise<StoredReport[]>;
  /** Revokes the owner's report; false when the owner has no report under the token. */
  revoke(input: { ownerId: string; token: string }): Promise<boolean>;
  collect(input: { ownerId: string }): Promise<WritingCollection>;
  /** Deletes every document, event and report of an owner; returns the documents deleted. */
  erase(input: { ownerId: string }): Promise<number>;
}
