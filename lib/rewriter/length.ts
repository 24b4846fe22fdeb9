import nlp from "compromise";
import { flattenNotOnly } from "./humanize";
import { endsOpen, hasVerb, splitEnd } from "./sentence";
import type { Settings } from "./settings";
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
  [/\bit (?:is|was) (?:important|worth|essential|crucial|vital|interesting) (?:to (?:note|remember|mention|recognize|emphasize|point out)|noting|mentioning|remembering) that,? /gi, ""],
  [/\bit should be (?:noted|mentioned|remembered) that /gi, ""],
  [/\bit is (?:clear|evident|obvious|undeniable) that /gi, ""],
  [/\bthere is no (?:doubt|question) that /gi, ""],
  [/\bat all times\b/gi, "always"],
  [/\bin the context of\b/gi, "in"],
  [/\b(aware|conscious) of the fact that\b/gi, "$1 that"],
  [/\b(ignor(?:e|es|ed|ing)|overlook(?:s|ed|ing)?|reflect(?:s|ed|ing)?|highlight(?:s|ed|ing)?|underscor(?:e|es|ed|ing)|emphasiz(?:e|es|ed|ing)|accept(?:s|ed|ing)?) the fact that\b/gi, "$1 that"],
  // "both cats and dogs" → "cats and dogs"; "Both are…" has no "X and Y" after it and stays.
  [/\bboth (?!(?:of|are|were|is|was|have|had|can|could|will|would|should|may|might|must|do|did)\b)(?=(?:[\w\uE000-\uE01F-]+ ){1,3}and\b)/gi, ""],
];

/** Opening words that only announce the sentence ("Additionally,", "In conclusion,"); contrast words stay. */
const EMPTY_OPENER =
  /^(?:Additionally|Furthermore|Moreover|In addition|Also|Overall|In conclusion|In summary|In sum|To sum up|To summarize|Ultimately|Indeed|Notably|Importantly|In fact|Essentially|Basically|Interestingly|Clearly|Of course|In essence|All in all|In short|In a nutshell|Simply put|Put simply|To put it simply|Generally speaking|As a matter of fact|At the end of the day|Needless to say|Undoubtedly|Without a doubt|Obviously|Evidently),\s+/;

/**
 * A clause set off by commas that the sentence does not need: a non-restrictive "which/who" clause, a
 * closing participle phrase (", highlighting the need for…"), a parenthesis. Only spans with no name and no
 * protected token go: those carry the facts.
 */
const TRAILING_RELATIVE = /, (?:which|who) [^,;:()]+$/;
/** ", a perfect refuge from the streets outside." closing a sentence renames what came before it. */
const TRAILING_APPOSITIVE = /, (?:a|an) [^,;:()]+$/;
const INNER_RELATIVE = /, (?:which|who) [^,;:()]+, (?=([a-z]+))/g;
/** "The bartender, a musician himself, offered…": an appositive between a subject and its verb. */
const INNER_APPOSITIVE = /, (?:a|an) [^,;:()]+, (?=([a-z]+))/g;
/**
 * ", highlighting the need for reform" or ", creating a sense of belonging" closes a sentence with commentary
 * on it. A result (", making drafting
 * harder", ", resulting in noisy candidates") or a method (", extracting features that…") is a point of the
 * sentence's own, and stays: read on 40 Shorten edits, three of five such cuts lost one.
 */
const TRAILING_PARTICIPLE =
  /, (?:[a-z]+ly )?(highlighting|underscoring|emphasizing|emphasising|showcasing|reflecting|illustrating|demonstrating|signaling|signalling|reinforcing|cementing|solidifying|fostering|(?:creating|building|giving|providing)(?= an? (?:[a-z]+ )?sense of)) ([^,;:()]+)$/;
const PARENTHESIS = / \([^()]+\)/g;
/** Examples closing a sentence: Concise keeps the point and drops the list. */
const TRAILING_EXAMPLES = /,? (?:such as|including|like|for example|for instance) [^;:()]+$/;
const ASIDE = /, (?:for example|for instance|of course|in fact|indeed|in particular|as a result|in turn|in many cases|in some cases|at times|to some extent|in general|generally|essentially),/gi;

/** Emphasis that adds no content ("essentially the same", "incredibly useful"): Concise drops it. */
const EMPHASIS = /(?<=[a-z] )(?<!\b(?:more|most|less|least|so|too|as|very) )(?:essentially|ultimately|effectively|inherently|fundamentally|undoubtedly|undeniably|incredibly|remarkably|genuinely|truly|deeply|greatly) (?=([a-z]+))/g;

/** Numbers written out ("over four thousand years", "two-thirds divine") are facts as much as digits are; "one" is as often a pronoun. */
export const NUMBER_WORD =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|half|third|thirds|quarter|quarters)\b/i;

function carriesFacts(span: string): boolean {
  return /[A-Z0-9\uE000]/.test(span) || NUMBER_WORD.test(span);
}

/** Whether compromise reads the word as a verb, the one test an inner clause's end is a clause boundary. */
function startsVerb(word: string): boolean {
  return nlp(word).has("#Verb");
}

/** ", converting them into energy" is a participle phrase; ", falling leaves weren't…" holds a clause. */
function isParticiplePhrase(participle: string, rest: string): boolean {
  if (!nlp(`${participle} ${rest}`).has("^#Gerund")) return false;
  return !nlp(rest).has("(#Copula|#Modal|#Auxiliary|#PastTense|#Negative)");
}

function dropAsides(body: string, concise: boolean): string {
  // A parenthesis of a word or two is a label ("(optional)", a citation's "(per curiam)"), and cuts little.
  let out = body.replace(PARENTHESIS, (span) => (carriesFacts(span) || countWords(span) < 3 ? span : ""));
  out = out.replace(INNER_RELATIVE, (span, next: string) => (carriesFacts(span) || !startsVerb(next) ? span : " "));
  out = out.replace(INNER_APPOSITIVE, (span, next: string) => (carriesFacts(span) || nlp(span).has("#Verb") || !startsVerb(next) ? span : " "));
  const trailing = [TRAILING_RELATIVE, TRAILING_PARTICIPLE, TRAILING_APPOSITIVE, ...(concise ? [TRAILING_EXAMPLES] : [])];
  for (const pattern of trailing) {
    const match = pattern.exec(out);
    if (!match || carriesFacts(match[0])) continue;
    // "It is the Debtor who has taken action": in a cleft the clause is the point, not an aside.
    if (pattern === TRAILING_RELATIVE && /\bit (?:is|was)\b/i.test(out.slice(0, match.index))) continue;
    if (match[1] && !isParticiplePhrase(match[1], match[2])) continue;
    // "such as A, B, and C" is a list; "such as A, the evidence is…" runs on into the main clause. An
    // appositive has no verb of its own either ("…, a company that makes…" is more than a new name).
    if ((pattern === TRAILING_EXAMPLES || pattern === TRAILING_APPOSITIVE) && nlp(match[0]).match("#Verb").not("#Gerund").found) continue;
    // "such as painting, chess and swimming" lists items, and a list keeps them all; one example may go.
    if (pattern === TRAILING_EXAMPLES && /,|\b(?:and|or)\b/.test(match[0].replace(/^,/, ""))) continue;
    const rest = out.slice(0, match.index);
    // The clause left behind must still be a sentence: a verb, enough words, no dangling word at its end.
    if (countWords(rest) >= 6 && hasVerb(rest) && !endsOpen(rest)) out = rest;
  }
  // Only before the word it intensifies: in "connect deeply with", "deeply" says how, and stays.
  if (concise) out = out.replace(ASIDE, "").replace(EMPHASIS, (adverb, next: string) => (nlp(next).has("(#Adjective|#Verb)") ? "" : adverb));
  return out;
}

const FILLER_RE = /(?<=\S )(very|really|quite|basically|actually|literally|simply|definitely|certainly|truly|totally|absolutely|extremely|highly|somewhat|fairly|just) (?=([a-z]+))/gi;
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
export const COMPLEMENTIZER = /\b(argue|argues|argued|say|says|said|think|thinks|thought|believe|believes|believed|know|knows|knew|suggest|suggests|suggested|hope|hopes|hoped|claim|claims|claimed) that (?=(?:the|a|this|these|those|we|they|he|she|it|there|our|their|its|his|her|many|most|some|i|you)\b)/gi;

export const HEDGE_RE = /^(?:I think|I believe|I feel like|I guess|I feel that|In my opinion,|It seems(?: that)?|It appears(?: that)?)(?: that)?\s+/i;

/** Redundant pairs ("each and every") and wordy phrases ("in order to") in fewer, plainer words. */
export function compressWordy(sentence: string): string {
  return replaceAll(sentence, [...REDUNDANT, ...WORDY]);
}

function replaceAll(sentence: string, replacements: readonly [RegExp, string][]): string {
  let out = sentence;
  for (const [pattern, replacement] of replacements) out = out.replace(pattern, (whole, ...groups: unknown[]) => matchCase(whole, replacement.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1]))));
  return out;
}

/** "the books that are on the shelf" → "the books on the shelf": a relative clause of "be" plus a place or participle. */
const BE_RELATIVE = /(?<=\b([A-Za-z]+) )(?:that|which|who) (?:is|are) (?=(?:in|on|at|from|near|inside|outside|used|designed|known|based|made|located|available|responsible|needed|required|associated|related|involved|interested)\b)/g;

function reduceRelatives(sentence: string): string {
  // Only after a noun: in "I know that is in the bag", "that" is the subject and stays.
  if (sentence.search(BE_RELATIVE) < 0) return sentence;
  const nouns = new Set(
    (nlp(sentence).match("[#Noun] (that|which|who) (is|are)", 0).not("#Pronoun").out("array") as string[]).map((noun) => noun.toLowerCase()),
  );
  return sentence.replace(BE_RELATIVE, (clause, noun: string) => (nouns.has(noun.toLowerCase()) ? "" : clause));
}

/** Drops filler intensifiers, hedges, wordy phrases and asides that carry no fact. */
export function shorten(sentence: string, settings: Settings): string {
  let out = reduceRelatives(flattenNotOnly(replaceAll(compressWordy(sentence), FILLER_PHRASES)));
  out = out.replace(FILLER_RE, (whole, word: string, next: string, offset: number, full: string) => {
    if (KEEP_AFTER[word.toLowerCase()]?.test(next) || endsInNegation(full.slice(0, offset))) return whole;
    return "";
  });
  out = out.replace(COMPLEMENTIZER, "$1 ");
  out = capitalizeFirst(out.replace(EMPTY_OPENER, ""));
  const { body, end } = splitEnd(out);
  if (end.startsWith(".")) out = dropAsides(body, settings.length === "concise") + end;
  if (settings.length === "concise") {
    out = out.replace(/,? (?:in my opinion|of course|as you know|as we know|to be honest|needless to say),?/gi, "");
    const hedge = HEDGE_RE.exec(out);
    if (hedge && out.slice(hedge[0].length).split(" ").length >= 3) out = capitalizeFirst(out.slice(hedge[0].length));
  }
  return out;
}
