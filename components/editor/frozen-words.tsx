"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { MESSAGES } from "@/lib/messages";
import { useEditor, useEditorStoreApi } from "./editor-context";
import type { FreezeOutcome } from "./store";

const OUTCOME_MESSAGES: Partial<Record<FreezeOutcome, string>> = {
  "too-many": MESSAGES.frozenTooMany,
  "too-long": MESSAGES.frozenTooLong,
};

/** The text selected in the editor's input, read when the user asks; a click elsewhere keeps a textarea's selection. */
function inputSelection(): string {
  const input = document.getElementById("editor-input");
  if (!(input instanceof HTMLTextAreaElement)) return "";
  return input.value.slice(input.selectionStart, input.selectionEnd);
}

/**
 * Words and phrases the rewrite must keep: one short line when closed (so the editor does not grow on
 * a phone), a small panel to type or pick phrases and remove them when open.
 */
export function FrozenWords() {
  const frozenWords = useEditor((s) => s.frozenWords);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const [message, setMessage] = useState("");
  const toggleRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const fieldId = useId();
  const api = useEditorStoreApi();

  // The panel opens to type a phrase.
  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open]);

  const freeze = (phrase: string, fromField: boolean) => {
    const outcome = api.getState().freeze(phrase);
    if (outcome === "empty" && !fromField) {
      setMessage(MESSAGES.frozenSelectFirst);
      return;
    }
    setMessage(OUTCOME_MESSAGES[outcome] ?? "");
    if (fromField && (outcome === "added" || outcome === "duplicate")) setDraft("");
  };

  const unfreeze = (word: string) => {
    api.getState().unfreeze(word);
    setMessage("");
    // The chip and its button are gone: the field keeps the keyboard in the panel.
    fieldRef.current?.focus();
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="border-b border-slate-200 px-3 py-1" data-testid="frozen-words">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          setMessage("");
        }}
        className="inline-flex h-8 items-center gap-2 rounded-md px-1 text-sm font-medium text-slate-700 hover:text-slate-900"
      >
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? "rotate-90" : ""}`}>
          ▸
        </span>
        Freeze words
        <span
          data-testid="frozen-count"
          className={`min-w-5 rounded-full px-1.5 text-xs tabular-nums ${frozenWords.length ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-600"}`}
        >
          {frozenWords.length}
          <span className="sr-only"> frozen</span>
        </span>
      </button>
      {open && (
        // Escape anywhere in the panel closes it and gives the keyboard back to the toggle.
        <div id={panelId} role="group" aria-label="Frozen words" className="flex flex-col gap-2 pb-2 pt-1" onKeyDown={closeOnEscape}>
          <p className="text-xs text-slate-600">The rewrite keeps these words and phrases exactly as you wrote them.</p>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={fieldId} className="sr-only">
              Word or phrase to freeze
            </label>
            <input
              ref={fieldRef}
              id={fieldId}
              type="text"
              value={draft}
              enterKeyHint="done"
              placeholder="Word or phrase"
              data-testid="frozen-input"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  freeze(draft, true);
                }
              }}
              className="h-9 min-w-0 flex-1 basis-40 rounded-lg border border-slate-300 px-3 text-sm text-slate-900 placeholder:text-slate-500"
            />
            <button
              type="button"
              onClick={() => freeze(draft, true)}
              className="h-9 rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Add
            </button>
            <button
              type="button"
              onClick={() => freeze(inputSelection(), false)}
              className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Freeze selection
            </button>
          </div>
          <p role="status" data-testid="frozen-message" className="text-xs text-red-700">
            {message}
          </p>
          {frozenWords.length > 0 && (
            <ul aria-label="Frozen words and phrases" className="flex flex-wrap gap-2">
              {frozenWords.map((word) => (
                <li
                  key={word}
                  className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-sm text-slate-800"
                >
                  <span data-testid="frozen-chip" className="truncate">
                    {word}
                  </span>
                  <button
                    type="button"
                    aria-label={`Unfreeze ${word}`}
                    onClick={() => unfreeze(word)}
                    className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
