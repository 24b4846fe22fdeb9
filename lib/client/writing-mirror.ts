/**
 * The text a document has in the tab that records it, shown live in the other tabs of this browser that show it
 * read-only (lib/client/writing-lock.ts). The server has only what was saved, a pause behind the typing: a tab
 * opened meanwhile would show the document without the last sentence typed. A BroadcastChannel per document
 * carries the recording tab's text on each change, and answers a tab that opens and asks for it.
 * Browsers without BroadcastChannel (before Safari 15.4) show the server's text, as they record in every tab.
 */

type MirrorMessage = { kind: "ask" } | { kind: "text"; text: string } | { kind: "recording" };

/** How often at most the recording tab sends its text while the writer types (the last change always goes). */
const MIRROR_EVERY_MS = 100;

const channelFor = (documentId: string) =>
  typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(`writing-text:${documentId}`);

export interface TextMirror {
  /** The text changed: the other tabs get it within MIRROR_EVERY_MS. */
  changed(): void;
  close(): void;
}

/**
 * The recording tab's side: sends `current()` to every tab that asks and, once one has, after changes. Until then
 * a change costs nothing (copying the whole text ten times a second while typing, for no reader, showed in the
 * bench's profile); a read-only tab asks as it opens, and again when a tab starts recording.
 */
export function mirrorText(documentId: string, current: () => string): TextMirror {
  const channel = channelFor(documentId);
  if (!channel) return { changed: () => undefined, close: () => undefined };
  let pending: ReturnType<typeof setTimeout> | null = null;
  let watched = false;
  const send = () => {
    if (pending) clearTimeout(pending);
    pending = null;
    channel.postMessage({ kind: "text", text: current() } satisfies MirrorMessage);
  };
  channel.onmessage = (event: MessageEvent<MirrorMessage>) => {
    if (event.data.kind !== "ask") return;
    watched = true;
    send();
  };
  channel.postMessage({ kind: "recording" } satisfies MirrorMessage);
  return {
    changed() {
      if (watched) pending ??= setTimeout(send, MIRROR_EVERY_MS);
    },
    close() {
      if (pending) send();
      channel.close();
    },
  };
}

/** A read-only tab's side: asks the recording tab for its text now (and on `ask()`), and gets each change. */
export function watchText(documentId: string, onText: (text: string) => void): { ask(): void; close(): void } {
  const channel = channelFor(documentId);
  if (!channel) return { ask: () => undefined, close: () => undefined };
  const ask = () => channel.postMessage({ kind: "ask" } satisfies MirrorMessage);
  channel.onmessage = (event: MessageEvent<MirrorMessage>) => {
    if (event.data.kind === "text") onText(event.data.text);
    else if (event.data.kind === "recording") ask();
  };
  ask();
  return { ask, close: () => channel.close() };
}
