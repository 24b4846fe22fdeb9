"use client";

import { createStore } from "zustand/vanilla";
import type { ToolConfig } from "@/content/tools";
import type { DetectResult, ServedBy, Verdict } from "@/lib/ai/types";
import type { EngineKind } from "@/lib/client/api";
import { dismissMark, restoreMark, type ReviewMark } from "@/lib/review-marks";
import { MAX_FROZEN_PHRASE_CHARS, MAX_FROZEN_PHRASES } from "@/lib/limits";
import { type ModelId, type OptionKey, type PromptOptions } from "@/lib/options";

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

/** The checker's score on a result, wherever it shows: the level and how often human writing scores this high. */
export interface AiScore {
  score: number;
  verdict: Verdict;
  humanRateSentence: string | null;
}

/** The checker's result as the editor shows it, with the text its sentences point into. */
export type Detection = DetectResult & { text: string };

/** What became of a phrase the user asked to freeze; a duplicate (in any case) is ignored. */
export type FreezeOutcome = "added" | "duplicate" | "empty" | "too-many" | "too-long";

export interface EditorState {
  tool: EditorTool;
  input: string;
  result: string;
  /** Input the current result was made from (for statistics). */
  resultSource: string;
  /** The AI score and verdict of the result (a rewrite's chip, the checker's donut). */
  aiScore: AiScore | null;
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
  /** The server's engine, once known: the offline engine cannot write every language. */
  engine: EngineKind | undefined;
  /** Whether the result marks the words the rewrite changed. */
  showChanges: boolean;
  /** The provider's changes left for the user to review (Restore mine or Dismiss each). */
  review: ReviewMark[];
  /** Words and phrases the rewrite must keep exactly as written. */
  frozenWords: string[];
  setInput(input: string): void;
  setOption<K extends OptionKey>(key: K, value: PromptOptions[K]): void;
  setHumanize(on: boolean): void;
  setModel(model: ModelId): void;
  setQuota(quota: { usesLeft: number | null; pro?: boolean; engine?: EngineKind }): void;
  setShowChanges(on: boolean): void;
  /** Puts a history entry back in the editor: its text in the input, its rewrite as the result. */
  loadEntry(entry: { question: string; response: string; review?: ReviewMark[] }): void;
  /** Puts the text's own span back in place of a mark's ("Restore mine"). */
  restoreMark(index: number): void;
  dismissMark(index: number): void;
  freeze(phrase: string): FreezeOutcome;
  unfreeze(phrase: string): void;
  start(): void;
  /** Adds a streamed piece, or with `restart` replaces the result with it. */
  appendResult(piece: string, restart?: boolean): void;
  finishRewrite(outcome: {
    response: string;
    detectionScore: number;
    detectionVerdict: Verdict;
    detectionHumanRateSentence: string | null;
    usesLeft: number | null;
    servedBy?: ServedBy;
    review?: ReviewMark[];
  }): void;
  finishDetection(detection: Detection, usesLeft: number | null): void;
  fail(): void;
  clear(): void;
}

export type EditorStore = ReturnType<typeof createEditorStore>;

export function createEditorStore(tool: EditorTool, initialInput: string, engine?: EngineKind) {
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
    engine,
    showChanges: true,
    review: [],
    frozenWords: [],
    setInput: (input) => set({ input }),
    setOption: (key, value) => set((s) => ({ options: { ...s.options, [key]: value } })),
    setHumanize: (on) => set({ humanize: get().tool.forceHumanize || on }),
    setModel: (model) => set({ model }),
    setQuota: ({ usesLeft, pro, engine }) => set((s) => ({ usesLeft, pro: pro ?? s.pro, engine: engine ?? s.engine })),
    setShowChanges: (showChanges) => set({ showChanges }),
    loadEntry: ({ question, response, review }) =>
      set({
        input: question,
        result: response,
        resultSource: question,
        aiScore: null,
        detection: null,
        servedBy: null,
        review: review ?? [],
      }),
    restoreMark: (index) =>
      set((s) => {
        const restored = restoreMark(s.result, s.resultSource, s.review, index);
        return { result: restored.text, review: restored.marks };
      }),
    dismissMark: (index) => set((s) => ({ review: dismissMark(s.review, index) })),
    freeze: (raw) => {
      // A selection can span a line break; the engine matches any spacing between a phrase's words.
      const phrase = raw.replace(/\s+/g, " ").trim();
      const { frozenWords } = get();
      if (!phrase) return "empty";
      if (phrase.length > MAX_FROZEN_PHRASE_CHARS) return "too-long";
      if (frozenWords.some((word) => word.toLowerCase() === phrase.toLowerCase())) return "duplicate";
      if (frozenWords.length >= MAX_FROZEN_PHRASES) return "too-many";
      set({ frozenWords: [...frozenWords, phrase] });
      return "added";
    },
    unfreeze: (phrase) => set((s) => ({ frozenWords: s.frozenWords.filter((word) => word !== phrase) })),
    start: () =>
      set((s) => ({ busy: true, result: "", aiScore: null, detection: null, servedBy: null, review: [], resultSource: s.input })),
    appendResult: (piece, restart) => set((s) => ({ result: restart ? piece : s.result + piece })),
    finishRewrite: ({ response, detectionScore, detectionVerdict, detectionHumanRateSentence, usesLeft, servedBy, review }) =>
      set({
        busy: false,
        result: response,
        review: review ?? [],
        aiScore: { score: detectionScore, verdict: detectionVerdict, humanRateSentence: detectionHumanRateSentence },
        usesLeft,
        servedBy: servedBy ?? null,
      }),
    finishDetection: (detection, usesLeft) =>
      set({
        busy: false,
        detection,
        aiScore: { score: detection.score, verdict: detection.verdict, humanRateSentence: detection.humanRateSentence },
        usesLeft,
      }),
    // Whatever goes with a result (its score, the engine that wrote it) goes with it.
    fail: () => set({ busy: false, result: "", aiScore: null, detection: null, servedBy: null, review: [] }),
    clear: () => set({ input: "", result: "", resultSource: "", aiScore: null, detection: null, servedBy: null, review: [] }),
  }));
}
