import { createHash } from "node:crypto";
import type { WritingEvent } from "./events";

/**
 * The hash chain over a document's events: each link is sha256(previous link + the event's canonical JSON), so
 * the head stored with the document (and frozen in a report when it is shared) changes if any event before it is
 * edited, dropped, added or moved. The first link follows a head of 64 zeros.
 */
export const CHAIN_START = "0".repeat(64);

/** An event's JSON with its keys in a fixed order and no absent fields, so the same event always hashes the same. */
export function canonicalEvent(event: WritingEvent): string {
  const record = event as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return JSON.stringify(record, keys);
}

/** The head after `events`, extending `head`. */
export function extendChain(head: string, events: readonly WritingEvent[]): string {
  let link = head;
  for (const event of events) link = createHash("sha256").update(link).update(canonicalEvent(event)).digest("hex");
  return link;
}
