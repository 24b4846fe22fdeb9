"use client";

import { createStore } from "zustand/vanilla";
import type { ToolConfig } from "@/content/tools";
import type { DetectionSignal, SentenceScore, ServedBy, UnreliableReason, Verdict } from "@/lib/ai/types";
import type { ModelId, OptionKey, PromptOptions } from "@/lib/limits";

/** The part of a tool config the editor needs. */
export type EditorTool = Pick<
  ToolConfig,
  | "path"
  | "kind"
  | "buttonLabel"
  | "showHumanizerToggle"
  | "forceHumanize"
  | "showOptions"
  | "showModelToggle"
  | "showRandomSample"
  | "showStatistics"
  | "defaultModel"
>;

export interface Detection {
  score: number;
  verdict: Verdict;
  wordsForAiVerdict?: number;
  reliable: boolean;
  reason?: UnreliableReason;
  sentences: SentenceScore[];
  signals: DetectionSignal[];
  /** The text the sentences point into. */
  text: string;
}

export interface EditorState {
  tool: EditorTool;
  input: string;
  result: string;
  /** Input the current result was made from (for statistics). */
  resultSource: string;
  /** The AI score and verdict of the result (a rewrite's chip, the checker's donut). */
  aiScore: { score: number; verdict: Verdict } | null;
  detection: Detection | null;
  /** The engine that wrote the result (shown as a badge), null before a rewrite. */
  servedBy: ServedBy | null;
  busy: boolean;
  options: PromptOptions;
  humanize: boolean;
  model: ModelId;
  /** Uses left today from the server; null for Pro, undefined until known. */
  usesLeft: number | null | undefined;
  /** Decided by the server only. */
  pro: boolean;
  setInput(input: string): void;
  setOption<K extends OptionKey>(key: K, value: PromptOptions[K]): void;
  setHumanize(on: boolean): void;
  setModel(model: ModelId): void;
  setQuota(quota: { usesLeft: number | null; pro?: boolean }): void;
  start(): void;
  /** Adds a streamed piece, or with `restart` replaces the result with it. */
  appendResult(piece: string, restart?: boolean): void;
  finishRewrite(outcome: { response: string; detectionScore: number; detectionVerdict: Verdict; usesLeft: number | null; servedBy?: ServedBy }): void;
  finishDetection(detection: Detection, usesLeft: number | null): void;
  fail(): void;
  clear(): void;
}

export type EditorStore = ReturnType<typeof createEditorStore>;

export function createEditorStore(tool: EditorTool, initialInput: string) {
  return createStore<EditorState>()((set, get) => ({
    tool,
    input: initialInput,
    result: "",
    resultSource: "",
    aiScore: null,
    detection: null,
    servedBy: null,
    busy: false,
    options: {},
    humanize: tool.forceHumanize,
    model: tool.defaultModel,
    usesLeft: undefined,
    pro: false,
    setInput: (input) => set({ input }),
    setOption: (key, value) => set((s) => ({ options: { ...s.options, [key]: value } })),
    setHumanize: (on) => set({ humanize: get().tool.forceHumanize || on }),
    setModel: (model) => set({ model }),
    setQuota: ({ usesLeft, pro }) => set((s) => ({ usesLeft, pro: pro ?? s.pro })),
    start: () => set((s) => ({ busy: true, result: "", aiScore: null, detection: null, servedBy: null, resultSource: s.input })),
    appendResult: (piece, restart) => set((s) => ({ result: restart ? piece : s.result + piece })),
    finishRewrite: ({ response, detectionScore, detectionVerdict, usesLeft, servedBy }) =>
      set({ busy: false, result: response, aiScore: { score: detectionScore, verdict: detectionVerdict }, usesLeft, servedBy: servedBy ?? null }),
    finishDetection: (detection, usesLeft) =>
      set({ busy: false, detection, aiScore: { score: detection.score, verdict: detection.verdict }, usesLeft }),
    fail: () => set({ busy: false, result: "", aiScore: null, detection: null }),
    clear: () => set({ input: "", result: "", resultSource: "", aiScore: null, detection: null }),
  }));
}
