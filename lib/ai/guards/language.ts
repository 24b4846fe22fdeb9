import { franc } from "franc";
import { type OptionValue } from "@/lib/options";
import { LANGUAGE_CHECK_MIN_CHARS } from "@/lib/tuning";
import type { RewriteRequest } from "../types";
import { inputFacts } from "./input";

/** The language check: franc reads the result, which must be in the language asked for, else in the input's own. */

export type WrongLanguage = { kind: "wrong_language"; expected: string; found: string };

type Language = OptionValue<"language">;
const ISO_639_3: Record<Language, string> = {
  "English (US)": "eng",
  "English (UK)": "eng",
  Spanish: "spa",
  French: "fra",
  German: "deu",
  Italian: "ita",
  Portuguese: "por",
  Dutch: "nld",
  "Chinese (Simplified)": "cmn",
  Japanese: "jpn",
};
const KNOWN = [...new Set(Object.values(ISO_639_3))];
const NAMES = new Map(Object.entries(ISO_639_3).map(([name, code]) => [code, name.replace(/ \(.*\)$/, "")]));
export const languageName = (code: string) => NAMES.get(code) ?? code;

/**
 * The language of a text among those the product offers, or undefined when the text is too short for
 * franc to be trusted (below a hundred-odd characters it confuses close languages).
 */
export function languageOf(text: string): string | undefined {
  if (text.trim().length < LANGUAGE_CHECK_MIN_CHARS) return undefined;
  const code = franc(text, { only: KNOWN, minLength: LANGUAGE_CHECK_MIN_CHARS });
  return code === "und" ? undefined : code;
}

/** The input's language, read once per request (input.ts). */
function inputLanguage(request: Pick<RewriteRequest, "text">): string | undefined {
  const facts = inputFacts(request);
  facts.language ??= { code: languageOf(request.text) };
  return facts.language.code;
}

/** The language the result must be in: the one asked for, else the input's own (a rewrite does not translate unasked). */
export function expectedLanguage(request: Pick<RewriteRequest, "text" | "options">): string | undefined {
  return request.options.language ? ISO_639_3[request.options.language] : inputLanguage(request);
}

export function languageProblem(
  request: Pick<RewriteRequest, "text" | "options">,
  output: string,
  expected = expectedLanguage(request),
): WrongLanguage | null {
  const found = expected && languageOf(output);
  return expected && found && found !== expected ? { kind: "wrong_language", expected, found } : null;
}

/**
 * The checks that read English words (meaning.ts, names.ts) judge English rewrites of English text only
 * (`expected`: the language the result must be in; a translation asked for is no rewrite).
 */
export function englishRewrite(request: Pick<RewriteRequest, "text" | "options">, expected: string | undefined): boolean {
  const english = ISO_639_3["English (US)"];
  return (expected ?? english) === english && !(request.options.language && (inputLanguage(request) ?? english) !== english);
}
