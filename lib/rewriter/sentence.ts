import nlp from "compromise";
import { pastFromParticiple } from "./inflect";
import { PLACEHOLDER_SOURCE } from "./protect";
import type { Rng } from "./random";
import type { Settings } from "./settings";
import { capitalizeFirst, countWords, lowerFirstWord, type WordSet } from "./text";

export interface SentenceContext {
  settings: Settings;
  rng: Rng;
  knownLower: WordSet;
}

export interface Parts {
  body: string;
  end: string;
}

export function splitEnd(sentence: string): Parts {
  const match = /(?<![.!?])([.!?]+["'”’)\]]*)$/.exec(sentence);
  return match ? { body: sentence.slice(0, match.index), end: match[1] } : { body: sentence, end: "" };
}

const SUBORDINATORS = "even though|because|since|although|while|whenever|when|unless|after|before|once|until|if";
const TRAILING_SUB_RE = new RegExp(`^(.+?),? (${SUBORDINATORS}) (.+)$`);
const LEADING_SUB_RE = new RegExp(`^(${SUBORDINATORS}) ([^,;:]+), ([^,;:]+)$`, "i");
/** Main clauses whose verb takes the subordinate clause as its object or scope ("I know when…", "not because…"). */
const SCOPE_BLOCKERS =
  /\b(?:that|found|find|finds|show|shows|showed|shown|suggest|suggests|suggested|argue|argues|argued|claim|claims|claimed|report|reports|reported|think|thinks|thought|believe|believes|know|knows|knew|say|says|said|wonder|wondered|ask|asks|asked|check|see|sure|unclear|clear|whether|decide|decided|remember|forget|tell|told|explain|explains|explained|understand|not|never|no|only|just|especially|partly|mainly|simply|\w+n['’]t)\b/i;
const TIME_NOUNS = /\b(?:day|days|time|times|moment|year|years|point|period|era|age|case|cases|situations?|place|places|week|month)$/i;
const LINKED_START = /^(?:so|and|but|or|yet|then|also|still|thus|hence|therefore|however|instead|meanwhile|later)\b/i;
const BACK_REFERENCE = /^(?:he|she|it|they|his|her|its|their|this|these|them|then|that|those|such)\b/i;

function words(text: string): number {
  return countWords(text);
}

/**
 * A clause that ends on a word still waiting for its complement ("It was as", "the books were") cannot
 * stand alone once a phrase after it moves away.
 */
const OPEN_END = /\b(?:as|so|even|only|than|that|just|and|or|but|to|of|the|a|an|am|is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|will|would|should|may|might|must|not|very|more|most|such)$/i;

export function endsOpen(clause: string): boolean {
  return OPEN_END.test(clause.trim());
}

/** Whether compromise finds a verb in the words: a clause has one, a prepositional phrase should not. */
export function hasVerb(words: string): boolean {
  return nlp(words).has("#Verb");
}

/** "X because Y." → "Because Y, X." */
function frontSubordinate(body: string, ctx: SentenceContext): string | null {
  const match = TRAILING_SUB_RE.exec(body);
  if (!match) return null;
  const [, main, sub, clause] = match;
  if (/[,;:]/.test(main) || /[,;:]/.test(clause) || words(main) < 3 || words(clause) < 3 || words(body) > 40) return null;
  if (SCOPE_BLOCKERS.test(main) || TIME_NOUNS.test(main) || LINKED_START.test(main) || endsOpen(main)) return null;
  // "deferred sentence until next month … and granted bail": an "and" may join the main clause's verbs, so
  // the words after the subordinator are not surely one clause.
  if (/\b(?:and|or)\b/.test(clause)) return null;
  const lowered = lowerFirstWord(main, ctx.knownLower);
  if (!lowered) return null;
  return capitalizeFirst(`${sub} ${clause}, ${lowered}`);
}

const CLAUSE_SUBJECT = new RegExp(
  `^(?:(?:i|we|you|they|he|she|it|the|this|that|these|those|a|an|our|my|your|their|its|his|her|there|some|many|most|each|every|no|one|people)\\b|${PLACEHOLDER_SOURCE})`,
  "i",
);

/** "Because Y, X." → "X because Y." */
function backSubordinate(body: string, ctx: SentenceContext): string | null {
  const match = LEADING_SUB_RE.exec(body);
  if (!match) return null;
  const [, sub, clause, rawMain] = match;
  // A leading "while" usually concedes ("While X has grown, Y…"); after the main clause it reads as "during".
  if (/^while$/i.test(sub)) return null;
  const main = rawMain.replace(/^then\s+/i, "");
  if (words(clause) < 2 || words(main) < 3 || BACK_REFERENCE.test(main)) return null;
  // "While less visible than X, lookism…": without its own subject the clause leans on the main clause's,
  // and moved after it, it would attach to the wrong noun.
  if (!CLAUSE_SUBJECT.test(clause)) return null;
  const loweredClause = lowerFirstWord(clause, ctx.knownLower);
  if (!loweredClause) return null;
  return `${capitalizeFirst(main)} ${sub.toLowerCase()} ${loweredClause}`;
}

const NP_WORD = "[a-z][a-z-]*";
const FUNCTION_IN_NP = /\b(?:of|in|with|and|or|that|which|who|for|to|on|at|from|as|than|not|very|being)\b/;
const PASSIVE_RE = new RegExp(
  `^((?:the|this|that|these|those|our|their|his|her|its|my|your|a|an|each|every) (?:${NP_WORD} ){0,2}${NP_WORD}) (was|were) ((?:[a-z]+ly )?)([a-z]+) by ((?:the|a|an|our|their|his|her|its|my|your|this|that|these|those) (?:${NP_WORD} ){0,2}${NP_WORD}|(?:${PLACEHOLDER_SOURCE})(?: ${PLACEHOLDER_SOURCE})*|him|her|them|us|me|you)$`,
  "i",
);
const STATIVE_PARTICIPLES = /^(?:located|based|situated|positioned|placed|lined|known|interested|tired|excited|surprised|pleased|worried|concerned|involved|related|married|used|accompanied|caused|determined|filled|covered|crowded|inspired|frightened|amazed|bored|puzzled|shocked|impressed|disappointed|dominated)$/;
const SUBJECT_PRONOUNS: Record<string, string> = { him: "he", her: "she", them: "they", us: "we", me: "I", you: "you" };

/** "The report was written by the team." → "The team wrote the report." */
function passiveToActive(body: string): string | null {
  const match = PASSIVE_RE.exec(body);
  if (!match) return null;
  const [, subject, , adverb, participle, agent] = match;
  if (STATIVE_PARTICIPLES.test(participle.toLowerCase()) || FUNCTION_IN_NP.test(subject.slice(subject.indexOf(" ")))) return null;
  if (FUNCTION_IN_NP.test(agent.slice(agent.indexOf(" ") + 1))) return null;
  const past = pastFromParticiple(participle.toLowerCase());
  if (!past) return null;
  const actor = SUBJECT_PRONOUNS[agent.toLowerCase()] ?? agent;
  const object = subject.charAt(0).toLowerCase() + subject.slice(1);
  return capitalizeFirst(`${actor} ${adverb}${past} ${object}`);
}

const TIME_PHRASE = `(?:(?:in|on|during|after|before|since|at) (?:the )?(?:${PLACEHOLDER_SOURCE}|morning|evening|afternoon|night|weekend|weekends|summer|winter|spring|autumn)|(?:last|next|every|each|this) (?:year|month|week|day|morning|evening|night|summer|winter|time)|today|yesterday|tomorrow|these days|nowadays|recently|later|eventually|in recent years|over time|over the years)`;
const RELATIVE_TAIL = /\b(?:who|which|that|where|whom|whose)\b|\b(?:am|is|are|was|were|be|been)$/i;
const TRAILING_TIME_RE = new RegExp(`^([^,;:]+?) (${TIME_PHRASE})$`);
const LEADING_TIME_RE = new RegExp(`^(${TIME_PHRASE}), ([^,;:]+)$`, "i");

/** "Sales rose last year." ↔ "Last year, sales rose." */
function moveTimePhrase(body: string, ctx: SentenceContext): string | null {
  const trailing = TRAILING_TIME_RE.exec(body);
  // "the person I am today": the phrase belongs to a relative clause and cannot move.
  if (trailing && words(trailing[1]) >= 3 && !RELATIVE_TAIL.test(trailing[1]) && !endsOpen(trailing[1])) {
    const lowered = lowerFirstWord(trailing[1], ctx.knownLower);
    if (lowered) return capitalizeFirst(`${trailing[2]}, ${lowered}`);
  }
  const leading = LEADING_TIME_RE.exec(body);
  if (leading && words(leading[2]) >= 3 && !BACK_REFERENCE.test(leading[2])) {
    const phrase = /^\uE000/.test(leading[1]) ? leading[1] : leading[1].charAt(0).toLowerCase() + leading[1].slice(1);
    return `${capitalizeFirst(leading[2])} ${phrase}`;
  }
  return null;
}

const CLAUSE_START = new RegExp(`^(?:i|we|you|they|he|she|it|the|this|that|these|those|our|my|their|its|his|her|there|many|some|most|people|${PLACEHOLDER_SOURCE})\\b`, "i");

/**
 * Splits a long compound sentence at ", and/but/so" or "; ". Not at ", which": "flaws in their appearance,
 * which may be minor" → "That may be minor" points at the wrong thing as often as the right one.
 */
export function splitCompound(sentence: string, ctx: SentenceContext): string | null {
  const { body, end } = splitEnd(sentence);
  if (!end.startsWith(".")) return null;
  for (const match of body.matchAll(/, and |, but |, so |; /g)) {
    const at = match.index ?? 0;
    const split = splitAt(body.slice(0, at), match[0], body.slice(at + match[0].length), ctx);
    if (!split) continue;
    const [first, second] = split;
    // A remainder that is still long splits again, so a 50-word sentence can become three.
    const tail = words(second) > ctx.settings.splitOver ? (splitCompound(second + end, ctx) ?? second + end) : second + end;
    return `${first}. ${tail}`;
  }
  return null;
}

/** The two sentences a compound sentence becomes at one of its joints, or null when that joint is unsafe. */
function splitAt(first: string, joint: string, second: string, ctx: SentenceContext): [string, string] | null {
  if (words(first) < 5 || words(second) < 4) return null;
  // "not only X, but Y" is one construction; split, its second half loses the clause that frames it.
  if (/\bnot only\b/i.test(first)) return null;
  // "…King from 774, and the first Emperor from 800", "…the light, and his lamps, and his tongs…": a second
  // half with no verb before its next comma is a list item, not a clause.
  if (!CLAUSE_START.test(second) || !hasVerb(second.split(/[,;]/)[0])) return null;
  const formal = ctx.settings.registers.has("f");
  const opener: Record<string, string> = {
    ", and ": "",
    ", but ": formal ? "However, " : ctx.rng.pick(/\bstill\b/i.test(second) ? ["But "] : ["But ", "Still, "]),
    ", so ": formal ? "As a result, " : "So ",
    "; ": "",
  };
  const rest = opener[joint] ? lowerFirstWord(second, ctx.knownLower) : second;
  return rest === null ? null : [first, capitalizeFirst(opener[joint] + rest)];
}

/** Restructures one sentence (clause order, voice, time phrase position) or returns null when none fits safely. */
export function restructure(sentence: string, ctx: SentenceContext): string | null {
  const { body, end } = splitEnd(sentence);
  if (!end || /[?!]/.test(end) || body.includes("\uE000\uE000")) return null;
  const options = [frontSubordinate(body, ctx), backSubordinate(body, ctx), passiveToActive(body), moveTimePhrase(body, ctx)].filter(
    (option): option is string => option !== null && option !== body,
  );
  return options.length > 0 ? ctx.rng.pick(options) + end : null;
}

const MERGE_START = /^(?:I|We|You|He|She|They|It)\s/;

/** Joins two short sentences: "It rained. We stayed in." → "It rained, and we stayed in." */
export function mergePair(first: string, second: string, ctx: SentenceContext): string | null {
  const a = splitEnd(first);
  const b = splitEnd(second);
  if (a.end !== "." || b.end !== "." || /[,;:]/.test(a.body) || words(a.body) > 9 || words(b.body) > 9 || words(b.body) < 3) {
    return null;
  }
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
