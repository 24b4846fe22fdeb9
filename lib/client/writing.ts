import type { DeleteEvent, InsertEvent, WritingEvent, WritingTool } from "@/lib/writing/events";

/**
 * The writing space's recorder: turns each change of the editor's text into the events of the record
 * (lib/writing/events.ts). Typing is coalesced into bursts (one event per run of keystrokes at one place, with
 * the gaps between keystrokes); a paste, a drop or any other text that arrives at once is a paste; the
 * product's tools' output is a tool event. The work per keystroke is a scan for the changed span and a push:
 * no serialising, no digests (the save queue does those, once per save).
 */

/** A burst ends at a pause longer than this (ms), as the contract says. */
export const BURST_PAUSE_MS = 2000;
/** More characters than this arriving in one input without a paste event still did not come from keystrokes. */
export const TYPED_AT_ONCE_MAX = 30;

/** How a change of the text came about, from the input event (and the paste event before it). */
export type ChangeSource = "type" | "paste";

/** Input types a keyboard (or an on-screen keyboard's word completion) makes; everything else arrived at once. */
const KEYSTROKE_INPUT_TYPES = new Set([
  "insertText",
  "insertCompositionText",
  "insertLineBreak",
  "insertParagraph",
  "insertReplacementText",
  "deleteContentBackward",
  "deleteContentForward",
  "deleteWordBackward",
  "deleteWordForward",
  "deleteSoftLineBackward",
  "deleteSoftLineForward",
  "deleteHardLineBackward",
  "deleteHardLineForward",
  "deleteCompositionText",
]);

/** The source of an input event's change: a paste (flagged by the paste event), a drop, an undo, or keystrokes. */
export function sourceOf(inputType: string | undefined, pasteFlagged: boolean): ChangeSource {
  if (pasteFlagged) return "paste";
  return inputType === undefined || KEYSTROKE_INPUT_TYPES.has(inputType) ? "type" : "paste";
}

/** The changed span between two texts: `removed` characters at `at` replaced by `inserted`. */
export interface TextChange {
  at: number;
  removed: number;
  inserted: string;
}

/**
 * The change from `before` to `after` by common prefix and suffix. `caret` (the selection end after the change)
 * picks the right place where the text alone is ambiguous (typing "a" into "aa"), so a burst stays one burst.
 */
export function diffText(before: string, after: string, caret?: number): TextChange | null {
  if (before === after) return null;
  const min = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < min && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  const room = min - prefix;
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  const removed = before.length - prefix - suffix;
  const insertedLength = after.length - prefix - suffix;
  let at = prefix;
  if (caret !== undefined && (removed === 0 || insertedLength === 0)) {
    // Any place from which the texts still agree gives the same result; the caret says which one it was.
    const candidate = removed === 0 ? caret - insertedLength : caret;
    const shift = removed === 0 ? insertedLength : removed;
    const [longer, shorter] = removed === 0 ? [after, before] : [before, after];
    if (candidate >= 0 && candidate < prefix) {
      let same = true;
      for (let i = candidate; i < prefix && same; i++) same = shorter.charCodeAt(i) === longer.charCodeAt(i + shift);
      if (same) at = candidate;
    }
  }
  return { at, removed, inserted: after.slice(at, at + insertedLength) };
}

type OpenBurst = (InsertEvent & { src: "type"; gaps: number[] }) | (DeleteEvent & { gaps: number[] });

export interface RecorderOptions {
  /** The text as stored (the document's text after the events the recorder continues from). */
  text: string;
  /** Milliseconds since the document's creation, on the server's clock as well as the browser can tell. */
  clock: () => number;
  /** Receives each finished event, in order. */
  sink: (event: WritingEvent) => void;
  /** The time of the last recorded event: the recorder's times never go before it. */
  lastT?: number;
}

export class WritingRecorder {
  private current: string;
  private lastT: number;
  private burst: OpenBurst | null = null;
  /** The input event's time stamp (performance clock) of the open burst's last keystroke. */
  private lastStamp = 0;
  private focused = true;

  constructor(private readonly options: RecorderOptions) {
    this.current = options.text;
    this.lastT = options.lastT ?? 0;
  }

  get text() {
    return this.current;
  }

  /** The time of the last event (for the save queue's record of where the clock stands). */
  get lastTime() {
    return this.lastT;
  }

  private now(): number {
    const t = Math.max(this.lastT, Math.round(this.options.clock()));
    this.lastT = t;
    return t;
  }

  private emit(event: WritingEvent) {
    this.options.sink(event);
  }

  /** Ends the open burst, if any, and hands it to the sink. */
  flush() {
    if (!this.burst) return;
    const burst = this.burst;
    this.burst = null;
    this.emit(burst);
  }

  /** A copy of the open burst as an event (for keeping on the device before it ends), or null. */
  openBurst(): WritingEvent | null {
    return this.burst ? { ...this.burst, gaps: [...this.burst.gaps] } : null;
  }

  /** A session began (the page was opened or reloaded). */
  start() {
    this.flush();
    this.focused = true;
    this.emit({ k: "start", t: this.now() });
  }

  /** The editor lost or regained the focus; repeated calls with the same state record nothing. */
  focus(focused: boolean) {
    if (focused === this.focused) return;
    this.focused = focused;
    this.flush();
    this.emit({ k: focused ? "focus" : "blur", t: this.now() });
  }

  /**
   * The editor's text changed to `next` (an input event). `stamp` is the event's time stamp (performance clock,
   * for the gaps between keystrokes); `caret` the selection end after the change.
   */
  change(next: string, source: ChangeSource, stamp: number, caret?: number) {
    const change = diffText(this.current, next, caret);
    this.current = next;
    if (!change) return;
    const t = this.now();
    const arrivedAtOnce = source === "paste" || change.inserted.length > TYPED_AT_ONCE_MAX;
    if (change.removed > 0) {
      if (change.inserted === "" && !arrivedAtOnce) this.typedDelete(change.at, change.removed, t, stamp);
      else {
        this.flush();
        this.emit({ k: "d", t, at: change.at, n: change.removed });
      }
    }
    if (change.inserted === "") return;
    if (arrivedAtOnce) {
      this.flush();
      this.emit({ k: "i", t, at: change.at, s: change.inserted, src: "paste" });
      return;
    }
    this.typedInsert(change.at, change.inserted, t, stamp);
  }

  private continues(stamp: number) {
    return stamp - this.lastStamp <= BURST_PAUSE_MS && stamp >= this.lastStamp;
  }

  private gap(stamp: number) {
    const gap = Math.max(0, Math.round(stamp - this.lastStamp));
    this.lastStamp = stamp;
    return gap;
  }

  private typedInsert(at: number, s: string, t: number, stamp: number) {
    const burst = this.burst;
    if (burst && burst.k === "i" && at === burst.at + burst.s.length && this.continues(stamp)) {
      burst.gaps.push(this.gap(stamp));
      burst.s += s;
      return;
    }
    this.flush();
    this.lastStamp = stamp;
    this.burst = { k: "i", t, at, s, src: "type", gaps: [] };
  }

  private typedDelete(at: number, n: number, t: number, stamp: number) {
    const burst = this.burst;
    if (burst && burst.k === "d" && this.continues(stamp)) {
      if (at + n === burst.at) {
        // backspace: the run grows to the left
        burst.gaps.push(this.gap(stamp));
        burst.at = at;
        burst.n += n;
        return;
      }
      if (at === burst.at) {
        // forward delete: the same place, more characters after it
        burst.gaps.push(this.gap(stamp));
        burst.n += n;
        return;
      }
    }
    this.flush();
    this.lastStamp = stamp;
    this.burst = { k: "d", t, at, n, gaps: [] };
  }

  /**
   * Output of one of the product's tools replaces `removed` characters at `at` (a delete event, then a tool
   * insert). The caller puts the same text into the editor.
   */
  tool(at: number, removed: number, s: string, tool: WritingTool): string {
    this.flush();
    const t = this.now();
    if (removed > 0) this.emit({ k: "d", t, at, n: removed });
    if (s !== "") this.emit({ k: "i", t, at, s, src: "tool", tool });
    this.current = this.current.slice(0, at) + s + this.current.slice(at + removed);
    return this.current;
  }
}
