/**
 * Where the long tasks of a typing window go: a Chromium trace (devtools.timeline with the V8 sampler in the same
 * trace, so one clock) is cut into the renderer main thread's tasks over 50 ms, and each CPU sample inside one is
 * named by what ran then: a JavaScript function of the app (by script and function; the production build is
 * minified, so the script position is kept to look it up), React, or, with no JavaScript on the stack, the browser
 * work the innermost trace event names (layout, style, paint, the textarea's own keypress and textInput handling).
 */

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { type?: string } };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** The categories the trace needs. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
];

/** Trace events that are browser work (no JavaScript) worth naming on their own. */
const NATIVE = new Set([
  "Layout",
  "UpdateLayoutTree",
  "RecalculateStyles",
  "Paint",
  "PrePaint",
  "Layerize",
  "Commit",
  "HitTest",
  "ParseHTML",
  "MajorGC",
  "MinorGC",
  "V8.GC_SCAVENGER",
  "BlinkGC.AtomicPhase",
  "ScheduleStyleRecalculation",
  "IntersectionObserverController::computeIntersections",
  "UpdateLayer",
  "PaintImage",
]);

function label(event: TraceEvent): string {
  const type = event.args?.data?.type;
  return type ? `${event.name}:${type}` : event.name;
}

/** A short name for a script: its file name (a Next chunk's hash included). */
const scriptName = (url: string | undefined) => (url ?? "").replace(/^.*\//, "").replace(/\?.*$/, "") || "(no script)";

export interface TaskSplit {
  tasks: number;
  longest: number;
  totalMs: number;
  /** What started each long task (its outermost event inside the task), with counts and summed ms. */
  byTrigger: Record<string, { count: number; ms: number }>;
  /** The long tasks' time by what ran: "js <script> <function>@line:col", or the browser's trace event. */
  split: [string, number][];
  /** The same time by script (JavaScript) or "browser: <event>". */
  byScript: [string, number][];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function analyseTrace(events: TraceEvent[], longTaskMs = 50): TaskSplit {
  // The renderer main thread that handled the keys.
  const keyThreads = new Map<string, number>();
  for (const e of events) {
    if (e.name === "EventDispatch" && e.args?.data?.type === "keypress") {
      const key = `${e.pid}:${e.tid}`;
      keyThreads.set(key, (keyThreads.get(key) ?? 0) + 1);
    }
  }
  const main = [...keyThreads.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error("no keypress in the trace");
  const [pid, tid] = main.split(":").map(Number) as [number, number];
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined);
  onMain.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // A task is the outermost RunTask (newer Chromium wraps it in ThreadControllerImpl::RunTask).
  const tasks: TraceEvent[] = [];
  let taskEnd = -1;
  for (const e of onMain) {
    if ((e.name !== "RunTask" && e.name !== "ThreadControllerImpl::RunTask") || e.ts < taskEnd) continue;
    taskEnd = e.ts + e.dur!;
    if (e.dur! / 1000 > longTaskMs) tasks.push(e);
  }

  // The V8 sampler's profile of the main thread: nodes and samples (times in µs on the trace's clock).
  const nodes = new Map<number, ProfileNode>();
  const samples: { t: number; node: number }[] = [];
  const profileIds = new Set(events.filter((e) => e.name === "Profile" && e.pid === pid && e.tid === tid).map((e) => e.id));
  let clock = 0;
  for (const e of events) {
    if (e.name === "Profile" && profileIds.has(e.id)) clock = Number(e.args?.data?.startTime ?? 0);
    if (e.name !== "ProfileChunk" || !profileIds.has(e.id)) continue;
    const data = e.args!.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ t: clock, node });
    });
  }
  samples.sort((a, b) => a.t - b.t);

  const split = new Map<string, number>();
  const byScript = new Map<string, number>();
  const byTrigger: TaskSplit["byTrigger"] = {};
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let totalMs = 0;
  let longest = 0;
  let from = 0;
  let first = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    totalMs += task.dur! / 1000;
    longest = Math.max(longest, task.dur! / 1000);
    while (first < onMain.length && onMain[first]!.ts < task.ts) first++;
    const inside: TraceEvent[] = [];
    for (let i = first; i < onMain.length && onMain[i]!.ts <= end; i++) {
      const e = onMain[i]!;
      if (e !== task && e.ts + e.dur! <= end) inside.push(e);
    }
    const opener = inside.find((e) => !e.name.endsWith("RunTask"));
    const trigger = opener ? label(opener) : "(no event)";
    byTrigger[trigger] ??= { count: 0, ms: 0 };
    byTrigger[trigger].count++;
    byTrigger[trigger].ms = round(byTrigger[trigger].ms + task.dur! / 1000);
    while (from < samples.length && samples[from]!.t < task.ts) from++;
    let previous = task.ts;
    for (let i = from; i < samples.length && samples[i]!.t <= end; i++) {
      const { t, node } = samples[i]!;
      const ms = (t - previous) / 1000;
      previous = t;
      // The innermost trace event around the sample.
      let innermost: TraceEvent | null = null;
      for (const e of inside) if (e.ts <= t && t <= e.ts + e.dur!) innermost = e;
      const frames: CallFrame[] = [];
      for (let n = nodes.get(node); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) frames.push(n.callFrame);
      const js = frames.find((f) => f.url);
      if (innermost && NATIVE.has(innermost.name)) {
        const name = js ? `${innermost.name} (forced by ${scriptName(js.url)} ${js.functionName || "(anonymous)"})` : innermost.name;
        add(split, `browser ${name}`, ms);
        add(byScript, `browser: ${innermost.name}`, ms);
      } else if (js) {
        add(split, `js ${scriptName(js.url)} ${js.functionName || "(anonymous)"}@${js.lineNumber}:${js.columnNumber}`, ms);
        add(byScript, `js ${scriptName(js.url)}`, ms);
      } else {
        const what = frames[0]?.functionName || "(no sample)";
        const name = innermost ? `${label(innermost)} ${what}` : `task ${what}`;
        add(split, `browser ${name}`, ms);
        add(byScript, `browser: ${innermost ? label(innermost) : "task"}`, ms);
      }
    }
  }
  const sorted = (map: Map<string, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).map(([key, ms]) => [key, round(ms)] as [string, number]);
  return {
    tasks: tasks.length,
    longest: round(longest),
    totalMs: round(totalMs),
    byTrigger,
    split: sorted(split).slice(0, 40),
    byScript: sorted(byScript),
  };
}
