"use client";

import Link from "next/link";
import { memo, useEffect, useRef, useState } from "react";
import { useSession } from "@/components/account/session-store";
import { useUiStore } from "@/components/layout/ui-store";
import { notify } from "@/components/ui/toast";
import { ApiError, streamRewrite } from "@/lib/client/api";
import { writingApi } from "@/lib/client/writing-api";
import type { SaveStatus } from "@/lib/client/writing-queue";
import { claimRecording, type ClaimMode, type RecordingLock } from "@/lib/client/writing-lock";
import { openSession, type WritingSession } from "@/lib/client/writing-session";
import { wordLimitFor } from "@/lib/limits";
import { DEFAULT_MODEL, HUMANIZER_DEFAULT_MODEL } from "@/lib/options";
import { MESSAGES } from "@/lib/messages";
import { countWords, exceedsLimit } from "@/lib/text-stats";
import type { ReportSummary, WritingDocument } from "@/lib/writing/types";
import { DocumentHeader } from "./document-header";
import { KeptTextAlert } from "./kept-text-alert";
import { OpenElsewhere } from "./open-elsewhere";
import { ShareLinks } from "./share-links";
import { failure } from "./ui";
import { Button } from "@/components/ui/button";

const TOOLS = [
  ["rewrite", "Rewrite"],
  ["humanize", "Humanize"],
] as const;
type ToolName = (typeof TOOLS)[number][0];

interface ToolRun {
  tool: ToolName;
  start: number;
  end: number;
  original: string;
  output: string;
  busy: boolean;
}

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: "Saved",
  saving: "Saving…",
  offline: "Offline: changes kept on this device",
  failed: "Not saved",
  mismatch: "Not saved",
};

/** How long a tab that finds its document taken waits before it says so (its own closing editor may be saving). */
const OWN_HANDOVER_GRACE_MS = 800;

type EditorView =
  | { kind: "opening" }
  | { kind: "missing"; message: string }
  | { kind: "recording"; document: WritingDocument; session: WritingSession; opened: number; handingOver: boolean }
  | { kind: "elsewhere"; title: string | null; text: string | null; taking: boolean };

/**
 * One document open in the recording editor: the text, the tools, the save status and the share links. Only one tab
 * records a document (lib/client/writing-lock.ts): in any other, the document shows read-only until the writer
 * takes it there ("Write here instead"), and the tab that had it saves its queue first.
 */
export function WritingEditor({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const [view, setView] = useState<EditorView>({ kind: "opening" });
  const [status, setStatus] = useState<{ status: SaveStatus; message?: string }>({ status: "saved" });
  const [claim, setClaim] = useState<{ mode: ClaimMode; attempt: number }>({ mode: "ifAvailable", attempt: 0 });
  const reload = useRef<() => void>(() => undefined);

  useEffect(() => {
    let cancelled = false;
    let lock: RecordingLock | null = null;
    let session: WritingSession | null = null;
    let opened = 0;
    const waiting = new AbortController();
    const onStatus = (next: SaveStatus, message?: string) => !cancelled && setStatus({ status: next, message });
    const failed = (error: unknown) => {
      if (cancelled) return;
      if (error instanceof ApiError && error.status === 404) setView({ kind: "missing", message: error.message });
      else failure(error, "Could not open the document");
    };

    const open = async (held: RecordingLock) => {
      const { document, serverNow } = await writingApi.get(documentId);
      if (cancelled || lock !== held) return;
      session = openSession(document, serverNow, onStatus);
      setStatus({ status: "saved" });
      setView({ kind: "recording", document, session, opened: ++opened, handingOver: false });
    };
    const record = async (held: RecordingLock) => {
      lock = held;
      void held.lost.then(async () => {
        if (cancelled || lock !== held) return;
        // Another tab took the document: no more typing here, and what is queued goes to the server first.
        lock = null;
        setView((v) => (v.kind === "recording" ? { ...v, handingOver: true } : v));
        const last = session;
        session = null;
        const text = last ? await last.handOver() : null;
        held.release();
        if (cancelled) return;
        setView((v) => ({ kind: "elsewhere", title: v.kind === "recording" ? v.document.title : null, text, taking: false }));
        void waitForIt();
      });
      await open(held);
    };
    const waitForIt = async () => {
      const held = await claimRecording(documentId, "wait", { signal: waiting.signal });
      if (!held) return;
      if (cancelled) return held.release();
      await record(held).catch(failed);
    };
    reload.current = () => {
      session?.discard();
      session = null;
      setView({ kind: "opening" });
      if (lock) open(lock).catch(failed);
    };

    (async () => {
      const held = await claimRecording(documentId, claim.mode);
      if (cancelled) return held?.release();
      if (held) return record(held);
      // Another tab records it: recorded here once that tab lets it go, and shown read-only meanwhile. Not at once:
      // the tab that has it may be this one, saving as its editor closes (the writer went back and opened it again).
      const waited = waitForIt();
      await Promise.race([waited, new Promise((resolve) => setTimeout(resolve, OWN_HANDOVER_GRACE_MS))]);
      if (cancelled || lock) return;
      const { document } = await writingApi.get(documentId);
      if (cancelled || lock) return;
      setView({ kind: "elsewhere", title: document.title, text: document.text, taking: false });
      await waited;
    })().catch(failed);

    return () => {
      cancelled = true;
      waiting.abort();
      const last = session;
      const held = lock;
      // The other tab (if one waits) opens the document once this one's changes are saved.
      if (last) void last.handOver().finally(() => held?.release());
      else held?.release();
    };
  }, [documentId, claim]);

  if (view.kind === "missing") {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <p className="text-slate-700">{view.message}</p>
        <Button onClick={onClose} className="mt-4">
          Back to your documents
        </Button>
      </div>
    );
  }
  if (view.kind === "elsewhere") {
    return (
      <OpenElsewhere
        documentId={documentId}
        title={view.title}
        text={view.text}
        taking={view.taking}
        onClose={onClose}
        onTakeOver={() => {
          setView({ ...view, taking: true });
          setClaim((c) => ({ mode: "steal", attempt: c.attempt + 1 }));
        }}
      />
    );
  }
  if (view.kind === "opening") {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Opening the document">
        <div className="h-10 w-64 animate-pulse rounded bg-slate-100" />
        <div className="h-96 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  return (
    <OpenDocument
      key={view.opened}
      document={view.document}
      session={view.session}
      status={status}
      handingOver={view.handingOver}
      onClose={onClose}
      onReload={() => reload.current()}
    />
  );
}

function OpenDocument({
  document,
  session,
  status,
  handingOver,
  onClose,
  onReload,
}: {
  document: WritingDocument;
  session: WritingSession;
  status: { status: SaveStatus; message?: string };
  /** Another tab took the document: this one saves its queue, records nothing more, and then shows it read-only. */
  handingOver: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [wordsVersion, setWordsVersion] = useState(0);
  const [run, setRun] = useState<ToolRun | null>(null);
  const [reports, setReports] = useState<ReportSummary[]>(document.reports);
  const [conflict, setConflict] = useState(session.conflict);
  const [stuckText, setStuckText] = useState<string | null>(null);
  const pro = useSession((s) => s.user?.pro ?? false);
  const openModal = useUiStore((s) => s.openModal);

  useEffect(() => session.attach(textarea.current!), [session]);

  useEffect(() => {
    if (status.status === "mismatch" || status.status === "failed") setStuckText(textarea.current?.value ?? null);
    if (status.status === "failed" && status.message) notify({ title: "Your changes are not saved", content: status.message }, "error");
  }, [status]);

  const runTool = async (tool: ToolName) => {
    const element = textarea.current!;
    let start = element.selectionStart;
    let end = element.selectionEnd;
    if (start === end) {
      start = 0;
      end = element.value.length;
    }
    const original = element.value.slice(start, end);
    if (original.trim() === "")
      return notify({ title: "Nothing to rewrite", content: "Write something first, or select the part to rewrite." }, "warning");
    if (exceedsLimit(original, { pro, tool: "rewrite" })) {
      return notify(
        { title: "Too long for one run", content: `Select up to ${wordLimitFor({ pro, tool: "rewrite" })} words to ${tool} at once.` },
        "warning",
        pro ? undefined : { label: "See plans", onClick: () => openModal("pricing") },
      );
    }
    setRun({ tool, start, end, original, output: "", busy: true });
    try {
      const outcome = await streamRewrite(
        {
          prompt: original,
          promptOptions: {},
          isHumanizeEnabled: tool === "humanize",
          rephraseType: tool === "humanize" ? "Humanizer" : "Rewriter",
          selectedModel: tool === "humanize" ? HUMANIZER_DEFAULT_MODEL : DEFAULT_MODEL,
          frozenWords: [],
        },
        (piece, restart) => setRun((r) => r && { ...r, output: restart ? piece : r.output + piece }),
      );
      setRun((r) => r && { ...r, output: outcome.response, busy: false });
      if (outcome.notice) notify({ title: "Note", content: outcome.notice }, "info");
    } catch (error) {
      setRun(null);
      failure(error, tool === "rewrite" ? "The rewrite failed" : "Humanizing failed");
    }
  };

  const insertRun = () => {
    if (!run) return;
    const element = textarea.current!;
    const at = element.value.slice(run.start, run.end) === run.original ? run.start : element.value.indexOf(run.original);
    if (at < 0) {
      return notify(
        {
          title: "The text changed meanwhile",
          content: "The passage you selected is no longer in the document as it was: select it again and run the tool again.",
        },
        "warning",
      );
    }
    session.applyTool(element, at, run.original.length, run.output, run.tool);
    setWordsVersion((v) => v + 1);
    setRun(null);
    element.focus();
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ title: "Copied to clipboard", content: "Keep it somewhere safe before you reload." }, "success");
    } catch {
      notify({ title: "Could not copy", content: "Select the text and copy it with your keyboard." }, "warning");
    }
  };

  const stuck = status.status === "mismatch" || status.status === "failed";
  const locked = stuck || handingOver;

  return (
    <div className="space-y-4">
      <DocumentHeader title={document.title} onClose={onClose}>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {handingOver ? (
            <span className="font-semibold text-slate-700" data-testid="writing-handing-over">
              {MESSAGES.writingHandingOver}
            </span>
          ) : (
            <span
              className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-1 font-semibold text-red-800"
              data-testid="writing-recording"
            >
              {/* Three pulses, then still: a running CSS animation restyles and repaints the page on every frame while
                  the writer types (bench/writing-browser/results.md), and the label says it is recording anyway. */}
              <span
                aria-hidden="true"
                className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600"
                style={{ animationIterationCount: 3 }}
              />
              Recording your writing
            </span>
          )}
          <span
            role="status"
            aria-live="polite"
            data-testid="writing-save-status"
            data-status={status.status}
            className={
              status.status === "saved" ? "text-slate-600" : status.status === "saving" ? "text-slate-600" : "font-semibold text-amber-800"
            }
          >
            {STATUS_TEXT[status.status]}
          </span>
        </div>
      </DocumentHeader>

      {stuck && stuckText !== null && (
        <KeptTextAlert
          testId="writing-stuck"
          heading="Your latest changes could not be saved."
          text={stuckText}
          textLabel="Your text as you last saw it"
          copyLabel="Copy my text"
          onCopy={copy}
          action={
            <Button onClick={onReload} tone="primary">
              Reload from the server
            </Button>
          }
        >
          <p className="text-sm">{status.message}</p>
          <p className="text-sm">
            Your text is below, as you last saw it: copy it before you reload, then paste what is missing (it will be recorded as a paste).
          </p>
        </KeptTextAlert>
      )}
      {conflict !== null && (
        <KeptTextAlert
          testId="writing-conflict"
          heading="This device kept a version the saved record does not have."
          text={conflict}
          textLabel="The version this device kept"
          copyLabel="Copy it"
          onCopy={copy}
          action={<Button onClick={() => setConflict(null)}>Dismiss</Button>}
        >
          <p className="text-sm">
            The document was changed elsewhere (another tab or device) after this device last saved. The saved version is open below; here
            is the one this device kept.
          </p>
        </KeptTextAlert>
      )}

      <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <label htmlFor="writing-input" className="sr-only">
          Your text (recorded)
        </label>
        <RecordedTextarea textarea={textarea} initial={session.text} locked={locked} />
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-slate-50 px-3 py-2">
          <WordCount textarea={textarea} initial={session.text} version={wordsVersion} />
          <div className="flex flex-wrap gap-2">
            {TOOLS.map(([tool, label]) => (
              <Button key={tool} onClick={() => runTool(tool)} disabled={run?.busy || locked} data-testid={`writing-${tool}`}>
                {label}
              </Button>
            ))}
          </div>
        </div>
      </div>
      <p className="text-xs text-slate-600">
        Rewrite and Humanize work on the selected text (or all of it). Their output enters the record as the tool&apos;s, and the report
        shows it as such.
      </p>

      {run && (
        <section
          aria-label={`${run.tool === "rewrite" ? "Rewrite" : "Humanized text"} to review`}
          className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
          data-testid="writing-tool-run"
        >
          <p className="text-sm font-semibold text-slate-800">
            {run.busy ? (run.tool === "rewrite" ? "Rewriting…" : "Humanizing…") : "Use this in place of the passage?"}
          </p>
          <p className="whitespace-pre-wrap rounded-md bg-white p-3 text-sm text-slate-900" aria-live="polite" aria-busy={run.busy}>
            {run.output || "…"}
          </p>
          <div className="flex gap-2">
            <Button onClick={insertRun} disabled={run.busy || run.output === "" || locked} tone="primary" data-testid="writing-tool-insert">
              Use it
            </Button>
            <Button onClick={() => setRun(null)}>Discard</Button>
          </div>
        </section>
      )}

      <ShareLinks documentId={document.id} session={session} reports={reports} onReports={setReports} disabled={locked} />
      <p className="text-xs text-slate-600">
        Only this editor is recorded, and only while this page is open.{" "}
        <Link href="/privacy" className="text-brand-700 underline underline-offset-2">
          What is recorded and who can see it
        </Link>
      </p>
    </div>
  );
}

/**
 * The recorded textarea, rendered again only when it locks or unlocks: React sets a textarea's defaultValue (the
 * whole document's text) on every render of it, and the page renders on each save's status.
 */
const RecordedTextarea = memo(function RecordedTextarea({
  textarea,
  initial,
  locked,
}: {
  textarea: React.RefObject<HTMLTextAreaElement | null>;
  initial: string;
  locked: boolean;
}) {
  return (
    <textarea
      id="writing-input"
      ref={textarea}
      data-testid="writing-input"
      defaultValue={initial}
      readOnly={locked}
      spellCheck
      placeholder="Start writing here. Every change is recorded for your writing report."
      className="min-h-[55vh] w-full resize-y bg-transparent p-4 text-base leading-relaxed text-slate-900 placeholder:text-slate-500 focus:outline-none sm:min-h-[24rem]"
    />
  );
});

/**
 * The word count, in a component of its own: it follows the text at most twice a second, counted when the
 * browser is idle, and re-renders only itself (a keystroke must not pay for counting 3,000 words or a page render).
 */
function WordCount({
  textarea,
  initial,
  version,
}: {
  textarea: React.RefObject<HTMLTextAreaElement | null>;
  initial: string;
  version: number;
}) {
  const [words, setWords] = useState(() => countWords(initial));
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 0));
    let timer: ReturnType<typeof setTimeout> | null = null;
    const count = () => idle(() => setWords(countWords(element.value)), { timeout: 1000 });
    const onInput = () => {
      timer ??= setTimeout(() => {
        timer = null;
        count();
      }, 500);
    };
    if (version > 0) count();
    element.addEventListener("input", onInput);
    return () => {
      element.removeEventListener("input", onInput);
      if (timer) clearTimeout(timer);
    };
  }, [textarea, version]);
  return (
    <span className="text-sm text-slate-600" data-testid="writing-words">
      {words.toLocaleString("en-US")} words
    </span>
  );
}
