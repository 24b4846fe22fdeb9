import type { WritingDocument } from "@/lib/writing/types";
import type { WritingTool } from "@/lib/writing/events";
import { sourceOf, WritingRecorder } from "./writing";
import { writingApi } from "./writing-api";
import { mirrorText, type TextMirror } from "./writing-mirror";
import { dropKept, lastSavedTime, readKept, resumeFrom, SaveQueue, type SaveStatus } from "./writing-queue";

/**
 * One open document of the writing space: the recorder on the editor's textarea and the save queue behind it.
 * The textarea is not a React-controlled field: its input events go straight to the recorder, so a keystroke
 * costs a diff and a push, never a render of the page.
 */
export interface WritingSession {
  /** The text to show when the editor opens (the server's, or the server's plus what this device kept). */
  readonly text: string;
  /** Text this device kept that does not continue the server's record (shown to the writer to copy), or null. */
  readonly conflict: string | null;
  attach(textarea: HTMLTextAreaElement): () => void;
  /** Puts a tool's output in place of the span [at, at + removed) and records it. */
  applyTool(textarea: HTMLTextAreaElement, at: number, removed: number, output: string, tool: WritingTool): void;
  saveNow(): void;
  /** Saves now and waits until the server has every change (false when it could not, within `timeoutMs`). */
  whenSaved(timeoutMs?: number): Promise<boolean>;
  dispose(): void;
  /**
   * Another tab records the document from now on: saves what is queued (waiting at most `timeoutMs` for the
   * server), then stops saving for good, keeping on the device what the server did not get (the other tab resumes
   * from it). Resolves with the text as this tab last had it.
   */
  handOver(timeoutMs?: number): Promise<string>;
  /** Drops what this device kept and stops saving (before reloading the server's version). */
  discard(): void;
}

/** How long a tab that loses the document waits for the server to take its queue (what remains stays on the device). */
export const HANDOVER_SAVE_MS = 10_000;

/** The document's clock: ms since its creation on the server's clock, estimated from the Date header. */
function documentClock(createdAt: number, serverNow: number | null) {
  // The Date header has whole seconds; a skew under 2 s is noise.
  const skew = serverNow === null ? 0 : serverNow - Date.now();
  const offset = Math.abs(skew) > 2000 ? skew : 0;
  return () => Date.now() + offset - createdAt;
}

export function openSession(
  document: WritingDocument,
  serverNow: number | null,
  onStatus: (status: SaveStatus, message?: string) => void,
): WritingSession {
  let status: SaveStatus = "saved";
  const resume = resumeFrom(readKept(document.id), document);
  // Events must not go before the stored record's last one: the server's lastT when it says it, else what this
  // device last saved, else the time of the last save on the server's clock.
  const serverLastT = Math.max(
    (document as { lastT?: number }).lastT ?? 0,
    lastSavedTime(document.id),
    document.updatedAt - document.createdAt,
  );
  const queue = new SaveQueue({
    documentId: document.id,
    base: document.events,
    serverText: document.text,
    send: (body, keepalive) => writingApi.saveEvents(document.id, body, keepalive),
    fetchDocument: () => writingApi.get(document.id).then(({ document: d }) => ({ events: d.events, text: d.text })),
    onStatus: (next, message) => {
      status = next;
      onStatus(next, message);
    },
  });
  const resumed = resume.kind === "resume" ? resume : null;
  if (resume.kind === "conflict") dropKept(document.id);
  const recorder = new WritingRecorder({
    text: resumed ? resumed.text : document.text,
    clock: documentClock(document.createdAt, serverNow),
    sink: queue.push,
    lastT: Math.max(serverLastT, resumed?.lastT ?? 0),
  });
  queue.attach(recorder);
  if (resumed) for (const event of resumed.events) queue.push(event);
  recorder.start();
  queue.saveNow();

  const whenSaved = async (timeoutMs = 15_000) => {
    queue.saveNow();
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (queue.unsent === 0 && status === "saved") return true;
      if (queue.stopped || status === "offline") return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  // The other tabs of this browser that show the document read-only see its text as the editor attached here has it.
  let mirror: TextMirror | null = null;

  return {
    text: recorder.text,
    conflict: resume.kind === "conflict" ? resume.keptText : null,
    attach(textarea) {
      mirror = mirrorText(document.id, () => recorder.text);
      let pasted = false;
      const onPaste = () => {
        pasted = true;
        setTimeout(() => (pasted = false), 0);
      };
      const onInput = (event: Event) => {
        const inputType = (event as InputEvent).inputType as string | undefined;
        recorder.change(textarea.value, sourceOf(inputType, pasted), event.timeStamp, textarea.selectionEnd);
        pasted = false;
        queue.touched();
        mirror?.changed();
      };
      const onFocus = () => recorder.focus(true);
      const onBlur = () => {
        recorder.focus(false);
        queue.touched();
      };
      const onHide = () => queue.unload();
      const onVisibility = () => window.document.visibilityState === "hidden" && queue.unload();
      const onOnline = () => queue.retry();
      const listeners: [EventTarget, string, EventListener][] = [
        [textarea, "paste", onPaste],
        [textarea, "drop", onPaste],
        [textarea, "input", onInput],
        [textarea, "focus", onFocus],
        [textarea, "blur", onBlur],
        [window, "pagehide", onHide],
        [window.document, "visibilitychange", onVisibility],
        [window, "online", onOnline],
      ];
      for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
      return () => {
        for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
        mirror?.close();
        mirror = null;
      };
    },
    applyTool(textarea, at, removed, output, tool) {
      // The editor may hold a change the recorder has not seen (none in practice: input events are synchronous).
      if (textarea.value !== recorder.text) recorder.change(textarea.value, "type", performance.now(), textarea.selectionEnd);
      recorder.tool(at, removed, output, tool);
      textarea.setRangeText(output, at, at + removed, "select");
      mirror?.changed();
      queue.saveNow();
    },
    saveNow: () => queue.saveNow(),
    whenSaved,
    dispose: () => queue.dispose(),
    async handOver(timeoutMs = HANDOVER_SAVE_MS) {
      await whenSaved(timeoutMs);
      const text = recorder.text;
      queue.stop();
      return text;
    },
    discard: () => queue.discard(),
  };
}
