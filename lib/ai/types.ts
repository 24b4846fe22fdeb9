import type { ModelId, PromptOptions } from "@/lib/options";
import type { ReviewMark } from "@/lib/review-marks";

export type RephraseType = "Humanizer" | "Rewriter";

export interface RewriteRequest {
  text: string;
  options: PromptOptions;
  humanize: boolean;
  rephraseType: RephraseType;
  model: ModelId;
  /** Words and phrases the user froze: every engine keeps each occurrence exactly as written. */
  frozenWords?: string[];
}

export interface SentenceScore {
  /** Offsets into the scored text: text.slice(start, end) is the sentence. */
  start: number;
  end: number;
  /** Probability in percent (0-100) that the sentence is AI-written. */
  score: number;
}

export type UnreliableReason = "too_short" | "not_english";

/**
 * The checker's verdict, from firm to none: "ai" (Likely AI: at most 1% of the human texts of any kind reach
 * it), "possibly_ai" (at most 5%), "mixed" (Can't tell), "human" (Likely human).
 */
export type Verdict = "human" | "mixed" | "possibly_ai" | "ai";

/**
 * One paragraph of a checked text with its own score and verdict (offsets into the text). Short paragraphs are
 * joined to the next so each has the words a verdict needs, so one can span several of the writer's paragraphs.
 */
export interface ParagraphScore {
  start: number;
  end: number;
  score: number;
  verdict: Verdict;
  /** The writer's own paragraphs (non-empty lines, counted from 1) that this one spans: 3 and 5 for "paragraphs 3-5". */
  firstParagraph: number;
  lastParagraph: number;
  /**
   * Too short for a verdict of its own: in a text called AI, this paragraph cannot tell, and at its length it would
   * not be marked with the whole text's verdict even at the whole text's score.
   */
  tooShort: boolean;
}

export interface DetectionSignal {
  /** Plain-words description of a signal, e.g. "Very even sentence lengths". */
  label: string;
  /** Which way it pushes: toward AI or toward human. */
  direction: "ai" | "human";
  /** Relative strength, 0-1. */
  weight: number;
}

export interface DetectResult {
  /** Calibrated probability in percent (0-100) that the text is AI-written. */
  score: number;
  verdict: Verdict;
  /** Set when this text is too short to be called AI at all: the words a text needs for that verdict. */
  wordsForAiVerdict?: number;
  /** Set when this text is too short to be called "Likely AI" (a firm verdict): the words a text needs for it. */
  wordsForLikelyAi?: number;
  /** Share (0-1) of the human texts of similar length that score this high; null when the text is too short or not English. */
  humanRate: number | null;
  /** The human rate in words: "Among N human texts of similar length from K kinds of writing, about 1 in 50 scores this high." */
  humanRateSentence: string | null;
  /** Each paragraph (text between line breaks) with its own score and verdict; one entry for a single paragraph. */
  paragraphs: ParagraphScore[];
  /**
   * Some paragraphs read as AI-written and the rest do not lean the same way (one reads as human, or the whole
   * text is not called AI): the checker's headline is then "Mixed: 2 of 4 paragraphs read as AI-written".
   */
  mixedAuthorship: boolean;
  reliable: boolean;
  reason?: UnreliableReason;
  sentences: SentenceScore[];
  signals: DetectionSignal[];
}

/** Withdraws the text streamed so far and starts over with `text` (a guard rejected it, or the humanizer improved it). */
export interface Restart {
  restart: true;
  text: string;
}

export type EnginePiece = string | Restart;

/** Which engine wrote a result: the offline one, or a provider's model. */
export type ServedBy = { kind: "offline" } | { kind: "provider"; model: string };

export interface EngineReport {
  servedBy: ServedBy;
  /** The provider's own token counts, summed over every call the rewrite made. */
  usage?: { promptTokens: number; completionTokens: number };
  /** A notice for the user about how the result was made (the offline fallback). */
  notice?: string;
  /** The engine left the text as written, finding no safe change: the use is given back. */
  unchanged?: boolean;
  /** Words the result changed, when the engine counted them where it made the text (off the request thread). */
  changedWords?: number;
  /** What the user should review: a provider's changes the guards found (the offline engine makes none, so none). */
  review: ReviewMark[];
}

/** What /api/helloApi tells about the engine: no secrets. */
export interface EngineStatus {
  kind: "offline" | "provider";
  models?: Record<ModelId, string>;
  /** The outcome of the provider's most recent call, null before the first. */
  lastCall?: { ok: boolean; at: number } | null;
  fallbackToOffline?: boolean;
}

export interface AiEngine {
  readonly name: "local" | "openai";
  rewrite(request: RewriteRequest, signal?: AbortSignal): AsyncGenerator<EnginePiece, EngineReport>;
  /** Scores a text the engine wrote, as part of a request already under way (never refused for load). */
  detect(text: string, signal?: AbortSignal): Promise<DetectResult>;
  /** Throws 503 (engine_busy, with Retry-After) when the engine cannot start a rewrite soon: checked before a use is spent. */
  refuseIfBusy(): void;
  status(): EngineStatus;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** A provider's token counts. */
export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

/** One streamed model call: yields text deltas, returns how it ended and what it cost. */
export type CallModel = (
  call: { messages: ChatMessage[]; model: RewriteRequest["model"]; maxTokens: number },
  signal?: AbortSignal,
) => AsyncGenerator<string, { finishReason: string | null; usage: Usage }>;
