import { LENGTH_CHECK_MIN_WORDS, NOT_A_REWRITE_LENGTH } from "@/lib/tuning";
import { countWords } from "@/lib/text-stats";
import type { RewriteRequest } from "../types";
import { inputWordsOf } from "./input";

export type LengthProblem = { kind: "too_long" | "too_short" | "length_drift"; inputWords: number; outputWords: number };

/** Shorten and Concise must come back shorter, Extend longer; short inputs are not held to it. */
export function lengthProblem(request: Pick<RewriteRequest, "text" | "options">, output: string, final: boolean): LengthProblem | null {
  const inputWords = inputWordsOf(request);
  const { length } = request.options;
  if (!length || inputWords < LENGTH_CHECK_MIN_WORDS) return null;
  const outputWords = countWords(output);
  if ((length === "Shorten" || length === "Concise") && outputWords >= inputWords) return { kind: "too_long", inputWords, outputWords };
  if (final && length === "Extend" && outputWords <= inputWords) return { kind: "too_short", inputWords, outputWords };
  return null;
}

/**
 * Without a length option the prompt asks for about the original length: a result under a fifth of the text or
 * over three times it is no rewrite of it (a summary, an essay about it). A milder drift is a rewrite that cut or
 * padded, which the omitted- and unsupported-sentence marks show where it happened.
 */
export function lengthDrift(request: Pick<RewriteRequest, "text" | "options">, output: string): LengthProblem | null {
  const inputWords = inputWordsOf(request);
  if ((request.options.length && request.options.length !== "Default") || inputWords < LENGTH_CHECK_MIN_WORDS) return null;
  const outputWords = countWords(output);
  const drifted = outputWords < inputWords * NOT_A_REWRITE_LENGTH.min || outputWords > inputWords * NOT_A_REWRITE_LENGTH.max;
  return drifted ? { kind: "length_drift", inputWords, outputWords } : null;
}
