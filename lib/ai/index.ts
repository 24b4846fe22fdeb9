import "server-only";
import { config } from "@/lib/config";
import { withOfflineFallback } from "./fallback";
import { createLocalEngine } from "./local";
import { createOpenAiEngine } from "./openai";
import type { AiEngine } from "./types";

export type * from "./types";

let engine: AiEngine | undefined;

/** The configured engine: an OpenAI-compatible API when one is set (optionally backed by the offline one), else the local offline engine. */
export function getAiEngine(): AiEngine {
  if (!engine) {
    const c = config();
    if (c.providers.ai !== "openai") engine = createLocalEngine();
    else if (c.openai.fallbackToOffline) engine = withOfflineFallback(createOpenAiEngine(c.openai), createLocalEngine());
    else engine = createOpenAiEngine(c.openai);
  }
  return engine;
}
