"use client";

import { CartesianGrid, Line, ComposedChart, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from "recharts";
import type { TimelinePoint } from "@/lib/writing/types";

const minutes = (t: number) => Math.round((t / 60_000) * 10) / 10;

/** The document's length over time, pastes and tool runs marked (loaded by the report page only). */
export function ReportTimeline({ points }: { points: TimelinePoint[] }) {
  const data = points.map((p) => ({
    minute: minutes(p.t),
    length: p.length,
    paste: p.kind === "paste" ? p.length : null,
    tool: p.kind === "tool" ? p.length : null,
  }));
  const pastes = points.filter((p) => p.kind === "paste").length;
  const tools = points.filter((p) => p.kind === "tool").length;
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="report-timeline-chart">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
            <XAxis dataKey="minute" type="number" domain={["dataMin", "dataMax"]} unit=" min" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} width={56} />
            <Tooltip
              formatter={(value, name) => [`${value} characters`, name === "length" ? "Length" : name === "paste" ? "Paste" : "Tool run"]}
              labelFormatter={(m) => `${m} min`}
            />
            <Line type="stepAfter" dataKey="length" stroke="#2553e0" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Scatter dataKey="paste" fill="#d97706" isAnimationActive={false} />
            <Scatter dataKey="tool" fill="#7c3aed" isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-4 rounded bg-brand-600 align-middle" />
          Length in characters
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-full bg-amber-600 align-middle" />
          Pastes ({pastes})
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-full bg-violet-600 align-middle" />
          Tool runs ({tools})
        </span>
      </figcaption>
    </figure>
  );
}
