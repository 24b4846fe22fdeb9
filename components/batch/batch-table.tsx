"use client";

import { memo, useMemo, useState } from "react";
import type { Verdict } from "@/lib/ai/types";
import { paragraphsLine, VERDICT_NAMES, VERDICT_ORDER } from "@/lib/batch/verdicts";
import { MESSAGES } from "@/lib/messages";
import { VERDICT_STYLE } from "@/components/editor/verdict-style";
import type { BatchRow, RowStatus } from "./batch-store";

type SortKey = "score" | "verdict" | "name";
type Filter = "all" | Verdict | "none";

const STATUS_LABEL: Record<RowStatus, string> = { queued: "Queued", reading: "Reading…", checking: "Checking…", done: "Done" };

const verdictRank = (row: BatchRow) => (row.detection ? VERDICT_ORDER.indexOf(row.detection.verdict) : VERDICT_ORDER.length);

const SORTS: Record<SortKey, (a: BatchRow, b: BatchRow) => number> = {
  score: (a, b) => (b.detection?.score ?? -1) - (a.detection?.score ?? -1),
  verdict: (a, b) => verdictRank(a) - verdictRank(b) || (b.detection?.score ?? -1) - (a.detection?.score ?? -1),
  name: (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }),
};

/** Why a row has no verdict, in words; null when it has one or is still on its way. */
export function rowNote(row: BatchRow): string | null {
  if (row.error) return row.error;
  if (row.problem) return MESSAGES[row.problem];
  return null;
}

export function VerdictChip({ verdict }: { verdict: Verdict }) {
  const style = VERDICT_STYLE[verdict];
  return (
    <span data-testid="verdict-chip" data-verdict={verdict} className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${style.chip}`}>
      {style.name}
    </span>
  );
}

/** The batch's table: a row per file with its progress, then its verdict or why it has none; sortable and filterable. */
export function BatchTable({ rows, onOpen }: { rows: BatchRow[]; onOpen: (row: BatchRow) => void }) {
  const [sort, setSort] = useState<SortKey | "added">("added");
  const [filter, setFilter] = useState<Filter>("all");
  const shown = useMemo(() => {
    const kept = rows.filter((r) => filter === "all" || (filter === "none" ? r.status === "done" && !r.detection : r.detection?.verdict === filter));
    return sort === "added" ? kept : [...kept].sort(SORTS[sort]);
  }, [rows, sort, filter]);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium text-slate-700">Sort by</span>
          <select data-testid="batch-sort" value={sort} onChange={(e) => setSort(e.target.value as SortKey)} className="rounded-md border border-slate-300 px-2 py-1.5">
            <option value="added">Order added</option>
            <option value="score">AI score, highest first</option>
            <option value="verdict">Verdict, most AI-like first</option>
            <option value="name">File name</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium text-slate-700">Show</span>
          <select data-testid="batch-filter" value={filter} onChange={(e) => setFilter(e.target.value as Filter)} className="rounded-md border border-slate-300 px-2 py-1.5">
            <option value="all">All files</option>
            {VERDICT_ORDER.map((v) => (
              <option key={v} value={v}>
                {VERDICT_NAMES[v]}
              </option>
            ))}
            <option value="none">Not judged</option>
          </select>
        </label>
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="batch-table">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">File</th>
              <th scope="col" className="px-3 py-2 text-right">Words</th>
              <th scope="col" className="px-3 py-2 text-right">AI score</th>
              <th scope="col" className="px-3 py-2">Verdict</th>
              <th scope="col" className="px-3 py-2">Details</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <Row key={row.key} row={row} onOpen={onOpen} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A row renders again only when it changed: a batch's every progress step replaces one row of many. */
const Row = memo(function Row({ row, onOpen }: { row: BatchRow; onOpen: (row: BatchRow) => void }) {
  const { detection } = row;
  const note = rowNote(row);
  const paragraphs = detection && paragraphsLine(detection);
  return (
    <tr data-testid="batch-row" data-name={row.name} data-status={row.status} data-verdict={detection?.verdict ?? ""} className="border-t border-slate-100 align-top">
      <td className="max-w-[16rem] break-words px-3 py-2 font-medium">
        {detection ? (
          <button type="button" onClick={() => onOpen(row)} className="text-left text-brand-700 underline-offset-2 hover:underline" data-testid="batch-open">
            {row.name}
          </button>
        ) : (
          row.name
        )}
        {row.renamed && <span className="block text-xs font-normal text-slate-500">{MESSAGES.batchRenamed}</span>}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{row.words ?? ""}</td>
      <td className="px-3 py-2 text-right tabular-nums">{detection ? `${detection.score}%` : ""}</td>
      <td className="px-3 py-2">
        {detection ? (
          <VerdictChip verdict={detection.verdict} />
        ) : row.status === "done" ? (
          <span className="text-xs font-semibold text-slate-500">Not judged</span>
        ) : (
          // No spinner per row: a few spinning at once repaint the page every frame, and the checks wait for that CPU.
          <span data-testid="row-progress" className="text-xs text-slate-600">
            {STATUS_LABEL[row.status]}
          </span>
        )}
      </td>
      <td className="px-3 py-2 text-slate-700">
        {paragraphs && <p className="font-medium" data-testid="row-paragraphs">{paragraphs}</p>}
        {detection?.humanRateSentence && <p className="text-xs text-slate-600">{detection.humanRateSentence}</p>}
        {note && <p data-testid="row-note" className="text-xs text-amber-900">{note}</p>}
      </td>
    </tr>
  );
});
