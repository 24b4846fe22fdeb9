import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PACE_FLAG_CHARS, WRITING_IDLE_MS, WRITING_TIMELINE_POINTS } from "@/lib/tuning";
import { CHAIN_START, extendChain } from "@/lib/writing/chain";
import { rebuildText, type InsertSource, type WritingEvent } from "@/lib/writing/events";
import { judgePace } from "@/lib/writing/pace";
import { buildReport, lengthTimeline, textOfRuns, traceOrigins, writingTime, type FrozenReport } from "@/lib/writing/report";
import { fixedGaps, humanGaps, ScriptedWriter, seeded } from "@/tests/support/writing";

/** An edit as fractions of the text it meets, so any generated sequence fits whatever text came before it. */
const edit = fc.oneof(
  fc.record({
    kind: fc.constant("insert" as const),
    where: fc.double({ min: 0, max: 1, noNaN: true }),
    s: fc.string({ minLength: 1, maxLength: 12, unit: "grapheme" }),
    src: fc.constantFrom<InsertSource>("type", "paste", "tool"),
  }),
  fc.record({
    kind: fc.constant("delete" as const),
    where: fc.double({ min: 0, max: 1, noNaN: true }),
    size: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constantFrom("blur" as const, "focus" as const, "start" as const) }),
);

/** Mostly inserts, and deletes of a few characters: a long record of these splits the text into thousands of runs. */
const localEdit = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("insert" as const),
      where: fc.double({ min: 0, max: 1, noNaN: true }),
      s: fc.string({ minLength: 1, maxLength: 6 }),
      src: fc.constantFrom<InsertSource>("type", "paste", "tool"),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("cut" as const),
      where: fc.double({ min: 0, max: 1, noNaN: true }),
      size: fc.integer({ min: 1, max: 8 }),
    }),
  },
);

type Edit = (typeof edit extends fc.Arbitrary<infer E> ? E : never) | (typeof localEdit extends fc.Arbitrary<infer E> ? E : never);

/** The edits as events, with the text they make and each character's origin worked out one character at a time. */
function play(edits: readonly Edit[], step: number[]) {
  let text = "";
  let origins: InsertSource[] = [];
  const events: WritingEvent[] = [];
  let t = 0;
  edits.forEach((e, i) => {
    t += step[i % step.length]!;
    if (e.kind === "insert") {
      const at = Math.floor(e.where * (text.length + 1)) % (text.length + 1);
      events.push({ k: "i", t, at, s: e.s, src: e.src });
      text = text.slice(0, at) + e.s + text.slice(at);
      origins = [...origins.slice(0, at), ...Array<InsertSource>(e.s.length).fill(e.src), ...origins.slice(at)];
    } else if (e.kind === "delete" || e.kind === "cut") {
      if (text.length === 0) return;
      const at = Math.min(text.length - 1, Math.floor(e.where * text.length));
      const n = e.kind === "cut" ? Math.min(e.size, text.length - at) : Math.max(1, Math.floor(e.size * (text.length - at)));
      events.push({ k: "d", t, at, n });
      text = text.slice(0, at) + text.slice(at + n);
      origins = [...origins.slice(0, at), ...origins.slice(at + n)];
    } else events.push({ k: e.kind, t });
  });
  return { text, origins, events };
}

const frozen = (events: WritingEvent[], text: string, extra: Partial<FrozenReport> = {}): FrozenReport => ({
  title: "Essay",
  createdAt: 1_800_000_000_000,
  sharedAt: 1_800_000_100_000,
  events: events.length,
  head: extendChain(CHAIN_START, events),
  text,
  verdict: null,
  verdictMissing: "too_short",
  ...extra,
});

describe("the record rebuilds the text", () => {
  it("rebuilds exactly the text of any sequence of inserts, deletes, focus changes and sessions", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 80 }), fc.array(fc.nat(5000), { minLength: 1, maxLength: 5 }), (edits, step) => {
        const { text, events } = play(edits, step);
        expect(rebuildText(events)).toBe(text);
      }),
      { numRuns: 400 },
    );
  });

  it("counts every character of the final text by where it came from, exactly, however it was edited", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 80 }), (edits) => {
        const { text, origins, events } = play(edits, [100]);
        const report = buildReport(frozen(events, text), events);
        expect(report.integrity).toEqual({ chainIntact: true, rebuildsText: true, timeOrdered: true });
        expect([report.shares.typed, report.shares.pasted, report.shares.tool]).toEqual([
          origins.filter((o) => o === "type").length,
          origins.filter((o) => o === "paste").length,
          origins.filter((o) => o === "tool").length,
        ]);
        const runs = traceOrigins(events)!;
        expect(runs.flatMap((run) => Array<InsertSource>(run.length).fill((events[run.origin] as { src: InsertSource }).src))).toEqual(
          origins,
        );
      }),
      { numRuns: 300 },
    );
  });

  it("stays exact over long records of edits anywhere in the text (thousands of runs)", () => {
    fc.assert(
      fc.property(fc.array(localEdit, { minLength: 3000, maxLength: 4000 }), (edits) => {
        const { text, origins, events } = play(edits, [50]);
        const runs = traceOrigins(events)!;
        expect(runs.length).toBeGreaterThan(600);
        expect(textOfRuns(runs, events)).toBe(text);
        expect(runs.flatMap((run) => Array<InsertSource>(run.length).fill((events[run.origin] as { src: InsertSource }).src))).toEqual(
          origins,
        );
      }),
      { numRuns: 15 },
    );
  });

  it("refuses a record whose change falls outside the text or whose time goes back", () => {
    expect(rebuildText([{ k: "i", t: 0, at: 1, s: "x", src: "type" }])).toBeNull();
    expect(
      rebuildText([
        { k: "i", t: 0, at: 0, s: "ab", src: "type" },
        { k: "d", t: 1, at: 1, n: 2 },
      ]),
    ).toBeNull();
    expect(
      rebuildText([
        { k: "i", t: 50, at: 0, s: "ab", src: "type" },
        { k: "i", t: 49, at: 2, s: "c", src: "type" },
      ]),
    ).toBeNull();
  });
});

describe("a scripted session's report", () => {
  // Known figures: 40 typed characters of which 10 are deleted, a 120-character paste of which 20 are deleted,
  // and a rewrite that replaces 50 characters of the paste with 64 characters of its own.
  const writer = new ScriptedWriter(seeded(7));
  writer.mark("start").type("The river rose at dawn and kept rising. ").wait(4000);
  writer.paste("P".repeat(120)).wait(3000);
  writer.backspace(10, 40).wait(2500);
  writer.remove(100, 20).wait(9 * 60_000);
  writer.mark("start").tool("rewrite", "R".repeat(64), 30, 50).wait(1000);
  writer.type(" And so on.");
  const report = buildReport(frozen(writer.events, writer.text), writer.events);

  it("gives the exact characters typed, pasted and made by the tools, and their shares", () => {
    expect(writer.text).toHaveLength(30 + 50 + 64 + 11);
    expect(report.shares).toEqual({ typed: 41, pasted: 50, tool: 64, typedPercent: 26.5, pastedPercent: 32.3, toolPercent: 41.3 });
  });

  it("shows each paste and tool run where its surviving characters stand in the final text", () => {
    expect(report.pastes).toEqual([{ at: 30 + 64, length: 120, kept: 50, t: expect.any(Number) }]);
    expect(report.tools).toEqual([{ tool: "rewrite", at: 30, length: 64, kept: 64, t: expect.any(Number) }]);
    expect(writer.text.slice(30, 30 + 64)).toBe("R".repeat(64));
    expect(writer.text.slice(94, 144)).toBe("P".repeat(50));
  });

  it("counts two sessions, and leaves a pause longer than the idle limit out of the active time", () => {
    expect(report.time.sessions).toBe(2);
    expect(report.time.spanMs).toBe(writer.t);
    expect(report.time.activeMs).toBe(writer.t - 9 * 60_000);
    expect(9 * 60_000).toBeGreaterThan(WRITING_IDLE_MS);
  });

  it("counts a record without a start event as one session", () => {
    const events: WritingEvent[] = [{ k: "i", t: 5, at: 0, s: "hi", src: "type", gaps: [100] }];
    expect(writingTime(events)).toEqual({ activeMs: 100, sessions: 1, spanMs: 100 });
  });
});

describe("typing a machine could do", () => {
  const sentence = "Automatic typing replays a text at one even speed from start to end. ";

  it("names a session typed at a fixed delay (an auto-typer such as Playwright's keyboard.type)", () => {
    const random = seeded(3);
    const writer = new ScriptedWriter(random);
    for (let i = 0; i < 10; i++) writer.type(sentence, writer.text.length, fixedGaps(sentence.length - 1, 50, random)).wait(2500);
    const pace = judgePace(writer.events);
    expect(pace.flagged).toBe(true);
    expect(pace.machineLikeBursts).toBe(10);
    expect(pace.machineLikeCharacters).toBe(sentence.length * 10);
    expect(pace.note).toMatch(/machine/);
  });

  it("still names fixed-delay typing when a busy browser stalls some keystrokes (a few long gaps)", () => {
    const random = seeded(5);
    const writer = new ScriptedWriter(random);
    for (let i = 0; i < 6; i++) {
      const gaps = fixedGaps(sentence.length - 1, 50, random).map((gap) => (random() < 0.15 ? gap + 80 + Math.round(random() * 220) : gap));
      writer.type(sentence, writer.text.length, gaps).wait(2500);
    }
    const pace = judgePace(writer.events);
    expect(pace.machineLikeBursts).toBe(6);
    expect(pace.flagged).toBe(true);
  });

  it("names typing faster than people type, however uneven", () => {
    const random = seeded(4);
    const writer = new ScriptedWriter(random);
    for (let i = 0; i < 4; i++) writer.type(sentence, writer.text.length, humanGaps(sentence.length - 1, random, 15)).wait(2500);
    const pace = judgePace(writer.events);
    expect(pace.fastBursts).toBe(4);
    expect(pace.flagged).toBe(true);
  });

  it("does not flag a person's jittered typing, across many seeds", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const random = seeded(seed);
      const writer = new ScriptedWriter(random);
      for (let i = 0; i < 20; i++)
        writer.type(sentence, writer.text.length, humanGaps(sentence.length - 1, random, 120 + 100 * random())).wait(3000);
      const pace = judgePace(writer.events);
      expect(pace.judgedBursts).toBe(20);
      expect(pace.machineLikeCharacters).toBeLessThan(PACE_FLAG_CHARS);
      expect(pace.flagged).toBe(false);
    }
  });
});

describe("the length timeline", () => {
  it("keeps every paste and tool run when it thins a long record to its points", () => {
    const writer = new ScriptedWriter(seeded(9));
    for (let i = 0; i < 3000; i++) {
      if (i % 700 === 350) writer.paste("pasted text ");
      else if (i % 900 === 450) writer.tool("humanize", "tool text ", writer.text.length, 0);
      else writer.type("word ", writer.text.length, [120, 130, 140, 150]);
      writer.wait(500);
    }
    const points = lengthTimeline(writer.events);
    expect(points.length).toBeLessThanOrEqual(WRITING_TIMELINE_POINTS);
    expect(points.filter((p) => p.kind === "paste")).toHaveLength(4);
    expect(points.filter((p) => p.kind === "tool")).toHaveLength(3);
    expect(points.at(-1)!.length).toBe(writer.text.length);
    expect(points.every((p, i) => i === 0 || p.t >= points[i - 1]!.t)).toBe(true);
  });
});
