"use client";

import { useEffect, useId, useRef, useState } from "react";
import { notify } from "@/components/ui/toast";
import { docxFromText } from "@/lib/files/docx-from-text";
import { MESSAGES, unreviewedNotice } from "@/lib/messages";
import { Icon, toolbarButton } from "./icons";

type Format = "txt" | "docx";

const FORMATS: { format: Format; label: string }[] = [
  { format: "txt", label: "Download .txt" },
  { format: "docx", label: "Download .docx (Word)" },
];

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement("a"), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}

/**
 * The result's download button: it opens a small list of formats above the toolbar. The focus moves to the
 * first format; Escape, or the focus leaving the list, closes it.
 */
/** `unreviewed`: review marks left on the text; downloading still works, and says how many. */
export function DownloadMenu({ text, unreviewed = 0 }: { text: string; unreviewed?: number }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const download = async (format: Format) => {
    close();
    save(format === "txt" ? new Blob([text], { type: "text/plain;charset=utf-8" }) : await docxFromText(text), `result.${format}`);
    if (unreviewed) notify({ title: MESSAGES.noticeTitle, content: unreviewedNotice(unreviewed) }, "warning");
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          close();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={toolbarButton}
        aria-label="Download result"
        title="Download"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (text ? setOpen(!open) : notify(MESSAGES.nothingToCopy, "warning"))}
      >
        <Icon name="download" />
      </button>
      {open && (
        <div
          id={listId}
          role="group"
          aria-label="Download format"
          className="absolute bottom-full left-0 z-20 mb-1 flex w-52 flex-col rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {FORMATS.map(({ format, label }, i) => (
            <button
              key={format}
              ref={i === 0 ? first : undefined}
              type="button"
              onClick={() => void download(format)}
              className="rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
