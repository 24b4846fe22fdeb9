import type { WritingEvent } from "@/lib/writing/events";
import { humanGaps, ScriptedWriter, seeded } from "@/tests/support/writing";

export interface GeneratedSession {
  events: WritingEvent[];
  text: string;
  /** The saves the editor makes (lib/client/writing-queue.ts): after a pause of 1.5 s, and at least every 10 s while typing. */
  saves: WritingEvent[][];
  typos: number;
  deletions: number;
  pastes: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * A 3,000-word essay written over about two hours, as a person writes in the editor: paragraph by paragraph
 * in bursts of a few words (each burst one typed event with its keystroke gaps), a typo now and then taken back
 * with backspace and typed again, a phrase now and then deleted and rewritten, pauses between bursts (seconds),
 * between paragraphs (up to a minute and a half) and two breaks (five to eight minutes, the editor losing focus; the
 * second ends with a reload, a new session), and three pastes (quotations of 40-70 words).
 */
export function generateSession(paragraphs: string[], seed = 53): GeneratedSession {
  const random = seeded(seed);
  const writer = new ScriptedWriter(random);
  const between = (low: number, high: number) => low + (high - low) * random();
  let typos = 0;
  let deletions = 0;
  let pastes = 0;
  const pasteAt = new Set([Math.floor(paragraphs.length * 0.2), Math.floor(paragraphs.length * 0.5), Math.floor(paragraphs.length * 0.8)]);
  const breakAt = new Map([
    [Math.floor(paragraphs.length * 0.35), false],
    [Math.floor(paragraphs.length * 0.7), true],
  ]);
  writer.mark("start");
  paragraphs.forEach((paragraph, p) => {
    const body = p === 0 ? paragraph : `\n\n${paragraph}`;
    const words = body.split(/(?<=\s)/);
    // A quotation pasted in the middle of the paragraph: its words come in whole.
    const quote = pasteAt.has(p)
      ? { from: Math.floor(words.length * 0.3), to: Math.floor(words.length * 0.3) + 40 + Math.floor(random() * 30) }
      : null;
    let w = 0;
    while (w < words.length) {
      if (quote && w === quote.from) {
        writer.paste(words.slice(quote.from, quote.to).join("")).wait(between(3, 15) * SECOND);
        pastes++;
        w = quote.to;
        continue;
      }
      const burst = words
        .slice(w, Math.min(quote && w < quote.from ? quote.from : words.length, w + 3 + Math.floor(random() * 10)))
        .join("");
      w += burst.split(/(?<=\s)/).length;
      const roll = random();
      if (roll < 0.12 && burst.length > 8) {
        // A typo: a wrong letter typed, seen, taken back with backspace, and the rest typed again.
        const cut = 3 + Math.floor(random() * (burst.length - 6));
        writer.type(burst.slice(0, cut) + "x");
        writer.wait(between(0.3, 1.2) * SECOND).backspace(1);
        writer.wait(between(0.2, 0.8) * SECOND).type(burst.slice(cut));
        typos++;
      } else if (roll < 0.17 && burst.length > 12) {
        // A phrase written, read again, deleted and written better (here: the same words after a detour).
        const detour = "which is to say, in other words, ";
        writer.type(detour);
        writer.wait(between(2, 6) * SECOND).backspace(detour.length);
        writer.wait(between(1, 4) * SECOND).type(burst);
        deletions++;
      } else writer.type(burst, writer.text.length, humanGaps(burst.length - 1, random, 150));
      writer.wait(random() < 0.9 ? between(2.1, 6) * SECOND : between(8, 30) * SECOND);
    }
    writer.wait(between(20, 90) * SECOND);
    if (breakAt.has(p)) {
      writer.mark("blur").wait(between(5, 8) * MINUTE);
      if (breakAt.get(p)) writer.mark("start");
      else writer.mark("focus");
    }
  });

  // The editor's saves: the events queued until a pause of 1.5 s, or 10 s of typing.
  const saves: WritingEvent[][] = [];
  let queue: WritingEvent[] = [];
  let opened = 0;
  writer.events.forEach((event, i) => {
    if (queue.length === 0) opened = event.t;
    queue.push(event);
    const next = writer.events[i + 1];
    const ends = event.t + (event.k === "i" || event.k === "d" ? (event.gaps ?? []).reduce((a, b) => a + b, 0) : 0);
    if (!next || next.t - ends >= 1.5 * SECOND || ends - opened >= 10 * SECOND) {
      saves.push(queue);
      queue = [];
    }
  });
  return { events: writer.events, text: writer.text, saves, typos, deletions, pastes };
}
