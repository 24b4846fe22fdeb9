import { fitsContext, neighboursAt } from "./context-fit";
import { formalityOf } from "./formality";
import { fitsAfterDegreeWord } from "./inflect";
import { LEXICON_INDEX, realize, type Entry, type Member, type Pos } from "./lexicon";
import type { Rng } from "./random";
import { fitsCollocation } from "./ngrams";
import { isDominantSynonym, SentenceTags, showsOtherSense } from "./senses";
import type { Register, Settings } from "./settings-types";
import { contentStems, echoes } from "./stem";
import { PLACEHOLDER_SOURCE } from "./protect";
import { countSyllables } from "@/lib/text-stats";
import { matchCase, WORD_SOURCE } from "./text";

function set(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/));
}

const SUBJECTS = set("i you we they he she it this that which who there");
const ADVERBS = set("also often always usually sometimes rarely never just still really only already even generally typically");
const MODAL_PREV = set("to can could will would shall should may might must do does did not let's please");
const VERB_PREV = new Set([...SUBJECTS, ...ADVERBS, ...MODAL_PREV]);
const THIRD_PERSON_PREV = new Set([...set("he she it this that which who"), ...ADVERBS]);
const DETERMINERS = set(
  "the a an this that these those my your his her its our their some any each every all both many several more most no such another other few",
);
const PREPOSITIONS = set("of for with without about in on at from by into through over under between among during after before");
const BE = set("is are was were be been being am 's 're");
const HAVE = set("have has had having 've 'd");
const INTENSIFIERS = set("very more most so too quite really extremely less fairly rather pretty");
const OBJECT_PRONOUNS = set("me him her us them it you");
const PARTICLES = set("up out off down away back over");
/** A particle one to three words on, closing the clause: "cut the costs down." is not "reduce the costs down." */
const SEPARATED_PARTICLE =
  /^(?: +[\w'’-]+){1,3} +(?:up|out|off|down|away|back|over)(?=[.,;:!?)]|$| +(?:of|for|with|from|to|on|at|in|and|but)\b)/i;
const CONFLICTS: Record<Register, Register> = { f: "c", c: "f", r: "s", s: "r" };

function wordCount(text: string): number {
  return text.split(" ").length;
}

const NOT_PLURAL_SUBJECT = set("is was has this its his us yes thus plus less unless as does goes always perhaps across");

/** "we need", "to need", "businesses leverage": positions where a base form is a verb, not a noun. */
function isVerbContext(prev: string): boolean {
  return VERB_PREV.has(prev) || /(?:n't|'ll|'d)$/.test(prev) || (/^[a-z]{2,}[^s']s$/.test(prev) && !NOT_PLURAL_SUBJECT.has(prev));
}

const NOT_OBJECT = new Set([...PREPOSITIONS, ...SUBJECTS, ...set("to and or but so than as if when because while")]);

/** A noun phrase follows: "increase funding", "improve the design", not "increase by", "develop quickly". */
function hasObject(next: string): boolean {
  return DETERMINERS.has(next) || (/^[a-z]/.test(next) && !NOT_OBJECT.has(next) && !next.endsWith("ly"));
}

/** Before its noun ("a major factor"), not after a verb ("is major"). */
function attributive(prev: string, next: string): boolean {
  return !BE.has(prev) && /^[a-z]/.test(next) && !NOT_OBJECT.has(next);
}

function contextAllows(entry: Entry, key: string, prev: string, next: string, after: string): boolean {
  const { group, member, form } = entry;
  if (group.requiredNext && !group.requiredNext.has(next)) return false;
  // "<s>" in a blocked-previous list stands for no word before: a sentence's start, or punctuation.
  if (group.blockedNext.has(next) || group.blockedPrev.has(prev || "<s>")) return false;
  if (member.needsObject && !(group.pos === "a" ? attributive(prev, next) : hasObject(next))) return false;
  const ambiguous = member.ambiguous || LEXICON_INDEX.crossPos.has(key);
  switch (group.pos) {
    case "v":
      if (!member.text.includes(" ") && (PARTICLES.has(next) || SEPARATED_PARTICLE.test(after))) return false;
      if (entry.tenseAmbiguous) return MODAL_PREV.has(prev) || /(?:n't|'ll|'d)$/.test(prev);
      if (form === "base") return !ambiguous || isVerbContext(prev);
      if (form === "s") return !ambiguous || THIRD_PERSON_PREV.has(prev);
      // "developing countries": an -ing word right before a bare noun is an adjective, not a swappable verb.
      if (
        form === "ing" &&
        !group.stock &&
        !member.text.includes(" ") &&
        /^[a-z]/.test(next) &&
        !NOT_OBJECT.has(next) &&
        !DETERMINERS.has(next) &&
        !OBJECT_PRONOUNS.has(next)
      ) {
        return false;
      }
      if (form === "ing") return !ambiguous || BE.has(prev) || PREPOSITIONS.has(prev);
      if (form === "ed" && !LEXICON_INDEX.crossPos.has(key)) return true;
      return isVerbContext(prev) || BE.has(prev) || HAVE.has(prev);
    case "n":
      return !ambiguous || DETERMINERS.has(prev) || PREPOSITIONS.has(prev);
    case "a":
      return !ambiguous || BE.has(prev) || INTENSIFIERS.has(prev) || DETERMINERS.has(prev);
    default:
      return true;
  }
}

function fits(member: Member, registers: ReadonlySet<Register>): boolean {
  if (member.registers.size === 0) return true;
  for (const register of member.registers) if (registers.has(register)) return true;
  return false;
}

/** Syllables of a word or phrase, as the reading grade counts them. */
function syllables(text: string): number {
  return text.split(" ").reduce((sum, word) => sum + countSyllables(word), 0);
}

/** Basic fluency never swaps to a longer word, Advanced never to a shorter one: each moves the grade its own way. */
function movesGrade(source: Member, target: Member, settings: Settings): boolean {
  if (settings.options.fluency === "Basic") return syllables(target.text) <= syllables(source.text);
  if (settings.options.fluency === "Advanced") return syllables(target.text) >= syllables(source.text);
  return true;
}

/** A swap this much down (formal tone) or up (casual tone) the formality scale changes the register the user asked for. */
const REGISTER_SHIFT = 0.75;

function formality(text: string): number | null {
  return formalityOf(text.split(" "));
}

/** Whether a swap keeps the register the options ask for: a formal tone gets no "hard" for "difficult", a casual one no "assist" for "help". */
/**
 * A word this far down the formality scale reads informal in formal writing ("get", "bigger", "buy"); plain words
 * such as "start", "about" or "keep" score higher, and formal writing uses them too.
 */
const INFORMAL_WORD = -2;

/**
 * Whether a swap keeps the register: a formal tone, or formal writing with no casual tone asked for, gets no
 * "hard" for "difficult" and no "get" for "acquire" ("not formed to get the securities offered"); a casual tone no
 * "assist" for "help". Plain words are what stock AI vocabulary and Basic fluency are swapped for, in any writing.
 */
function keepsRegister(source: Member, target: Member, settings: Settings, stock: boolean): boolean {
  const { registers } = settings;
  const from = formality(source.text);
  const to = formality(target.text);
  if (to === null) return true;
  const asksPlain = stock || settings.options.fluency === "Basic";
  if (registers.has("f") && (from === null ? to < INFORMAL_WORD : to < from - REGISTER_SHIFT)) return false;
  // Formal writing with no tone asked for keeps its register against clearly informal words only.
  if (settings.formal && !registers.has("c") && !asksPlain && to < INFORMAL_WORD && (from === null || to < from - REGISTER_SHIFT))
    return false;
  return !(from !== null && registers.has("c") && to > from + REGISTER_SHIFT);
}

function targetsFor(
  entry: Entry,
  settings: Settings,
  adjectival: boolean,
  prev: string,
  next: string,
  sentenceStems: ReadonlySet<string>,
): Member[] {
  const { group, member, form } = entry;
  return [...group.sources, ...group.targets].filter(
    (candidate) =>
      candidate.text !== member.text &&
      // Stock AI words and words of a marked register (formal, rich…) are curated swaps to plainer words;
      // every other pair must share the source's dominant WordNet sense.
      (group.stock || group.vetted || member.registers.size > 0 || isDominantSynonym(group.pos, member.text, candidate.text)) &&
      !echoes(candidate.text, sentenceStems) &&
      !(group.pos === "a" && candidate.needsObject && !attributive(prev, next)) &&
      !(group.pos === "a" && candidate.predicative && !BE.has(prev)) &&
      fits(candidate, settings.registers) &&
      keepsRegister(member, candidate, settings, group.stock) &&
      movesGrade(member, candidate, settings) &&
      !(form === "pl" && candidate.uncountable) &&
      // "the proposed method" must not become "the put forward method".
      !(adjectival && candidate.text.includes(" ")) &&
      fitsLength(wordCount(member.text), wordCount(candidate.text), settings),
  );
}

/** Whether the options' register is why this swap is made: away from a clashing register, or into a wanted one. */
function registerAsks(source: Member, target: Member, settings: Settings): boolean {
  for (const register of source.registers) if (settings.registers.has(CONFLICTS[register])) return true;
  for (const register of target.registers) if (settings.registers.has(register)) return true;
  return false;
}

function fitsLength(sourceWords: number, targetWords: number, settings: Settings): boolean {
  if (settings.length === "shorten" || settings.length === "concise") return targetWords <= sourceWords;
  return true;
}

function rateFor(entry: Entry, targets: readonly Member[], settings: Settings): number {
  const source = entry.member;
  if (entry.group.stock && settings.humanize) return 1;
  for (const register of source.registers) {
    if (settings.registers.has(register)) return 0;
    if (settings.registers.has(CONFLICTS[register])) return 1;
  }
  // A plainer (Basic) or richer (Advanced) word is what the fluency option asks for: always take it.
  const grade = (target: Member) => syllables(target.text) - syllables(source.text);
  if (settings.options.fluency === "Basic" && targets.some((target) => grade(target) < 0)) return 1;
  if (settings.options.fluency === "Advanced" && targets.some((target) => grade(target) > 0)) return 1;
  const base = entry.group.stock ? settings.stockRate : settings.wordRate;
  const words = wordCount(source.text);
  if (settings.length !== "default" && targets.some((t) => wordCount(t.text) !== words)) return 1;
  return base;
}

function chooseTarget(targets: readonly Member[], settings: Settings, rng: Rng): Member {
  return rng.pickWeighted(targets, (target) => {
    const words = wordCount(target.text);
    const registerBoost = target.registers.size > 0 ? 4 : 1;
    if (settings.options.fluency === "Basic") return registerBoost / syllables(target.text) ** 2;
    if (settings.options.fluency === "Advanced") return registerBoost * syllables(target.text) ** 2;
    if (settings.length !== "default") return registerBoost / (words * words);
    return registerBoost;
  });
}

interface WordToken {
  text: string;
  start: number;
  end: number;
}

const WORD_RE = new RegExp(WORD_SOURCE, "g");

function normalize(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}

export interface SubstituteOptions {
  /** Overrides the per-word chance (used by the change guarantee). */
  forceRate?: number;
  maxChanges?: number;
  /** Content stems of the sentences around (see repeats.ts): no swap brings in one of these. */
  nearby?: ReadonlySet<string>;
}

const AFTER_PLACEHOLDER = new RegExp(`${PLACEHOLDER_SOURCE} $`);
const HEDGES = set("perhaps maybe possibly");
/** A clause that hedges already, with a modal of possibility before its end. */
const HEDGED_CLAUSE = /^[^,.;:!?]*\b(?:may|might|could)\b/i;

/** A word or phrase of a sentence the lexicon has safe replacements for, here. */
interface Site {
  /** Index of the site's first and last word among the sentence's words. */
  first: number;
  last: number;
  start: number;
  end: number;
  entry: Entry;
  targets: Member[];
  /** A target in the form the site needs ("demonstrated" → "showed"). */
  inflect: (member: Member) => string;
}

/**
 * Every word or phrase of the sentence the lexicon lists, in order, longest match first and without overlaps, with
 * the targets that fit there. Lazy: each site picks one of its readings with the generator, so a caller that
 * stops early draws no more.
 */
function* sites(sentence: string, settings: Settings, rng: Rng, taken: Set<string> = new Set()): Generator<Site> {
  const tokens: WordToken[] = [...sentence.matchAll(WORD_RE)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const gapBefore = (i: number) => sentence.slice(i === 0 ? 0 : tokens[i - 1].end, tokens[i].start);
  const prevWord = (i: number) => (i > 0 && /^ +$/.test(gapBefore(i)) ? normalize(tokens[i - 1].text) : "");
  const nextToken = (last: number) => {
    const after = sentence.slice(tokens[last].end, last + 1 < tokens.length ? tokens[last + 1].start : undefined);
    if (/^ +$/.test(after) && last + 1 < tokens.length) return normalize(tokens[last + 1].text);
    return after.trim().charAt(0);
  };
  // Read as sites are drawn: a caller adds each word it swaps in, so no later swap brings it in again.
  const sentenceStems = taken;
  for (const stem of contentStems(tokens.map((t) => normalize(t.text)))) sentenceStems.add(stem);
  const tags = new SentenceTags(sentence);
  for (let i = 0; i < tokens.length; i++) {
    for (let len = Math.min(LEXICON_INDEX.maxWords, tokens.length - i); len >= 1; len--) {
      let contiguous = true;
      for (let k = i + 1; k < i + len && contiguous; k++) contiguous = gapBefore(k) === " ";
      if (!contiguous) continue;
      const key = tokens
        .slice(i, i + len)
        .map((t) => normalize(t.text))
        .join(" ");
      const entries = LEXICON_INDEX.entries.get(key);
      if (!entries) continue;
      const prev = prevWord(i);
      const next = nextToken(i + len - 1);
      // "gone up, not down": the word is half of a contrast and its partner stays.
      if (/^,? not\b/.test(sentence.slice(tokens[i + len - 1].end))) continue;
      // "cuDNN-optimized": a word joined to a held name by a hyphen or slash is part of a compound term.
      if (/[-/]$/.test(gapBefore(i)) || /^[-/]/.test(sentence.slice(tokens[i + len - 1].end))) continue;
      // "= Love sick…": the word right after a held name or number may be part of a title ("Love" is held).
      if (AFTER_PLACEHOLDER.test(gapBefore(i)) && entries.some((entry) => entry.group.pos === "a" || entry.group.pos === "n")) continue;
      // Verb phrases inflect their first word and noun phrases their last: that word carries the tag.
      const head = (pos: Pos) => tokens[pos === "n" ? i + len - 1 : i].start;
      // "the narrative and factual evolution": a noun joined to an adjective is itself used as one.
      const joinedWord = (next === "and" || next === "or") && i + len + 1 < tokens.length ? tokens[i + len + 1].start : -1;
      const modifiesLikeAdjective = joinedWord >= 0 && tags.is(joinedWord, "a", true) && !tags.is(joinedWord, "n", true);
      // "identifiable, substantial, accessible…", "credit quality, duration, single issuer": a word alone between
      // commas is one term of a list.
      const listedTerm = /,\s*$/.test(gapBefore(i)) && next === ",";
      const usable = entries.filter(
        (entry) =>
          contextAllows(entry, key, prev, next, sentence.slice(tokens[i + len - 1].end)) &&
          tags.is(head(entry.group.pos), entry.group.pos) &&
          !(entry.group.pos === "n" && modifiesLikeAdjective) &&
          !((entry.group.pos === "a" || entry.group.pos === "n") && listedTerm),
      );
      if (usable.length === 0) continue;
      if (showsOtherSense(key, sentence)) continue;
      const entry = rng.pick(usable);
      const adjectival = entry.group.pos === "v" && entry.form !== "base" && entry.form !== "s" && DETERMINERS.has(prev);
      const participle = HAVE.has(prev) || BE.has(prev) || DETERMINERS.has(prev) || next === "by";
      // "results, obtained from…": after punctuation a past form may be a participle or a past tense, so only a
      // target whose two forms are one ("used", not "got"/"gotten") can stand in for it.
      const formKnown = entry.form !== "ed" || prev !== "" || participle;
      const inflect = (member: Member) => realize(member, entry.group.pos, entry.form, participle);
      // Fixed phrases ("due to the fact that" → "since") are curated whole. Any other swap must pair with its
      // neighbours as the corpus's human writers do ("intelligent life" → "smart life" is refused); swaps away from
      // stock AI words or made for the options' register ("kids" → "children" when formal) are checked against
      // governing neighbours only ("robust to" → "solid to" is still refused). A participle before its noun is
      // an adjective and always pairs with that noun ("a streamlined shape" is not "a simplified shape"). The
      // window must also read nearly as naturally under the generic English model, which knows far more
      // collocations than the corpus ("couldn't believe their eyes" → "think" is refused).
      const neighbours = neighboursAt(sentence, tokens[i].start, tokens[i + len - 1].end);
      const targets = targetsFor(entry, settings, adjectival, prev, next, sentenceStems).filter(
        (target) =>
          (entry.group.pos !== "a" || fitsAfterDegreeWord(prev, target.text)) &&
          (formKnown || realize(target, entry.group.pos, "ed", true) === realize(target, entry.group.pos, "ed", false)) &&
          (entry.group.pos === "p" ||
            (fitsCollocation(
              prev,
              inflect(target),
              next,
              !adjectival && (entry.group.stock || registerAsks(entry.member, target, settings)),
            ) &&
              fitsContext(neighbours, key, inflect(target)))),
      );
      // "It is possible that some may have…" → "Perhaps some may have…" hedges twice.
      const hedgedAfter = HEDGED_CLAUSE.test(sentence.slice(tokens[i + len - 1].end));
      yield {
        first: i,
        last: i + len - 1,
        start: tokens[i].start,
        end: tokens[i + len - 1].end,
        entry,
        targets: hedgedAfter ? targets.filter((target) => !HEDGES.has(target.text)) : targets,
        inflect,
      };
      i += len - 1;
      break;
    }
  }
}

/** A replacement takes the case of the first word it replaces ("In order to" → "To"). */
function firstWord(phrase: string): string {
  return phrase.split(" ", 1)[0];
}

/** Swaps words and phrases for lexicon synonyms, keeping inflection and capitalization. */
export function substitute(sentence: string, settings: Settings, rng: Rng, options: SubstituteOptions = {}): string {
  const maxChanges = options.maxChanges ?? Infinity;
  let out = "";
  let cursor = 0;
  let changes = 0;
  let lastChanged = -2;
  const taken = new Set(options.nearby);
  for (const site of sites(sentence, settings, rng, taken)) {
    if (changes >= maxChanges) break;
    const { entry, targets } = site;
    const rate = options.forceRate ?? rateFor(entry, targets, settings);
    const crowded = site.first === lastChanged + 1 && !entry.group.stock;
    if (targets.length > 0 && !crowded && rng.chance(rate)) {
      const target = chooseTarget(targets, settings, rng);
      const replacement = site.inflect(target);
      for (const stem of contentStems(target.text.toLowerCase().split(" "))) taken.add(stem);
      out += sentence.slice(cursor, site.start) + matchCase(firstWord(sentence.slice(site.start, site.end)), replacement);
      cursor = site.end;
      changes++;
      lastChanged = site.last;
    }
  }
  return out + sentence.slice(cursor);
}

/** A place in a sentence where a safe swap can be made, and the words that may stand there, as written. */
export interface SwapOption {
  start: number;
  end: number;
  replacements: string[];
}

/** Every swap substitute() could make in the sentence, for a caller that chooses among them by its own measure. */
export function swapOptions(sentence: string, settings: Settings, rng: Rng): SwapOption[] {
  const options: SwapOption[] = [];
  for (const { start, end, targets, inflect } of sites(sentence, settings, rng)) {
    const written = firstWord(sentence.slice(start, end));
    const replacements = [...new Set(targets.map((target) => matchCase(written, inflect(target))))];
    if (replacements.length > 0) options.push({ start, end, replacements });
  }
  return options;
}
