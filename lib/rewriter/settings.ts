import type { RewriteRequest } from "@/lib/ai/types";
import { isChoiceAvailableOffline, type ModelId, type PromptOptions } from "@/lib/options";
import { MESSAGES } from "@/lib/messages";
import { readsFormal } from "./formality";
import type { ContractionMode, LengthMode, Register, Settings } from "./settings-types";
import { styleContractions, styleSplitOver } from "./tone";

export class UnsupportedLanguageError extends Error {
  readonly language: string;

  constructor(language: string) {
    super(`Rewriting into ${language} needs an AI provider; the offline engine writes English only.`);
    this.name = "UnsupportedLanguageError";
    this.language = language;
  }
}

export class UnsupportedLengthError extends Error {
  constructor() {
    super(MESSAGES.offlineExtend);
    this.name = "UnsupportedLengthError";
  }
}

/** Why the offline engine cannot honour these options (a language other than English, Extend), or null when it can. */
export function unsupportedOptionError(options: PromptOptions): UnsupportedLanguageError | UnsupportedLengthError | null {
  if (!isChoiceAvailableOffline("language", options.language)) return new UnsupportedLanguageError(options.language ?? "");
  if (!isChoiceAvailableOffline("length", options.length)) return new UnsupportedLengthError();
  return null;
}

const MODEL_RATES: Record<
  ModelId,
  Pick<Settings, "wordRate" | "stockRate" | "sentenceRate" | "splitOver" | "mergeRate" | "connectorRate">
> = {
  // Pulse stays close: it swaps words and phrases and keeps each sentence's shape.
  pulse: { wordRate: 0.9, stockRate: 0.9, sentenceRate: 0, splitOver: 40, mergeRate: 0, connectorRate: 0.6 },
  // Lumenaris restructures wherever a reorder, split or join is safe, and swaps more eagerly.
  lumenaris: { wordRate: 1, stockRate: 1, sentenceRate: 1, splitOver: 15, mergeRate: 0.45, connectorRate: 0.9 },
};

/** Basic fluency splits compound sentences longer than this many words: short sentences lower the grade most. */
const BASIC_SPLIT_OVER = 12;

function registersFor(options: PromptOptions): Set<Register> {
  const registers = new Set<Register>();
  if (options.tone === "Formal" || options.tone === "Professional" || options.audience === "Business" || options.audience === "Expert") {
    registers.add("f");
  }
  if (options.tone === "Casual" || options.tone === "Friendly") registers.add("c");
  if (
    options.fluency === "Advanced" ||
    options.tone === "Creative" ||
    options.audience === "Knowledgable" ||
    options.audience === "Expert"
  ) {
    registers.add("r");
  }
  if (options.fluency === "Basic") {
    registers.add("s");
    registers.delete("r");
  }
  return registers;
}

/** The humanizer contracts where a person would, unless the tone says otherwise or the text reads formal. */
function contractionModeFor(options: PromptOptions, humanize: boolean, formal: boolean): ContractionMode {
  return styleContractions(options) ?? (humanize && !formal ? "contract" : "keep");
}

function lengthModeFor(options: PromptOptions): LengthMode {
  switch (options.length) {
    case "Shorten":
      return "shorten";
    case "Concise":
      return "concise";
    default:
      return "default";
  }
}

export function resolveSettings(request: RewriteRequest): Settings {
  const options = request.options;
  const unsupported = unsupportedOptionError(options);
  if (unsupported) throw unsupported;
  const humanize = request.humanize || request.rephraseType === "Humanizer";
  const rates = MODEL_RATES[request.model] ?? MODEL_RATES.lumenaris;
  const formal = readsFormal(request.text);
  const contractions = contractionModeFor(options, humanize, formal);
  const casualTone = options.tone === "Casual" || options.tone === "Friendly";
  return {
    model: request.model,
    humanize,
    options,
    registers: registersFor(options),
    ...rates,
    stockRate: humanize || options.length === "Shorten" || options.length === "Concise" ? 1 : rates.stockRate,
    splitOver: Math.min(rates.splitOver, options.fluency === "Basic" ? BASIC_SPLIT_OVER : Infinity, styleSplitOver(options) ?? Infinity),
    mergeRate: rates.mergeRate + (options.fluency === "Advanced" ? 0.2 : 0) + (humanize ? 0.15 : 0),
    contractions,
    formal,
    contractRate: casualTone ? 1 : request.model === "lumenaris" ? 0.8 : 0.5,
    length: lengthModeFor(options),
    spelling: options.language === "English (UK)" ? "uk" : options.language === "English (US)" ? "us" : null,
  };
}
