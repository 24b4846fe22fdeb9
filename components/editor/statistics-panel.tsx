"use client";

import { useUiStore } from "@/components/layout/ui-store";
import { Sheet } from "@/components/ui/dialog";
import { TableHead } from "@/components/ui/table-head";
import { difference, fluency } from "@/lib/text-stats";
import { useEditor } from "./editor-context";

const COLUMNS = [
  ["Measure", "text-left font-medium"],
  ["Original", "text-right font-medium"],
  ["Result", "text-right font-medium"],
] as const;

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function Row({ label, original, result }: { label: string; original: number; result: number }) {
  const better = result >= original;
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-700">
        {label}
      </th>
      <td className="py-2 text-right tabular-nums">{fmt(original)}</td>
      <td className={`py-2 text-right font-semibold tabular-nums ${better ? "text-green-700" : "text-red-700"}`}>
        {fmt(result)}
        <span className="sr-only">{better ? " (up or same)" : " (down)"}</span>
      </td>
    </tr>
  );
}

function StatTable({ caption, rows }: { caption: string; rows: { label: string; original: number; result: number }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left text-base font-semibold">{caption}</caption>
      <TableHead rowClassName="text-xs text-slate-600" columns={COLUMNS} />
      <tbody>
        {rows.map((row) => (
          <Row key={row.label} {...row} />
        ))}
      </tbody>
    </table>
  );
}

/** Fluency and difference of the result against the text it was made from. */
export function StatisticsPanel() {
  const open = useUiStore((s) => s.sidePanel === "statistics");
  const close = useUiStore((s) => s.closeSidePanel);
  const original = useEditor((s) => s.resultSource);
  const result = useEditor((s) => s.result);
  const before = fluency(original);
  const after = fluency(result);
  const diff = difference(original, result);

  return (
    <Sheet open={open} onOpenChange={(o) => !o && close()} title="Statistics">
      <div className="space-y-6" data-testid="statistics">
        <StatTable
          caption="Fluency"
          rows={[
            { label: "Average words per sentence", original: before.averageWordsPerSentence, result: after.averageWordsPerSentence },
            { label: "Average syllables per word", original: before.averageSyllablesPerWord, result: after.averageSyllablesPerWord },
          ]}
        />
        <StatTable
          caption="Difference"
          rows={[
            { label: "Sentences", original: diff.sentences[0], result: diff.sentences[1] },
            { label: "Words", original: diff.words[0], result: diff.words[1] },
            { label: "Characters", original: diff.characters[0], result: diff.characters[1] },
          ]}
        />
        <p className="text-sm text-slate-700">
          Similarity to the original: <strong data-testid="percent-change">{diff.percentChange.toFixed(1)}%</strong>
        </p>
      </div>
    </Sheet>
  );
}
