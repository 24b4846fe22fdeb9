import type { WritingEvent, WritingTool } from "@/lib/writing/events";
import { mulberry32 } from "@/lib/random";

/** A seeded random source, so a generated session is the same on every run. */
export { mulberry32 as seeded };

/** A normal deviate from a uniform source (Box-Muller). */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** Gaps between a person's keystrokes: log-normal around `medianMs`, varying by about half their mean, as people's do. */
export function humanGaps(count: number, random: () => number, medianMs = 170): number[] {
  return Array.from({ length: count }, () => Math.max(20, Math.round(medianMs * Math.exp(0.5 * normal(random)))));
}

/** Gaps of an auto-typer at a fixed delay (Playwright's keyboard.type({ delay })), with the few ms of jitter a browser's clock adds. */
export function fixedGaps(count: number, delayMs: number, random: () => number): number[] {
  return Array.from({ length: count }, () => delayMs + Math.round(random() * 4));
}

/**
 * A writer in the editor, recording as the client does: each typed burst one insert with its gaps (its time is
 * its first keystroke's), a run of deletes one delete, a paste or a tool's output one insert. Tracks the text
 * and the clock (ms since the document was created).
 */
export class ScriptedWriter {
  text = "";
  t = 0;
  events: WritingEvent[] = [];

  constructor(readonly random: () => number = mulberry32(1)) {}

  wait(ms: number) {
    this.t += Math.round(ms);
    return this;
  }

  mark(k: "start" | "blur" | "focus") {
    this.events.push({ k, t: this.t });
    return this;
  }

  /** Types `s` at `at` (the end by default) with these gaps (one fewer than its characters; human by default). */
  type(s: string, at = this.text.length, gaps = humanGaps(s.length - 1, this.random)) {
    this.events.push({ k: "i", t: this.t, at, s, src: "type", gaps });
    this.text = this.text.slice(0, at) + s + this.text.slice(at);
    this.t += gaps.reduce((sum, gap) => sum + gap, 0);
    return this;
  }

  /** Removes `n` characters before `end` (the end of the text by default) with backspace, key by key. */
  backspace(n: number, end = this.text.length) {
    const gaps = humanGaps(n - 1, this.random, 110);
    this.events.push({ k: "d", t: this.t, at: end - n, n, gaps });
    this.text = this.text.slice(0, end - n) + this.text.slice(end);
    this.t += gaps.reduce((sum, gap) => sum + gap, 0);
    return this;
  }

  /** Removes `n` characters at `at` in one step (a selection deleted, or replaced by what comes next). */
  remove(at: number, n: number) {
    this.events.push({ k: "d", t: this.t, at, n });
    this.text = this.text.slice(0, at) + this.text.slice(at + n);
    return this;
  }

  paste(s: string, at = this.text.length) {
    this.events.push({ k: "i", t: this.t, at, s, src: "paste" });
    this.text = this.text.slice(0, at) + s + this.text.slice(at);
    return this;
  }

  /** A tool's output replacing `n` characters at `at` (a delete, then the tool's insert). */
  tool(tool: WritingTool, s: string, at: number, n: number) {
    if (n > 0) this.remove(at, n);
    this.events.push({ k: "i", t: this.t, at, s, src: "tool", tool });
    this.text = this.text.slice(0, at) + s + this.text.slice(at);
    return this;
  }
}
