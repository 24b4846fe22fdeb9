import { describe, expect, it } from "vitest";
import { WritingRecorder } from "@/lib/client/writing";
import type { EventsBody } from "@/lib/client/writing-api";
import { claimRecording, type Locks, recordLockName, savedLockName } from "@/lib/client/writing-lock";
import { keptKey, readKept, resumeFrom, SaveQueue, type SaveStatus } from "@/lib/client/writing-queue";
import { rebuildText, textDigest, type WritingEvent } from "@/lib/writing/events";
import { memoryStorage } from "@/tests/support/memory-storage";

/**
 * The Web Locks API as the tabs of one browser share it (Node has none): exclusive locks granted in the order asked,
 * `ifAvailable` (null at once when held), `steal` (the holder's request rejects with an AbortError), `signal`.
 */
function browserLocks(): Locks & { held: (name: string) => boolean } {
  type Request = { grant: () => void; abort: (error: Error) => void };
  const holders = new Map<string, { abort: (error: Error) => void; token: object }>();
  const queues = new Map<string, Request[]>();
  const abortError = () => Object.assign(new Error("The lock request is aborted"), { name: "AbortError" });

  const next = (name: string) => {
    if (holders.has(name)) return;
    queues.get(name)?.shift()?.grant();
  };
  const request = ((name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const grant = () => {
        const token = {};
        holders.set(name, { abort: reject, token });
        Promise.resolve(callback({ name, mode: "exclusive" } as Lock)).then(
          (value) => {
            if (holders.get(name)?.token !== token) return;
            holders.delete(name);
            resolve(value);
            next(name);
          },
          (error) => {
            if (holders.get(name)?.token === token) holders.delete(name);
            reject(error);
            next(name);
          },
        );
      };
      if (options.steal) {
        holders.get(name)?.abort(abortError());
        holders.delete(name);
        return grant();
      }
      if (!holders.has(name) && !queues.get(name)?.length) return grant();
      if (options.ifAvailable) return void Promise.resolve(callback(null)).then(resolve, reject);
      const waiting: Request = { grant, abort: reject };
      queues.set(name, [...(queues.get(name) ?? []), waiting]);
      options.signal?.addEventListener("abort", () => {
        const queue = queues.get(name) ?? [];
        if (!queue.includes(waiting)) return;
        queue.splice(queue.indexOf(waiting), 1);
        reject(abortError());
      });
    })) as unknown as Locks["request"];
  return { request, held: (name) => holders.has(name) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("one tab records a document (claimRecording)", () => {
  it("lets a second tab record only once the first lets the document go", async () => {
    const locks = browserLocks();
    const first = await claimRecording("doc1", "ifAvailable", { locks });
    expect(first).not.toBeNull();
    expect(await claimRecording("doc1", "ifAvailable", { locks })).toBeNull();

    let second: Awaited<ReturnType<typeof claimRecording>> | undefined;
    void claimRecording("doc1", "wait", { locks }).then((lock) => (second = lock));
    await tick();
    expect(second).toBeUndefined();
    first!.release();
    await tick();
    await tick();
    expect(second).not.toBeNull();
    expect(locks.held(recordLockName("doc1")) && locks.held(savedLockName("doc1"))).toBe(true);
    // Another document is not held up.
    expect(await claimRecording("doc2", "ifAvailable", { locks })).not.toBeNull();
  });

  it("on 'Write here instead', tells the first tab it lost the document and opens it only after that tab saved its queue", async () => {
    const locks = browserLocks();
    const first = (await claimRecording("doc1", "ifAvailable", { locks }))!;
    const steps: string[] = [];
    let finishSaving!: () => void;
    const saving = new Promise<void>((resolve) => (finishSaving = resolve));
    void first.lost.then(async () => {
      steps.push("first lost it");
      await saving;
      steps.push("first saved its queue");
      first.release();
    });
    const taking = claimRecording("doc1", "steal", { locks }).then((lock) => (steps.push("second records"), lock));
    await tick();
    await tick();
    expect(steps).toEqual(["first lost it"]);
    finishSaving();
    expect(await taking).not.toBeNull();
    expect(steps).toEqual(["first lost it", "first saved its queue", "second records"]);
  });

  it("does not wait for ever on a tab that never saves (frozen or crashed): it takes the document after the wait", async () => {
    const locks = browserLocks();
    const first = (await claimRecording("doc1", "ifAvailable", { locks }))!;
    let lost = false;
    void first.lost.then(() => (lost = true));
    const started = Date.now();
    const second = await claimRecording("doc1", "steal", { locks, waitMs: 50 });
    expect(second).not.toBeNull();
    expect(lost).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("gives up a wait when it is aborted (the editor closed), and records everywhere without Web Locks", async () => {
    const locks = browserLocks();
    const first = (await claimRecording("doc1", "ifAvailable", { locks }))!;
    const closing = new AbortController();
    const waiting = claimRecording("doc1", "wait", { locks, signal: closing.signal });
    closing.abort();
    expect(await waiting).toBeNull();
    first.release();
    await tick();
    expect(locks.held(recordLockName("doc1"))).toBe(false);

    const a = await claimRecording("doc1", "ifAvailable", { locks: null });
    const b = await claimRecording("doc1", "ifAvailable", { locks: null });
    expect(a && b).toBeTruthy();
  });
});

/** A server that stores events as the real one checks them (events it has are skipped), shared by two tabs' queues. */
function fakeServer() {
  const server = { events: [] as WritingEvent[], text: "", offline: false };
  const send = async (body: EventsBody) => {
    if (server.offline) throw new TypeError("Failed to fetch");
    const fresh = body.events.slice(server.events.length - body.from);
    const text = rebuildText(fresh, server.text);
    if (text === null || textDigest(text) !== body.digest) throw new Error("mismatch");
    server.events.push(...fresh);
    server.text = text;
    return { saved: server.events.length, digest: body.digest };
  };
  return { server, send };
}

/** One tab's recorder and queue on the shared storage and server, with timers it fires itself. */
function tab(storage: Storage, backend: ReturnType<typeof fakeServer>, start: { events: number; text: string; clock: number }) {
  const timers: { fn: () => void }[] = [];
  const statuses: SaveStatus[] = [];
  const queue = new SaveQueue({
    documentId: "doc1",
    base: start.events,
    serverText: start.text,
    send: backend.send,
    fetchDocument: async () => ({ events: backend.server.events.length, text: backend.server.text }),
    onStatus: (s) => statuses.push(s),
    storage,
    setTimer: (fn) => {
      const timer = { fn };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const i = timers.indexOf(timer as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    now: () => clock,
  });
  let clock = start.clock;
  const recorder = new WritingRecorder({ text: start.text, clock: () => clock, sink: queue.push, lastT: start.clock });
  queue.attach(recorder);
  const type = (s: string) => {
    for (const ch of s) {
      clock += 100;
      recorder.change(recorder.text + ch, "type", clock, recorder.text.length + 1);
      queue.touched();
    }
  };
  const fire = async () => {
    clock += 60_000;
    for (const timer of timers.splice(0)) timer.fn();
    for (let i = 0; i < 4; i++) await tick();
  };
  return { queue, recorder, statuses, timers, type, fire, clock: () => clock };
}

describe("a tab handing its document over (SaveQueue.stop)", () => {
  it("keeps what the server lacks on the device, open burst included, and then keeps, sends and retries nothing", async () => {
    const storage = memoryStorage();
    const backend = fakeServer();
    const first = tab(storage, backend, { events: 0, text: "", clock: 0 });
    first.type("Saved. ");
    await first.fire();
    expect(backend.server.text).toBe("Saved. ");

    backend.server.offline = true;
    first.type("Queued");
    await first.fire();
    expect(first.statuses.at(-1)).toBe("offline");
    first.type(" and typing");
    first.queue.stop();
    expect(readKept("doc1", storage)?.text).toBe("Saved. Queued and typing");

    // The other tab writes the device's record from now on: the stopped queue must not overwrite or resend it.
    storage.setItem(keptKey("doc1"), "the other tab's");
    backend.server.offline = false;
    first.type("!");
    first.queue.saveNow();
    first.queue.retry();
    first.queue.unload();
    first.queue.dispose();
    await first.fire();
    expect(storage.getItem(keptKey("doc1"))).toBe("the other tab's");
    expect(backend.server.text).toBe("Saved. ");
  });

  it("lets the tab that takes over resume from the device, so both tabs' typing reaches the server in order", async () => {
    const storage = memoryStorage();
    const backend = fakeServer();
    const first = tab(storage, backend, { events: 0, text: "", clock: 0 });
    first.type("First tab. ");
    await first.fire();
    backend.server.offline = true;
    first.type("Unsent words.");
    first.queue.saveNow();
    await first.fire();
    first.queue.stop();
    backend.server.offline = false;

    const resume = resumeFrom(readKept("doc1", storage), { events: backend.server.events.length, text: backend.server.text });
    expect(resume.kind).toBe("resume");
    if (resume.kind !== "resume") return;
    const second = tab(storage, backend, { events: backend.server.events.length, text: resume.text, clock: first.clock() });
    for (const event of resume.events) second.queue.push(event);
    second.type(" Second tab.");
    await second.fire();
    expect(backend.server.text).toBe("First tab. Unsent words. Second tab.");
    expect(second.statuses.at(-1)).toBe("saved");
    expect(storage.getItem(keptKey("doc1"))).toBeNull();
  });

  it("skips, on the next tab's first save, the events of a save that was still on its way when the first tab stopped", async () => {
    const storage = memoryStorage();
    const backend = fakeServer();
    let land!: () => void;
    const held = new Promise<void>((resolve) => (land = resolve));
    const slow = { ...backend, send: async (body: EventsBody) => (await held, backend.send(body)) };
    const first = tab(storage, slow, { events: 0, text: "", clock: 0 });
    first.type("In flight.");
    first.queue.saveNow();
    first.queue.stop();
    const resume = resumeFrom(readKept("doc1", storage), { events: 0, text: "" });
    expect(resume.kind).toBe("resume");
    if (resume.kind !== "resume") return;
    land();
    for (let i = 0; i < 4; i++) await tick();
    expect(backend.server.text).toBe("In flight.");

    const second = tab(storage, backend, { events: 0, text: resume.text, clock: first.clock() });
    for (const event of resume.events) second.queue.push(event);
    second.type(" Next.");
    await second.fire();
    expect(backend.server.text).toBe("In flight. Next.");
  });
});
