"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Switch } from "@/components/ui/switch";
import { notify, withdraw } from "@/components/ui/toast";
import { randomSample } from "@/content/samples";
import { readAttachment } from "@/lib/files/read-attachment";
import { ATTACHMENT_EXTENSIONS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import { countWords, exceedsLimit, firstWords } from "@/lib/text-stats";
import { blockedMessage, blockedReason, wordLimitOf } from "./blocked-reason";
import { useEditor, useEditorStoreApi } from "./editor-context";
import { Icon, toolbarButton } from "./icons";
import { ModelToggle } from "./model-toggle";
import { useRunTool } from "./use-run-tool";

export function InputPane() {
  const input = useEditor((s) => s.input);
  const setInput = useEditor((s) => s.setInput);
  const kind = useEditor((s) => s.tool.kind);
  const { pasteFromClipboard, fillSample } = useInputActions();
  const run = useRunTool();

  return (
    // Shorter on phones, so the action button stays on the first screen under the options.
    <div className="relative flex min-h-[16rem] flex-col border-b border-slate-200 sm:min-h-[22rem] lg:border-b-0 lg:border-r">
      <label htmlFor="editor-input" className="sr-only">
        {kind === "detect" ? "Text to check" : "Text to rewrite"}
      </label>
      <textarea
        id="editor-input"
        data-testid="editor-input"
        value={input}
        onChange={(e) => setInput(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void run();
          }
        }}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        placeholder="Start typing or paste text here..."
        className="min-h-[12rem] flex-1 resize-none bg-transparent p-4 sm:min-h-[18rem] text-base leading-relaxed text-slate-900 placeholder:text-slate-500 focus:outline-none"
      />
      {input === "" && (
        <div className="pointer-events-none absolute inset-x-0 top-24 flex justify-center gap-3">
          <button
            type="button"
            onClick={fillSample}
            className="pointer-events-auto rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Try A Sample
          </button>
          <button
            type="button"
            onClick={pasteFromClipboard}
            className="pointer-events-auto rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Paste text
          </button>
        </div>
      )}
      <InputToolbar />
    </div>
  );
}

/** New text lands in the input, and so does the keyboard focus, ready to edit or run. */
function focusInput() {
  document.getElementById("editor-input")?.focus();
}

function useInputActions() {
  const api = useEditorStoreApi();
  return {
    pasteFromClipboard: async () => {
      try {
        const text = await navigator.clipboard.readText();
        if (text) {
          api.getState().setInput(text);
          focusInput();
        }
      } catch {
        notify(MESSAGES.clipboardDenied, "warning");
      }
    },
    fillSample: () => {
      api.getState().setInput(randomSample(api.getState().input));
      focusInput();
    },
  };
}

/** Cuts the input to the viewer's word limit, so a long text can still be run on its beginning. */
function useCutToLimit() {
  const api = useEditorStoreApi();
  return useCallback(() => {
    const state = api.getState();
    state.setInput(firstWords(state.input, wordLimitOf(state)));
    focusInput();
  }, [api]);
}

const ATTACH_LABEL = "Attach a .txt, .docx or .pdf file";

function InputToolbar() {
  const state = useEditor((s) => s);
  const { tool, input, busy, pro } = state;
  const words = countWords(input);
  const limit = wordLimitOf(state);
  const reason = blockedReason(state);
  const run = useRunTool();
  const { pasteFromClipboard, fillSample } = useInputActions();
  const fileInput = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const overLimit = exceedsLimit(input, { pro, tool: tool.kind });
  // Over by characters alone (one huge "word"), cutting whole words would not help.
  const overWords = words > limit;
  const cutToLimit = useCutToLimit();
  const cutLabel = `Use the first ${limit} words`;

  useEffect(() => {
    const message = { title: MESSAGES.wordLimit.title, content: blockedMessage("over-limit", tool.kind, pro) };
    if (!overLimit) return withdraw(message, "warning");
    notify(message, "warning", overWords ? { label: cutLabel, onClick: cutToLimit } : undefined);
  }, [overLimit, overWords, tool.kind, pro, cutLabel, cutToLimit]);

  // A file that gives no text leaves the input as it was.
  const attach = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    const read = await readAttachment(file).finally(() => setReading(false));
    if (!read.ok) return notify(MESSAGES[read.problem], read.problem === "fileReadFailed" ? "error" : "warning");
    state.setInput(read.text);
    focusInput();
  };

  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-slate-200 p-2">
      <input
        ref={fileInput}
        type="file"
        accept={ATTACHMENT_EXTENSIONS.join(",")}
        className="hidden"
        data-testid="attach-input"
        onChange={(e) => {
          void attach(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <button
        type="button"
        className={toolbarButton}
        aria-label={ATTACH_LABEL}
        title={ATTACH_LABEL}
        // Not disabled while a file is read: a disabled button would drop the keyboard focus.
        aria-disabled={reading}
        aria-busy={reading}
        onClick={() => reading || fileInput.current?.click()}
      >
        <Icon name="attach" />
      </button>
      <button type="button" className={toolbarButton} aria-label="Paste from clipboard" title="Paste" onClick={pasteFromClipboard}>
        <Icon name="paste" />
      </button>
      {tool.showRandomSample && (
        <button type="button" className={toolbarButton} aria-label="Random sample" title="Random sample" onClick={fillSample}>
          <Icon name="shuffle" />
        </button>
      )}
      <button type="button" className={toolbarButton} aria-label="Delete text" title="Delete" onClick={state.clear} disabled={busy}>
        <Icon name="trash" />
      </button>
      <span
        data-testid="word-counter"
        className={`ml-1 text-sm tabular-nums ${overLimit ? "font-semibold text-red-700" : "text-slate-600"}`}
      >
        {words}/{limit}
        <span className="sr-only"> words</span>
      </span>
      <div className="ml-auto flex flex-wrap items-center gap-3">
        {tool.showModelToggle && <ModelToggle />}
        {tool.showHumanizerToggle && <HumanizerToggle />}
        <button
          type="button"
          data-testid="action-button"
          onClick={run}
          disabled={reason !== null || busy}
          aria-describedby={reason ? "action-blocked-reason" : undefined}
          className="rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {busy ? "Working..." : tool.buttonLabel}
        </button>
      </div>
      {reason && (
        <div className="flex w-full flex-wrap items-center justify-end gap-x-3 gap-y-1 px-1 pt-1">
          <p id="action-blocked-reason" data-testid="action-blocked-reason" className="text-right text-xs text-slate-600">
            {blockedMessage(reason, tool.kind, pro)}
          </p>
          {reason === "over-limit" && overWords && (
            <button
              type="button"
              data-testid="use-first-words"
              onClick={cutToLimit}
              className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
            >
              {cutLabel}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function HumanizerToggle() {
  const humanize = useEditor((s) => s.humanize);
  const forced = useEditor((s) => s.tool.forceHumanize);
  const setHumanize = useEditor((s) => s.setHumanize);
  return <Switch checked={humanize} onChange={setHumanize} label="Humanizer" disabled={forced} />;
}
