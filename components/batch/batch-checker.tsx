"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useState, type DragEvent } from "react";
import { useStore } from "zustand";
import { SignedInOnly } from "@/components/account/signed-in-only";
import { PlansButton } from "@/components/billing/plans-button";
import { MarkedDocument } from "@/components/editor/sentence-highlights";
import { useUiStore } from "@/components/layout/ui-store";
import { paragraphsLine } from "@/lib/batch/verdicts";
import { fetchQuota } from "@/lib/client/api";
import { batchApi } from "@/lib/client/batch";
import { BATCH_EXTENSIONS, BATCH_FILES_FREE, BATCH_FILES_PRO, BATCH_WORDS_PRO } from "@/lib/limits";
import { batchChecksLeft, MESSAGES } from "@/lib/messages";
import { notify } from "@/components/ui/toast";
import { createBatchStore, type BatchRow } from "./batch-store";
import { BatchHistory } from "./batch-history";
import { BatchTable, VerdictChip } from "./batch-table";
import { useBatchRunner } from "./use-batch-runner";
import { Button } from "@/components/ui/button";

// The file dialog's code loads when a file is first opened: it stays off this page's first load, and off the
// prefetch of this page that every other page's header link makes (e2e/first-load.spec.ts).
const Modal = dynamic(() => import("@/components/ui/dialog").then((m) => m.Modal), { ssr: false });

const ACCEPT = BATCH_EXTENSIONS.join(",");
const defaultName = () => `Batch of ${new Date().toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}`;

/** The batch checker: files or pasted texts in, a table of verdicts out, with the report and the history. */
export function BatchChecker() {
  return (
    <SignedInOnly message={MESSAGES.batchNeedsAccount} testId="batch-sign-in">
      {(user) => <SignedInBatchChecker key={user.id} pro={user.pro} />}
    </SignedInOnly>
  );
}

function SignedInBatchChecker({ pro }: { pro: boolean }) {
  const [store] = useState(createBatchStore);
  const rows = useStore(store, (s) => s.rows);
  const batchId = useStore(store, (s) => s.batchId);
  const batchName = useStore(store, (s) => s.batchName);
  const openModal = useUiStore((s) => s.openModal);
  // The free checks left today (null: Pro, no limit; undefined: not known yet), as the checker shows them.
  const [usesLeft, setUsesLeft] = useState<number | null | undefined>(pro ? null : undefined);
  // Files are checked a few at a time and their answers come back in any order, each with the count the server took
  // when it began that file: while a batch runs the count only goes down, and the server's own is asked when it ends.
  const runner = useBatchRunner(store, defaultName, (next) =>
    setUsesLeft((shown) => (typeof shown === "number" && typeof next === "number" ? Math.min(shown, next) : next)),
  );
  const [pasted, setPasted] = useState("");
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState<BatchRow | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const openFile = (row: BatchRow) => {
    setDialogUsed(true);
    setOpen(row);
  };
  const [historyVersion, setHistoryVersion] = useState(0);

  const done = rows.filter((r) => r.status === "done").length;
  const running = done < rows.length;
  const finished = rows.length > 0 && !running;

  useEffect(() => {
    if (pro || running) return;
    let live = true;
    fetchQuota().then(
      (quota) => live && setUsesLeft(quota.usesLeft),
      () => undefined, // the count is a courtesy: the server still refuses a check past the limit
    );
    return () => {
      live = false;
    };
  }, [pro, running]);

  // With no checks left, nothing is added: a batch of files that can only fail helps nobody.
  const add = (sources: { name: string; source: File | string }[]) => {
    if (usesLeft === 0) return notify(MESSAGES.batchNothingAdded, "warning", { label: "See plans", onClick: () => openModal("pricing") });
    runner.add(sources);
  };
  const addFiles = (files: FileList | File[]) => add(Array.from(files, (file) => ({ name: file.name, source: file })));
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };
  const addPasted = () => {
    if (pasted.trim() === "") return;
    add([{ name: `Pasted text ${rows.filter((r) => r.name.startsWith("Pasted text")).length + 1}`, source: pasted }]);
    setPasted("");
  };
  const newBatch = () => {
    store.getState().setBatch(null, "");
    setHistoryVersion((v) => v + 1);
  };

  return (
    <div className="space-y-6">
      {typeof usesLeft === "number" && (
        <p
          data-testid="batch-uses-left"
          aria-live="polite"
          className={`rounded-xl px-4 py-3 text-sm ${usesLeft === 0 ? "border border-amber-300 bg-amber-50 text-amber-950" : "text-slate-700"}`}
        >
          {batchChecksLeft(usesLeft)} <PlansButton>Upgrade to Pro for unlimited checks</PlansButton>
        </p>
      )}
      <section aria-label="Add files" className="grid gap-4 md:grid-cols-2">
        <label
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="batch-drop"
          className={`flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"}`}
        >
          <span className="font-semibold text-slate-800">Drop files here, or click to pick them</span>
          <span className="text-sm text-slate-600">.txt, .md, .docx, .pdf, or a .zip of them. Files are read on your device.</span>
          <span className="text-xs text-slate-500">
            {pro
              ? `Up to ${BATCH_FILES_PRO} files and ${BATCH_WORDS_PRO.toLocaleString("en-US")} words a batch.`
              : `Up to ${BATCH_FILES_FREE} files a batch; each file uses one of your daily checks.`}
          </span>
          <input
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            data-testid="batch-file-input"
            onChange={(e) => {
              if (e.target.files) addFiles(e.target.files);
              e.target.value = "";
            }}
          />
        </label>
        <div className="flex flex-col gap-2">
          <label htmlFor="batch-paste" className="font-semibold text-slate-800">
            Or paste a text
          </label>
          <textarea
            id="batch-paste"
            data-testid="batch-paste"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            rows={5}
            className="w-full rounded-xl border border-slate-300 p-3 text-sm"
            placeholder="Paste one student's text, add it, then paste the next."
          />
          <Button onClick={addPasted} data-testid="batch-add-text" className="self-start">
            Add text to the batch
          </Button>
        </div>
      </section>

      {rows.length > 0 && (
        <section aria-label="Batch" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold">{batchName || "New batch"}</h2>
              <p className="text-sm text-slate-600" data-testid="batch-progress-text" aria-live="polite">
                {done} of {rows.length} files done
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {running && (
                <Button onClick={() => runner.cancel()} data-testid="batch-cancel">
                  Cancel the rest
                </Button>
              )}
              {finished && batchId && (
                <>
                  <a
                    href={batchApi.reportUrl(batchId, "csv")}
                    download
                    data-testid="batch-csv"
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50"
                  >
                    Download CSV
                  </a>
                  <a
                    href={batchApi.reportUrl(batchId, "pdf")}
                    download
                    data-testid="batch-pdf"
                    className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    Download PDF report
                  </a>
                </>
              )}
              {finished && (
                <Button onClick={newBatch} data-testid="batch-new">
                  New batch
                </Button>
              )}
            </div>
          </div>
          <div
            role="progressbar"
            aria-label="Batch progress"
            aria-valuemin={0}
            aria-valuemax={rows.length}
            aria-valuenow={done}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
            data-testid="batch-progress"
          >
            {/* Moved by transform, which the compositor animates: a width transition lays out and paints the page
                every frame of every step, and on a 2-core machine that time is the batch's. */}
            <div
              className="h-full w-full origin-left bg-brand-600 transition-transform"
              style={{ transform: `scaleX(${done / rows.length})` }}
            />
          </div>
          <p className="text-xs text-slate-600">
            A verdict is evidence to weigh, never proof: each is the verdict the file gets when checked alone.
          </p>
          <BatchTable rows={rows} onOpen={openFile} />
        </section>
      )}

      {dialogUsed && (
        <Modal open={open !== null} onOpenChange={(o) => !o && setOpen(null)} title={open?.name ?? ""}>
          {open?.detection && (
            <div className="mt-4 space-y-3" data-testid="batch-document">
              <p className="flex flex-wrap items-center gap-2">
                <VerdictChip verdict={open.detection.verdict} />
                <span className="text-sm text-slate-700">
                  {open.detection.score}% AI score · {open.words} words
                </span>
              </p>
              {open.detection.humanRateSentence && <p className="text-sm text-slate-700">{open.detection.humanRateSentence}</p>}
              {paragraphsLine(open.detection) && <p className="text-sm font-medium">{paragraphsLine(open.detection)}</p>}
              <MarkedDocument
                text={open.text}
                sentences={open.detection.sentences}
                paragraphs={open.detection.paragraphs}
                verdict={open.detection.verdict}
              />
            </div>
          )}
        </Modal>
      )}

      <BatchHistory
        key={historyVersion}
        refreshWhen={finished}
        onOpen={(batch) => store.getState().load(batch.id, batch.name, batch.items)}
        current={batchId}
        busy={running}
        onDeleted={(id) => id === batchId && newBatch()}
      />
      <p className="text-sm text-slate-600">
        One text at a time? Use the{" "}
        <Link href="/ai-checker" className="text-brand-700 underline">
          AI checker
        </Link>
        .
      </p>
    </div>
  );
}
