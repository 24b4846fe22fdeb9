import { franc } from "franc";
import {
  CHANGED_NAMES_MARKED,
  EXTEND_RANGE,
  LANGUAGE_CHECK_MIN_CHARS,
  LENGTH_CHECK_MIN_WORDS,
  NOT_A_REWRITE_LENGTH,
  NOT_A_REWRITE_MAX_KEPT,
  OMITTED_SENTENCES_MARKED,
  SHORTEN_RANGE,
  UNSUPPORTED_SENTENCES_MARKED,
  type OptionValue,
} from "@/lib/limits";
import { protectedSpans, type SpanKind } from "@/lib/rewriter/protect";
import { countWords } from "@/lib/text-stats";
import { canonicalText, hasNumber, keepsQuotation, listNumbers, quotationsOf } from "./equivalence";
import { droppedQualifiers, inflatedClaims, inventedHeading, keptContent, omittedSentences, unsupportedSentences } from "./meaning";
import { changedNames } from "./names";
import type { RewriteRequest } from "./types";
import { escapeRegExp } from "@/lib/language/regex";

/** Checks on what a model returns, before the user sees it. Pure functions: no I/O. */

export type GuardProblem =
  | { kind: "lost_spans"; spans: string[] }
  | { kind: "invented_spans"; spans: string[] }
  | { kind: "wrong_language"; expected: string; found: string }
  | { kind: "too_long" | "too_short" | "length_drift"; inputWords: number; outputWords: number }
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
export type ReviewFinding = Extract<GuardProblem, { kind: { [K in keyof typeof FINDING_KINDS]: (typeof FINDING_KINDS)[K] extends "not_a_rewrite" ? never : K }[keyof typeof FINDING_KINDS] }>;

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

// ---- chatbot framing ----

const OPENER =
  /^\s*(?:(?:sure|certainly|of course|absolutely|okay|ok|great|alright)\b[!,.]?\s*)?(?:(?:here(?:'s| is| are)|below is|this is)\b[^:\n]{0,80}?\b(?:rewrit|revis|version|text|paraphras|humaniz|result|rephras|translat|edit)[^:\n]{0,40}:|(?:sure|certainly|of course|absolutely)\b[^\n]{0,60}?[!.:]\s*\n)\s*/i;
/**
 * A sentence that talks to the user. "I hope" and "if you have" also open sentences of the text itself ("If you have
 * such great power, why don't you use it?"), so those count only when they offer help or changes.
 */
const SIGN_OFF =
  /^(?:let me know\b|feel free\b|would you like\b|is there anything\b|please let me\b|i can also\b|(?:note|notes):|(?:i hope|hope this|if you (?:need|want|would like|have))\b.*\b(?:help\w*|assist\w*|questions?|changes?|adjust\w*|tweak\w*|revis\w*|edits?|further|anything else|luck)\b)/i;

/** Drops an opener such as "Sure! Here is the rewritten text:" and a leading rule or blank lines. */
export function stripOpener(text: string): string {
  return text.replace(OPENER, "").replace(/^\s*(?:---+|\*\*\*+)\s*\n/, "");
}

/** True for a sentence or paragraph that only talks to the user ("Let me know if you want changes!"). */
export function isSignOff(sentence: string): boolean {
  return SIGN_OFF.test(sentence.trim());
}

/** The reply without chatbot framing: the opener, trailing sign-offs, and quotation marks around the whole text. */
export function stripFraming(reply: string, input: string): string {
  let text = stripOpener(reply).trimEnd();
  for (;;) {
    const last = lastSentenceStart(text);
    if (last === 0 || !isSignOff(text.slice(last))) break;
    text = text.slice(0, last).trimEnd();
  }
  text = text.replace(/\n\s*(?:---+|\*\*\*+)\s*$/, "").trimEnd();
  const wrapped = /^"([^"]*)"$/s.exec(text) ?? /^“([^“”]*)”$/s.exec(text);
  if (wrapped && !/^\s*["“]/.test(input)) text = wrapped[1];
  return text.trim();
}

/** Where the last sentence (or paragraph) of a text starts. */
function lastSentenceStart(text: string): number {
  let start = 0;
  for (const match of text.matchAll(/[.!?…]["'”’)]*\s+|\n+/g)) {
    const end = match.index + match[0].length;
    if (end < text.length) start = end;
  }
  return start;
}

// ---- protected spans ----

/** Links and addresses: a rewrite carries them over exactly and never invents one (as code; numbers and quotations: equivalence.ts). */
const LINKS: readonly SpanKind[] = ["url", "email"];

/** Whether a text has a span as a whole: "3" is not found inside "q3" or "30". */
function hasSpan(text: string, span: string): boolean {
  const escaped = escapeRegExp(span);
  const before = /^\w/.test(span) ? "(?<!\\w)" : "";
  const after = /\w$/.test(span) ? "(?!\\w)" : "";
  return new RegExp(`${before}${escaped}${after}`).test(text);
}

/**
 * The protected spans and frozen words of the input that the output lacks. Links, addresses and code must be
 * there as written; a number in any form that means the same, a quotation in its own words (equivalence.ts).
 * One surviving occurrence of a repeated span is enough: shortening may merge the repeats.
 */
export function lostSpans(input: string, output: string, frozenWords: readonly string[] = []): string[] {
  const source = canonicalText(input);
  const have = canonicalText(output);
  const haveQuotations = quotationsOf(have, quotationSpans);
  const lost = [
    ...unique(protectedSpans(source, ["code"])).filter((span) => !hasSpan(have, span)),
    ...unique(protectedSpans(unquoted(source), LINKS)).filter((span) => !hasSpan(have, span)),
    ...numbersLacking(source, have),
    ...unique(quotationsOf(source, quotationSpans)).filter((span) => !keepsQuotation(span, have, haveQuotations)),
  ];
  const frozen = frozenWords.filter((w) => w.trim() && input.includes(w) && !hasSpan(have, canonicalText(w)));
  return unique([...lost, ...frozen]);
}

/**
 * Numbers, URLs and emails in the output that the input does not have (a number in any equivalent form counts as
 * had). `whole` is the text the output is part of, when it is a piece of it: its list numbers are layout.
 */
export function inventedSpans(input: string, output: string, whole = output): string[] {
  const source = canonicalText(input);
  const have = canonicalText(output);
  return [
    ...unique(protectedSpans(unquoted(have), LINKS)).filter((span) => !hasSpan(source, span)),
    ...numbersLacking(have, source, whole === output ? have : canonicalText(whole)),
  ];
}

/**
 * The numbers of `text` (list numbers aside) that `other` writes in no equivalent form. Numbers inside
 * quotation marks count too: a quotation whose marks pair wrongly must not hide them.
 */
function numbersLacking(text: string, other: string, whole = text): string[] {
  const layout = listNumbers(whole);
  return unique(protectedSpans(unquoted(text), ["number"])).filter((span) => !layout.has(span) && !hasNumber(other, span, text));
}

/** The text with its double quotation marks blanked, so that links and numbers inside quotations are found. */
const unquoted = (text: string) => text.replace(/"/g, " ");

const unique = (spans: string[]) => [...new Set(spans)];
const quotationSpans = (text: string) => protectedSpans(text, ["quotation"]);

// ---- language ----

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
const languageName = (code: string) => NAMES.get(code) ?? code;

/**
 * The language of a text among those the product offers, or undefined when the text is too short for
 * franc to be trusted (below a hundred-odd characters it confuses close languages).
 */
export function languageOf(text: string): string | undefined {
  if (text.trim().length < LANGUAGE_CHECK_MIN_CHARS) return undefined;
  const code = franc(text, { only: KNOWN, minLength: LANGUAGE_CHECK_MIN_CHARS });
  return code === "und" ? undefined : code;
}

/**
 * What the guards read of a request's own text, worked out once per request: the gate asks for its length at every
 * released clause, and franc on a long text is the slowest of the language checks.
 */
const INPUT_FACTS = new WeakMap<object, { text: string; words: number; language?: { code: string | undefined } }>();
function inputFacts(request: Pick<RewriteRequest, "text">) {
  let facts = INPUT_FACTS.get(request);
  if (facts?.text !== request.text) INPUT_FACTS.set(request, (facts = { text: request.text, words: countWords(request.text) }));
  return facts;
}
const inputWordsOf = (request: Pick<RewriteRequest, "text">) => inputFacts(request).words;
function inputLanguage(request: Pick<RewriteRequest, "text">): string | undefined {
  const facts = inputFacts(request);
  facts.language ??= { code: languageOf(request.text) };
  return facts.language.code;
}

/** The language the result must be in: the one asked for, else the input's own (a rewrite does not translate unasked). */
export function expectedLanguage(request: Pick<RewriteRequest, "text" | "options">): string | undefined {
  return request.options.language ? ISO_639_3[request.options.language] : inputLanguage(request);
}

export function languageProblem(request: Pick<RewriteRequest, "text" | "options">, output: string, expected = expectedLanguage(request)): GuardProblem | null {
  const found = expected && languageOf(output);
  return expected && found && found !== expected ? { kind: "wrong_language", expected, found } : null;
}

// ---- length ----

/** Shorten and Concise must come back shorter, Extend longer; short inputs are not held to it. */
export function lengthProblem(request: Pick<RewriteRequest, "text" | "options">, output: string, final: boolean): GuardProblem | null {
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
function lengthDrift(request: Pick<RewriteRequest, "text" | "options">, output: string): GuardProblem | null {
  const inputWords = inputWordsOf(request);
  if ((request.options.length && request.options.length !== "Default") || inputWords < LENGTH_CHECK_MIN_WORDS) return null;
  const outputWords = countWords(output);
  const drifted = outputWords < inputWords * NOT_A_REWRITE_LENGTH.min || outputWords > inputWords * NOT_A_REWRITE_LENGTH.max;
  return drifted ? { kind: "length_drift", inputWords, outputWords } : null;
}

/** A reply that refuses or talks about the text instead of rewriting it ("I'm sorry, but I can't...", "As an AI..."). */
const REFUSAL = /^\s*(?:(?:I'm|I am|I’m) sorry\b|sorry,? (?:but )?I\b|I (?:can(?:no|'|’)t|cannot|am unable|(?:'|’)m unable|won(?:'|’)t) (?:help|assist|rewrite|do|comply|provide|fulfil)|as an AI\b|I apologi[sz]e\b|unfortunately,? I\b)/i;

/**
 * The checks that read English words (meaning.ts, names.ts) judge English rewrites of English text only
 * (`expected`: the language the result must be in; a translation asked for is no rewrite).
 */
function englishRewrite(request: Pick<RewriteRequest, "text" | "options">, expected: string | undefined): boolean {
  const english = ISO_639_3["English (US)"];
  return (expected ?? english) === english && !(request.options.language && (inputLanguage(request) ?? english) !== english);
}

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
  const notRewrite = languageProblem(request, output, expected) ?? lengthProblem(request, output, true) ?? (english ? lengthDrift(request, output) : null);
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

// ---- token budget ----

const CJK = new Set<string>(["Chinese (Simplified)", "Japanese"]);

/**
 * An output budget from the input: about 3 characters a token for European languages (a generous
 * estimate), one a character for Chinese and Japanese, times the longest result the length option allows,
 * with headroom so a healthy answer is never cut off.
 */
export function maxTokensFor(request: Pick<RewriteRequest, "text" | "options">): number {
  const perChar = request.options.language && CJK.has(request.options.language) ? 1 : 1 / 3;
  const ratio = request.options.length === "Extend" ? EXTEND_RANGE.max : request.options.length ? SHORTEN_RANGE.max + 0.2 : 1.2;
  return Math.ceil(request.text.length * perChar * ratio * 1.5) + 64;
}

// ---- streaming ----

/**
 * Guards and streaming. Most checks need the whole reply, yet a healthy reply should appear as the model
 * writes it. So the gate releases the reply clause by clause (up to each finished sentence, or comma, semicolon or
 * colon followed by a space: waiting for whole sentences held a long first sentence back for half a second), each
 * piece only once it has passed every check that can be made that early:
 * - nothing shows until LANGUAGE_CHECK_MIN_CHARS characters are in (or the reply ends): by then an opener
 *   ("Sure! Here is...") is complete and stripped, and franc can check the language; while the reply may still
 *   be an opener in the making ("Sure, here is the text, kept..."), only a finished sentence opens the gate;
 * - after that each finished clause is released, unless it takes a Shorten result past the input's length (no
 *   rewrite: fails at once), or opens a sentence that reads like a sign-off (held until text follows it); a number
 *   or link the text does not have is released too: it becomes a review mark, like every fact and meaning finding;
 * - what needs the end (an Extend result too short, the review findings) is judged once the reply has ended
 *   (lib/ai/review.ts judgeReply, on `text`). Text may be on screen by then: the engine withdraws it (a restart
 *   piece) before its corrective retry or its error.
 */
export class ReplyGate {
  private raw = "";
  private released = 0;
  private open = false;
  /** Once the gate is open the opener is settled: how many characters of the raw reply it took. */
  private openerLength = 0;
  /** The last sentence boundary found, and where the next search for one starts (each push reads only new text). */
  private boundary = 0;
  private searchFrom = 0;

  constructor(private readonly request: RewriteRequest) {}

  /** Takes a piece of the reply; answers the text that may be shown now ("" for none), or a problem. */
  push(delta: string): { text: string } | { problem: GuardProblem } {
    this.raw += delta;
    const text = this.open ? this.raw.slice(this.openerLength) : stripOpener(this.raw);
    let boundary = this.open ? this.nextBoundary(text) : releaseBoundary(text, 0, !mayBeOpenerInTheMaking(this.raw, text));
    if (!this.open) {
      if (boundary < LANGUAGE_CHECK_MIN_CHARS) return { text: "" };
      const problem = languageProblem(this.request, text.slice(0, boundary));
      // franc misreads a short English excerpt now and then ("BERT does not store surface knowledge..." as
      // French): a mismatch holds the text back until a longer excerpt confirms it.
      if (problem && boundary < LANGUAGE_CONFIRM_CHARS) return { text: "" };
      if (problem) return { problem };
      this.open = true;
      this.openerLength = this.raw.length - text.length;
      this.boundary = boundary;
      this.searchFrom = text.length;
    }
    // A sentence whose start was released has passed this check already.
    while (boundary > this.released) {
      const start = lastSentenceStart(text.slice(0, boundary).trimEnd());
      if (start < this.released || !isSignOff(text.slice(start, boundary))) break;
      boundary = text.slice(0, start).trimEnd().length;
    }
    if (boundary <= this.released) return { text: "" };
    const shown = text.slice(0, boundary);
    const piece = text.slice(this.released, boundary);
    const tooLong = lengthProblem(this.request, shown, false);
    if (tooLong) return { problem: tooLong };
    this.released = boundary;
    return { text: piece };
  }

  /** The text released so far. */
  get shown(): string {
    return stripOpener(this.raw).slice(0, this.released);
  }

  /** The whole reply without framing: what the guards judge once it has ended (lib/ai/review.ts judgeReply). */
  get text(): string {
    return stripFraming(this.raw, this.request.text);
  }

  /** The release boundary of the text so far, reading only what came since the last push (and a few characters before it). */
  private nextBoundary(text: string): number {
    const found = releaseBoundary(text, Math.max(0, this.searchFrom - BOUNDARY_LOOKBACK));
    if (found > this.boundary) this.boundary = found;
    this.searchFrom = text.length;
    return this.boundary;
  }
}

/** The excerpt a wrong language must be seen on before the gate refuses a reply mid-stream. */
const LANGUAGE_CONFIRM_CHARS = 400;

/** How far back a boundary can start before the new text: a period, closing quotes or brackets, then the space that arrives. */
const BOUNDARY_LOOKBACK = 8;

/** Words a chatbot's opener starts with ("Sure, here is...", "Here's the text, rewritten:"). */
const OPENER_START = /^\s*(?:sure|certainly|of course|absolutely|okay|ok|great|alright|here|below|this is)\b/i;

/** True while no opener has been stripped yet and the reply starts like one: its commas may belong to the opener. */
function mayBeOpenerInTheMaking(raw: string, text: string): boolean {
  return text.length === raw.length && OPENER_START.test(raw);
}

/**
 * The end of the last finished sentence, or with `clauses` of the last finished clause (a comma, semicolon or colon),
 * followed by space, from `from` on, without that space: released text then never ends in a space the finished
 * reply trims away. 0 when there is none. Numbers ("5,000", "10:30") and links have no space after their commas and
 * colons, so a clause never ends inside one.
 */
function releaseBoundary(text: string, from = 0, clauses = true): number {
  const pattern = clauses ? /[.!?…,;:]["'”’)]*\s+|\n+/g : /[.!?…]["'”’)]*\s+|\n+/g;
  pattern.lastIndex = from;
  let end = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) end = match.index + match[0].trimEnd().length;
  return end;
}
