import { rebuildText, textDigest, type WritingEvent } from "@/lib/writing/events";
import { WRITING_EVENTS_PER_SAVE } from "@/lib/limits";
import { ApiError } from "./api";
import type { EventsBody } from "./writing-api";

/**
 * The writing space's save queue: the recorder's events wait here, are kept on the device (local storage,
 * so a crash, a reload or a lost connection loses nothing) and are sent in saves of at most
 * WRITING_EVENTS_PER_SAVE events, a moment after the writer pauses (and at least every MAX_WAIT_MS while
 * they keep typing). The digest each save needs is computed then, once, not per keystroke.
 */

export const SAVE_DEBOUNCE_MS = 1500;
export const SAVE_MAX_WAIT_MS = 10_000;
const RETRY_MS = [2000, 5000, 10_000, 30_000, 60_000];
/** A keepalive request's body must stay under 64 KB; leave room for the envelope. */
const KEEPALIVE_BYTES = 60_000;

export type SaveStatus = "saved" | "saving" | "offline" | "failed" | "mismatch";

/** What the queue keeps on the device for one document. */
export interface KeptRecord {
  v: 1;
  /** The server's event count the first kept event follows. */
  base: number;
  events: WritingEvent[];
  /** The text the writer saw (after all the kept events). */
  text: string;
  lastT: number;
  at: number;
}

export const keptKey = (documentId: string) => `writing:${documentId}`;
const savedTimeKey = (documentId: string) => `writing-t:${documentId}`;

/** The time of the last event this device saved to the document (0 when none): the next session starts after it. */
export function lastSavedTime(documentId: string, storage: Storage | null = safeStorage()): number {
  try {
    return Number(storage?.getItem(savedTimeKey(documentId)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function readKept(documentId: string, storage: Storage | null = safeStorage()): KeptRecord | null {
  try {
    const kept = JSON.parse(storage?.getItem(keptKey(documentId)) ?? "null") as KeptRecord | null;
    return kept && kept.v === 1 && Array.isArray(kept.events) && typeof kept.text === "string" ? kept : null;
  } catch {
    return null;
  }
}

export function dropKept(documentId: string, storage: Storage | null = safeStorage()) {
  try {
    storage?.removeItem(keptKey(documentId));
    storage?.removeItem(savedTimeKey(documentId));
  } catch {
    // storage blocked: nothing was kept
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * How a document opened from the server continues from what this device kept: the kept events the server
 * does not have yet (to send again), the text they build, or a conflict (the kept record does not continue
 * the server's: another device or tab wrote meanwhile), with the kept text so the writer can copy it.
 */
export type Resume =
  { kind: "server" } | { kind: "resume"; events: WritingEvent[]; text: string; lastT: number } | { kind: "conflict"; keptText: string };

export function resumeFrom(kept: KeptRecord | null, server: { events: number; text: string }): Resume {
  if (!kept) return { kind: "server" };
  const end = kept.base + kept.events.length;
  if (server.events === end) return kept.text === server.text ? { kind: "server" } : { kind: "conflict", keptText: kept.text };
  if (server.events < kept.base || server.events > end)
    return kept.text === server.text ? { kind: "server" } : { kind: "conflict", keptText: kept.text };
  const events = kept.events.slice(server.events - kept.base);
  const text = rebuildText(events, server.text);
  if (text === null || text !== kept.text) return { kind: "conflict", keptText: kept.text };
  return { kind: "resume", events, text, lastT: Math.max(kept.lastT, events[events.length - 1]?.t ?? 0) };
}

/** What the queue needs from the recorder. */
export interface QueueSource {
  /** The text after every event so far, the open burst's included. */
  readonly text: string;
  readonly lastTime: number;
  /** Ends the open burst (it then reaches the queue). */
  flush(): void;
  openBurst(): WritingEvent | null;
}

export interface QueueOptions {
  documentId: string;
  /** The server's event count and its text then. */
  base: number;
  serverText: string;
  send: (body: EventsBody, keepalive: boolean) => Promise<{ saved: number; digest: string }>;
  /** The server's current count and text (after a writing_gap answer). */
  fetchDocument: () => Promise<{ events: number; text: string }>;
  onStatus: (status: SaveStatus, message?: string) => void;
  storage?: Storage | null;
  /** Timers (tests pass their own). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  now?: () => number;
}

export class SaveQueue {
  private pending: WritingEvent[] = [];
  private base: number;
  private serverText: string;
  private source: QueueSource | null = null;
  private timer: unknown = null;
  private retryTimer: unknown = null;
  private retries = 0;
  private firstTouch = 0;
  private lastTouch = 0;
  private inFlight = false;
  private halted = false;
  /** Stopped for good (discarded, or handed to another tab): nothing is kept, sent or retried any more. */
  private ended = false;
  private status: SaveStatus = "saved";
  private readonly storage: Storage | null;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private readonly now: () => number;

  constructor(private readonly options: QueueOptions) {
    this.base = options.base;
    this.serverText = options.serverText;
    this.storage = options.storage === undefined ? safeStorage() : options.storage;
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.now = options.now ?? Date.now;
  }

  attach(source: QueueSource) {
    this.source = source;
  }

  /** Events not yet confirmed by the server (the open burst not counted). */
  get unsent() {
    return this.pending.length;
  }

  get stopped() {
    return this.halted;
  }

  /** A finished event from the recorder. */
  push = (event: WritingEvent) => {
    this.pending.push(event);
  };

  /** The text changed (or an event was pushed): save a moment after the writer pauses. O(1) per keystroke. */
  touched() {
    const now = this.now();
    if (this.timer === null) {
      this.firstTouch = now;
      this.timer = this.setTimer(this.due, SAVE_DEBOUNCE_MS);
    }
    this.lastTouch = now;
  }

  private due = () => {
    this.timer = null;
    const now = this.now();
    const quiet = now - this.lastTouch;
    if (quiet < SAVE_DEBOUNCE_MS && now - this.firstTouch < SAVE_MAX_WAIT_MS) {
      this.timer = this.setTimer(this.due, SAVE_DEBOUNCE_MS - quiet);
      return;
    }
    this.saveNow();
  };

  /** Ends the open burst, keeps everything on the device, and sends what the server lacks. */
  saveNow() {
    this.closeBurst();
    void this.send();
  }

  /** Ends the open burst (a save it was waiting for is moot) and keeps everything on the device. */
  private closeBurst() {
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
    }
    this.source?.flush();
    this.keep();
  }

  /** The connection came back (or the writer asked): try again now. */
  retry() {
    if (this.halted) return;
    if (this.retryTimer !== null) {
      this.clearTimer(this.retryTimer);
      this.retryTimer = null;
    }
    this.retries = 0;
    this.saveNow();
  }

  /** Keeps the record on the device: the events the server lacks, with the open burst, and the text they build. */
  keep() {
    if (!this.storage || !this.source) return;
    const burst = this.source.openBurst();
    try {
      if (this.pending.length === 0 && !burst) {
        this.storage.removeItem(keptKey(this.options.documentId));
        return;
      }
      const kept: KeptRecord = {
        v: 1,
        base: this.base,
        events: burst ? [...this.pending, burst] : this.pending,
        text: this.source.text,
        lastT: this.source.lastTime,
        at: this.now(),
      };
      this.storage.setItem(keptKey(this.options.documentId), JSON.stringify(kept));
    } catch {
      // Storage full or blocked: the record still goes to the server; only the crash safety is lost.
    }
  }

  private rememberTime(t: number) {
    try {
      this.storage?.setItem(savedTimeKey(this.options.documentId), String(t));
    } catch {
      // storage blocked: the server's times still rule
    }
  }

  private setStatus(status: SaveStatus, message?: string) {
    this.status = status;
    this.options.onStatus(status, message);
  }

  /** The next save: the first events the server lacks and the digest of the text they build. */
  private batch(limitBytes?: number): { body: EventsBody; text: string } | null {
    if (this.pending.length === 0 || !this.source) return null;
    let events = this.pending.length > WRITING_EVENTS_PER_SAVE ? this.pending.slice(0, WRITING_EVENTS_PER_SAVE) : this.pending.slice();
    if (limitBytes) {
      let bytes = 0;
      let fits = 0;
      for (const event of events) {
        bytes += JSON.stringify(event).length + 1;
        if (bytes > limitBytes) break;
        fits++;
      }
      if (fits === 0) return null;
      events = events.slice(0, fits);
    }
    const text = events.length === this.pending.length ? this.source.text : rebuildText(events, this.serverText);
    if (text === null) return null;
    return { body: { from: this.base, events, digest: textDigest(text) }, text };
  }

  private async send(): Promise<void> {
    if (this.inFlight || this.halted) return;
    const next = this.batch();
    if (!next) {
      if (this.pending.length === 0 && this.status !== "saved") this.setStatus("saved");
      return;
    }
    const { body, text: textAfter } = next;
    this.inFlight = true;
    this.setStatus("saving");
    try {
      const { saved } = await this.options.send(body, false);
      this.inFlight = false;
      if (this.ended) return;
      this.retries = 0;
      if (saved !== body.from + body.events.length) return void (await this.resync());
      this.pending.splice(0, body.events.length);
      this.base = saved;
      this.rememberTime(body.events[body.events.length - 1]!.t);
      this.serverText = textAfter;
      this.keep();
      if (this.pending.length > 0) return this.send();
      this.setStatus("saved");
    } catch (error) {
      this.inFlight = false;
      await this.failed(error);
    }
  }

  private async failed(error: unknown): Promise<void> {
    if (this.ended) return;
    if (error instanceof ApiError) {
      if (error.code === "writing_gap") return this.resync();
      if (error.code === "writing_mismatch") return this.halt("mismatch", error.message);
      if (error.status === 413 || error.status === 401 || error.status === 403 || error.status === 404 || error.status === 400) {
        return this.halt("failed", error.message);
      }
    }
    // No connection, a server error or a rate limit: the record stays on the device and is sent later.
    this.setStatus("offline");
    const wait = RETRY_MS[Math.min(this.retries, RETRY_MS.length - 1)]!;
    this.retries++;
    if (this.retryTimer === null) {
      this.retryTimer = this.setTimer(() => {
        this.retryTimer = null;
        void this.send();
      }, wait);
    }
  }

  private resyncs = 0;

  /** The server has a different count than the queue believed: continue from its count, if the record allows. */
  private async resync(): Promise<void> {
    if (++this.resyncs > 3) return this.halt("mismatch", "The server's record keeps moving: is this document open in another tab?");
    let server: { events: number; text: string };
    try {
      server = await this.options.fetchDocument();
    } catch (error) {
      return this.failed(error instanceof ApiError && error.code === "writing_gap" ? new Error("resync failed") : error);
    }
    const end = this.base + this.pending.length;
    if (server.events < this.base || server.events > end)
      return this.halt("mismatch", "The saved record does not continue from this device's.");
    this.pending.splice(0, server.events - this.base);
    this.base = server.events;
    this.serverText = server.text;
    this.keep();
    await this.send();
    this.resyncs = 0;
  }

  private halt(status: "mismatch" | "failed", message: string) {
    this.halted = true;
    this.keep();
    this.setStatus(status, message);
  }

  /** The page is going away: keep everything and send what fits in a keepalive request. */
  unload() {
    this.closeBurst();
    if (this.halted || this.inFlight) return;
    const next = this.batch(KEEPALIVE_BYTES);
    if (next) void this.options.send(next.body, true).catch(() => undefined);
  }

  /**
   * Another tab records the document from now on: the open burst joins the queue, everything the server lacks is
   * kept on the device (where the other tab resumes from it), and this queue keeps, sends and retries nothing more.
   * A save already on its way may still land: the other tab's first save then skips the events it carried.
   */
  stop() {
    if (this.ended) return;
    this.source?.flush();
    this.keep();
    this.ended = this.halted = true;
    this.source = null;
    if (this.timer !== null) this.clearTimer(this.timer);
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.timer = this.retryTimer = null;
  }

  /** Forgets the unsent record (the writer chose to reload the server's): nothing is kept or sent any more. */
  discard() {
    this.ended = this.halted = true;
    this.source = null;
    this.pending = [];
    this.dispose();
    dropKept(this.options.documentId, this.storage);
  }

  /** Stops timers (the editor closed); what is unsent stays on the device. */
  dispose() {
    if (this.timer !== null) this.clearTimer(this.timer);
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.timer = this.retryTimer = null;
    this.source?.flush();
    this.keep();
    void this.send();
  }
}
