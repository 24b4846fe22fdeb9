import { z } from "zod";

/**
 * The record of how a document in the writing space came to be: every change as an event, shared by the
 * browser (which records and replays it) and the server (which stores it, rebuilds the text and checks it).
 * Times are milliseconds since the document was created, so a two-hour session stays small.
 */

/** Where inserted text came from: typed here, pasted, or made by one of this product's tools. */
export const INSERT_SOURCES = ["type", "paste", "tool"] as const;
export type InsertSource = (typeof INSERT_SOURCES)[number];

/** The product's tools whose output can enter a document. */
export const WRITING_TOOLS = ["rewrite", "humanize", "restore"] as const;
export type WritingTool = (typeof WRITING_TOOLS)[number];

const time = z.number().int().nonnegative();
const position = z.number().int().nonnegative();

/**
 * Text inserted at a position. A typed burst is a run of keystrokes without a long pause; `gaps` holds the
 * milliseconds between its keystrokes (one fewer than its keystrokes), so the report can tell a person's pace
 * from a machine's. A paste or a tool's output is one event with no gaps.
 */
export const insertEvent = z.object({
  k: z.literal("i"),
  t: time,
  at: position,
  s: z.string().min(1),
  src: z.enum(INSERT_SOURCES),
  tool: z.enum(WRITING_TOOLS).optional(),
  gaps: z.array(z.number().int().nonnegative()).optional(),
});

/** `n` characters removed starting at `at` (a run of backspaces or deletes is one event, with its gaps). */
export const deleteEvent = z.object({
  k: z.literal("d"),
  t: time,
  at: position,
  n: z.number().int().positive(),
  gaps: z.array(z.number().int().nonnegative()).optional(),
});

/** The editor lost or regained focus (the writer went to another window or tab), or a writing session began. */
export const markEvent = z.object({ k: z.enum(["blur", "focus", "start"]), t: time });

export const writingEvent = z.discriminatedUnion("k", [insertEvent, deleteEvent, markEvent]);
export type WritingEvent = z.infer<typeof writingEvent>;
export type InsertEvent = z.infer<typeof insertEvent>;
export type DeleteEvent = z.infer<typeof deleteEvent>;

/** The text after one event, or null when the event does not fit the text (a position past its end). */
export function applyEvent(text: string, event: WritingEvent): string | null {
  if (event.k === "i") return event.at <= text.length ? text.slice(0, event.at) + event.s + text.slice(event.at) : null;
  if (event.k === "d") return event.at + event.n <= text.length ? text.slice(0, event.at) + text.slice(event.at + event.n) : null;
  return text;
}

/** The text the events build from `start`, or null when one of them does not fit or time goes backwards. */
export function rebuildText(events: readonly WritingEvent[], start = "", since = 0): string | null {
  let text: string | null = start;
  let last = since;
  for (const event of events) {
    if (event.t < last) return null;
    last = event.t;
    text = applyEvent(text, event);
    if (text === null) return null;
  }
  return text;
}

/**
 * A short fingerprint of a text (cyrb53: 53 bits, synchronous, the same in the browser and on the server), sent
 * with each save so the server refuses events that do not build the text the writer sees. It guards against
 * lost or doubled events, not against forgery: the server's hash chain does that.
 */
export function textDigest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + ":" + text.length.toString(36);
}
