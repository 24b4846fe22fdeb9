"use client";

import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import { Replay } from "@/lib/client/writing-replay";
import type { WritingEvent } from "@/lib/writing/events";
import type { WritingReport } from "@/lib/writing/types";
import { Button } from "@/components/ui/button";

// Recharts is loaded by this page only, after its text.
const Timeline = dynamic(() => import("./report-timeline").then((m) => m.ReportTimeline), {
  ssr: false,
  loading: () => <div className="h-64 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />,
});

/** "0:05:12": time since the document was started. */
export function clock(ms: number) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

function describe(event: WritingEvent | undefined): string {
  if (!event) return "The empty document";
  switch (event.k) {
    case "start":
      return "A writing session began";
    case "blur":
      return "The writer left the editor (another window or tab)";
    case "focus":
      return "The writer came back to the editor";
    case "d":
      return `Deleted ${event.n.toLocaleString("en-US")} character${event.n === 1 ? "" : "s"}`;
    case "i":
      if (event.src === "paste") return `Pasted ${event.s.length.toLocaleString("en-US")} characters`;
      if (event.src === "tool")
        return `${event.tool === "humanize" ? "Humanize" : event.tool === "restore" ? "Restore" : "Rewrite"} tool output: ${event.s.length.toLocaleString("en-US")} characters`;
      return `Typed ${event.s.length.toLocaleString("en-US")} character${event.s.length === 1 ? "" : "s"}`;
  }
}

/** The length timeline and the replay slider. */
export function ReportCharts({ report }: { report: WritingReport }) {
  return (
    <>
      <section aria-labelledby="report-timeline" className="space-y-3">
        <h2 id="report-timeline" className="text-xl font-bold text-slate-900">
          How the text grew
        </h2>
        <Timeline points={report.timeline} />
      </section>
      <ReplaySlider events={report.events} />
    </>
  );
}

function ReplaySlider({ events }: { events: WritingEvent[] }) {
  const replay = useMemo(() => new Replay(events), [events]);
  const [step, setStep] = useState(events.length);

  // Keep the replay's checkpoints ahead of the writer's hand, a slice at a time while the page is idle.
  useEffect(() => {
    let handle: number | null = null;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 16));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const work = () => {
      const until = performance.now() + 8;
      while (performance.now() < until) if (!replay.advance()) return;
      handle = idle(work);
    };
    handle = idle(work);
    return () => {
      if (handle !== null) cancel(handle);
    };
  }, [replay]);

  const text = replay.textAt(step);
  const event = events[step - 1];
  // The span the step's event inserted, shown marked in place.
  const mark = event?.k === "i" ? { at: event.at, end: event.at + event.s.length } : null;

  return (
    <section aria-labelledby="report-replay" className="space-y-3">
      <h2 id="report-replay" className="text-xl font-bold text-slate-900">
        Replay
      </h2>
      <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
        <label htmlFor="replay-slider" className="block text-sm text-slate-700">
          Move the slider to see the document at any moment ({events.length.toLocaleString("en-US")} recorded changes)
        </label>
        <div className="flex items-center gap-2">
          <Button onClick={() => setStep((s) => Math.max(0, s - 1))} aria-label="One change back">
            ‹
          </Button>
          <input
            id="replay-slider"
            type="range"
            min={0}
            max={events.length}
            step={1}
            value={step}
            onChange={(e) => setStep(Number(e.target.value))}
            aria-valuetext={`${clock(event?.t ?? 0)}: ${describe(event)}`}
            className="w-full accent-brand-600"
            data-testid="replay-slider"
          />
          <Button onClick={() => setStep((s) => Math.min(events.length, s + 1))} aria-label="One change forward">
            ›
          </Button>
        </div>
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="replay-caption">
          <span className="font-mono">{clock(event?.t ?? 0)}</span> · change {step.toLocaleString("en-US")} of{" "}
          {events.length.toLocaleString("en-US")} · {describe(event)}
        </p>
        <div
          className="max-h-96 overflow-auto whitespace-pre-wrap rounded-xl bg-slate-50 p-3 text-sm leading-relaxed text-slate-900"
          data-testid="replay-text"
        >
          {mark && mark.end <= text.length ? (
            <>
              {text.slice(0, mark.at)}
              <mark className={event?.k === "i" && event.src !== "type" ? "bg-amber-200" : "bg-brand-100"}>
                {text.slice(mark.at, mark.end)}
              </mark>
              {text.slice(mark.end)}
            </>
          ) : (
            text || <span className="text-slate-500">(empty)</span>
          )}
        </div>
      </div>
    </section>
  );
}
