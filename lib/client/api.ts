import type { EngineKind } from "@/lib/engine-claims";
import type { ModelId, PromptOptions } from "@/lib/options";
import type { ModelAllowance } from "@/lib/tools/allowance";
import type { LegacyDetectAnswer } from "@/lib/tools/detect";
import type { RewriteOutcome } from "@/lib/tools/rewrite";

/** An error answer from our API: its code, HTTP status and the message meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function errorFrom(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return new ApiError(body?.error?.code ?? "http_error", res.status, body?.error?.message ?? res.statusText);
}

/** Calls one of our JSON routes; an error answer becomes an ApiError with the server's message. */
export async function requestJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    cache: "no-store",
  });
  if (!res.ok) throw await errorFrom(res);
  return res.json() as Promise<T>;
}

export interface RewriteBody {
  prompt: string;
  promptOptions: PromptOptions;
  isHumanizeEnabled: boolean;
  rephraseType: "Humanizer" | "Rewriter";
  selectedModel: ModelId;
  /** Words and phrases the rewrite keeps exactly as written. */
  frozenWords: string[];
}

/**
 * Streams a rewrite over server-sent events, calling onPiece for each piece of text; `restart` is true when
 * the piece replaces everything before it (the server withdrew text that failed a check, or improved it).
 */
export async function streamRewrite(
  body: RewriteBody,
  onPiece: (text: string, restart: boolean) => void,
  signal?: AbortSignal,
): Promise<RewriteOutcome> {
  const res = await fetch("/api/getResponseToAPrompt", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok || !res.body) throw await errorFrom(res);

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf("\n\n")) !== -1) {
      const frame = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? "null");
      if (event === "chunk") onPiece(data.text, false);
      else if (event === "restart") onPiece(data.text, true);
      else if (event === "done") return data as RewriteOutcome;
      else if (event === "error") throw new ApiError(data.error.code, 502, data.error.message);
    }
  }
  throw new ApiError("stream_ended", 502, "The connection closed before the rewrite finished.");
}

export const detectText = (text: string) => requestJson<LegacyDetectAnswer>("/api/getAiDetectionScore", { body: { text } });

/** "offline": no AI provider is configured, so only the offline engine's languages can be chosen. */
export type { EngineKind } from "@/lib/engine-claims";
export const fetchQuota = () =>
  requestJson<{ usesLeft: number | null; pro: boolean; engine: EngineKind; modelAllowance: ModelAllowance | null }>("/api/quota");
