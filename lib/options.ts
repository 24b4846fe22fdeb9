/**
 * The option catalogue: the product models, the option lists the editor shows (spec section 9), and which choices the
 * offline engine can honour. Which choices are free is a plan entitlement, in lib/limits.ts.
 */

/** The two product models; what each does depends on the engine serving them (lib/engine-claims.ts). */
export const MODELS = [
  { id: "pulse", title: "Pulse 3.0" },
  { id: "lumenaris", title: "Lumenaris" },
] as const;
export type ModelId = (typeof MODELS)[number]["id"];
export const DEFAULT_MODEL: ModelId = "lumenaris";
export const HUMANIZER_DEFAULT_MODEL: ModelId = "pulse";

const MODEL_IDS_BY_NAME = new Map<string, ModelId>(MODELS.flatMap((m) => [[m.id, m.id] as const, [m.title.toLowerCase(), m.id] as const]));
/** The model a client names by its id or its title, in any case ("pulse", "Pulse 3.0"); undefined for any other name. */
export const modelNamed = (name: string): ModelId | undefined => MODEL_IDS_BY_NAME.get(name.trim().toLowerCase());

export const OPTION_LISTS = {
  fluency: ["Default", "Basic", "Intermediate", "Advanced"],
  tone: ["Default", "Formal", "Casual", "Professional", "Creative", "Confident", "Friendly", "Persuasive", "Optimistic", "Narrative"],
  emotion: ["Default", "Joyful", "Sad", "Angry", "Calm", "Excited", "Nostalgic", "Empathetic", "Surprise"],
  audience: ["General", "Business", "Knowledgable", "Expert"],
  length: ["Default", "Shorten", "Extend", "Concise"],
  language: [
    "English (US)",
    "English (UK)",
    "Spanish",
    "French",
    "German",
    "Italian",
    "Portuguese",
    "Dutch",
    "Chinese (Simplified)",
    "Japanese",
  ],
} as const;
export type OptionKey = keyof typeof OPTION_LISTS;
export type OptionValue<K extends OptionKey> = (typeof OPTION_LISTS)[K][number];
export type PromptOptions = { [K in OptionKey]?: OptionValue<K> };

export const OPTION_LABELS: Record<OptionKey, string> = {
  fluency: "Fluency",
  tone: "Tone",
  emotion: "Emotion",
  audience: "Audience",
  length: "Length",
  language: "Rewritten Language",
};

/** How a choice reads where its value (the spec's, which API clients send and history keeps) is misspelt. */
const OPTION_CHOICE_NAMES: Partial<Record<string, string>> = { Knowledgable: "Knowledgeable" };
export const optionChoiceName = (choice: string): string => OPTION_CHOICE_NAMES[choice] ?? choice;

/** Choosing one of these sends the option unset. */
export const UNSET_OPTION_VALUES: readonly string[] = ["Default", "Mild", "General", "English (US)"];

/** Length choices hidden on mobile widths. */
export const MOBILE_HIDDEN_LENGTH_VALUES: readonly string[] = ["Concise"];

/** Languages the local (offline) engine can write; the rest need an LLM provider. */
export const LOCAL_ENGINE_LANGUAGES: readonly string[] = ["English (US)", "English (UK)"];

/**
 * Length choices the local engine cannot honour: Extend promises a fifth to two fifths more words that
 * elaborate on what the text says, which takes a language model (offline it managed +1.6%).
 */
export const LOCAL_ENGINE_UNAVAILABLE_LENGTHS: readonly string[] = ["Extend"];

/** Whether the local (offline) engine can honour this choice of an option; menus show the others as needing a provider. */
export function isChoiceAvailableOffline(key: OptionKey, choice: string | undefined): boolean {
  if (choice === undefined) return true;
  if (key === "language") return LOCAL_ENGINE_LANGUAGES.includes(choice);
  if (key === "length") return !LOCAL_ENGINE_UNAVAILABLE_LENGTHS.includes(choice);
  return true;
}
