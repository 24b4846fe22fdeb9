/**
 * The public API's requests and answers, in zod: the routes validate with these, and the OpenAPI document
 * (lib/api/openapi.ts) is generated from them, so the documentation cannot drift from what is served.
 * Requests are strict: a field the API does not know is refused (400 unknown_field), never ignored and charged.
 */
import { z } from "zod";
import type { Verdict } from "@/lib/ai/types";
import { API_DETECT_BATCH_MAX, MAX_FROZEN_PHRASE_CHARS, MAX_FROZEN_PHRASES } from "@/lib/limits";
import { MODELS, OPTION_LISTS, UNSET_OPTION_VALUES, modelNamed, type OptionKey, type PromptOptions } from "@/lib/options";
import { MESSAGES } from "@/lib/messages";
import { RESTORE_OFFERS, type ReviewMark } from "@/lib/review-marks";

// Every verdict the detector gives, checked by the compiler: a new verdict fails to build until it is listed here.
const VERDICTS = { human: true, mixed: true, possibly_ai: true, ai: true } satisfies Record<Verdict, true>;

const nonBlank = (message: string) => z.string({ error: message }).refine((v) => v.trim() !== "", message);

/** A review mark on an AI provider's result (lib/review-marks.ts); the store checks the marks it keeps with history against it too. */
export const reviewMarkSchema = z
  .object({
    kind: z.enum(["facts", "meaning"]).meta({
      description:
        "facts: a figure, date, amount, URL, email, quotation, code or name changed, lost or added; meaning: a sentence added or left out, a hedge or limit dropped, a claim made grander, a heading added.",
    }),
    message: z.string().meta({ description: "What was found, and what your text had there." }),
    start: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Where the span of the result starts (a UTF-16 offset into `result`); start = end marks a place." }),
    end: z.number().int().min(0),
    source: z.object({ start: z.number().int().min(0), end: z.number().int().min(0) }).meta({
      description:
        "The span of your text it concerns (offsets into the text sent): the whole item, or your whole sentence(s) for a sentence mark.",
    }),
    restore: z
      .object({
        start: z.number().int().min(0),
        end: z.number().int().min(0),
        text: z.string(),
        offer: z.enum(RESTORE_OFFERS).meta({
          description:
            "item: one figure, name, quotation or link whose counterpart is certain is put back (“Put back “5%””); sentence: the result's sentence(s) are replaced by yours (“Restore my sentence”); place: a sentence of yours the result left out is put back where it stood (“Put my sentence back”); take_out: a sentence your text does not say is taken out; compare: nothing is restored, because the result tells this sentence of yours beyond the span, or a neighbouring one inside it, so restoring would say your words twice or drop some of them: `text` is your sentence(s) to compare and place by hand (empty for a sentence your text does not say).",
        }),
      })
      .optional()
      .meta({
        description:
          "What restoring does: replace the result's characters start to end (UTF-16 offsets into `result`) with `text`, your own words. It only ever swaps whole sentences for yours or one certain item, so no other sentence changes; with offer `compare` it is not offered. Absent on marks kept before restores were offered.",
      }),
  })
  .meta({ id: "ReviewMark" }) satisfies z.ZodType<ReviewMark>;

export const errorSchema = z
  .object({
    error: z.looseObject({
      code: z
        .string()
        .meta({ description: "Stable, machine-readable: invalid_api_key, rate_limited, daily_limit_reached, word_limit, ..." }),
      message: z.string().meta({ description: "A sentence fit to show a person." }),
    }),
  })
  .meta({ id: "Error" });

export const detectRequest = z
  .strictObject({
    text: nonBlank(MESSAGES.emptyInputDetect).optional().meta({ description: "One text to check." }),
    texts: z
      .array(
        z.union([
          nonBlank(MESSAGES.emptyInputDetect),
          z.strictObject({
            name: z.string().max(300).meta({ description: "The text's name (a file name, a student), given back on its result." }),
            text: nonBlank(MESSAGES.emptyInputDetect),
          }),
        ]),
      )
      .min(1, "texts must hold at least one text")
      .max(API_DETECT_BATCH_MAX, `Send at most ${API_DETECT_BATCH_MAX} texts at once.`)
      .optional()
      .meta({
        description: `A batch of up to ${API_DETECT_BATCH_MAX} texts, each a string or {name, text}; each costs one use of a free account's daily allowance. With the names and each result's paragraph verdicts a client can build the batch checker's table.`,
      }),
  })
  .refine((b) => (b.text === undefined) !== (b.texts === undefined), "Send either text (one text) or texts (a batch), not both.")
  .meta({ id: "DetectRequest", description: "Exactly one of text and texts." });

const verdictSchema = z.enum(Object.keys(VERDICTS) as [Verdict, ...Verdict[]]).meta({
  description: "The checker's graded verdict: human (Likely human), mixed (Can't tell), possibly_ai (Possibly AI) or ai (Likely AI).",
});

/** A sentence or paragraph of the text, by character offsets, with its own score. */
const scoredSpan = (part: "sentence" | "paragraph") =>
  z.object({
    start: z
      .number()
      .int()
      .meta({ description: `Offset of the ${part}'s first character in the text.` }),
    end: z.number().int().meta({ description: "Offset just past its last character." }),
    score: z.number().min(0).max(100),
  });

export const detectionSchema = z
  .looseObject({
    name: z.string().optional().meta({ description: "The name sent with the text, when one was." }),
    score: z.number().min(0).max(100).meta({ description: "How likely the text is AI-written, in percent." }),
    verdict: verdictSchema,
    humanRate: z.number().min(0).max(1).nullable().meta({
      description: "Share of human texts of similar length that score this high; null when the text is too short or not English.",
    }),
    humanRateSentence: z.string().nullable().meta({ description: "The human rate in words, as the checker shows it under its chart." }),
    paragraphs: z
      .array(
        scoredSpan("paragraph").extend({
          verdict: verdictSchema,
          firstParagraph: z.number().int().meta({
            description: "The first of the writer's paragraphs (non-empty lines, from 1) it covers: short ones are judged with the next.",
          }),
          lastParagraph: z
            .number()
            .int()
            .meta({ description: 'The last of the writer\'s paragraphs it covers (3 and 5 for "paragraphs 3-5").' }),
          tooShort: z.boolean().meta({
            description:
              "In a text called AI, too short for a verdict of its own: it cannot tell, and at its length would not get the text's verdict even at the text's score.",
          }),
        }),
      )
      .meta({ description: "Each paragraph (text between line breaks) with its own score and verdict; one entry for a single paragraph." }),
    mixedAuthorship: z.boolean().meta({
      description:
        'Some paragraphs read as AI-written and the others do not: the checker\'s headline is then "Mixed: 2 of 4 paragraphs read as AI-written".',
    }),
    reliable: z.boolean().meta({ description: "false when the text is too short, or not English, to judge well." }),
    reason: z.string().optional().meta({ description: "Why the score is not reliable." }),
    wordsForAiVerdict: z.number().int().optional().meta({ description: "Words a text needs before it can be called AI." }),
    wordsForLikelyAi: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Words a text needs before it can be called "Likely AI"; below them "Possibly AI" is the firmest verdict.' }),
    sentences: z.array(scoredSpan("sentence")).meta({ description: "Per-sentence spans of the text with their scores." }),
    signals: z.array(
      z.object({
        label: z.string(),
        direction: z.enum(["ai", "human"]),
        weight: z.number().min(0).max(1),
      }),
    ),
  })
  .meta({ id: "Detection", description: "The checker's result for one text, as the AI Checker shows it." });

const usesLeftSchema = z
  .number()
  .int()
  .nullable()
  .meta({ description: "Uses left in the account's rolling 24-hour allowance; null for Pro." });

export const detectResponse = z
  .object({
    result: detectionSchema.optional().meta({ description: "When text was sent." }),
    results: z.array(detectionSchema).optional().meta({ description: "When texts was sent, in the same order." }),
    usesLeft: usesLeftSchema,
  })
  .meta({ id: "DetectResponse" });

/**
 * The words and phrases a rewrite keeps as written, in the public API and the legacy rewrite route alike; the legacy
 * route also answers a frozenWords that is not an array with its own message (arrayError).
 */
export const frozenWordsSchema = (arrayError?: string) =>
  z
    .array(
      z
        .string({ error: MESSAGES.frozenNotText })
        .trim()
        .min(1, MESSAGES.frozenNotText)
        .max(MAX_FROZEN_PHRASE_CHARS, MESSAGES.frozenTooLong),
      arrayError === undefined ? undefined : { error: arrayError },
    )
    .max(MAX_FROZEN_PHRASES, MESSAGES.frozenTooMany);

const optionSchema = (key: OptionKey) =>
  z.enum(OPTION_LISTS[key] as unknown as [string, ...string[]], { error: `must be one of: ${OPTION_LISTS[key].join(", ")}` }).optional();

export const rewriteRequest = z
  .strictObject({
    text: nonBlank(MESSAGES.emptyInputRewrite).meta({ description: "The text to rewrite." }),
    model: z
      .enum(MODELS.map((m) => m.id) as [string, ...string[]], { error: `must be one of: ${MODELS.map((m) => m.id).join(", ")}` })
      .default("lumenaris")
      .meta({
        description: `${MODELS[0].id} (${MODELS[0].title}) stays closest to your wording; ${MODELS[1].id} (${MODELS[1].title}) changes more. How much each changes depends on the engine this server runs, named in every answer's \`engine\`.`,
      }),
    mode: z
      .enum(["rewrite", "humanize"])
      .default("rewrite")
      .meta({ description: "humanize also reworks the sentences the checker scores as most AI-like." }),
    options: z
      .strictObject({
        fluency: optionSchema("fluency"),
        tone: optionSchema("tone"),
        emotion: optionSchema("emotion"),
        audience: optionSchema("audience"),
        length: optionSchema("length"),
        language: optionSchema("language"),
      })
      .default({})
      .meta({ description: "The rewriter's choices; some need Pro (403 pro_required otherwise)." }),
    frozenWords: frozenWordsSchema().default([]).meta({ description: "Words and phrases kept exactly as written." }),
    stream: z.boolean().default(false).meta({ description: "true: answer with server-sent events (chunk, restart, done, error)." }),
  })
  .meta({ id: "RewriteRequest" });

/** The rewrite request in the terms of the rewrite service. */
export function toRewriteInput(body: z.infer<typeof rewriteRequest>) {
  const options = Object.fromEntries(
    Object.entries(body.options).filter(([, v]) => v !== undefined && !UNSET_OPTION_VALUES.includes(v)),
  ) as PromptOptions;
  const humanize = body.mode === "humanize";
  return {
    text: body.text,
    options,
    humanize,
    rephraseType: humanize ? ("Humanizer" as const) : ("Rewriter" as const),
    model: modelNamed(body.model)!,
    frozenWords: body.frozenWords,
  };
}

export const rewriteResponse = z
  .object({
    result: z.string().meta({ description: "The rewritten text." }),
    engine: z
      .union([z.object({ kind: z.literal("offline") }), z.object({ kind: z.literal("provider"), model: z.string() })])
      .meta({ description: "Which engine wrote the result: the offline one, or an AI provider's model." }),
    aiScore: z.number().min(0).max(100).meta({ description: "The checker's score of the result, in percent." }),
    aiVerdict: detectionSchema.shape.verdict,
    usesLeft: usesLeftSchema,
    notice: z.string().optional().meta({ description: "Something to know about how the result was made." }),
    review: z.array(reviewMarkSchema).meta({
      description:
        "Changes of an AI provider's result to review (always empty from the offline engine, which makes none); streamed answers send them with the done event. Marks cover changed, lost or added figures, quotations, links and code, and for English text also names, promotional words, headings, sentences added, dropped hedges (not with the Concise length) and sentences left out (not with Shorten or Concise); a claim made softer or stronger in other words is not marked, so an empty list does not mean the meaning was kept.",
    }),
  })
  .meta({ id: "RewriteResponse" });

export const usageResponse = z
  .object({
    plan: z.enum(["free", "pro"]),
    daily: z
      .object({ limit: z.number().int(), used: z.number().int(), left: z.number().int() })
      .nullable()
      .meta({ description: "A free account's rolling 24-hour allowance, shared by its keys and the browser; null for Pro." }),
    lumenarisWords: z
      .object({
        interval: z.enum(["month", "year"]),
        limit: z.number().int(),
        used: z.number().int(),
        left: z.number().int(),
        resetsAt: z.number().int().meta({ description: "Epoch seconds." }),
      })
      .nullable()
      .meta({
        description:
          "A Pro plan's Lumenaris words this billing period (counted when the AI provider's Lumenaris model wrote the result; resetsAt is the period's end); null for free accounts.",
      }),
    key: z
      .object({ requestsToday: z.number().int(), wordsToday: z.number().int() })
      .meta({ description: "This key's requests and words today (UTC), before this request." }),
  })
  .meta({ id: "Usage" });
