import "server-only";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { EventChunk, WritingStore } from "@/lib/db/writing-store";
import type { WritingEvent } from "./events";

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
