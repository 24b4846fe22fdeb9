import "server-only";
import OpenAI from "openai";
import { AppError } from "@/lib/errors";
import { PROVIDER_MAX_RETRIES, PROVIDER_RETRY_BASE_MS, PROVIDER_RETRY_MAX_MS } from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";
import type { ReviewMark } from "@/lib/review-marks";
import { detectInPool, judgeReplyInPool } from "@/lib/workers/pool";
import { describeProblem, type GuardProblem } from "./guards";
import { maxTokensFor } from "./guards/budget";
import { ReplyGate } from "./guards/gate";
import { humanizeLoop } from "./humanize-loop";
import { buildCorrectionMessages, buildRewriteMessages } from "./prompt";
import type { AiEngine, CallModel, EnginePiece, EngineReport, EngineStatus, RewriteRequest, Usage } from "./types";

export interface OpenAiEngineOptions {
  apiKey?: string;
  baseUrl?: string;
  models: Record<RewriteRequest["model"], string>;
  /** One call's limit, from the request to its last token. */
  timeoutMs: number;
  maxRetries?: number;
  retryBaseMs?: number;
}

const RETRIED_STATUSES = (status: number) => status === 429 || status >= 500;

/**
 * Any OpenAI-compatible chat API (OpenAI, vLLM, Ollama, TGI). Retries are ours, not the SDK's, so they are
 * bounded and visible: a 429 or 5xx answer, or a refused connection, is retried up to maxRetries times with
 * doubling backoff (or the server's retry-after), and only before any text has streamed. A call that passes
 * timeoutMs is stopped and not retried: a hung provider would otherwise keep the user waiting several times over.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): AiEngine {
  const client = new OpenAI({
    // Self-hosted OpenAI-compatible servers often need no key; the SDK insists on one.
    apiKey: options.apiKey ?? "not-needed",
    baseURL: options.baseUrl,
    maxRetries: 0,
  });
  const maxRetries = options.maxRetries ?? PROVIDER_MAX_RETRIES;
  const retryBaseMs = options.retryBaseMs ?? PROVIDER_RETRY_BASE_MS;
  let lastCall: EngineStatus["lastCall"] = null;
  // Token counts are asked for until the server rejects the field (vLLM versions that forbid unknown fields do);
  // servers that ignore it (Ollama, the llama.cpp server) simply stream no usage chunk.
  let askForUsage = true;

  const callModel: CallModel = async function* ({ messages, model, maxTokens }, signal) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const usage: Usage = { promptTokens: 0, completionTokens: 0 };
    let finishReason: string | null = null;
    try {
      const create = () =>
        client.chat.completions.create(
          {
            model: options.models[model],
            messages,
            stream: true,
            ...(askForUsage && { stream_options: { include_usage: true } }),
            max_tokens: maxTokens,
            temperature: model === "pulse" ? 0.5 : 0.9,
          },
          { signal: combined, timeout: options.timeoutMs },
        );
      const stream = await withRetries(
        () =>
          create().catch((error: unknown) => {
            if (!askForUsage || !rejectsStreamOptions(error)) throw error;
            console.warn("AI provider rejects stream_options; asking without token counts from now on");
            askForUsage = false;
            return create();
          }),
        maxRetries,
        retryBaseMs,
        combined,
      );
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.delta?.content) yield choice.delta.content;
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        if (chunk.usage) {
          usage.promptTokens += chunk.usage.prompt_tokens;
          usage.completionTokens += chunk.usage.completion_tokens;
        }
      }
      // The SDK ends a stream quietly when its signal aborts: a timeout must not pass for a short answer.
      combined.throwIfAborted();
      lastCall = { ok: true, at: Date.now() };
    } catch (error) {
      if (signal?.aborted) throw error;
      lastCall = { ok: false, at: Date.now() };
      const timedOut = timeout.aborted || error instanceof OpenAI.APIConnectionTimeoutError;
      throw timedOut ? timeoutError(options.timeoutMs) : providerError(error);
    }
    return { finishReason, usage };
  };

  return {
    name: "openai",
    async *rewrite(request, signal) {
      const usage: Usage = { promptTokens: 0, completionTokens: 0 };
      const first = yield* guardedRewrite(callModel, request, usage, signal);
      let { text, marks } = first;
      const humanize = request.humanize || request.rephraseType === "Humanizer";
      if (humanize) {
        const better = await humanizeLoop({
          callModel,
          request,
          text,
          findings: first.findings,
          usage,
          detect: (t) => detectInPool(t, signal),
          judge: (t) => judgeReplyInPool(request, t, { marks: false }, signal),
          signal,
        });
        if (better !== text) {
          yield { restart: true, text: better };
          text = better;
          ({ marks } = await judgeReplyInPool(request, better, {}, signal));
        }
      }
      const servedBy = { kind: "provider", model: options.models[request.model] } as const;
      return { servedBy, usage, review: marks } satisfies EngineReport;
    },
    detect(text, signal) {
      return detectInPool(text, signal);
    },
    // The provider's capacity is its own: a busy provider answers 429, which is retried and then reported.
    refuseIfBusy: () => {},
    status: () => ({ kind: "provider", models: options.models, lastCall }),
  };
}

/**
 * One rewrite through the guards: streams what the gate releases; a reply that is no rewrite (FINDING_KINDS) is
 * withdrawn and asked for once more with what was wrong, and a second such reply is an error. A rewrite is
 * answered with its findings, for the user to review.
 */
async function* guardedRewrite(
  callModel: CallModel,
  request: RewriteRequest,
  usage: Usage,
  signal?: AbortSignal,
): AsyncGenerator<EnginePiece, { text: string; findings: number; marks: ReviewMark[] }> {
  let messages = buildRewriteMessages(request);
  for (let attempt = 0; ; attempt++) {
    const gate = new ReplyGate(request);
    let problem: GuardProblem | null = null;
    const call = callModel({ messages, model: request.model, maxTokens: maxTokensFor(request) }, signal);
    let step = await call.next();
    for (; !step.done; step = await call.next()) {
      const released = gate.push(step.value);
      if ("problem" in released) {
        problem = released.problem;
        await call.return({ finishReason: null, usage: { promptTokens: 0, completionTokens: 0 } });
        break;
      }
      if (released.text) yield released.text;
    }
    if (step.done) addUsage(usage, step.value.usage);
    const text = gate.text;
    if (!problem && step.done && step.value.finishReason === "length") problem = { kind: "truncated" };
    if (!problem) {
      const judged = await judgeReplyInPool(request, text, {}, signal);
      problem = judged.retry;
      if (!problem) {
        const shown = gate.shown;
        if (!text.startsWith(shown)) yield { restart: true, text };
        else if (text.length > shown.length) yield text.slice(shown.length);
        return { text, findings: judged.findings, marks: judged.marks };
      }
    }
    console.warn(`AI provider reply rejected (attempt ${attempt + 1}): ${problem.kind}`);
    if (gate.shown) yield { restart: true, text: "" };
    if (attempt >= 1) throw new AppError("ai_output_rejected", 502, MESSAGES.providerOutputRejected);
    messages = buildCorrectionMessages(request, text, describeProblem(problem));
  }
}

function addUsage(total: Usage, more: Usage) {
  total.promptTokens += more.promptTokens;
  total.completionTokens += more.completionTokens;
}

async function withRetries<T>(start: () => Promise<T>, maxRetries: number, baseMs: number, signal: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      const retriable =
        error instanceof OpenAI.APIConnectionError ||
        (error instanceof OpenAI.APIError && error.status !== undefined && RETRIED_STATUSES(error.status));
      if (!retriable || attempt >= maxRetries || signal.aborted) throw error;
      const wait = Math.min(PROVIDER_RETRY_MAX_MS, retryAfterMs(error) ?? baseMs * 2 ** attempt);
      console.warn(
        `AI provider answered ${error instanceof OpenAI.APIError ? (error.status ?? "no status") : "nothing"}; retry ${attempt + 1} of ${maxRetries} in ${wait} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

const rejectsStreamOptions = (error: unknown) =>
  error instanceof OpenAI.APIError && (error.status === 400 || error.status === 422) && error.message.includes("stream_options");

/** The server's own wait, from retry-after-ms or retry-after (seconds), when it sent one. */
function retryAfterMs(error: unknown): number | undefined {
  const headers = error instanceof OpenAI.APIError ? error.headers : undefined;
  const ms = Number(headers?.get("retry-after-ms"));
  if (ms > 0) return ms;
  const seconds = Number(headers?.get("retry-after"));
  return seconds > 0 ? seconds * 1000 : undefined;
}

function timeoutError(timeoutMs: number): AppError {
  console.error(`AI provider gave no complete answer within ${timeoutMs} ms`);
  return new AppError("ai_provider_timeout", 504, MESSAGES.providerTimeout);
}

function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = error instanceof OpenAI.APIError ? error.status : undefined;
  console.error(`AI provider failed${status ? ` with ${status}` : ""}:`, error instanceof Error ? error.message : error);
  return new AppError("ai_provider_error", 502, MESSAGES.promptFailed);
}
