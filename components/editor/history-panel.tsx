"use client";

import { useRef, useState } from "react";
import { useSession } from "@/components/account/session-store";
import { PlansButton } from "@/components/billing/plans-button";
import { useUiStore } from "@/components/layout/ui-store";
import { Sheet } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toast";
import { accountApi, type HistoryDocument } from "@/lib/client/account";
import { readAnonHistory } from "@/lib/client/anon-history";
import { HISTORY_CLEAR_ENTRIES_FREE, HISTORY_QUESTION_PREVIEW_CHARS, HISTORY_RESPONSE_PREVIEW_CHARS } from "@/lib/limits";
import { MESSAGES } from "@/lib/messages";
import type { ReviewMark } from "@/lib/review-marks";
import { useEditor, useEditorStoreApi } from "./editor-context";

const preview = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars)}…` : text);

/** Anonymous history as server-shaped documents: past the first few, only placeholders. */
function localDocuments(pro: boolean): HistoryDocument[] {
  return readAnonHistory().map((entry, index) =>
    pro || index < HISTORY_CLEAR_ENTRIES_FREE
      ? { id: String(entry.date), question: entry.question, response: entry.response, date: entry.date, review: entry.review }
      : { id: String(entry.date), date: entry.date, locked: true },
  );
}

/**
 * The 30 newest rewrites, newest first: from the server for signed-in users, from this browser otherwise.
 * Beyond the first 3, non-Pro users see blurred placeholders with the upgrade prompt.
 */
export function HistoryPanel() {
  const open = useUiStore((s) => s.sidePanel === "history");
  const close = useUiStore((s) => s.closeSidePanel);
  const pro = useEditor((s) => s.pro);
  const signedIn = useSession((s) => s.user !== null);
  const [entries, setEntries] = useState<HistoryDocument[] | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  const editor = useEditorStoreApi();
  const focusOnCloseRef = useRef<HTMLElement | null>(null);

  // The entry goes back into the editor, in view, with the focus on its text once the panel has closed.
  const loadIntoEditor = (entry: { question: string; response: string; review?: ReviewMark[] }) => {
    editor.getState().loadEntry(entry);
    focusOnCloseRef.current = document.getElementById("editor-input");
    close();
    notify(MESSAGES.historyEntryLoaded, "success");
    focusOnCloseRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  };

  const load = () => {
    if (!signedIn) return setEntries(localDocuments(pro));
    accountApi
      .history()
      .then(({ documents }) => setEntries(documents))
      .catch(() => {
        setEntries([]);
        notify({ title: "Error", content: "Could not load your history, please try again." }, "error");
      });
  };
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setEntries(null);
      load();
    }
  }

  const remove = async (id: string | "all") => {
    try {
      await (id === "all" ? accountApi.clearHistory() : accountApi.deleteHistory(id));
      load();
    } catch {
      notify({ title: "Error", content: "Could not delete, please try again." }, "error");
    }
  };

  const clear = (entries ?? []).filter((e): e is Extract<HistoryDocument, { question: string }> => !e.locked);
  const hidden = (entries ?? []).length - clear.length;

  return (
    <Sheet open={open} onOpenChange={(o) => !o && close()} title="History" focusOnCloseRef={focusOnCloseRef}>
      {entries === null && <p className="text-sm text-slate-600">Loading…</p>}
      {entries?.length === 0 && (
        <p className="text-sm text-slate-600">
          {signedIn ? "Your rewrites will appear here." : "Your rewrites will appear here. They are kept in this browser only."}
        </p>
      )}
      {signedIn && clear.length > 0 && (
        <button type="button" onClick={() => remove("all")} className="self-end text-sm font-semibold text-red-700 hover:underline">
          Clear all
        </button>
      )}
      <ol className="space-y-3" data-testid="history-list">
        {clear.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 hover:border-brand-600 focus-within:border-brand-600">
            <button
              type="button"
              onClick={() => loadIntoEditor(entry)}
              data-testid="history-entry"
              className="block w-full rounded-t-lg p-3 pb-1 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="block text-sm font-semibold text-slate-900">{preview(entry.question, HISTORY_QUESTION_PREVIEW_CHARS)}</span>
              <span className="mt-1 block text-sm text-slate-700">{preview(entry.response, HISTORY_RESPONSE_PREVIEW_CHARS)}</span>
              <span className="sr-only">, open in the editor</span>
            </button>
            <div className="flex items-center justify-between px-3 pb-3">
              <p className="text-xs text-slate-600">{new Date(entry.date).toLocaleString()}</p>
              {signedIn && (
                <button
                  type="button"
                  onClick={() => remove(entry.id)}
                  className="text-xs font-semibold text-red-700 hover:underline"
                  aria-label={`Delete entry from ${new Date(entry.date).toLocaleString()}`}
                >
                  Delete
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {hidden > 0 && (
        <div className="relative" data-testid="history-locked">
          <ol aria-hidden="true" className="space-y-3 blur-sm">
            {Array.from({ length: Math.min(hidden, 3) }, (_, i) => (
              <li key={i} className="h-20 rounded-lg border border-slate-200 bg-slate-100" />
            ))}
          </ol>
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-center">
            <p className="text-sm font-medium text-slate-800">{hidden} more in your history</p>
            <PlansButton className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
              upgrade to PRO
            </PlansButton>
          </div>
        </div>
      )}
    </Sheet>
  );
}
