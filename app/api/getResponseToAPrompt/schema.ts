import { z } from "zod";
import { frozenWordsSchema } from "@/lib/api/schemas";
import { MODELS, OPTION_LISTS, UNSET_OPTION_VALUES, modelNamed, type OptionKey, type PromptOptions } from "@/lib/options";
import { MESSAGES } from "@/lib/messages";

const option = (key: OptionKey) =>
  z
    .enum([...OPTION_LISTS[key], ...UNSET_OPTION_VALUES] as [string, ...string[]], {
      error: `must be one of: ${OPTION_LISTS[key].join(", ")}`,
    })
    .nullish()
    .transform((v) => (v == null || UNSET_OPTION_VALUES.includes(v) ? undefined : v));

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
      const id = modelNamed(v);
      if (!id) ctx.addIssue({ code: "custom", message: `must be one of: ${MODELS.map((m) => m.title).join(", ")}` });
      return id;
    }),
  frozenWords: frozenWordsSchema(MESSAGES.frozenNotText)
    .nullish()
    .transform((v) => v ?? undefined),
});
