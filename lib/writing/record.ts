import "server-only";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { EventChunk, WritingStore } from "@/lib/db/writing-store";
import { INSERT_SOURCES, WRITING_TOOLS, type WritingEvent } from "./events";

/** One save's events as stored: their JSON, deflated (typing's gaps and runs of text compress about 4:1). */
export function packEvents(events: readonly WritingEvent[]): Uint8Array {
  return new Uint8Array(deflateRawSync(JSON.stringify(events), { level: 9 }));
}

export function unpackEvents(data: Uint8Array): WritingEvent[] {
  return JSON.parse(inflateRawSync(data).toString("utf8")) as WritingEvent[];
}

/** The events of a document's chunks in order, with the chunks they came from. */
export function eventsOf(chunks: readonly EventChunk[]): WritingEvent[] {
  return chunks.flatMap((chunk) => unpackEvents(chunk.data));
}

/** A document's stored events [from, until). */
export async function readEvents(store: WritingStore, documentId: string, from: number, until: number): Promise<WritingEvent[]> {
  const chunks = (await store.chunks({ documentId, until })).filter((chunk) => chunk.from + chunk.count > from);
  const first = chunks[0]?.from ?? from;
  return eventsOf(chunks).slice(from - first, until - first);
}

const whole = (value: unknown, least = 0) => Number.isSafeInteger(value) && (value as number) >= least;
const gapsOk = (gaps: unknown) => gaps === undefined || (Array.isArray(gaps) && gaps.every((gap) => whole(gap)));
const SOURCES: ReadonlySet<unknown> = new Set(INSERT_SOURCES);
const TOOLS: ReadonlySet<unknown> = new Set(WRITING_TOOLS);

/** Whether a stored value has an event's shape (the checks of events.ts's schema, by hand: a report reads thousands). */
function isEvent(value: unknown): value is WritingEvent {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Record<string, unknown>;
  if (!whole(event.t)) return false;
  switch (event.k) {
    case "i":
      return (
        whole(event.at) &&
        typeof event.s === "string" &&
        event.s.length > 0 &&
        SOURCES.has(event.src) &&
        (event.tool === undefined || TOOLS.has(event.tool)) &&
        gapsOk(event.gaps)
      );
    case "d":
      return whole(event.at) && whole(event.n, 1) && gapsOk(event.gaps);
    case "blur":
    case "focus":
    case "start":
      return true;
    default:
      return false;
  }
}

/** A stored chunk's events, or null when its data no longer reads as events (changed or damaged in the database). */
export function readStoredEvents(data: Uint8Array): WritingEvent[] | null {
  try {
    const events: unknown = unpackEvents(data);
    return Array.isArray(events) && events.every(isEvent) ? events : null;
  } catch {
    return null;
  }
}
