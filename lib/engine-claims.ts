import type { AppConfig } from "@/lib/config";
import { MODELS, type ModelId } from "@/lib/limits";

/** The rewriting engine a server runs: the offline one, or an AI provider's models. */
export type EngineKind = "offline" | "provider";

export function servingEngine(c: Pick<AppConfig, "providers">): EngineKind {
  return c.providers.ai === "openai" ? "provider" : "offline";
}

/**
 * What the rewriting engine this server runs does, in the words every page uses: the tool pages, the
 * model switch and the plans all take their claims from here, so none promises more than the engine gives.
 * Offline: careful edits that keep the meaning and take out stock AI phrasing; with an AI provider: full
 * rewrites, in every language.
 */
export function engineClaims(engine: EngineKind) {
  const offline = engine === "offline";
  const models: Record<ModelId, string> = offline
    ? {
        pulse: "Careful light edits: replaces stock phrasing and a few words, and keeps every sentence as it is.",
        lumenaris: "More careful edits: takes out stock AI phrasing and wordy connectors, and splits or joins a sentence only where the meaning stays the same.",
      }
    : {
        pulse: "Stays close to your wording: swaps words and phrases, keeps your sentences.",
        lumenaris: "Restructures boldly: reorders clauses, splits and joins sentences.",
      };
  return {
    /** A feature title and text on the rewriting tools' pages. */
    rewritingTitle: offline ? "Careful edits that keep your meaning" : "Sentence-level rewriting",
    rewriting: offline
      ? "It makes careful edits that keep your meaning: stock AI phrasing and wordy connectors are taken out, and a word changes only where its replacement fits the sentence."
      : "It rewrites whole sentences, not one word at a time: it can split a long sentence, merge two short ones, move a clause to the front or replace a stock phrase.",
    models,
    /** The models side by side, as the humanizer pages describe them. */
    modelsCompared: `${MODELS[0].title}: ${models.pulse} ${MODELS[1].title}: ${models.lumenaris}`,
    lengths: offline
      ? "Shorten and Concise take out filler and wordy phrasing, keep every point, and say so when a text has little to cut. Extend, which adds real content, needs an AI provider, which this site does not run."
      : "Shorten a passage for notes or extend it for clarity.",
    /** The options Pro opens, as the bar under the editor says it. */
    proOptions: offline ? "every tone, emotion and audience option" : "every tone and language option",
    /**
     * What Pro adds, as the plans list it. Offline, the other languages and Extend cannot be had at all, so
     * neither "All languages" nor "Extra customization" (which takes in Extend) is listed.
     */
    planBenefits: [
      "Unlimited rewrites",
      offline ? "Every tone, emotion and audience" : "Extra customization",
      "Unlimited humanize",
      "Full AI detector",
      ...(offline ? [] : ["All languages"]),
      "Priority support",
    ],
  };
}

export type EngineClaims = ReturnType<typeof engineClaims>;

type TextClaim = { [K in keyof EngineClaims]: EngineClaims[K] extends string ? K : never }[keyof EngineClaims];

/** Page copy with `{{claim}}` marks (content/marketing), filled with what this engine does. */
export function fillEngineClaims<T>(copy: T, claims: EngineClaims): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return value.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => (name in claims ? String(claims[name as TextClaim]) : mark));
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(copy) as T;
}
