import { z } from "zod";
import { MAX_FROZEN_PHRASE_CHARS, MAX_FROZEN_PHRASES } from "@/lib/limits";
import { MODELS, OPTION_LISTS, UNSET_OPTION_VALUES, type ModelId, type OptionKey, type PromptOptions } from "@/lib/options";
import { MESSAGES } from "@/lib/messages";

const option = (key: OptionKey) =>
  z
    .enum([...OPTION_LISTS[key], ...UNSET_OPTION_VALUES] as [string, ...string[]], {
      error: `must be one of: ${OPTION_LISTS[key].join(", ")}`,
    })
    .nullish()
    .transform((v) => (v == null || UNSET_OPTION_VALUES.includes(v) ? undefined : v));

const modelByName = new Map<string, ModelId>(
  MODELS.flatMap((m) => [
    [m.id, m.id],
    [m.title.toLowerCase(), m.id],
  ]),
);

export const rewriteBody = z.object({
  // No length cap here: the word limit and its character cap answer 413 with the word-limit message.
  prompt: z.string({ error: "prompt is required" }).refine((v) => v.trim() !== "", "Enter some text to enable rewriting"),
  promptOptions: z
    .object({
      fluency: option("fluency"),
      tone: option("tone"),
      emotion: option("emotion"),
      audience: option("audience"),
      length: option("length"),
      language: option("language"),
    })
    .nullish()
    .transform((o) => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as PromptOptions),
  isHumanizeEnabled: z.boolean().default(false),
  rephraseType: z.enum(["Humanizer", "Rewriter"]).default("Rewriter"),
  selectedModel: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const id = modelByName.get(v.trim().toLowerCase());
      if (!id) ctx.addIssue({ code: "custom", message: `must be one of: ${MODELS.map((m) => m.title).join(", ")}` });
      return id;
    }),
  frozenWords: z
    .array(
      z
        .string({ error: MESSAGES.frozenNotText })
        .trim()
        .min(1, MESSAGES.frozenNotText)
        .max(MAX_FROZEN_PHRASE_CHARS, MESSAGES.frozenTooLong),
      { error: MESSAGES.frozenNotText },
    )
    .max(MAX_FROZEN_PHRASES, MESSAGES.frozenTooMany)
    .nullish()
    .transform((v) => v ?? undefined),
});
