import Link from "next/link";
import type { ReactNode } from "react";
import { VERDICT_STYLE } from "@/components/editor/verdict-style";
import { traceOrigins } from "@/lib/writing/report";
import type { WritingReport } from "@/lib/writing/types";
import { ReportCharts } from "./report-charts";

/** "1 h 05 min", "12 min", "40 s". */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

const dateTime = (ms: number) => new Date(ms).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }) + " UTC";
const percent = (n: number) => `${n.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

type Origin = "type" | "paste" | "tool";
interface Piece {
  origin: Origin;
  text: string;
  tool?: string;
}

/** The final text cut into runs by where their characters came from (typed, pasted, a tool), when the record rebuilds it. */
function pieces(report: WritingReport): Piece[] | null {
  if (!report.integrity.rebuildsText) return null;
  const runs = traceOrigins(report.events);
  if (!runs) return null;
  const out: Piece[] = [];
  let at = 0;
  for (const run of runs) {
    const event = report.events[run.origin];
    const origin: Origin = event?.k === "i" ? event.src : "type";
    const tool = event?.k === "i" ? event.tool : undefined;
    const text = report.text.slice(at, at + run.length);
    at += run.length;
    const last = out[out.length - 1];
    if (last && last.origin === origin && last.tool === tool) last.text += text;
    else out.push({ origin, text, tool });
  }
  return at === report.text.length ? out : null;
}

const ORIGIN_STYLE: Record<Origin, string> = {
  type: "",
  paste: "rounded-sm bg-amber-100 text-amber-950 ring-1 ring-amber-300",
  tool: "rounded-sm bg-violet-100 text-violet-950 ring-1 ring-violet-300",
};

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className={ok ? "text-green-700" : "text-red-700"}>
        {ok ? "✓" : "✗"}
      </span>
      <span className={ok ? "text-slate-800" : "font-semibold text-red-800"}>
        <span className="sr-only">{ok ? "Passed: " : "Failed: "}</span>
        {children}
      </span>
    </li>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The writing report: what the record shows, checked, with the replay and the checker's verdict beside it. */
export function WritingReportView({ report }: { report: WritingReport }) {
  const { shares, pace, integrity, time, verdict } = report;
  const intact = integrity.chainIntact && integrity.rebuildsText && integrity.timeOrdered;
  const text = pieces(report);
  const bigPastes = report.pastes.filter((p) => p.kept > 0).length;
  return (
    <article className="mx-auto max-w-5xl space-y-8 px-4 py-8" data-testid="writing-report">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Writing report</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{report.title}</h1>
        <p className="text-sm text-slate-600">
          Shared {dateTime(report.sharedAt)} · {report.words.toLocaleString("en-US")} words · started {dateTime(report.createdAt)}
        </p>
      </header>

      {!intact && (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900"
          data-testid="report-integrity-alert"
        >
          This record failed an integrity check (see below): it was changed after it was stored, or it does not produce the text. Do not
          rely on it.
        </p>
      )}
      {pace.flagged && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900" data-testid="report-pace-alert">
          <strong>Machine-like typing.</strong> {pace.note}
        </p>
      )}

      <section aria-labelledby="report-summary">
        <h2 id="report-summary" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat label="Time spent writing" value={duration(time.activeMs)} testId="report-active" />
          <Stat label="Sessions" value={String(time.sessions)} testId="report-sessions" />
          <Stat label="Typed here" value={percent(shares.typedPercent)} testId="report-typed" />
          <Stat
            label="Pasted / from tools"
            value={`${percent(shares.pastedPercent)} / ${percent(shares.toolPercent)}`}
            testId="report-pasted-tool"
          />
        </dl>
        <div className="mt-4" aria-hidden="true">
          <div className="flex h-3 overflow-hidden rounded-full bg-slate-100">
            <div className="bg-brand-600" style={{ width: `${shares.typedPercent}%` }} />
            <div className="bg-amber-400" style={{ width: `${shares.pastedPercent}%` }} />
            <div className="bg-violet-500" style={{ width: `${shares.toolPercent}%` }} />
          </div>
        </div>
        <p className="mt-2 text-sm text-slate-700">
          Of the final text&apos;s {(shares.typed + shares.pasted + shares.tool).toLocaleString("en-US")} characters,{" "}
          {shares.typed.toLocaleString("en-US")} were typed in this editor, {shares.pasted.toLocaleString("en-US")} pasted ({bigPastes}{" "}
          paste{bigPastes === 1 ? "" : "s"} still in the text) and {shares.tool.toLocaleString("en-US")} made by this site&apos;s rewriting
          tools ({report.tools.length} run{report.tools.length === 1 ? "" : "s"}). Writing spanned {duration(time.spanMs)} from the first
          change to the last.
        </p>
      </section>

      <ReportCharts report={report} />

      <section aria-labelledby="report-text" className="space-y-3">
        <h2 id="report-text" className="text-xl font-bold text-slate-900">
          The final text
        </h2>
        <p className="flex flex-wrap gap-4 text-sm text-slate-700">
          <span>Typed: plain</span>
          <span>
            <span className={`px-1 ${ORIGIN_STYLE.paste}`}>Pasted</span>
          </span>
          <span>
            <span className={`px-1 ${ORIGIN_STYLE.tool}`}>From a tool (rewrite, humanize)</span>
          </span>
        </p>
        <div
          className="whitespace-pre-wrap rounded-2xl border border-slate-200 bg-white p-4 leading-relaxed text-slate-900"
          data-testid="report-text"
        >
          {text
            ? text.map((piece, i) =>
                piece.origin === "type" ? (
                  <span key={i}>{piece.text}</span>
                ) : (
                  <mark
                    key={i}
                    className={ORIGIN_STYLE[piece.origin]}
                    data-origin={piece.origin}
                    title={piece.origin === "paste" ? "Pasted" : `Made by the ${piece.tool ?? "rewrite"} tool`}
                  >
                    <span className="sr-only">[{piece.origin === "paste" ? "pasted" : `from the ${piece.tool ?? "rewrite"} tool`}: </span>
                    {piece.text}
                    <span className="sr-only">]</span>
                  </mark>
                ),
              )
            : report.text}
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <ReportCard id="report-verdict" title="The AI checker's verdict on the final text">
          {verdict ? (
            <>
              <p className={`text-2xl font-bold ${VERDICT_STYLE[verdict.verdict].text}`} data-testid="report-verdict">
                {VERDICT_STYLE[verdict.verdict].name}{" "}
                <span className="text-base font-normal text-slate-600">({verdict.score}% AI-like)</span>
              </p>
              {verdict.humanRateSentence && <p className="text-sm text-slate-700">{verdict.humanRateSentence}</p>}
              {!verdict.reliable && (
                <p className="text-sm text-slate-700">The checker is less reliable on a text like this one (short, or not English).</p>
              )}
            </>
          ) : (
            <p className="text-sm text-slate-700" data-testid="report-verdict">
              {report.verdictMissing === "too_short"
                ? "No verdict: the text is too short for the checker to judge."
                : report.verdictMissing === "not_english"
                  ? "No verdict: the checker judges English texts only."
                  : report.verdictMissing === "too_long"
                    ? "No verdict: the text is longer than the checker reads at once."
                    : "No verdict: the checker could not be run when this report was shared."}
            </p>
          )}
          <p className="text-sm text-slate-600">
            A verdict is a score of the text alone, never proof either way; the record above shows how the text was written.
          </p>
        </ReportCard>

        <ReportCard id="report-pace" title="Typing pace">
          <p
            className={`text-sm ${pace.flagged ? "font-semibold text-red-800" : "text-slate-800"}`}
            data-testid="report-pace"
            data-flagged={pace.flagged}
          >
            {pace.note}
          </p>
          <ul className="text-sm text-slate-700">
            <li>Typed bursts long enough to judge: {pace.judgedBursts}</li>
            <li>Faster than a person types: {pace.fastBursts}</li>
            <li>
              At an even, machine-like pace: {pace.machineLikeBursts} ({pace.machineLikeCharacters.toLocaleString("en-US")} characters)
            </li>
          </ul>
        </ReportCard>

        <ReportCard id="report-integrity" title="Integrity">
          <ul className="space-y-1 text-sm" data-testid="report-integrity">
            <Check ok={integrity.chainIntact}>The record is as it was stored (its hash chain is intact)</Check>
            <Check ok={integrity.rebuildsText}>Replaying the record produces exactly the final text</Check>
            <Check ok={integrity.timeOrdered}>Its times only go forward</Check>
          </ul>
          <p className="text-sm text-slate-600">
            The server checked each change as it was saved and froze the record when this link was made.
          </p>
        </ReportCard>

        <ReportCard id="report-limits" title="What this report can and cannot show">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>
              It shows how the text grew in this site&apos;s editor: each burst of typing, deletion, paste and tool run, with its time.
            </li>
            <li>
              It sees only this editor. Text typed while reading from another screen or a printout looks typed; work done elsewhere before
              pasting shows only as a paste.
            </li>
            <li>
              Pastes are not necessarily someone else&apos;s words (writers paste their own notes), and typed text is not proof of original
              thinking.
            </li>
            <li>Typing a machine could do (faster than a person, or unnaturally even) is counted and named above, not hidden.</li>
          </ul>
          <p className="text-sm text-slate-600">
            Made with{" "}
            <Link href="/write" className="text-brand-700 underline underline-offset-2">
              Write with a writing report
            </Link>
            .
          </p>
        </ReportCard>
      </div>
    </article>
  );
}

/** One of the report's cards under the text: verdict, pace, integrity, limits. */
function ReportCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
