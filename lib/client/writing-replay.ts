import { applyEvent, type WritingEvent } from "@/lib/writing/events";

/** Events between two kept texts: a step of the replay applies at most this many events to the nearest one. */
export const CHECKPOINT_EVERY = 64;

/**
 * The text after any number of a record's events, for the report's replay slider. Texts every
 * CHECKPOINT_EVERY events are kept as they are first reached (filled ahead in slices while the page is idle),
 * so a step anywhere in a long history applies at most CHECKPOINT_EVERY - 1 events to a kept text.
 */
export class Replay {
  private readonly checkpoints: string[] = [""];

  constructor(private readonly events: readonly WritingEvent[]) {}

  get length() {
    return this.events.length;
  }

  /** Checkpoints reached so far (the last one kept is at index (n - 1) * CHECKPOINT_EVERY). */
  get ready() {
    return this.checkpoints.length;
  }

  /** Keeps the next checkpoint; false once all are kept. */
  advance(): boolean {
    const from = (this.checkpoints.length - 1) * CHECKPOINT_EVERY;
    if (from + CHECKPOINT_EVERY > this.events.length) return false;
    let text = this.checkpoints[this.checkpoints.length - 1]!;
    for (let i = from; i < from + CHECKPOINT_EVERY; i++) text = applyEvent(text, this.events[i]!) ?? text;
    this.checkpoints.push(text);
    return true;
  }

  /** The text after the first `count` events. */
  textAt(count: number): string {
    const n = Math.max(0, Math.min(count, this.events.length));
    const slot = Math.floor(n / CHECKPOINT_EVERY);
    while (this.checkpoints.length <= slot && this.advance());
    let text = this.checkpoints[slot]!;
    for (let i = slot * CHECKPOINT_EVERY; i < n; i++) text = applyEvent(text, this.events[i]!) ?? text;
    return text;
  }
}
