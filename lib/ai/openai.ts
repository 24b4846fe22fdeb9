import "server-only";
import OpenAI from "openai";
import { AppError } from "@/lib/http/errors";
import { MESSAGES } from "@/lib/messages";
import { detectInPool } from "@/lib/workers/pool";
import { buildRewriteMessages } from "./prompt";
import type { AiEngine, RewriteRequest } from "./types";

export interface OpenAiEngineOptions {
  apiKey?: string;
  baseUrl?: string;
  models: Record<RewriteRequest["model"], string>;
  timeoutMs: number;
  maxRetries?: number;
}

/** Any OpenAI-compatible chat API. The SDK retries 408/409/429/5xx and timeouts with exponential backoff. */
export function createOpenAiEngine(options: OpenAiEngineOptions): AiEngine {
  const client = new OpenAI({
    // Self-hosted OpenAI-compatible servers often need no key; the SDK insists on one.
    apiKey: options.apiKey ?? "not-needed",
    baseURL: options.baseUrl,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });

  return {
    name: "openai",
    async *rewrite(request, signal) {
      let stream;
      try {
        stream = await client.chat.completions.create(
          {
            model: options.models[request.model],
            messages: buildRewriteMessages(request),
            stream: true,
            temperature: request.model === "pulse" ? 0.5 : 0.9,
          },
          { signal },
        );
      } catch (error) {
        throw providerError(error);
      }
      try {
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
      } catch (error) {
        throw providerError(error);
      }
    },
    detect(text, signal) {
      return detectInPool(text, signal);
    },
  };
}

function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = error instanceof OpenAI.APIError ? error.status : undefined;
  console.error(`AI provider failed${status ? ` with ${status}` : ""}:`, error instanceof Error ? error.message : error);
  return new AppError("ai_provider_error", 502, MESSAGES.promptFailed);
}
