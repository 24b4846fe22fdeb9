import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/client/api";
import { diffText, sourceOf, WritingRecorder } from "@/lib/client/writing";
import { keptKey, readKept, resumeFrom, SaveQueue, type SaveStatus } from "@/lib/client/writing-queue";
import type { EventsBody } from "@/lib/client/writing-api";
import { rebuildText, textDigest, type WritingEvent } from "@/lib/writing/events";
import { memoryStorage } from "@/tests/support/memory-storage";

/** A recorder on a fake clock; `type` feeds keystrokes as a textarea's input events would. */
function harness(text = "") {
  const events: WritingEvent[] = [];
  let clock = 0;
  const recorder = new WritingRecorder({ text, clock: () => clock, sink: (e) => events.push(e) });
  const at = (ms: number) => (clock = ms);
  const typeAt = (position: number, chars: string, start: number, gap: number) => {
    let t = start;
    let pos = position;
    for (const ch of chars) {
      at(t);
      const next = recorder.text.slice(0, pos) + ch + recorder.text.slice(pos);
      pos++;
      recorder.change(next, "type", t, pos);
      t += gap;
    }
    return t;
  };
  return { events, recorder, at, typeAt };
}

describe("diffText", () => {
  it("finds the changed span by common prefix and suffix", () => {
    expect(diffText("hello world", "hello brave world")).toEqual({ at: 6, removed: 0, inserted: "brave " });
    expect(diffText("hello world", "hello")).toEqual({ at: 5, removed: 6, inserted: "" });
    expect(diffText("abc", "aXc")).toEqual({ at: 1, removed: 1, inserted: "X" });
    expect(diffText("same", "same")).toBeNull();
  });

  it("uses the caret where the text alone is ambiguous (typing 'a' after the first 'a' of 'aa')", () => {
    expect(diffText("aa", "aaa")).toEqual({ at: 2, removed: 0, inserted: "a" });
    expect(diffText("aa", "aaa", 2)).toEqual({ at: 1, removed: 0, inserted: "a" });
    expect(diffText("baab", "bab", 1)).toEqual({ at: 1, removed: 1, inserted: "" });
  });

  it("gives a change that rebuilds the new text, for any pair of texts and any caret", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), fc.nat(40), (before, after, caret) => {
        const change = diffText(before, after, caret);
        const rebuilt = change ? before.slice(0, change.at) + change.inserted + before.slice(change.at + change.removed) : before;
        expect(rebuilt).toBe(after);
      }),
    );
  });
});

describe("WritingRecorder", () => {
  it("coalesces a run of keystrokes into one burst with its gaps, and starts another after a pause", () => {
    const { events, recorder, typeAt } = harness();
    typeAt(0, "Hello", 100, 120);
    typeAt(5, " you", 5000, 150);
    recorder.flush();
    expect(events).toEqual([
      { k: "i", t: 100, at: 0, s: "Hello", src: "type", gaps: [120, 120, 120, 120] },
      { k: "i", t: 5000, at: 5, s: " you", src: "type", gaps: [150, 150, 150] },
    ]);
  });

  it("ends a burst at a cursor jump, and records backspaces as one delete burst", () => {
    const { events, recorder, typeAt, at } = harness("abcdef");
    typeAt(0, "XY", 0, 100);
    // backspace three times at the end
    let text = recorder.text;
    for (let i = 0; i < 3; i++) {
      at(400 + i * 90);
      text = text.slice(0, -1);
      recorder.change(text, "type", 400 + i * 90, text.length);
    }
    recorder.flush();
    expect(events).toEqual([
      { k: "i", t: 0, at: 0, s: "XY", src: "type", gaps: [100] },
      { k: "d", t: 400, at: 5, n: 3, gaps: [90, 90] },
    ]);
    expect(rebuildText(events, "abcdef")).toBe(recorder.text);
  });

  it("records a paste as one paste event, replacing the selection with a delete first", () => {
    const { events, recorder, at } = harness("one two three");
    at(1000);
    recorder.change("one PASTED TEXT three", "paste", 1000, 15);
    expect(events).toEqual([
      { k: "d", t: 1000, at: 4, n: 3 },
      { k: "i", t: 1000, at: 4, s: "PASTED TEXT", src: "paste" },
    ]);
  });

  it("counts text arriving at once without keystrokes (a drop, an undo, a long insertText) as pasted", () => {
    expect(sourceOf("insertFromDrop", false)).toBe("paste");
    expect(sourceOf("historyRedo", false)).toBe("paste");
    expect(sourceOf("insertText", true)).toBe("paste");
    expect(sourceOf("insertText", false)).toBe("type");
    const { events, recorder } = harness();
    recorder.change("x".repeat(31), "type", 0);
    expect(events[0]).toMatchObject({ k: "i", src: "paste" });
  });

  it("records a tool's output as a delete and a tool insert, and focus changes once each", () => {
    const { events, recorder, at, typeAt } = harness();
    typeAt(0, "draft", 0, 200);
    at(3000);
    recorder.focus(false);
    recorder.focus(false);
    at(4000);
    recorder.focus(true);
    at(5000);
    recorder.tool(0, 5, "final text", "rewrite");
    expect(events.map((e) => e.k)).toEqual(["i", "blur", "focus", "d", "i"]);
    expect(events[4]).toEqual({ k: "i", t: 5000, at: 0, s: "final text", src: "tool", tool: "rewrite" });
    expect(rebuildText(events)).toBe("final text");
  });

  it("never lets time go back, even when the clock does", () => {
    const events: WritingEvent[] = [];
    let clock = 5000;
    const recorder = new WritingRecorder({ text: "", clock: () => clock, sink: (e) => events.push(e), lastT: 7000 });
    recorder.start();
    clock = 100;
    recorder.change("a", "paste", 0);
    expect(events.map((e) => e.t)).toEqual([7000, 7000]);
  });

  it("rebuilds exactly the text it saw, for any sequence of edits", () => {
    const edit = fc.record({ pos: fc.nat(), cut: fc.nat(4), s: fc.string({ maxLength: 6 }), paste: fc.boolean(), wait: fc.nat(3000) });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), (edits) => {
        const { events, recorder, at } = harness("start");
        let text = "start";
        let t = 0;
        for (const e of edits) {
          const pos = e.pos % (text.length + 1);
          const next = text.slice(0, pos) + e.s + text.slice(Math.min(text.length, pos + e.cut));
          t += e.wait;
          at(t);
          recorder.change(next, e.paste ? "paste" : "type", t, pos + e.s.length);
          text = next;
        }
        recorder.flush();
        expect(recorder.text).toBe(text);
        expect(rebuildText(events, "start")).toBe(text);
      }),
    );
  });
});

/** A save queue against a fake server that stores events as the real one checks them. */
function queueHarness(options: { serverEvents?: WritingEvent[]; fail?: (body: EventsBody) => Error | null } = {}) {
  const server = { events: [...(options.serverEvents ?? [])], text: rebuildText(options.serverEvents ?? [])! };
  const storage = memoryStorage();
  const timers: { fn: () => void; ms: number }[] = [];
  const statuses: SaveStatus[] = [];
  let now = 0;
  const send = async (body: EventsBody) => {
    const failure = options.fail?.(body);
    if (failure) throw failure;
    if (body.from > server.events.length) throw new ApiError("writing_gap", 409, "gap");
    const fresh = body.events.slice(server.events.length - body.from);
    const text = rebuildText(fresh, server.text);
    if (text === null || textDigest(text) !== body.digest) throw new ApiError("writing_mismatch", 409, "mismatch");
    server.events.push(...fresh);
    server.text = text;
    return { saved: server.events.length, digest: body.digest };
  };
  const queue = new SaveQueue({
    documentId: "doc1",
    base: server.events.length,
    serverText: server.text,
    send,
    fetchDocument: async () => ({ events: server.events.length, text: server.text }),
    onStatus: (s) => statuses.push(s),
    storage,
    setTimer: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
    now: () => now,
  });
  let clock = 0;
  const recorder = new WritingRecorder({ text: server.text, clock: () => clock, sink: queue.push });
  queue.attach(recorder);
  const type = (s: string) => {
    for (const ch of s) {
      clock += 100;
      now += 100;
      recorder.change(recorder.text + ch, "type", clock, recorder.text.length + 1);
      queue.touched();
    }
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const fire = async () => {
    const due = timers.splice(0);
    now += 60_000;
    for (const timer of due) timer.fn();
    await settle();
    await settle();
  };
  return { server, storage, statuses, queue, recorder, type, fire, settle };
}

describe("SaveQueue", () => {
  it("sends after a pause, with the digest of the text, and then keeps nothing on the device", async () => {
    const h = queueHarness();
    h.type("Hello there");
    expect(h.server.events).toHaveLength(0);
    expect(h.storage.getItem(keptKey("doc1"))).toBeNull();
    await h.fire();
    expect(h.server.text).toBe("Hello there");
    expect(h.statuses.at(-1)).toBe("saved");
    expect(h.storage.getItem(keptKey("doc1"))).toBeNull();
  });

  it("keeps the record on the device while offline, and sends it when the connection returns", async () => {
    let offline = true;
    const h = queueHarness({ fail: () => (offline ? new TypeError("Failed to fetch") : null) });
    h.type("Offline words");
    await h.fire();
    expect(h.statuses.at(-1)).toBe("offline");
    expect(readKept("doc1", h.storage)?.text).toBe("Offline words");
    offline = false;
    h.queue.retry();
    await h.settle();
    await h.settle();
    expect(h.server.text).toBe("Offline words");
    expect(h.statuses.at(-1)).toBe("saved");
  });

  it("sends a long backlog in saves of at most 500 events", async () => {
    const sizes: number[] = [];
    const h = queueHarness({ fail: (body) => (sizes.push(body.events.length), null) });
    for (let i = 0; i < 1200; i++) h.recorder.change(h.recorder.text + "word ", "paste", i);
    h.queue.saveNow();
    for (let i = 0; i < 6; i++) await h.settle();
    expect(sizes).toEqual([500, 500, 200]);
    expect(h.server.text).toBe("word ".repeat(1200));
  });

  it("after a writing_gap answer, asks the server's count and resends from it", async () => {
    const h = queueHarness();
    h.type("abc");
    await h.fire();
    // The queue believes the server has fewer events than it does (an answer was lost): it sends from too far back.
    let first = true;
    const lost = queueHarness({
      serverEvents: h.server.events,
      fail: (body) => (first && ((first = false), true) ? new ApiError("writing_gap", 409, "gap") : (void body, null)),
    });
    lost.type("def");
    await lost.fire();
    await lost.settle();
    expect(lost.server.text).toBe("abcdef");
    expect(lost.statuses.at(-1)).toBe("saved");
  });

  it("stops on writing_mismatch and keeps the writer's text on the device", async () => {
    const h = queueHarness({ fail: () => new ApiError("writing_mismatch", 409, "These changes do not build the text") });
    h.type("my text");
    await h.fire();
    expect(h.statuses.at(-1)).toBe("mismatch");
    expect(h.queue.stopped).toBe(true);
    expect(readKept("doc1", h.storage)?.text).toBe("my text");
  });
});

describe("resumeFrom", () => {
  const events: WritingEvent[] = [
    { k: "start", t: 0 },
    { k: "i", t: 10, at: 0, s: "abc", src: "type", gaps: [1, 1] },
    { k: "i", t: 20, at: 3, s: "def", src: "paste" },
  ];
  const kept = { v: 1 as const, base: 0, events, text: "abcdef", lastT: 20, at: 0 };

  it("resends what the server lacks after a reload or a crash", () => {
    expect(resumeFrom(kept, { events: 2, text: "abc" })).toEqual({ kind: "resume", events: [events[2]], text: "abcdef", lastT: 20 });
    expect(resumeFrom(kept, { events: 3, text: "abcdef" })).toEqual({ kind: "server" });
  });

  it("reports a conflict, with the kept text, when the server's record went elsewhere", () => {
    expect(resumeFrom(kept, { events: 2, text: "xyz" })).toEqual({ kind: "conflict", keptText: "abcdef" });
    expect(resumeFrom(kept, { events: 9, text: "other" })).toEqual({ kind: "conflict", keptText: "abcdef" });
  });
});

describe("Replay", () => {
  it("gives the text after any number of events, in any order of steps", async () => {
    const { Replay, CHECKPOINT_EVERY } = await import("@/lib/client/writing-replay");
    const events: WritingEvent[] = [];
    let text = "";
    const texts = [""];
    for (let i = 0; i < CHECKPOINT_EVERY * 3 + 5; i++) {
      const event: WritingEvent =
        i % 5 === 4 ? { k: "d", t: i, at: 0, n: 1 } : { k: "i", t: i, at: text.length, s: String(i % 10), src: "type" };
      events.push(event);
      text = rebuildText([event], text)!;
      texts.push(text);
    }
    const replay = new Replay(events);
    for (const n of [events.length, 0, 70, 3, CHECKPOINT_EVERY, 150, 1]) expect(replay.textAt(n)).toBe(texts[n]);
  });
});
