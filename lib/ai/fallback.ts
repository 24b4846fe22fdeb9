import "server-only";
import { AppError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import type { AiEngine } from "./types";

/** The provider did not answer (down, refusing, or too slow), as opposed to answering badly. */
const PROVIDER_DOWN = new Set(["ai_provider_error", "ai_provider_timeout"]);

/**
 * The provider engine, with the offline engine behind it for when the provider is down. Only before the
 * provider has shown any text: once it has, it owns the answer. A reply that failed the guards is not a
 * reason to fall back: the provider is up, and the user is told.
 */
export function withOfflineFallback(provider: AiEngine, offline: AiEngine): AiEngine {
  return {
    name: provider.name,
    async *rewrite(request, signal) {
      const pieces = provider.rewrite(request, signal);
      let step;
      try {
        step = await pieces.next();
      } catch (error) {
        if (signal?.aborted || !(error instanceof AppError) || !PROVIDER_DOWN.has(error.code)) throw error;
        console.warn("AI provider down; the offline engine answers this request");
        const report = yield* offline.rewrite(request, signal);
        return { ...report, notice: MESSAGES.providerFallback };
      }
      for (; !step.done; step = await pieces.next()) yield step.value;
      return step.value;
    },
    detect: (text, signal) => provider.detect(text, signal),
    refuseIfBusy: () => provider.refuseIfBusy(),
    status: () => ({ ...provider.status(), fallbackToOffline: true }),
  };
}
