/**
 * One tab records a document at a time. Two tabs recording the same document would each send their own events
 * from the same count: the server keeps one tab's and refuses the other's, and that tab's typing would be lost.
 * The tabs of one browser agree through the Web Locks API, with two locks per document:
 * - the record lock, held by the tab that records. A tab opening the document asks for it `ifAvailable` (it shows
 *   the document read-only when another tab has it, and waits for it in the background), and "Write here instead"
 *   takes it with `steal`: the tab that had it learns it lost it and stops recording.
 * - the saved lock, held by the recording tab until everything it queued is saved (or kept on this device). A tab
 *   that got the record lock waits for it before it opens the document, so it continues from the other tab's
 *   last change, never from before it.
 * Browsers without Web Locks (before Safari 15.4) record as before: every tab records.
 */

/** How long a tab waits for the tab it took the document from to save its queue (a frozen or crashed tab never does). */
export const HANDOVER_WAIT_MS = 20_000;

export const recordLockName = (documentId: string) => `writing-record:${documentId}`;
export const savedLockName = (documentId: string) => `writing-saved:${documentId}`;

/** How a tab asks for a document: if no other tab has it, by waiting until none has, or by taking it. */
export type ClaimMode = "ifAvailable" | "wait" | "steal";

/** What this module needs of `navigator.locks`. */
export type Locks = Pick<LockManager, "request">;

export interface RecordingLock {
  /** Resolves when another tab takes the document: this tab stops recording, saves its queue, then calls release(). */
  readonly lost: Promise<void>;
  /** Gives the document up: a tab waiting for it opens it now. */
  release(): void;
}

const browserLocks = (): Locks | null => (typeof navigator !== "undefined" && navigator.locks ? navigator.locks : null);

/** A lock held until the returned release is called, or null when it was not granted (busy, or aborted). */
function hold(locks: Locks, name: string, options: LockOptions, onStolen?: () => void): Promise<(() => void) | null> {
  return new Promise((resolve) => {
    let granted = false;
    locks
      .request(name, options, (lock) => {
        if (!lock) return void resolve(null);
        granted = true;
        return new Promise<void>((release) => resolve(release));
      })
      .catch(() => {
        // Before the grant: aborted by our signal. After it: another tab stole the lock.
        if (granted) onStolen?.();
        else resolve(null);
      });
  });
}

/**
 * Claims the right to record the document in this tab: the record lock (as `mode` says), then the saved lock once
 * the tab that had the document has saved its queue (at most `waitMs`; after that the saved lock is taken, since
 * what that tab queued is kept on this device, where this tab resumes from it). Null when this tab may not record:
 * another tab has it (`ifAvailable`), the wait was aborted, or another tab took it back meanwhile.
 */
export async function claimRecording(
  documentId: string,
  mode: ClaimMode,
  options: { locks?: Locks | null; signal?: AbortSignal; waitMs?: number } = {},
): Promise<RecordingLock | null> {
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  if (!locks) return { lost: new Promise<void>(() => undefined), release: () => undefined };

  let stolen = false;
  let markLost!: () => void;
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  const recordOptions: LockOptions =
    mode === "steal" ? { steal: true } : mode === "ifAvailable" ? { ifAvailable: true } : options.signal ? { signal: options.signal } : {};
  const releaseRecord = await hold(locks, recordLockName(documentId), recordOptions, () => {
    stolen = true;
    markLost();
  });
  if (!releaseRecord) return null;

  const waited = new AbortController();
  const timer = setTimeout(() => waited.abort(), options.waitMs ?? HANDOVER_WAIT_MS);
  const onAbort = () => waited.abort();
  options.signal?.addEventListener("abort", onAbort);
  let releaseSaved = await hold(locks, savedLockName(documentId), { signal: waited.signal });
  clearTimeout(timer);
  options.signal?.removeEventListener("abort", onAbort);
  if (!releaseSaved && !options.signal?.aborted) releaseSaved = await hold(locks, savedLockName(documentId), { steal: true });

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    releaseRecord();
    releaseSaved?.();
  };
  if (stolen || options.signal?.aborted || !releaseSaved) {
    release();
    return null;
  }
  return { lost, release };
}
