import nlp from "compromise";
import { flattenNotOnly } from "./humanize";
import { endsOpen, hasVerb } from "./clause";
import { splitEnd } from "./sentence";
import type { Settings } from "./settings-types";
import { capitalizeFirst, countWords, endsInNegation, matchCase } from "./text";

const REDUNDANT: readonly [RegExp, string][] = [
  [/\beach and every\b/gi, "every"],
  [/\bfirst and foremost\b/gi, "first"],
  [/\bend result\b/gi, "result"],
  [/\bfinal outcome\b/gi, "outcome"],
  [/\bpast history\b/gi, "history"],
  [/\bfuture plans\b/gi, "plans"],
  [/\bbasic fundamentals\b/gi, "fundamentals"],
  [/\bunexpected surprise\b/gi, "surprise"],
  [/\bcompletely (eliminat(?:e|es|ed|ing))\b/gi, "$1"],
  [/\badvance planning\b/gi, "planning"],
  [/\badded bonus\b/gi, "bonus"],
  [/\bfree gift\b/gi, "gift"],
  [/\btrue fact\b/gi, "fact"],
  [/\b(join|joined|joins|combine|combined|combines|collaborate|collaborated|collaborates) together\b/gi, "$1"],
  [/\b(repeat|repeated|repeats) again\b/gi, "$1"],
  [/\b(return|returned|returns|revert|reverted|reverts) back\b/gi, "$1"],
  [/\bnew innovations?\b/gi, "innovation"],
  [/\bperiod of time\b/gi, "period"],
  [/\bvarious different\b/gi, "various"],
  [/\bin my personal opinion\b/gi, "in my opinion"],
  [/\ba total of (?=\uE000)/gi, ""],
  [/\b(over|for|during) a period of (?=\uE000)/gi, "$1 "],
  [/\b(am|is|are|was|were) in the process of (\w+ing)\b/gi, "$1 $2"],
];

/**
 * Emphasis and stacked hedges only Shorten and Concise drop: "every single day" is the writer's voice in a
 * rewrite that keeps the length, and filler in one asked to cut it.
 */
const FILLER_PHRASES: readonly [RegExp, string][] = [
  [/\bfirst of all\b/gi, "first"],
  [/\bevery single\b/gi, "every"],
  [/\beach individual\b/gi, "each"],
  [/\babsolutely (essential|necessary|certain|sure)\b/gi, "$1"],
  // "may possibly", "could potentially" say no more than "may", "could".
  [/\b(may|might|could|can) (?:possibly|potentially|perhaps|conceivably)\b/gi, "$1"],
];

/** Wordy phrases and the shorter words that say the same. */
const WORDY: readonly [RegExp, string][] = [
  [/\b(?:in order|so as) to\b/gi, "to"],
  [/\bin an effort to\b/gi, "to"],
  [/\b(?:due|owing) to the fact that\b/gi, "because"],
  [/\bbecause of the fact that\b/gi, "because"],
  [/\b(?:despite|in spite of|regardless of) the fact that\b/gi, "although"],
  [/\b(?:given|in light of) the fact that\b/gi, "since"],
  [/\bin the event that\b/gi, "if"],
  [/\buntil such time as\b/gi, "until"],
  [/\bat (?:this|the present) (?:point in )?time\b/gi, "now"],
  [/\bin the near future\b/gi, "soon"],
  // Not "with respect to" or "in relation to": "vary in performance with respect to X" is not "about X".
  [/\b(?:with|in) regard to\b/gi, "about"],
  [/\bprior to\b/gi, "before"],
  [/\bsubsequent to\b/gi, "after"],
  [/\bin the absence of\b/gi, "without"],
  [/\bin close proximity to\b/gi, "near"],
  [/\bon a (daily|weekly|monthly|yearly|regular) basis\b/gi, "$1"],
  [/\b(?:a large|a great|a significant|a substantial|a considerable) number of\b/gi, "many"],
  [/\ba (?:wide |broad |diverse |whole )?(?:range|variety|host) of (?=[a-z]+s\b)/gi, "many "],
  // "the majority of them" → "most of them", "the majority of voters" → "most voters".
  [/\bthe (?:vast )?majority of (?=(?:them|us|you|these|those|the|this|that|our|their|its|his|her|my|your)\b)/gi, "most of "],
  [/\bthe (?:vast )?majority of\b/gi, "most"],
  [/\b(?:has|have) the (?:ability|capacity|potential) to\b/gi, "can"],
  [/\b(?:is|are) (?:able|capable) to\b/gi, "can"],
  [/\b(?:is|are) not (?:able|capable) to\b/gi, "cannot"],
  [/\bwhether or not\b/gi, "whether"],
  [/\b(all|both) of the\b/gi, "$1 the"],
  [/\bin addition to\b/gi, "besides"],
  [/\bfor the purpose of\b/gi, "for"],
  [/\ba number of\b/gi, "several"],
  [/\bin spite of\b/gi, "despite"],
  [/\bwith the exception of\b/gi, "except"],
  [/\bduring the course of\b/gi, "during"],
  [/\bin excess of\b/gi, "more than"],
  [/\bat that point in time\b/gi, "then"],
  [/\bin a timely (?:manner|fashion)\b/gi, "promptly"],
  [/\ba sufficient (?:number|amount) of\b/gi, "enough"],
  [/\bat a later (?:date|time)\b/gi, "later"],
  [/\bit goes without saying that /gi, ""],
  // "It is important to note that prices rose" says "Prices rose".
  [
    /\bit (?:is|was) (?:important|worth|essential|crucial|vital|interesting) (?:to (?:note|remember|mention|recognize|emphasize|point out)|noting|mentioning|remembering) that,? /gi,
    "",
  ],
  [/\bit should be (?:noted|mentioned|remembered) that /gi, ""],
  [/\bit is (?:clear|evident|obvious|undeniable) that /gi, ""],
  [/\bthere is no (?:doubt|question) that /gi, ""],
  [/\bat all times\b/gi, "always"],
  [/\bin the context of\b/gi, "in"],
  [/\b(aware|conscious) of the fact that\b/gi, "$1 that"],
  [
    /\b(ignor(?:e|es|ed|ing)|overlook(?:s|ed|ing)?|reflect(?:s|ed|ing)?|highlight(?:s|ed|ing)?|underscor(?:e|es|ed|ing)|emphasiz(?:e|es|ed|ing)|accept(?:s|ed|ing)?) the fact that\b/gi,
    "$1 that",
  ],
  // "both cats and dogs" → "cats and dogs"; "Both are…" has no "X and Y" after it and stays.
  [
    /\bboth (?!(?:of|are|were|is|was|have|had|can|could|will|would|should|may|might|must|do|did)\b)(?=(?:[\w\uE000-\uE01F-]+ ){1,3}and\b)/gi,
    "",
  ],
];

/** Opening words that only announce the sentence ("Additionally,", "In conclusion,"); contrast words stay. */
const EMPTY_OPENER =
  /^(?:Additionally|Furthermore|Moreover|In addition|Also|Overall|In conclusion|In summary|In sum|To sum up|To summarize|Ultimately|Indeed|Notably|Importantly|In fact|Essentially|Basically|Interestingly|Clearly|Of course|In essence|All in all|In short|In a nutshell|Simply put|Put simply|To put it simply|As a matter of fact|At the end of the day|Needless to say|Undoubtedly|Without a doubt|Obviously|Evidently),\s+/;

/**
 * ", highlighting the need for reform" or ", creating a sense of belonging" closing a sentence is stock
 * commentary on it, the one clause the length options take out. Every other clause says something of its own
 * and stays: a result (", resulting in noisy candidates"), a cause (", reflecting weaker demand"), a finding
 * (", demonstrating that…"), a relative clause (", which caused me to fall behind in my classes"), an
 * appositive, a parenthesis ("(without an explicit attention layer)") and an example (bench:length counts the
 * ones a result loses).
 */
const STOCK_COMMENTARY =
  /, (?:[a-z]+ly )?(highlighting|underscoring|emphasizing|emphasising|showcasing|cementing|solidifying|(?:creating|building|giving|providing|fostering)(?= an? (?:[a-z]+ )?sense of)) ([^,;:()]+)$/;
/** Connecting asides that say nothing the sentence does not ("…, for example, …"); qualifiers and causes stay. */
const ASIDE = /, (?:for example|for instance|of course|in fact|indeed|in particular),/gi;

/** Emphasis that adds no content ("incredibly useful", "truly unique"): Concise drops it; "essentially the same" qualifies, and stays. */
const EMPHASIS =
  /(?<=[a-z] )(?<!\b(?:more|most|less|least|so|too|as|very) )(?:ultimately|inherently|fundamentally|undoubtedly|undeniably|incredibly|remarkably|genuinely|truly|deeply|greatly) (?=([a-z]+))/g;

/** Numbers written out ("over four thousand years", "two-thirds divine") are facts as much as digits are; "one" is as often a pronoun. */
export const NUMBER_WORD =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|half|third|thirds|quarter|quarters)\b/i;

function carriesFacts(span: string): boolean {
  return /[A-Z0-9\uE000]/.test(span) || NUMBER_WORD.test(span);
}

/** ", converting them into energy" is a participle phrase; ", falling leaves weren't…" holds a clause. */
function isParticiplePhrase(participle: string, rest: string): boolean {
  if (!nlp(`${participle} ${rest}`).has("^#Gerund")) return false;
  return !nlp(rest).has("(#Copula|#Modal|#Auxiliary|#PastTense|#Negative)");
}

function dropCommentary(body: string, concise: boolean): string {
  let out = body;
  const match = STOCK_COMMENTARY.exec(out);
  if (match && !carriesFacts(match[0]) && isParticiplePhrase(match[1], match[2])) {
    const rest = out.slice(0, match.index);
    // The clause left behind must still be a sentence: a verb, enough words, no dangling word at its end.
    if (countWords(rest) >= 6 && hasVerb(rest) && !endsOpen(rest)) out = rest;
  }
  // Only before the word it intensifies: in "connect deeply with", "deeply" says how, and stays.
  if (concise)
    out = out.replace(ASIDE, "").replace(EMPHASIS, (adverb, next: string) => (nlp(next).has("(#Adjective|#Verb)") ? "" : adverb));
  return out;
}

/** Intensifiers and fillers; "somewhat" and "fairly" qualify a claim, and stay. */
const FILLER_RE =
  /(?<=\S )(very|really|quite|basically|actually|literally|simply|definitely|certainly|truly|totally|absolutely|extremely|highly|just) (?=([a-z]+))/gi;
const KEEP_AFTER: Record<string, RegExp> = {
  very: /^(?:much|many|few|little|own|first|last|best|same|least|end|beginning|start)$/,
  quite: /^(?:a|an|the|some)$/,
  just: /^(?:as|like|because|in|about|now|then|one|enough|right|how|what|why|a|an|the|after|before|to)$/,
  simply: /^(?:put|because|by)$/,
};

/**
 * "argue that the changes" → "argue the changes": the complementizer is optional after these verbs, before a
 * clause's subject; in "I know that is in the bag" it is the subject itself.
 */
export const COMPLEMENTIZER =
  /\b(argue|argues|argued|say|says|said|think|thinks|thought|believe|believes|believed|know|knows|knew|suggest|suggests|suggested|hope|hopes|hoped|claim|claims|claimed) that (?=(?:the|a|this|these|those|we|they|he|she|it|there|our|their|its|his|her|many|most|some|i|you)\b)/gi;

/** Redundant pairs ("each and every") and wordy phrases ("in order to") in fewer, plainer words. */
export function compressWordy(sentence: string): string {
  return replaceAll(sentence, [...REDUNDANT, ...WORDY]);
}

function replaceAll(sentence: string, replacements: readonly [RegExp, string][]): string {
  let out = sentence;
  for (const [pattern, replacement] of replacements)
    out = out.replace(pattern, (whole, ...groups: unknown[]) =>
      matchCase(
        whole,
        replacement.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1])),
      ),
    );
  return out;
}

/** "the books that are on the shelf" → "the books on the shelf": a relative clause of "be" plus a place or participle. */
const BE_RELATIVE =
  /(?<=\b([A-Za-z]+) )(?:that|which|who) (?:is|are) (?=(?:in|on|at|from|near|inside|outside|used|designed|known|based|made|located|available|responsible|needed|required|associated|related|involved|interested)\b)/g;

function reduceRelatives(sentence: string): string {
  // Only after a noun: in "I know that is in the bag", "that" is the subject and stays.
  if (sentence.search(BE_RELATIVE) < 0) return sentence;
  const nouns = new Set(
    (nlp(sentence).match("[#Noun] (that|which|who) (is|are)", 0).not("#Pronoun").out("array") as string[]).map((noun) =>
      noun.toLowerCase(),
    ),
  );
  return sentence.replace(BE_RELATIVE, (clause, noun: string) => (nouns.has(noun.toLowerCase()) ? "" : clause));
}

/**
 * Drops filler intensifiers, wordy phrases, announcing openers and stock commentary. A hedge ("I believe",
 * "in my opinion") makes the claim the writer's own, and stays.
 */
export function shorten(sentence: string, settings: Settings): string {
  let out = reduceRelatives(flattenNotOnly(replaceAll(compressWordy(sentence), FILLER_PHRASES)));
  out = out.replace(FILLER_RE, (whole, word: string, next: string, offset: number, full: string) => {
    if (KEEP_AFTER[word.toLowerCase()]?.test(next) || endsInNegation(full.slice(0, offset))) return whole;
    return "";
  });
  out = out.replace(COMPLEMENTIZER, "$1 ");
  out = capitalizeFirst(out.replace(EMPTY_OPENER, ""));
  const { body, end } = splitEnd(out);
  if (end.startsWith(".")) out = dropCommentary(body, settings.length === "concise") + end;
  if (settings.length === "concise") out = out.replace(/,? (?:of course|as you know|as we know|to be honest|needless to say),?/gi, "");
  return out;
}
