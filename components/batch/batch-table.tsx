"use client";

import { memo, useMemo, useState } from "react";
import type { Verdict } from "@/lib/ai/types";
import { compareFileNames, paragraphsLine, VERDICT_NAMES, VERDICT_ORDER } from "@/lib/batch/verdicts";
import { MESSAGES } from "@/lib/messages";
import { PlansButton } from "@/components/billing/plans-button";
import { MOBILE_QUERY, useMediaQuery } from "@/components/editor/use-media-query";
import { VERDICT_STYLE } from "@/components/editor/verdict-style";
import { TableHead } from "@/components/ui/table-head";
import type { BatchRow, RowStatus } from "./batch-store";

interface RowProps {
  row: BatchRow;
  onOpen: (row: BatchRow) => void;
}

type SortKey = "score" | "verdict" | "name";
type Filter = "all" | Verdict | "none";

const STATUS_LABEL: Record<RowStatus, string> = { queued: "Queued", reading: "Reading…", checking: "Checking…", done: "Done" };

const SORT_OPTIONS: readonly (readonly [SortKey | "added", string])[] = [
  ["added", "Order added"],
  ["score", "AI score, highest first"],
  ["verdict", "Verdict, most AI-like first"],
  ["name", "File name"],
];

const FILTER_OPTIONS: readonly (readonly [Filter, string])[] = [
  ["all", "All files"],
  ...VERDICT_ORDER.map((v) => [v, VERDICT_NAMES[v]] as const),
  ["none", "Not judged"],
];

const COLUMNS = [
  ["File", "px-3 py-2"],
  ["Words", "px-3 py-2 text-right"],
  ["AI score", "px-3 py-2 text-right"],
  ["Verdict", "px-3 py-2"],
  ["Details", "px-3 py-2"],
] as const;

const verdictRank = (row: BatchRow) => (row.detection ? VERDICT_ORDER.indexOf(row.detection.verdict) : VERDICT_ORDER.length);

const SORTS: Record<SortKey, (a: BatchRow, b: BatchRow) => number> = {
  score: (a, b) => (b.detection?.score ?? -1) - (a.detection?.score ?? -1),
  verdict: (a, b) => verdictRank(a) - verdictRank(b) || (b.detection?.score ?? -1) - (a.detection?.score ?? -1),
  name: (a, b) => compareFileNames(a.name, b.name),
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
    <span
      data-testid="verdict-chip"
      data-verdict={verdict}
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${style.chip}`}
    >
      {style.name}
    </span>
  );
}

/** The batch's table: a row per file with its progress, then its verdict or why it has none; sortable and filterable. */
export function BatchTable({ rows, onOpen }: { rows: BatchRow[]; onOpen: (row: BatchRow) => void }) {
  const [sort, setSort] = useState<SortKey | "added">("name");
  const [filter, setFilter] = useState<Filter>("all");
  const phone = useMediaQuery(MOBILE_QUERY);
  const shown = useMemo(() => {
    const kept = rows.filter(
      (r) => filter === "all" || (filter === "none" ? r.status === "done" && !r.detection : r.detection?.verdict === filter),
    );
    return sort === "added" ? kept : [...kept].sort(SORTS[sort]);
  }, [rows, sort, filter]);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <Picker label="Sort by" testId="batch-sort" value={sort} options={SORT_OPTIONS} onChange={setSort} />
        <Picker label="Show" testId="batch-filter" value={filter} options={FILTER_OPTIONS} onChange={setFilter} />
      </div>
      {phone ? (
        // A phone shows one card per file, its verdict first: a table of five columns needs a sideways swipe.
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="batch-cards">
          {shown.map((row) => (
            <Card key={row.key} row={row} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="batch-table">
            <TableHead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600" columns={COLUMNS} />
            <tbody>
              {shown.map((row) => (
                <Row key={row.key} row={row} onOpen={onOpen} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Picker<T extends string>({
  label,
  testId,
  value,
  options,
  onChange,
}: {
  label: string;
  testId: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium text-slate-700">{label}</span>
      <select
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className="rounded-md border border-slate-300 px-2 py-1.5"
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The file's name: it opens the document view once the file has a verdict. */
function FileName({ row, onOpen }: RowProps) {
  return (
    <>
      {row.detection ? (
        <button
          type="button"
          onClick={() => onOpen(row)}
          className="text-left text-brand-700 underline-offset-2 hover:underline"
          data-testid="batch-open"
        >
          {row.name}
        </button>
      ) : (
        row.name
      )}
      {row.renamed && <span className="block text-xs font-normal text-slate-500">{MESSAGES.batchRenamed}</span>}
    </>
  );
}

/** The verdict, or where the file is on its way, or that it has none. */
function VerdictCell({ row }: { row: BatchRow }) {
  if (row.detection) return <VerdictChip verdict={row.detection.verdict} />;
  if (row.status === "done") return <span className="text-xs font-semibold text-slate-500">Not judged</span>;
  // No spinner per row: a few spinning at once repaint the page every frame, and the checks wait for that CPU.
  return (
    <span data-testid="row-progress" className="text-xs text-slate-600">
      {STATUS_LABEL[row.status]}
    </span>
  );
}

/** Problems Pro lifts: their note offers the plans. */
const PRO_LIFTS: ReadonlySet<string> = new Set(["batchTooManyFilesFree", "batchOutOfChecks"]);

/** The paragraphs line, the human rate and why the file has no verdict. */
function Details({ row }: { row: BatchRow }) {
  const { detection } = row;
  const note = rowNote(row);
  const paragraphs = detection && paragraphsLine(detection);
  return (
    <>
      {paragraphs && (
        <p className="font-medium" data-testid="row-paragraphs">
          {paragraphs}
        </p>
      )}
      {detection?.humanRateSentence && <p className="text-xs text-slate-600">{detection.humanRateSentence}</p>}
      {note && (
        <p className="text-xs text-amber-900">
          <span data-testid="row-note">{note}</span>
          {row.problem && PRO_LIFTS.has(row.problem) && (
            <>
              {" "}
              <PlansButton data-testid="row-upgrade">See Pro plans</PlansButton>
            </>
          )}
        </p>
      )}
    </>
  );
}

/** What a file's table row and phone card both carry: its name, progress and verdict, for tests and styles to read. */
const rowAttributes = (row: BatchRow) => ({
  "data-testid": "batch-row",
  "data-name": row.name,
  "data-status": row.status,
  "data-verdict": row.detection?.verdict ?? "",
});

/** A row renders again only when it changed: a batch's every progress step replaces one row of many. */
const Row = memo(function Row({ row, onOpen }: RowProps) {
  const { detection } = row;
  return (
    <tr {...rowAttributes(row)} className="border-t border-slate-100 align-top">
      <td className="max-w-[16rem] break-words px-3 py-2 font-medium">
        <FileName row={row} onOpen={onOpen} />
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{row.words ?? ""}</td>
      <td className="px-3 py-2 text-right tabular-nums">{detection ? `${detection.score}%` : ""}</td>
      <td className="px-3 py-2">
        <VerdictCell row={row} />
      </td>
      <td className="px-3 py-2 text-slate-700">
        <Details row={row} />
      </td>
    </tr>
  );
});

/** A file on a phone: its verdict and score on the first line, then its name and words, then the details. */
const Card = memo(function Card({ row, onOpen }: RowProps) {
  const { detection } = row;
  return (
    <li {...rowAttributes(row)} className="space-y-1 px-3 py-2.5 text-sm">
      <p className="flex items-center justify-between gap-3">
        <VerdictCell row={row} />
        {detection && <span className="tabular-nums text-slate-700">{detection.score}% AI score</span>}
      </p>
      <p className="break-words font-medium">
        <FileName row={row} onOpen={onOpen} />
        {row.words !== null && <span className="font-normal text-slate-600"> · {row.words.toLocaleString("en-US")} words</span>}
      </p>
      <div className="text-slate-700">
        <Details row={row} />
      </div>
    </li>
  );
});
