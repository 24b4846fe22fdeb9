import type { ModelId, PromptOptions } from "@/lib/options";
import type { Spelling } from "./spelling";

// The settings' types live apart from resolveSettings so the engine's modules can name them without importing
// the tone tables resolveSettings reads (that made an import circle through tone.ts).

/** Registers a synonym can be tagged with: formal, casual, rich, simple. */
export type Register = "f" | "c" | "r" | "s";
export type LengthMode = "default" | "shorten" | "concise";
export type ContractionMode = "contract" | "expand" | "keep";

export interface Settings {
  model: ModelId;
  humanize: boolean;
  options: PromptOptions;
  registers: ReadonlySet<Register>;
  /** Chance that an ordinary synonym is swapped. */
  wordRate: number;
  /** Chance that stock AI vocabulary is swapped. */
  stockRate: number;
  /** Chance that a sentence-level restructuring is applied where one fits. */
  sentenceRate: number;
  /** Sentences longer than this many words may be split. */
  splitOver: number;
  mergeRate: number;
  connectorRate: number;
  contractions: ContractionMode;
  contractRate: number;
  /** The text reads as formal writing (an abstract, a filing, a court opinion): nothing contracts unless a tone asks. */
  formal: boolean;
  length: LengthMode;
  spelling: Spelling | null;
}
