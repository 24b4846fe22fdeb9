import { CHANGED_NAMES_MARKED, NOT_A_REWRITE_MAX_KEPT, OMITTED_SENTENCES_MARKED, UNSUPPORTED_SENTENCES_MARKED } from "@/lib/tuning";
import { droppedQualifiers, inflatedClaims, inventedHeading, keptContent, omittedSentences, unsupportedSentences } from "../meaning";
import { changedNames } from "../names";
import type { RewriteRequest } from "../types";
import { englishRewrite, expectedLanguage, languageName, languageProblem, type WrongLanguage } from "./language";
import { lengthDrift, lengthProblem, type LengthProblem } from "./length";
import { inventedSpans, lostSpans } from "./spans";

/**
 * Checks on what a model returns, before the user sees it. Pure functions: no I/O. This module judges a finished
 * reply (checkReply); the checks live by concern beside it: framing.ts (a chatbot's opener and sign-offs),
 * spans.ts (figures, links, code, quotations), language.ts, length.ts, budget.ts (the output token budget) and
 * gate.ts (the reply released clause by clause while it streams).
 */

export type GuardProblem =
  | { kind: "lost_spans"; spans: string[] }
  | { kind: "invented_spans"; spans: string[] }
  | WrongLanguage
  | LengthProblem
  | { kind: "lost_names" | "invented_names"; names: string[] }
  | { kind: "unsupported_sentences" | "omitted_sentences"; sentences: string[] }
  | { kind: "inflated_claims"; words: string[] }
  | { kind: "invented_heading"; heading: string }
  | { kind: "dropped_qualifiers"; spans: string[] }
  | { kind: "truncated" | "empty" | "chatbot_answer" };

export type FindingKind = "not_a_rewrite" | "facts" | "meaning";

/**
 * What each check's finding is. A reply that is not a rewrite at all is retried once with the complaint, then
 * refused with the use given back. Every other finding becomes a review mark on the result: a person judges
 * "5% became 50%" in a second, a rule cannot judge meaning, and a refusal costs a paid call and leaves the user
 * with nothing (issue 39).
 */
export const FINDING_KINDS = {
  empty: "not_a_rewrite",
  truncated: "not_a_rewrite",
  chatbot_answer: "not_a_rewrite",
  wrong_language: "not_a_rewrite",
  too_long: "not_a_rewrite",
  too_short: "not_a_rewrite",
  length_drift: "not_a_rewrite",
  lost_spans: "facts",
  invented_spans: "facts",
  lost_names: "facts",
  invented_names: "facts",
  unsupported_sentences: "meaning",
  omitted_sentences: "meaning",
  dropped_qualifiers: "meaning",
  inflated_claims: "meaning",
  invented_heading: "meaning",
} as const satisfies Record<GuardProblem["kind"], FindingKind>;

/** A finding that becomes a review mark. */
export type ReviewFinding = Extract<
  GuardProblem,
  { kind: { [K in keyof typeof FINDING_KINDS]: (typeof FINDING_KINDS)[K] extends "not_a_rewrite" ? never : K }[keyof typeof FINDING_KINDS] }
>;

/** What the corrective retry tells the model about its last answer. */
export function describeProblem(problem: GuardProblem): string {
  switch (problem.kind) {
    case "lost_spans":
      return `Your last answer dropped or changed these items, which must appear exactly as written: ${problem.spans.map((s) => JSON.stringify(s)).join(", ")}.`;
    case "invented_spans":
      return `Your last answer contained items that are not in the text (${problem.spans.map((s) => JSON.stringify(s)).join(", ")}). Keep every number, URL and email exactly as the text has them; never add or change one.`;
    case "wrong_language":
      return `Your last answer was not written in ${languageName(problem.expected)}. Write the whole result in ${languageName(problem.expected)}.`;
    case "too_long":
      return `Your last answer had ${problem.outputWords} words; the text has ${problem.inputWords}. The result must be shorter than the text.`;
    case "too_short":
      return `Your last answer had ${problem.outputWords} words; the text has ${problem.inputWords}. The result must be longer than the text.`;
    case "length_drift":
      return `Your last answer had ${problem.outputWords} words; the text has ${problem.inputWords}. Keep about the original length: leave out nothing the text says and add nothing it does not.`;
    case "lost_names":
      return `Your last answer left out names the text gives: ${problem.names.map((s) => JSON.stringify(s)).join(", ")}. Keep every person, place, organisation, title, acronym and grade the text names.`;
    case "invented_names":
      return `Your last answer named what the text does not: ${problem.names.map((s) => JSON.stringify(s)).join(", ")}. Add no person, place, organisation, title, source or heading the text does not name.`;
    case "unsupported_sentences":
      return `Your last answer added sentences the text does not say: ${problem.sentences.map((s) => JSON.stringify(s)).join(", ")}. Say only what the text says: add no claim, headline, example or conclusion of your own.`;
    case "omitted_sentences":
      return `Your last answer left out what these sentences of the text say: ${problem.sentences.map((s) => JSON.stringify(s)).join(", ")}. Rephrase as you like, but keep everything the text says.`;
    case "invented_heading":
      return `Your last answer began with a heading the text does not have: ${JSON.stringify(problem.heading)}. Give back the rewritten text alone, with no title, subject line or heading of your own.`;
    case "inflated_claims":
      return `Your last answer made the text's claims grander (${problem.words.map((s) => JSON.stringify(s)).join(", ")}). Keep each claim as strong as the text makes it: add no praise or superlative it does not have.`;
    case "dropped_qualifiers":
      return `Your last answer dropped qualifiers the text has: ${problem.spans.map((s) => JSON.stringify(s)).join(", ")}. Keep every hedge and qualifier, so each claim stays as strong or as weak as the text makes it.`;
    case "truncated":
      return "Your last answer was cut off. Keep the result within the length asked for.";
    case "empty":
      return "Your last answer was empty. Answer with the rewritten text.";
    case "chatbot_answer":
      return "Your last answer replied to the text instead of rewriting it. Do not answer, refuse or comment: give back the text itself, rewritten.";
  }
}

/** A reply that refuses or talks about the text instead of rewriting it ("I'm sorry, but I can't...", "As an AI..."). */
const REFUSAL =
  /^\s*(?:(?:I'm|I am|I’m) sorry\b|sorry,? (?:but )?I\b|I (?:can(?:no|'|’)t|cannot|am unable|(?:'|’)m unable|won(?:'|’)t) (?:help|assist|rewrite|do|comply|provide|fulfil)|as an AI\b|I apologi[sz]e\b|unfortunately,? I\b)/i;

/**
 * Every finding on a finished reply, in the order of FINDING_KINDS's kinds (not a rewrite first). Span checks see
 * figures, links, code and quotations; what they cannot see (lib/ai/meaning.ts, lib/ai/names.ts): the text cut or
 * padded, names dropped or brought in, a heading of the model's own, sentences the text does not say or sentences it
 * says left out, a claim made grander, or a qualifier dropped ("about 5%" as "5%"). Concise is asked to drop hedges,
 * Shorten and Concise to cut, so they may.
 */
export function findings(request: RewriteRequest, output: string): GuardProblem[] {
  if (output.trim() === "") return [{ kind: "empty" }];
  if (REFUSAL.test(output) && !REFUSAL.test(request.text)) return [{ kind: "chatbot_answer" }];
  // The input's language is read once (franc on a long text is the slowest of these checks).
  const expected = expectedLanguage(request);
  const english = englishRewrite(request, expected);
  const notRewrite =
    languageProblem(request, output, expected) ?? lengthProblem(request, output, true) ?? (english ? lengthDrift(request, output) : null);
  if (notRewrite) return [notRewrite];
  // A reply that keeps hardly any of the text's content words answered it, or wrote about something else.
  if (english && keptContent(request.text, output) < NOT_A_REWRITE_MAX_KEPT) return [{ kind: "chatbot_answer" }];
  const found: GuardProblem[] = [];
  const lost = lostSpans(request.text, output, request.frozenWords);
  if (lost.length) found.push({ kind: "lost_spans", spans: lost });
  const invented = inventedSpans(request.text, output);
  if (invented.length) found.push({ kind: "invented_spans", spans: invented });
  if (!english) return found;
  const names = changedNames(request.text, output);
  if (names.lost.length >= CHANGED_NAMES_MARKED) found.push({ kind: "lost_names", names: names.lost });
  if (names.invented.length >= CHANGED_NAMES_MARKED) found.push({ kind: "invented_names", names: names.invented });
  const heading = inventedHeading(request.text, output);
  if (heading) found.push({ kind: "invented_heading", heading });
  const unsupported = unsupportedSentences(request.text, output);
  if (unsupported.length >= UNSUPPORTED_SENTENCES_MARKED) found.push({ kind: "unsupported_sentences", sentences: unsupported });
  const cuts = request.options.length === "Shorten" || request.options.length === "Concise";
  const omitted = cuts ? [] : omittedSentences(request.text, output);
  if (omitted.length >= OMITTED_SENTENCES_MARKED) found.push({ kind: "omitted_sentences", sentences: omitted });
  const inflated = inflatedClaims(request.text, output);
  if (inflated.length) found.push({ kind: "inflated_claims", words: inflated });
  const dropped = request.options.length === "Concise" ? [] : droppedQualifiers(request.text, output);
  if (dropped.length) found.push({ kind: "dropped_qualifiers", spans: dropped });
  return found;
}

/** A reply's findings by what they lead to: a retry (the first not-a-rewrite finding), or review marks. */
export function checkReply(request: RewriteRequest, output: string): { retry: GuardProblem | null; review: ReviewFinding[] } {
  const found = findings(request, output);
  const retry = found.find((f) => FINDING_KINDS[f.kind] === "not_a_rewrite") ?? null;
  return { retry, review: retry ? [] : (found as ReviewFinding[]) };
}
