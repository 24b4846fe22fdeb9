import nlp from "compromise";
import { inflectVerb } from "./inflect";
import { compressWordy } from "./length";
import { PLACEHOLDER_SOURCE } from "./protect";
import { endsOpen, hasVerb, LEADING_SUBORDINATOR } from "./clause";
import { splitEnd, type SentenceContext } from "./sentence";
import { endsList, insideBrackets, mayRunOnPastAnd, splitCompound } from "./split-merge";
import { capitalizeFirst, countWords, lowerFirstWord } from "./text";

/** Advanced fluency joins sentences only while the result stays under this many words. */
const ADVANCED_JOIN_UNDER = 40;

const CLAUSE_START = new RegExp(
  `^(?:i|we|you|they|he|she|it|the|this|that|these|those|our|my|their|its|his|her|there|many|some|most|people|a|an|${PLACEHOLDER_SOURCE})\\b`,
  "i",
);

/** Whether the words read as a clause of their own: a subject ("the…", "we…", "active muscles…") and a verb. */
function isClause(words: string): boolean {
  const subject = CLAUSE_START.test(words) || nlp(words).has("^#Adjective? #Noun+ #Adverb? (#Verb|#Modal)");
  return subject && hasVerb(words);
}

/**
 * A main clause left standing must be a whole sentence: enough words, a verb before its last word ("The
 * non-Duchenne smile" has none: "smile" there is a noun), nothing left hanging.
 */
function standsAlone(words: string): boolean {
  return countWords(words) >= 4 && hasVerb(words.slice(0, words.lastIndexOf(" "))) && !endsOpen(words);
}

/** "X because Y." → "X. This is because Y." */
function splitBecause(body: string, ctx: SentenceContext): [string, string] | null {
  const match = /^(.+?),? because (?!of\b)(.+)$/.exec(body);
  if (!match || !standsAlone(match[1]) || !isClause(match[2]) || /\bnot$/i.test(match[1])) return null;
  // "…, not because…" or "only because…" scope over the main clause; splitting would lose that.
  if (/\b(?:not|only|just|partly|mainly|simply)$/i.test(match[1])) return null;
  return [match[1], `This is because ${lowerFirstWord(match[2], ctx.knownLower) ?? match[2]}`];
}

const LEADING_CONCESSION = /^(?:Although|Though|Even though|While) /;

/**
 * "Although X, Y." → "X. But Y." and "X, while/whereas Y." → "X. But Y." (contrast, not time). The concession
 * may hold commas of its own ("While there is no direct, concrete evidence…, there is…"): it ends at the first
 * comma after which a whole clause follows.
 */
function splitContrast(body: string, ctx: SentenceContext): [string, string] | null {
  // A leading "while" with a subject of its own concedes ("While both stem from X, they differ").
  const leading = LEADING_CONCESSION.exec(body);
  if (leading && !/[;:]/.test(body)) {
    for (const comma of body.matchAll(/, /g)) {
      const concession = body.slice(leading[0].length, comma.index);
      const main = body.slice((comma.index ?? 0) + 2);
      if (!isClause(concession) || !isClause(main)) continue;
      const rest = lowerFirstWord(main, ctx.knownLower);
      return rest ? [capitalizeFirst(concession), `But ${rest}`] : null;
    }
  }
  const trailing = /^([^;:]+?), (?:while|whereas) ([^;:]+)$/.exec(body);
  if (trailing && standsAlone(trailing[1]) && isClause(trailing[2])) {
    const rest = lowerFirstWord(trailing[2], ctx.knownLower);
    return rest ? [trailing[1], `But ${rest}`] : null;
  }
  return null;
}

/**
 * Participles that name a result of the whole clause before them ("…, causing damage"), so "This" can stand
 * for that clause. Others say what the subject did at the same time ("Managers faced charges, testifying
 * against each other"), where "This testified" would be wrong.
 */
const RESULT_PARTICIPLE =
  /^(?:causing|making|leading|resulting|allowing|enabling|creating|giving|leaving|bringing|ensuring|reflecting|highlighting|underscoring|showing|demonstrating|providing|reducing|improving|increasing|contributing|prompting|raising|forcing|sparking|marking|setting|fueling|fuelling|paving|rendering|boosting|lowering|cutting|saving|limiting|preventing|helping|producing|generating|triggering|affecting|costing|earning|offering|signaling|signalling|suggesting|indicating|meaning)$/;
/** "by improving X, creating Y, and producing Z": the participles are a list after a preposition. */
const GERUND_LIST = /\b(?:by|of|for|from|in|about|without|while) [a-z]+ing\b[^,]*$/;

/** "The storm hit the coast, causing damage." → "The storm hit the coast. This caused damage." */
function splitParticiple(body: string): [string, string] | null {
  const match = /^([^;:]+?), ((?:[a-z]+ly )?)([a-z]+ing) ([^;:]+)$/.exec(body);
  if (!match || !RESULT_PARTICIPLE.test(match[3]) || !standsAlone(match[1])) return null;
  const [, main, adverb, participle, rest] = match;
  if (GERUND_LIST.test(main) || /,? (?:and|or) [a-z]+ing\b/.test(rest)) return null;
  const doc = nlp(`${participle} ${rest}`);
  if (!doc.has("^#Gerund") || nlp(rest).has("(#Copula|#Modal|#Auxiliary|#PastTense)")) return null;
  const root = (nlp(participle).compute("root").json() as { terms: { root?: string }[] }[])[0]?.terms[0]?.root;
  if (!root) return null;
  const past = nlp(main).has("#PastTense") && !nlp(main).has("#PresentTense");
  return [main, `This ${adverb}${inflectVerb(root, past ? "past" : "s")} ${rest}`];
}

// No comma after "which": in "Consider a case where X has one car, which is common, before…" the clause
// ends mid-sentence and the words after it belong to the main clause.
const WHICH_RE = new RegExp(`^([^;:]+?) ([A-Za-z]+|${PLACEHOLDER_SOURCE}), which ([^,;:()]+)$`);

/**
 * "X, which funds Y." → "X. It funds Y.": the pronoun agrees with the noun before the comma, and "This"
 * stands for a whole clause ("He was late, which annoyed her." → "This annoyed her.").
 */
function splitWhich(body: string): [string, string] | null {
  const match = WHICH_RE.exec(body);
  if (!match || !standsAlone(`${match[1]} ${match[2]}`) || !nlp(`it ${match[3]}`).has("^it (#Verb|#Adverb #Verb)")) return null;
  return [`${match[1]} ${match[2]}`, `${pronounFor(match[1], match[2])} ${match[3]}`];
}

const HELD_AFTER_THE = new RegExp(`\\b(?:the|a|an)(?: ${PLACEHOLDER_SOURCE})*$`, "i");

function pronounFor(before: string, antecedent: string): string {
  // A held name after an article ("the Russian Federation") is one thing; any other held span may be a figure.
  if (antecedent.startsWith("\uE000")) return HELD_AFTER_THE.test(before) ? "It" : "This";
  const word = nlp(antecedent);
  return word.has("#Plural") ? "They" : word.has("#Noun") ? "It" : "This";
}

const INNER_WHICH_RE =
  /^((?:The|This|That|These|Those|Our|Their|Its|His|Her|My|Your) [^,;:()]+), which (is|was|are|were) ([^,;:()]+), ([a-z][^;:]+)$/;

/**
 * "The old bridge, which was built in 1901, still carries cars." → "The old bridge was built in 1901. It still
 * carries cars.": a "which" clause on the subject becomes a sentence of its own, and the main clause follows.
 */
function splitInnerWhich(body: string): [string, string] | null {
  const match = INNER_WHICH_RE.exec(body);
  if (!match) return null;
  const [, subject, be, clause, main] = match;
  if (
    hasVerb(subject) ||
    !nlp(`it ${main}`).has("^it #Adverb? (#Verb|#Modal|#Auxiliary|#Copula)") ||
    nlp(main).terms().first().has("#Gerund")
  )
    return null;
  const plural = be === "are" || be === "were";
  return [`${subject} ${be} ${clause}`, `${plural ? "They" : "It"} ${main}`];
}

/** "X: Y." → "X. Y." when what follows the colon is a sentence of its own. */
function splitColon(body: string): [string, string] | null {
  const match = /^([^:]+): ([^:]+)$/.exec(body);
  return match && standsAlone(match[1]) && isClause(match[2]) ? [match[1], capitalizeFirst(match[2])] : null;
}

/**
 * "X, and the smooth, rich flavors danced." → "X. The smooth, rich flavors danced.": a joint the general
 * splitter leaves because no verb comes before the next comma, taken when compromise reads a whole clause
 * (subject, then verb) after it; "…, and his lamps, and his tongs" has no verb after its noun and stays.
 */
const FINITE_CLAUSE = "^#Determiner? #Noun+ #Adverb? (#Verb|#Modal|#Auxiliary|#Copula)";
const MODIFIED_FINITE_CLAUSE = "^#Determiner? (#Adjective|#Adverb)+ #Noun+ #Adverb? (#Verb|#Modal|#Auxiliary|#Copula)";

function splitJoint(body: string, ctx: SentenceContext): [string, string] | null {
  for (const match of body.matchAll(/, (and|but|yet) /g)) {
    const first = body.slice(0, match.index);
    const second = body.slice((match.index ?? 0) + match[0].length);
    if (
      !standsAlone(first) ||
      insideBrackets(first) ||
      /\bnot only\b/i.test(first) ||
      countWords(second) < 4 ||
      (match[1] === "and" && (endsList(first) || mayRunOnPastAnd(first)))
    )
      continue;
    // "…, and that more training can help": a second object clause of the first verb, not a sentence.
    if (/^(?:that|which|who|whom|whose|whether|what|how|where|why)\b/i.test(second)) continue;
    // "If you're not at the cafe, and you're hungry, …": the joint sits inside a subordinate clause.
    if (first.split(/, /).some((part) => LEADING_SUBORDINATOR.test(part))) continue;
    // "…, and since then, it has…": a short opener of time or result before the clause goes with it.
    const opener =
      /^(?:since then|since that time|after that|at the same time|as a result|in turn|today|now|later|then|still|instead), /i.exec(second);
    // The verb must be finite: "…, and unified-train being competitive baselines" ends a list, not a clause.
    const doc = nlp(opener ? second.slice(opener[0].length) : second);
    // Two patterns: compromise's "(#Adjective|#Adverb)*" does not match zero words ("it has…", "the team has…").
    const clause = [FINITE_CLAUSE, MODIFIED_FINITE_CLAUSE].map((pattern) => doc.match(pattern)).find((found) => found.found);
    if (!clause || clause.terms().last().has("#Gerund")) continue;
    // "…prints X if…, and prints Y if…": a verb the tagger read as a plural noun has no subject of its own.
    if (startsWithVerb(second)) continue;
    const rest = lowerFirstWord(second, ctx.knownLower);
    if (!rest) continue;
    return [first, match[1] === "and" ? capitalizeFirst(second) : `${match[1] === "but" ? "But" : "Yet"} ${rest}`];
  }
  return null;
}

/** Whether words open with a verb: after a subject pronoun, the first of them reads as one ("it prints…"). */
function startsWithVerb(words: string): boolean {
  return nlp(`it ${words}`).terms().eq(1).has("#Verb");
}

const SPLITTERS = [
  splitJoint,
  (body: string) => splitInnerWhich(body),
  splitBecause,
  splitContrast,
  (body: string) => splitParticiple(body),
  (body: string) => splitWhich(body),
  (body: string) => splitColon(body),
] as const;

/** Plainer openers: "Additionally," → "Also,", "However," → "But". */
const PLAIN_OPENERS: Record<string, string> = {
  Additionally: "Also,",
  Furthermore: "Also,",
  Moreover: "Also,",
  "In addition": "Also,",
  However: "But",
  Nevertheless: "Still,",
  Nonetheless: "Still,",
  Consequently: "So",
  Therefore: "So",
  Thus: "So",
  "As a result": "So",
  Subsequently: "Then",
};
const PLAIN_OPENER_RE = new RegExp(`^(${Object.keys(PLAIN_OPENERS).join("|")}), (?=[a-z\uE000])`);

/**
 * Basic fluency: long sentences become short ones at clause boundaries the tagging is sure of (", and…",
 * "because", "although", ", while", a closing participle phrase), and parentheses that hold no fact go.
 */
export function simplifySentence(sentence: string, ctx: SentenceContext): string {
  const withoutAsides = compressWordy(sentence)
    .replace(/ \([^()A-Z0-9\uE000]+\)/g, "")
    .replace(PLAIN_OPENER_RE, (whole, opener: string) => `${PLAIN_OPENERS[opener]} `);
  return splitLong(withoutAsides, ctx, 3);
}

/** A sentence's first word, lowercase. */
function openingOf(sentence: string): string {
  return /[A-Za-z']+/.exec(sentence)?.[0].toLowerCase() ?? "";
}

function splitLong(sentence: string, ctx: SentenceContext, depth: number): string {
  if (depth === 0 || countWords(sentence) <= ctx.settings.splitOver) return sentence;
  const { body, end } = splitEnd(sentence);
  if (!end.startsWith(".")) return sentence;
  const compound = splitCompound(sentence, ctx);
  if (compound && wholeSentences(compound)) return compound;
  for (const split of SPLITTERS) {
    const parts = split(body, ctx);
    if (!parts) continue;
    const [first, second] = parts;
    // "…hours. But I just… But it's late…": the new sentence must not open as the next one does.
    if (ctx.next && openingOf(second) === openingOf(ctx.next)) continue;
    const result = `${splitLong(capitalizeFirst(first) + end, ctx, depth - 1)} ${splitLong(second + end, ctx, depth - 1)}`;
    if (wholeSentences(result)) return result;
  }
  return sentence;
}

/**
 * Whether every sentence of a split reads as one: splits applied in turn can leave a noun phrase alone
 * ("…like Duchenne smile, and the non-Duchenne smile, which…" → "The non-Duchenne smile.").
 */
function wholeSentences(text: string): boolean {
  return text.split(/(?<=\.) (?=\S)/).every((piece) => standsAlone(splitEnd(piece).body));
}

/** Linking openers a second sentence can keep after a semicolon: "X; however, Y." */
const LINKED_OPENER =
  /^(However|Still|Even so|Also|Moreover|Furthermore|Additionally|As a result|Consequently|For example|For instance|In addition|Instead|Therefore|Thus|Meanwhile|Similarly|Likewise|In fact|Indeed),\s+/;

const REFERS_BACK = /^(?:It|They|These|Those|Such|Its|Their|He|She|His|Her) /;

/** Joins a sentence to the one before it, or returns null when the pair reads better apart. */
function joinPair(first: string, second: string, ctx: SentenceContext): string | null {
  const a = splitEnd(first);
  const b = splitEnd(second);
  if (a.end !== "." || b.end !== "." || countWords(a.body) + countWords(b.body) >= ADVANCED_JOIN_UNDER) return null;
  const linked = LINKED_OPENER.exec(b.body);
  if (linked) return `${a.body}; ${linked[1].toLowerCase()}, ${b.body.slice(linked[0].length)}.`;
  // "X. This means Y." → "X, which means Y.": "this" stands for the whole clause before it, as "which" does;
  // after a noun, "which" would attach to that noun instead ("…implications, which includes…").
  const clauseFinal = !nlp(a.body).terms().last().has("#Noun");
  if (/^This /.test(b.body) && clauseFinal && !/[;:]/.test(a.body) && nlp(b.body).has("^this (#Verb|#Adverb #Verb)")) {
    return `${a.body}, which ${b.body.slice("This ".length)}.`;
  }
  const conjunction = /^(But|So|Yet) (.+)$/.exec(b.body);
  if (conjunction) {
    const rest = lowerFirstWord(conjunction[2], ctx.knownLower);
    return rest ? `${a.body}, ${conjunction[1].toLowerCase()} ${rest}.` : null;
  }
  // A sentence that refers straight back ("It…", "These…") continues the one before: a semicolon says so.
  if (REFERS_BACK.test(b.body) && !/;/.test(a.body) && isClause(b.body))
    return `${a.body}; ${b.body.charAt(0).toLowerCase()}${b.body.slice(1)}.`;
  return null;
}

/** Advanced fluency: related neighbouring sentences are joined, with the link between them kept explicit. */
export function joinRelated(sentences: string[], gaps: string[], ctx: SentenceContext): void {
  for (let i = 0; i + 1 < sentences.length; i++) {
    const joined = joinPair(sentences[i], sentences[i + 1], ctx);
    if (!joined) continue;
    sentences.splice(i, 2, joined);
    gaps.splice(i, 1);
  }
}
