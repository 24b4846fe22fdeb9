import "server-only";
import { config } from "@/lib/config";
import { createLocalEngine } from "./local";
import { createOpenAiEngine } from "./openai";
import type { AiEngine } from "./types";

export type * from "./types";

let engine: AiEngine | undefined;

/** The configured engine: an OpenAI-compatible API when one is set, else the local offline engine. */
export function getAiEngine(): AiEngine {
  if (!engine) {
    const c = config();
    engine = c.providers.ai === "openai" ? createOpenAiEngine(c.openai) : createLocalEngine();
  }
  return engine;
}
