"use client";

import { useEffect, useState } from "react";
import { writingApi } from "@/lib/client/writing-api";
import { watchText } from "@/lib/client/writing-mirror";
import { MESSAGES } from "@/lib/messages";
import { DocumentHeader } from "./document-header";
import { Button } from "@/components/ui/button";

/**
 * A document another tab of this browser records: shown read-only as that tab has it (lib/client/writing-mirror.ts;
 * from the server where the browser cannot say), with the way to move the recording here.
 */
export function OpenElsewhere({
  documentId,
  title,
  text,
  taking,
  onTakeOver,
  onClose,
}: {
  documentId: string;
  title: string | null;
  text: string | null;
  taking: boolean;
  onTakeOver: () => void;
  onClose: () => void;
}) {
  const [shown, setShown] = useState({ title, text });

  useEffect(() => {
    let latest = 0;
    // Once the recording tab has sent its text, the server's (saved a pause behind the typing) no longer replaces it.
    let live = false;
    const mirror = watchText(documentId, (liveText) => {
      live = true;
      setShown((s) => ({ ...s, text: liveText }));
    });
    const refresh = () => {
      if (window.document.visibilityState !== "visible") return;
      mirror.ask();
      const asked = ++latest;
      writingApi.get(documentId).then(
        ({ document }) => asked === latest && setShown((s) => ({ title: document.title, text: live ? s.text : document.text })),
        () => undefined,
      );
    };
    if (text === null) refresh();
    window.addEventListener("focus", refresh);
    window.document.addEventListener("visibilitychange", refresh);
    return () => {
      latest = -1;
      mirror.close();
      window.removeEventListener("focus", refresh);
      window.document.removeEventListener("visibilitychange", refresh);
    };
  }, [documentId, text]);

  return (
    <div className="space-y-4">
      <DocumentHeader title={shown.title} onClose={onClose}>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700" data-testid="writing-not-recording">
          Not recording in this tab
        </span>
      </DocumentHeader>
      <div
        role="status"
        className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-900 sm:flex-row sm:items-center sm:justify-between"
        data-testid="writing-elsewhere"
      >
        <p className="font-semibold">{MESSAGES.writingOpenElsewhere}</p>
        <Button onClick={onTakeOver} disabled={taking} tone="primary" className="shrink-0" data-testid="writing-take-over">
          {taking ? "Moving the recording here…" : "Write here instead"}
        </Button>
      </div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 shadow-sm">
        <label htmlFor="writing-input" className="sr-only">
          Your text (read-only in this tab)
        </label>
        <textarea
          id="writing-input"
          data-testid="writing-input"
          readOnly
          value={shown.text ?? ""}
          className="min-h-[55vh] w-full resize-y bg-transparent p-4 text-base leading-relaxed text-slate-700 focus:outline-none sm:min-h-[24rem]"
        />
      </div>
    </div>
  );
}
