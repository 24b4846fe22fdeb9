import { PLACEHOLDER_SOURCE } from "./protect";
import { capitalizeFirst, countWords as words, lowerFirstWord } from "./text";
import { hasFiniteVerb, LEADING_SUBORDINATOR, RELATIVE_WORD, SUBORDINATE_WORD } from "./clause";
import { splitEnd, type SentenceContext } from "./sentence";

/** A long compound sentence split in two or three, and two short sentences joined in one. */

/**
 * "We show that A, B": a first half whose last comma piece has no verb ends a list, so ", and the C also
 * satisfy…" after it is the list's last item, not a new clause. So does a run of short pieces ("by data
 * availability, computational constraints, privacy concerns"), where a noun may be read as a verb.
 */
const LIST_ITEM_WORDS = 3;

export function endsList(first: string): boolean {
  if (!first.includes(",")) return false;
  const items = first.split(", ").slice(1);
  if (items.length >= 2 && items.every((item) => words(item) <= LIST_ITEM_WORDS)) return true;
  const pieces = first.split(", ");
  const last = pieces[pieces.length - 1];
  // "The chicken was dry, the sauce was bland, and the pasta was mushy": two clauses joined by a comma make ", and"
  // close a list of clauses; split there, the first two are left as a comma splice ("In 2016, the group made…"
  // holds one clause).
  const clauseList = pieces.length >= 2 && CLAUSE_START.test(last) && hasFiniteVerb(last) && hasFiniteVerb(pieces[pieces.length - 2]);
  return clauseList || !hasFiniteVerb(last);
}

const CLAUSE_START = new RegExp(
  `^(?:i|we|you|they|he|she|it|the|this|that|these|those|our|my|their|its|his|her|there|many|some|most|people|${PLACEHOLDER_SOURCE})\\b`,
  "i",
);

/**
 * Splits a long compound sentence at ", and/but/so", "; " or " and " before a pronoun subject. Not at
 * ", which": "flaws in their appearance, which may be minor" → "That may be minor" points at the wrong thing
 * as often as the right one.
 */
export function splitCompound(sentence: string, ctx: SentenceContext): string | null {
  const { body, end } = splitEnd(sentence);
  if (!end.startsWith(".")) return null;
  for (const match of body.matchAll(/, and |, but |, so |; | and (?=(?:I|we|they|he|she|you) )/g)) {
    const at = match.index ?? 0;
    const split = splitAt(body.slice(0, at), match[0], body.slice(at + match[0].length), ctx);
    if (!split) continue;
    const [first, second] = split;
    // A remainder that is still long splits again, so a 50-word sentence can become three.
    const tail = words(second) > ctx.settings.splitOver ? (splitCompound(second + end, ctx) ?? second + end) : second + end;
    // "would be O.K., but": an abbreviation's own stop ends the sentence.
    return `${first}${first.endsWith(".") ? "" : "."} ${tail}`;
  }
  return null;
}

/**
 * A verb of hoping, saying or knowing whose clause may run on past ", and": "I hope this was a one-time thing, and
 * my next visit will be better" hopes both; split, the second becomes a flat claim.
 */
const CLAUSE_TAKING_VERB =
  /\b(?:hope|hopes|hoped|wish|wishes|wished|think|thinks|thought|believe|believes|believed|expect|expects|expected|guess|suppose|feel|feels|felt|say|says|said|know|knows|knew|pray|trust|fear|fears|feared|sure|glad|afraid)\b/i;
/** "…evaluation show that the encoder assigns good labels, and the overviews…": a "that" opening a clause. */
const THAT_CLAUSE =
  /\bthat (?:the|a|an|this|these|those|it|they|we|he|she|there|i|you|our|their|its|his|her|many|most|some|each|every|no)\b/i;
/** "…because it was a week night, we were tired, and we knew…": a reason, condition or time that may list more. */
const SUBORDINATE_CLAUSE = /\b(?:because|since|although|though|while|whereas|if|unless|until|when|whenever|once|after|before)\b/i;

/**
 * Whether what follows ", and" may still belong to a clause inside the first half: what it reports (after a verb
 * of hoping, saying or knowing, or a "that" clause) or the reasons or conditions it gives. Split there, the second
 * half would become a flat claim of its own.
 */
export function mayRunOnPastAnd(first: string): boolean {
  return CLAUSE_TAKING_VERB.test(first) || THAT_CLAUSE.test(first) || SUBORDINATE_CLAUSE.test(first);
}

const INTRODUCES_SPEECH =
  /\b(?:say|says|said|saying|saith|sayeth|spake|spoke|ask|asks|asked|answer|answers|answered|reply|replies|replied|cry|cries|cried|declare|declares|declared|write|writes|wrote)\b(?:\s+\S+){0,3}$/i;

/** Whether a bracket opened in the words is still open at their end: "(I have prime, so I get it…)". */
export function insideBrackets(first: string): boolean {
  return (first.match(/[([]/g)?.length ?? 0) > (first.match(/[)\]]/g)?.length ?? 0);
}

/** The two sentences a compound sentence becomes at one of its joints, or null when that joint is unsafe. */
function splitAt(first: string, joint: string, second: string, ctx: SentenceContext): [string, string] | null {
  if (words(first) < 5 || words(second) < 4 || insideBrackets(first)) return null;
  // "not only X, but Y" is one construction; split, its second half loses the clause that frames it.
  if (/\bnot only\b/i.test(first)) return null;
  // "…King from 774, and the first Emperor from 800", "…the light, and his lamps, and his tongs…": a second
  // half with no verb before its next comma is a list item, not a clause.
  // "the opening of the prison to them that are bound": a verb inside a relative clause makes no sentence.
  if (!CLAUSE_START.test(second) || !hasFiniteVerb(second.split(/[,;]/)[0].split(RELATIVE_WORD)[0])) return null;
  if (joint === ", and " && (endsList(first) || mayRunOnPastAnd(first))) return null;
  // "We will grow and we will hire": without a comma, only a pronoun subject shows a second clause starts, and
  // the first must be a main clause ("Because it rained and we were tired, …" is not).
  if (joint === " and " && (/,/.test(first) || RELATIVE_WORD.test(first) || SUBORDINATE_WORD.test(first))) return null;
  // "If you're not there, and you're hungry, …", "the trick is, when the lights are lit, and you…": both
  // halves belong to the condition.
  if (LEADING_SUBORDINATOR.test(first.slice(first.lastIndexOf(",") + 1).trim())) return null;
  // "Thus saith the LORD; I remember thee…": after a verb of saying, what follows the semicolon is the speech.
  if (joint === "; " && INTRODUCES_SPEECH.test(first)) return null;
  // "found that X, and that Y": the second "that" opens a reported clause, no sentence.
  if (/^that\b/i.test(second)) return null;
  // ", so that you may live", ", so I could understand": a purpose clause, not a second sentence; "So many
  // women…" would read as "such a number of women".
  if (
    joint === ", so " &&
    (/^(?:that|many|much|few|little|far|long)\b/i.test(second) || /^\S+ (?:could|would|can|might|may)\b/i.test(second))
  )
    return null;
  const formal = ctx.settings.registers.has("f");
  const opener: Record<string, string> = {
    ", and ": "",
    " and ": "",
    // "Still," concedes; "but" may only contrast. An opening "Yet" reads stilted outside formal writing.
    ", but ": formal ? "However, " : "But ",
    ", so ": formal ? "As a result, " : "So ",
    "; ": "",
  };
  const rest = opener[joint] ? lowerFirstWord(second, ctx.knownLower) : second;
  // "…for a few hours. But I just absorbed the scene. But it's late…": two sentences in a row opening alike.
  if (opener[joint] && ctx.next?.startsWith(opener[joint])) return null;
  return rest === null ? null : [first, capitalizeFirst(opener[joint] + rest)];
}

const MERGE_START = /^(?:I|We|You|He|She|They|It)\s/;

/** Joins two short sentences: "It rained. We stayed in." → "It rained, and we stayed in." */
export function mergePair(first: string, second: string, ctx: SentenceContext): string | null {
  const a = splitEnd(first);
  const b = splitEnd(second);
  // "Haha. He was…", "Very good size. I froze half…": an interjection or fragment is no clause to join.
  if (
    a.end !== "." ||
    b.end !== "." ||
    /[,;:]/.test(a.body) ||
    words(a.body) > 9 ||
    words(a.body) < 3 ||
    words(b.body) > 9 ||
    words(b.body) < 3
  ) {
    return null;
  }
  if (!hasFiniteVerb(a.body)) return null;
  const linked = /^(But|However,|So|Also,|And) (.+)$/.exec(b.body);
  if (linked) {
    const joiner = { But: "but", "However,": "but", So: "so", "Also,": "and", And: "and" }[linked[1]] ?? "and";
    const rest = lowerFirstWord(linked[2], ctx.knownLower);
    return rest ? `${a.body}, ${joiner} ${rest}.` : null;
  }
  if (!MERGE_START.test(b.body) || /[,;:]/.test(b.body)) return null;
  const rest = lowerFirstWord(b.body, ctx.knownLower);
  return rest ? `${a.body}, and ${rest}.` : null;
}
