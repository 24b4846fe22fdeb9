/**
 * The pipeline's outcome for every replay pair without the HTTP path: the pair's recorded reply is judged whole, as
 * the engine's last step judges it; a reply that is no rewrite is retried the way the replay provider answers a
 * corrective call (another recorded rewrite of the same text, else the same reply). Shared by guard-rates.ts and
 * claim-rules.ts, so both score the same outcomes.
 */
import { performance } from "node:perf_hooks";
import type { GuardProblem } from "@/lib/ai/guards";
import { stripFraming } from "@/lib/ai/guards/framing";
import type { RewriteRequest } from "@/lib/ai/types";
import type { ReviewOutcomes } from "./labels";
import type { ReplayPair } from "./pairs";

/** What the engine decides on a whole reply (without its framing): retry it (not a rewrite), or answer it with this many marks. */
export type ReplyJudge = (request: RewriteRequest, text: string) => { problem: GuardProblem | null; marks: number };

export interface ScanResult {
  outcomes: ReviewOutcomes;
  /** The first reply's not-a-rewrite finding, for the pairs retried. */
  problems: Map<string, GuardProblem>;
  /** Milliseconds judging each pair's first reply took. */
  times: number[];
}

export function scanOutcomes(pairs: readonly ReplayPair[], judge: ReplyJudge): ScanResult {
  const bySource = new Map<string, ReplayPair[]>();
  for (const p of pairs) bySource.set(p.source, [...(bySource.get(p.source) ?? []), p]);
  const outcomes: ReviewOutcomes = new Map();
  const problems = new Map<string, GuardProblem>();
  const times: number[] = [];
  for (const p of pairs) {
    const request: RewriteRequest = { text: p.source, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" };
    const start = performance.now();
    const first = judge(request, stripFraming(p.reply, p.source));
    times.push(performance.now() - start);
    let outcome = { retried: false, failed: false, marks: first.marks };
    if (first.problem) {
      problems.set(p.id, first.problem);
      const other = bySource.get(p.source)!.find((o) => o.reply.trim() !== p.reply.trim()) ?? p;
      const second = judge(request, stripFraming(other.reply, p.source));
      outcome = { retried: true, failed: second.problem !== null, marks: second.problem ? 0 : second.marks };
    }
    outcomes.set(p.id, outcome);
  }
  return { outcomes, problems, times };
}
