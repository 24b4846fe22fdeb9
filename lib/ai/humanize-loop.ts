import "server-only";
import { HUMANIZE_EXTRA_ROUNDS, HUMANIZE_SENTENCES_PER_ROUND, HUMANIZE_TOKEN_BUDGET } from "@/lib/tuning";
import { buildSentenceMessages } from "./prompt";
import type { ReplyJudgement } from "./review";
import type { CallModel, DetectResult, RewriteRequest, SentenceScore, Usage } from "./types";

/** A sentence the checker scores at least this high is worth another try. */
const MACHINE_LIKE = 50;
/** Characters per token when estimating a call before making it (English averages about 4). */
const CHARS_PER_TOKEN = 4;

/**
 * Detector-guided humanizing: scores the first rewrite's sentences with the local checker, asks the model
 * again for the most machine-like ones only, and keeps a new version only when it is still a rewrite, gives the
 * user nothing more to review (no more findings than the best so far) and scores lower. Bounded: at most HUMANIZE_EXTRA_ROUNDS rounds, and a round starts only when its estimate
 * fits in what is left of (HUMANIZE_TOKEN_BUDGET - 1) times the first pass. A failed round leaves the best
 * text as it is: the first pass is already a good answer.
 */
export async function humanizeLoop(input: {
  callModel: CallModel;
  request: RewriteRequest;
  text: string;
  /** How many review findings the first pass has (it was judged as it ended). */
  findings: number;
  /** The first pass's usage; the rounds' usage is added to it. */
  usage: Usage;
  detect(text: string): Promise<DetectResult>;
  /** The guards on a candidate: whether it is no rewrite, and how many findings it has. */
  judge(text: string): Promise<Pick<ReplyJudgement, "retry" | "findings">>;
  signal?: AbortSignal;
}): Promise<string> {
  const { callModel, request, usage, detect, judge, signal } = input;
  const reported = usage.promptTokens + usage.completionTokens;
  // A server that reports no usage still gets a budget, from the text's size.
  const firstPassTokens = reported || Math.ceil((request.text.length + input.text.length) / CHARS_PER_TOKEN);
  const budget = firstPassTokens * (HUMANIZE_TOKEN_BUDGET - 1);
  let best = input.text;
  let bestDetection = await detect(best);
  let bestFindings = input.findings;
  const scoreBefore = bestDetection.score;
  let extraTokens = 0;
  let rounds = 0;

  while (rounds < HUMANIZE_EXTRA_ROUNDS && !signal?.aborted) {
    const plan = planRound(request, best, worstSentences(bestDetection.sentences), budget - extraTokens);
    if (!plan) break;
    const { worst, sentences, messages, maxTokens, estimate } = plan;
    rounds++;
    let reply = "";
    try {
      const call = callModel({ messages, model: request.model, maxTokens }, signal);
      let step = await call.next();
      for (; !step.done; step = await call.next()) reply += step.value;
      extraTokens += step.value.usage.promptTokens + step.value.usage.completionTokens || estimate;
      usage.promptTokens += step.value.usage.promptTokens;
      usage.completionTokens += step.value.usage.completionTokens;
    } catch (error) {
      if (signal?.aborted) throw error;
      console.warn("humanize: a round failed; keeping the best text so far:", error instanceof Error ? error.message : error);
      break;
    }
    const lines = numberedLines(reply, sentences.length);
    if (!lines) continue;
    const candidate = replaceSentences(best, worst, lines);
    const checked = await judge(candidate);
    if (checked.retry || checked.findings > bestFindings) continue;
    const detection = await detect(candidate);
    if (isBetter(detection, bestDetection)) {
      best = candidate;
      bestDetection = detection;
      bestFindings = checked.findings;
    }
  }
  console.info(
    `humanize: ${rounds} extra round(s), tokens ${firstPassTokens} first pass + ${extraTokens} extra, score ${Math.round(scoreBefore)} -> ${Math.round(bestDetection.score)}`,
  );
  return best;
}

/**
 * The largest set of the worst sentences whose round fits in what is left of the budget: its prompt plus
 * an answer as long as the sentences. max_tokens then caps the answer to what is left, so a round can never
 * spend past the budget by more than the estimate of its prompt is off.
 */
function planRound(request: RewriteRequest, text: string, worst: SentenceScore[], left: number) {
  for (let n = worst.length; n > 0; n--) {
    const chosen = [...worst.slice(0, n)].sort((a, b) => a.start - b.start);
    const sentences = chosen.map((s) => text.slice(s.start, s.end));
    const messages = buildSentenceMessages(request, sentences);
    const prompt = Math.ceil(messages.reduce((sum, m) => sum + m.content.length, 0) / CHARS_PER_TOKEN);
    const answer = Math.ceil(sentences.join(" ").length / CHARS_PER_TOKEN);
    if (prompt + answer > left) continue;
    const maxTokens = Math.min(Math.ceil(answer * 1.5) + 16, left - prompt);
    return { worst: chosen, sentences, messages, maxTokens, estimate: prompt + answer };
  }
  return null;
}

/** The most machine-like sentences, worst first. */
function worstSentences(sentences: SentenceScore[]): SentenceScore[] {
  return sentences
    .filter((s) => s.score >= MACHINE_LIKE)
    .sort((a, b) => b.score - a.score)
    .slice(0, HUMANIZE_SENTENCES_PER_ROUND);
}

/** Lower overall score wins; on a tie (the overall score saturates at 100), the lower mean sentence score. */
function isBetter(candidate: DetectResult, current: DetectResult): boolean {
  if (candidate.score !== current.score) return candidate.score < current.score;
  const mean = (d: DetectResult) => d.sentences.reduce((sum, s) => sum + s.score, 0) / Math.max(1, d.sentences.length);
  return mean(candidate) < mean(current);
}

/** The model's numbered lines, or null unless there are exactly `count` of them, numbered 1..count. */
export function numberedLines(reply: string, count: number): string[] | null {
  const lines = [...reply.matchAll(/^\s*(\d+)[.)]\s+(.+?)\s*$/gm)];
  if (lines.length !== count || lines.some((m, i) => Number(m[1]) !== i + 1)) return null;
  return lines.map((m) => m[2]);
}

/** Puts new sentences in place of old ones, keeping the space around each. */
export function replaceSentences(text: string, spans: SentenceScore[], replacements: string[]): string {
  let out = text;
  for (let i = spans.length - 1; i >= 0; i--) {
    const { start, end } = spans[i];
    const old = out.slice(start, end);
    const lead = /^\s*/.exec(old)?.[0] ?? "";
    const trail = /\s*$/.exec(old)?.[0] ?? "";
    out = out.slice(0, start) + lead + replacements[i] + trail + out.slice(end);
  }
  return out;
}
