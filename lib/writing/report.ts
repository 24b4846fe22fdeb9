import { WRITING_IDLE_MS, WRITING_TIMELINE_POINTS } from "@/lib/tuning";
import { countWords } from "@/lib/text-stats";
import { CHAIN_START, extendChain } from "./chain";
import type { WritingEvent } from "./events";
import { judgePace } from "./pace";
import type { CharacterShares, ReportPaste, ReportToolRun, ReportVerdict, TimelinePoint, VerdictMissing, WritingReport } from "./types";

/** What a report froze when it was shared, with the document it belongs to. */
export interface FrozenReport {
  title: string;
  createdAt: number;
  sharedAt: number;
  /** Events of the record when shared, and the chain head after them. */
  events: number;
  head: string;
  text: string;
  verdict: ReportVerdict | null;
  verdictMissing: VerdictMissing | null;
}

/** A run of characters that came from one insert event (its index in the record): `length` characters of its text from `from`. */
export interface Run {
  origin: number;
  from: number;
  length: number;
}

/** Runs are kept in blocks of about this many, each with its length, so finding a position costs blocks plus one block's runs. */
const BLOCK_RUNS = 256;

interface Block {
  runs: Run[];
  length: number;
}

/**
 * Where each character of the text came from, followed through every insert and delete: runs of characters
 * by the insert that made them. An insert splits the run it lands in; a delete shortens or drops the runs it
 * covers. Exact; the runs sit in blocks (a square-root rope), so a long record of edits anywhere in a long text
 * stays fast (the public report is built on every view). Null when an event does not fit the text.
 */
export function traceOrigins(events: readonly WritingEvent[]): Run[] | null {
  const blocks: Block[] = [{ runs: [], length: 0 }];
  let total = 0;
  /** The block holding position `at` (the last block at the end of the text), its start, and the run and offset in it. */
  const locate = (at: number) => {
    let b = 0;
    let start = 0;
    while (b < blocks.length - 1 && at >= start + blocks[b]!.length) start += blocks[b++]!.length;
    const runs = blocks[b]!.runs;
    let run = 0;
    let offset = at - start;
    while (run < runs.length && offset >= runs[run]!.length) offset -= runs[run++]!.length;
    return { b, run, offset };
  };
  const split = (b: number) => {
    const block = blocks[b]!;
    if (block.runs.length <= 2 * BLOCK_RUNS) return;
    const tail = block.runs.splice(BLOCK_RUNS);
    const tailLength = tail.reduce((sum, run) => sum + run.length, 0);
    block.length -= tailLength;
    blocks.splice(b + 1, 0, { runs: tail, length: tailLength });
  };
  for (let index = 0; index < events.length; index++) {
    const event = events[index]!;
    if (event.k === "i") {
      if (event.at > total) return null;
      const { b, run, offset } = locate(event.at);
      const block = blocks[b]!;
      const piece: Run = { origin: index, from: 0, length: event.s.length };
      if (offset === 0) block.runs.splice(run, 0, piece);
      else {
        const cut = block.runs[run]!;
        block.runs.splice(run, 1, { origin: cut.origin, from: cut.from, length: offset }, piece, {
          origin: cut.origin,
          from: cut.from + offset,
          length: cut.length - offset,
        });
      }
      block.length += piece.length;
      total += piece.length;
      split(b);
    } else if (event.k === "d") {
      if (event.at + event.n > total) return null;
      let { b, run, offset } = locate(event.at);
      let left = event.n;
      while (left > 0) {
        const block = blocks[b]!;
        if (run >= block.runs.length) {
          b++;
          run = 0;
          continue;
        }
        const current = block.runs[run]!;
        const take = Math.min(left, current.length - offset);
        if (offset === 0 && take === current.length) block.runs.splice(run, 1);
        else if (offset === 0) block.runs[run] = { origin: current.origin, from: current.from + take, length: current.length - take };
        else if (offset + take === current.length) {
          block.runs[run] = { origin: current.origin, from: current.from, length: offset };
          run++;
        } else {
          block.runs.splice(
            run,
            1,
            { origin: current.origin, from: current.from, length: offset },
            { origin: current.origin, from: current.from + offset + take, length: current.length - offset - take },
          );
          run++;
        }
        block.length -= take;
        offset = 0;
        left -= take;
      }
      total -= event.n;
      // Emptied blocks go (one is always kept), so locating never walks through many of them.
      for (let i = blocks.length - 1; i >= 0 && blocks.length > 1; i--) if (blocks[i]!.runs.length === 0) blocks.splice(i, 1);
    }
  }
  return blocks.flatMap((block) => block.runs);
}

/** The text the runs hold: each run's characters taken from the insert that made them. */
export function textOfRuns(runs: readonly Run[], events: readonly WritingEvent[]): string {
  return runs.map((run) => (events[run.origin] as Extract<WritingEvent, { k: "i" }>).s.slice(run.from, run.from + run.length)).join("");
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** Active writing time (pauses over WRITING_IDLE_MS are time away), sessions and the whole span. */
export function writingTime(events: readonly WritingEvent[]): WritingReport["time"] {
  let activeMs = 0;
  let sessions = 0;
  let lastEnd: number | null = null;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    if (event.k === "start") sessions++;
    // A burst's time is its first keystroke's; it lasts its gaps, up to the next event.
    const next = events[i + 1]?.t ?? Infinity;
    const lasts = event.k === "i" || event.k === "d" ? (event.gaps ?? []).reduce((sum, gap) => sum + gap, 0) : 0;
    const end = Math.max(event.t, Math.min(event.t + lasts, next));
    if (lastEnd !== null) {
      const pause = event.t - lastEnd;
      if (pause > 0 && pause <= WRITING_IDLE_MS) activeMs += pause;
    }
    activeMs += end - event.t;
    lastEnd = lastEnd === null ? end : Math.max(lastEnd, end);
  }
  const spanMs = events.length ? Math.max(lastEnd ?? 0, events[events.length - 1]!.t) - events[0]!.t : 0;
  return { activeMs, sessions: events.length ? Math.max(1, sessions) : 0, spanMs };
}

/** The document's length after each change, at most WRITING_TIMELINE_POINTS points, every paste and tool run kept. */
export function lengthTimeline(events: readonly WritingEvent[], max = WRITING_TIMELINE_POINTS): TimelinePoint[] {
  const points: TimelinePoint[] = [];
  let length = 0;
  for (const event of events) {
    if (event.k === "i") {
      length += event.s.length;
      points.push(event.src === "type" ? { t: event.t, length } : { t: event.t, length, kind: event.src === "paste" ? "paste" : "tool" });
    } else if (event.k === "d") {
      length -= event.n;
      points.push({ t: event.t, length });
    }
  }
  if (points.length <= max) return points;
  const keep = new Set<number>([0, points.length - 1]);
  points.forEach((point, i) => point.kind && keep.add(i));
  const room = max - keep.size;
  if (room > 0) {
    const plain = points.map((_, i) => i).filter((i) => !keep.has(i));
    for (let j = 0; j < room; j++) keep.add(plain[Math.floor(((j + 0.5) * plain.length) / room)]!);
  }
  return [...keep].sort((a, b) => a - b).map((i) => points[i]!);
}

/**
 * The writing report of a shared record: checked first (the chain over the frozen events must end in the
 * frozen head, the events must rebuild the frozen text, time must not go back), then measured: time, the
 * final text's characters by origin, pastes and tool runs with where they stand, the typing's pace, the
 * length timeline and the events for the replay.
 */
export function buildReport(frozen: FrozenReport, events: readonly WritingEvent[]): WritingReport {
  const recorded = events.slice(0, frozen.events);
  const timeOrdered = recorded.every((event, i) => i === 0 || event.t >= recorded[i - 1]!.t);
  const chainIntact = recorded.length === frozen.events && extendChain(CHAIN_START, recorded) === frozen.head;
  // Rebuilt from the runs (each character from the insert that made it), apart from time order, so the report
  // says which of the two fails; a record that does not fit its text has no runs.
  const traced = traceOrigins(recorded);
  const runs = traced ?? [];
  const rebuildsText = traced !== null && recorded.length === frozen.events && textOfRuns(traced, recorded) === frozen.text;

  const counts = { type: 0, paste: 0, tool: 0 };
  const kept = new Map<number, { at: number; kept: number }>();
  let offset = 0;
  for (const run of runs) {
    const event = recorded[run.origin] as Extract<WritingEvent, { k: "i" }>;
    counts[event.src] += run.length;
    const seen = kept.get(run.origin);
    if (seen) seen.kept += run.length;
    else kept.set(run.origin, { at: offset, kept: run.length });
    offset += run.length;
  }
  const total = counts.type + counts.paste + counts.tool;
  const shares: CharacterShares = {
    typed: counts.type,
    pasted: counts.paste,
    tool: counts.tool,
    typedPercent: percent(counts.type, total),
    pastedPercent: percent(counts.paste, total),
    toolPercent: percent(counts.tool, total),
  };
  const pastes: ReportPaste[] = [];
  const tools: ReportToolRun[] = [];
  recorded.forEach((event, index) => {
    if (event.k !== "i" || event.src === "type") return;
    const where = kept.get(index);
    const entry = { at: where?.at ?? null, length: event.s.length, kept: where?.kept ?? 0, t: event.t };
    if (event.src === "paste") pastes.push(entry);
    else tools.push({ tool: event.tool ?? null, ...entry });
  });

  return {
    title: frozen.title,
    createdAt: frozen.createdAt,
    sharedAt: frozen.sharedAt,
    text: frozen.text,
    words: countWords(frozen.text),
    integrity: { chainIntact, rebuildsText, timeOrdered },
    time: writingTime(recorded),
    shares,
    pastes,
    tools,
    pace: judgePace(recorded),
    timeline: lengthTimeline(recorded),
    events: recorded,
    verdict: frozen.verdict,
    verdictMissing: frozen.verdict ? null : frozen.verdictMissing,
  };
}
