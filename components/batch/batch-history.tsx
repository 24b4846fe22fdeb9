"use client";

import { useEffect, useState } from "react";
import type { Batch, BatchSummary } from "@/lib/batch/types";
import { batchApi } from "@/lib/client/batch";
import { notify } from "@/components/ui/toast";
import { MESSAGES } from "@/lib/messages";
import { Button } from "@/components/ui/button";

/** The signed-in user's batches: re-open one into the table, download its report again, or delete it. */
export function BatchHistory({
  refreshWhen,
  current,
  busy,
  onOpen,
  onDeleted,
}: {
  refreshWhen: boolean;
  current: string | null;
  /** A batch is being checked: opening another would hide its rows, deleting it would fail its remaining files. */
  busy: boolean;
  onOpen: (batch: Batch) => void;
  onDeleted: (id: string) => void;
}) {
  /** The batches shown, newest first, and whether older ones exist. */
  const [shown, setShown] = useState<{ batches: BatchSummary[]; more: boolean } | null>(null);
  const batches = shown?.batches ?? null;
  useEffect(() => {
    batchApi.list().then(
      (page) =>
        setShown((before) => {
          // Older batches already shown stay shown: opening one of them must not take it off the list.
          const fresh = new Set(page.batches.map((b) => b.id));
          const older = page.next === null ? [] : (before?.batches.filter((b) => !fresh.has(b.id)) ?? []);
          return { batches: [...page.batches, ...older], more: older.length > 0 ? before!.more : page.next !== null };
        }),
      () => setShown({ batches: [], more: false }),
    );
  }, [refreshWhen, current]);

  // The next page is the batches older than the last one shown (after deletions, the first page again).
  const showOlder = async () => {
    const last = batches?.at(-1)?.id;
    try {
      const page = await batchApi.list(last);
      setShown((before) => ({ batches: [...(last ? (before?.batches ?? []) : []), ...page.batches], more: page.next !== null }));
    } catch (error) {
      notify({ title: "Batch", content: (error as Error).message }, "error");
    }
  };

  const open = async (id: string) => {
    try {
      onOpen(await batchApi.get(id));
    } catch (error) {
      notify({ title: "Batch", content: (error as Error).message }, "error");
    }
  };
  const remove = async (id: string) => {
    try {
      await batchApi.remove(id);
      setShown((before) => before && { ...before, batches: before.batches.filter((b) => b.id !== id) });
      onDeleted(id);
    } catch (error) {
      notify({ title: "Batch", content: (error as Error).message }, "error");
    }
  };

  return (
    <section aria-labelledby="batch-history-heading" className="space-y-2" data-testid="batch-history">
      <h2 id="batch-history-heading" className="text-lg font-semibold">
        Your batches
      </h2>
      <p className="text-sm text-slate-600" data-testid="batch-history-kept">
        {MESSAGES.batchHistoryKept}
      </p>
      {busy && batches?.length ? (
        <p className="text-sm text-slate-600" data-testid="batch-history-busy">
          {MESSAGES.batchHistoryBusy}
        </p>
      ) : null}
      {batches === null ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : batches.length === 0 ? (
        <p className="text-sm text-slate-600">Batches you check are kept here, with their reports.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {batches.map((batch) => (
            <li
              key={batch.id}
              data-testid="batch-history-item"
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-medium">{batch.name}</span>{" "}
                <span className="text-slate-500">
                  · {batch.files} file{batch.files === 1 ? "" : "s"} ·{" "}
                  {new Date(batch.date).toLocaleDateString("en-GB", { dateStyle: "medium" })}
                </span>
              </span>
              <span className="flex gap-2">
                <Button disabled={busy} onClick={() => open(batch.id)} data-testid="batch-history-open">
                  Open
                </Button>
                <a
                  href={batchApi.reportUrl(batch.id, "pdf")}
                  download
                  className="rounded-md border border-slate-300 px-2 py-1 font-semibold hover:bg-slate-50"
                >
                  Report
                </a>
                <Button disabled={busy} onClick={() => remove(batch.id)} tone="danger" aria-label={`Delete ${batch.name}`}>
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {shown?.more ? (
        <Button onClick={showOlder} data-testid="batch-history-older">
          Show older batches
        </Button>
      ) : null}
    </section>
  );
}
