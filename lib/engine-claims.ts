import type { AppConfig } from "@/lib/config";
import { BATCH_FILES_PRO } from "@/lib/limits";
import { MODELS, type ModelId } from "@/lib/options";

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
        lumenaris:
          "More edits, same care: also swaps more words and wordy connectors, and splits or joins a sentence only where the meaning stays the same.",
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
    /** What the humanizer changes, on the humanizer pages. */
    humanizing: offline
      ? 'It takes out stock phrases and the words chatbots overuse, drops or plains stiff connectors such as "Furthermore", and, where the text is not formal, contracts "it is" or "do not"; our checker picks, sentence by sentence, the candidate edit that reads least like AI. It does not rebuild sentences, so a draft generated from start to finish can still score as AI: full humanizing needs an AI provider, which this site does not run.'
      : "It rewrites each sentence in plainer, concrete words, varies sentence length and structure, and drops stock phrases; the sentences our checker still reads as most AI-like are sent back to the model for another try.",
    rhythmTitle: offline ? "Sentences kept in order" : "Varied rhythm",
    rhythm: offline
      ? "A long compound sentence may be split, or two short ones joined, where our checker reads the result as more natural; otherwise your sentences keep their length and order."
      : "Long and short sentences are mixed, because even-length sentences are a strong sign of generated text.",
    /** Undetectable AI against the paraphraser, and its options. */
    reworking: offline
      ? "Undetectable AI runs the humanizer with the options row: it takes out the phrases generators reach for and the words they overuse, choosing each edit by how our checker reads it, and lets you set a tone or shorten the text. Its edits are careful, and sentences keep their structure, so a fully generated draft may still read as generated: stronger rewriting needs an AI provider."
      : "Undetectable AI rewrites it with a stronger hand than a paraphraser: it breaks up uniform sentences, drops the phrases generators reach for, and lets you set the tone and length the final text needs.",
    reworkingTitle: offline ? "Careful humanizing" : "Strong rewriting",
    reworkingFeature: offline
      ? "Stock phrases and overused words are replaced, one checked edit at a time, while facts and figures stay put."
      : "Sentence structure and wording change more than with the paraphraser, while facts and figures stay put.",
    toneAndLength: offline
      ? "Make the result more formal or more casual, or shorter, for the place it will be published. A longer version needs an AI provider."
      : "Make the result formal or casual, shorter or longer, for the place it will be published.",
    /** What the options row does, on the rewriter pages (measured offline: bench/quality/tone-profiles.ts). */
    steeringTitle: offline ? "Options that edit what they find" : "Six ways to steer",
    steering: offline
      ? 'Each option makes small, specific edits where your text gives it something to act on: Formal and Professional spell out contractions and drop exclamation marks, Casual and Friendly contract, Confident, Persuasive and Professional drop hedges such as "maybe" and "kind of", and the emotions change a few feeling words. Slang and greetings stay, and a text with nothing for an option to act on comes back much the same: a full change of tone needs an AI provider.'
      : "Fluency, tone, emotion, audience, length and language each change the result in a predictable direction.",
    /** The humanizer switch on the rewriter pages. */
    humanizerSwitch: offline
      ? "Turn on the humanizer to take out stock AI phrasing and overused words, edit by edit as our checker reads them."
      : "Turn on the humanizer for looser, more conversational wording.",
    /** A formal tone, as the essay and word pages describe it. */
    formalTone: offline
      ? 'A formal tone spells out contractions, drops exclamation marks and picks a formal word where the word list has one; casual words it does not know, such as "guys", stay for you to change.'
      : "A formal tone removes contractions and casual phrasing that essays should avoid.",
    /** A caveat on the humanizer's result, after "another detector may score it differently". */
    humanizerLimit: offline
      ? " Without an AI provider the humanizer makes careful edits only, so a text generated from start to finish often keeps a high score."
      : "",
    lengths: offline
      ? "Shorten and Concise take out filler, wordy phrasing and sentences the rest of the text repeats, keep every other clause, example and hedge, and say so when a text has little to cut. Extend, which adds real content, needs an AI provider, which this site does not run."
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
      `Full AI detector, batches of ${BATCH_FILES_PRO} files`,
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
    if (typeof value === "string")
      return value.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => (name in claims ? String(claims[name as TextClaim]) : mark));
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(copy) as T;
}
