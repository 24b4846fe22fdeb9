import type { RewriteRequest } from "@/lib/ai/types";
import { swapTowardHuman } from "./checker-swaps";
import { condense } from "./condense";
import { swapConnector } from "./connectors";
import { joinRelated, simplifySentence } from "./fluency";
import { editSentence, flattenNotOnly, removeStockPhrases, softenDashes } from "./humanize";
import { HUMANIZER_LIMITS, selectEdits, type Editor } from "./humanize-select";
import { fixArticles } from "./inflect";
import { COMPLEMENTIZER, shorten } from "./length";
import { KNOWN_WORDS } from "./lexicon";
import { Protector } from "./protect";
import { hashString, Rng } from "./random";
import { bringsRepeat, stemsOf, surroundingsOf, type Surroundings } from "./repeats";
import { frontClosingPhrase, restructure, type SentenceContext } from "./sentence";
import { mergePair, splitCompound } from "./split-merge";
import { forgetTaggings } from "./senses";
import { resolveSettings } from "./settings";
import type { Settings } from "./settings-types";
import { applySpelling, detectSpelling, type Spelling } from "./spelling";
import { contract, expand } from "./style";
import { substitute, swapOptions, type SwapOption } from "./substitute";
import { capitalizeFirst, countWords, endsInNegation, joinSentences, splitLine, splitSentences, tidy, type WordSet } from "./text";
import { applyToneAndEmotion, paragraphStyle } from "./tone";

export { UnsupportedLanguageError, UnsupportedLengthError } from "./settings";

interface Run extends SentenceContext {
  spelling: Spelling | null;
  protector: Protector;
  /** Where the sentence being rewritten stands in its paragraph, when it is rewritten in place. */
  around?: Surroundings;
}

function rewriteSentence(sentence: string, run: Run): string {
  if (!/[A-Za-z]{2}/.test(sentence)) return sentence;
  const { settings, rng, around } = run;
  // An edit that brings in a word or connector the text now repeats (repeats.ts) is not made.
  const unlessRepeat = (before: string, after: string) => (around && bringsRepeat(before, after, around) ? before : after);
  let s = unlessRepeat(sentence, removeStockPhrases(sentence, settings, rng));
  if (settings.humanize) s = softenDashes(flattenNotOnly(s));
  if (settings.length === "shorten" || settings.length === "concise") s = shorten(s, settings);
  s = swapConnector(s, settings, rng, false, around);
  if (rng.chance(settings.sentenceRate)) s = restructure(s, run) ?? s;
  s = substitute(s, settings, rng, { nearby: around && stemsOf(around.nearby.join(" ")) });
  s = applyToneAndEmotion(s, settings.options, around);
  if (settings.contractions === "contract") s = contract(s, settings, rng);
  else if (settings.contractions === "expand") s = expand(s);
  const words = countWords(s);
  // Basic fluency splits on its own terms, checking that every piece is still a sentence.
  if (settings.options.fluency === "Basic") s = unlessRepeat(s, simplifySentence(s, run));
  else if (words > settings.splitOver || (settings.humanize && words >= 16 && rng.chance(settings.sentenceRate * 0.6))) {
    s = splitCompound(s, run) ?? s;
  }
  const rewritten = finish(sentence, s, run);
  // A rewrite that cannot keep the frozen words as written is not made: the user asked for them.
  return run.protector.keepsFrozen(sentence, rewritten) ? rewritten : sentence;
}

/** A sentence the writer began in lowercase (a line of code, a chat message) keeps its first word as written. */
function keepLowercaseStart(original: string, rewritten: string): string {
  const first = /^[a-z]\S*/.exec(original)?.[0];
  return first && rewritten.startsWith(capitalizeFirst(first)) ? first + rewritten.slice(first.length) : rewritten;
}

/** Tidies a rewrite of `original`: spacing, articles, the spelling asked for, and the first word's case. */
function finish(original: string, rewritten: string, run: Run): string {
  const s = capitalizeFirst(fixArticles(tidy(rewritten)));
  return keepLowercaseStart(original, run.spelling ? applySpelling(s, run.spelling) : s);
}

/** A clause moved to the front can open with a protected span that cannot take a capital ("[this article](…)"). */
function opensLowercase(sentence: string, protector: Protector): boolean {
  return /^[\s"“'‘(\[]*[a-z]/.test(protector.restore(sentence));
}

function mergeShort(sentences: string[], gaps: string[], run: Run): void {
  for (let i = 0; i + 1 < sentences.length; i++) {
    if (!run.rng.chance(run.settings.mergeRate)) continue;
    const merged = mergePair(sentences[i], sentences[i + 1], run);
    if (merged && run.protector.keepsFrozen(`${sentences[i]} ${sentences[i + 1]}`, merged)) {
      sentences.splice(i, 2, merged);
      gaps.splice(i, 1);
    }
  }
}

/**
 * The humanizer's candidates for a sentence: the engine's rewrite and a few more drawn with other seeds (each
 * already rid of stock phrasing), each also with the editor's moves. The checker then chooses among them
 * (humanize-select.ts); ordinary words are swapped afterwards, by the checker too (checker-swaps.ts).
 */
function humanEditor(run: Run): Editor {
  const { protector, settings } = run;
  // The rewrites swap stock vocabulary and connectives and split long sentences, but swap no ordinary word (the
  // word pass does, choosing by the checker) and move no clauses: a moved clause reads wrongly too often, and
  // the checker would pick it for that ("When you cut off circulation is known as…").
  const wordsOnly: Run = { ...run, settings: { ...settings, sentenceRate: 0, wordRate: 0 } };
  const safe = (sentence: string, candidate: string) => protector.keepsFrozen(sentence, candidate) && !opensLowercase(candidate, protector);
  return {
    rewrite: (sentence) => rewriteSentence(sentence, wordsOnly),
    candidates(sentence, around) {
      const rewrites = [rewriteSentence(sentence, { ...wordsOnly, around })];
      for (let variant = 1; variant <= HUMANIZER_LIMITS[settings.model].variants; variant++) {
        rewrites.push(rewriteSentence(sentence, { ...wordsOnly, around, rng: new Rng(hashString(sentence) + variant) }));
      }
      const edited = rewrites.map((rewrite) => finish(sentence, editSentence(rewrite, settings, run.rng), run));
      // Splitting a compound sentence varies sentence length, which reads as human.
      const split = splitCompound(edited[0], run);
      const all = [...rewrites, ...edited, ...(split ? [finish(sentence, split, run)] : [])];
      return [...new Set(all.filter((candidate) => safe(sentence, candidate)))];
    },
    merge(first, second) {
      const merged = mergePair(first, second, run);
      return merged && protector.keepsFrozen(`${first} ${second}`, merged) ? merged : null;
    },
    render: (sentences) => protector.restore(sentences.join(" ")),
  };
}

/** The safe word swaps of a sentence that keep the user's frozen words as they are. */
function frozenSafeSwaps(sentence: string, run: Run): SwapOption[] {
  return swapOptions(sentence, run.settings, run.rng)
    .map((option) => ({
      ...option,
      replacements: option.replacements.filter((replacement) =>
        run.protector.keepsFrozen(sentence, sentence.slice(0, option.start) + replacement + sentence.slice(option.end)),
      ),
    }))
    .filter((option) => option.replacements.length > 0);
}

function rewriteParagraph(sentences: string[], gaps: string[], run: Run, opensText: boolean): { sentences: string[]; gaps: string[] } {
  if (run.settings.humanize) {
    const limits = HUMANIZER_LIMITS[run.settings.model];
    const edited = selectEdits(sentences, gaps, humanEditor(run), limits, opensText);
    const swapped = swapTowardHuman(
      edited.sentences,
      edited.gaps,
      (sentence) => frozenSafeSwaps(sentence, run),
      (text) => run.protector.restore(text),
      limits.swaps,
    );
    return {
      sentences: swapped.map((sentence, i) => (sentence === edited.sentences[i] ? sentence : fixArticles(sentence))),
      gaps: edited.gaps,
    };
  }
  // Each sentence is rewritten beside its predecessors as rewritten, so no edit repeats a word or connector they now have.
  const rewritten = [...sentences];
  for (const [i, sentence] of sentences.entries()) {
    rewritten[i] = rewriteSentence(sentence, { ...run, next: sentences[i + 1], around: surroundingsOf(rewritten, i, opensText) });
  }
  mergeShort(rewritten, gaps, run);
  return { sentences: rewritten, gaps };
}

/** The index of a text's first line with words: its first sentence opens the text. */
function firstParagraph(lines: readonly string[]): number {
  return lines.findIndex((line) => line.trim() !== "");
}

/** Rewrites each line independently so paragraph and line breaks, list markers and indentation survive. */
function rewriteLines(text: string, run: Run): string {
  const { protector } = run;
  const lines = text.split(/(\r?\n)/);
  const first = firstParagraph(lines);
  return lines
    .map((line, index) => {
      if (index % 2 === 1 || !line.trim()) return line;
      const { prefix, body, suffix } = splitLine(line);
      const split = splitSentences(protector.protect(body));
      const { sentences: rewritten, gaps } = rewriteParagraph(split.sentences, split.gaps, run, index === first);
      if (run.settings.options.fluency === "Advanced") joinRelated(rewritten, gaps, run);
      const styled = paragraphStyle(rewritten, run, /\S/.test(prefix));
      const paragraph = protector.keepsFrozen(joinSentences(rewritten, gaps), joinSentences(styled, gaps)) ? styled : rewritten;
      return prefix + protector.restore(joinSentences(paragraph, gaps)) + suffix;
    })
    .join("");
}

/** Words seen lowercase in this text or known to the lexicon are ordinary words, not names. */
function knownLowerWords(text: string): WordSet {
  const seen = new Set(text.match(/\b[a-z][a-z'’-]*/g));
  return { has: (word) => seen.has(word) || KNOWN_WORDS.has(word) };
}

function sameText(a: string, b: string): boolean {
  return a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();
}

type Attempt = (sentence: string, run: Run) => string | null;

/**
 * Drops one word whose absence keeps the meaning: a complementizer "that" after a verb of saying or thinking
 * ("We show the generalizations … satisfy" reads first as showing the generalizations), "also", "really",
 * "very" (not "just": "just one car"). Formal writing keeps "very" and "really": in "becomes very small at the
 * edges" the degree is the finding.
 */
function dropOptionalWord(sentence: string, run: Run): string | null {
  const withoutThat = sentence.replace(new RegExp(COMPLEMENTIZER.source, "i"), "$1 ");
  if (withoutThat !== sentence) return withoutThat;
  const optional = run.settings.formal ? /(?<=\S )(?:also|actually) (?=[a-z])/gi : /(?<=\S )(?:also|really|very|actually) (?=[a-z])/gi;
  // "didn't really believe": after a negation the word hedges, and dropped, the claim grows stronger.
  for (const match of sentence.matchAll(optional)) {
    const at = match.index ?? 0;
    if (!endsInNegation(sentence.slice(0, at))) return sentence.slice(0, at) + sentence.slice(at + match[0].length);
  }
  return null;
}

/** The humanizer moves no clauses (see humanEditor), in its change guarantee either. */
const moveClause =
  (attempt: Attempt): Attempt =>
  (s, run) =>
    run.settings.humanize ? null : attempt(s, run);

const WORD_ATTEMPTS: readonly Attempt[] = [
  (s, run) => substitute(s, run.settings, run.rng, { forceRate: 1, maxChanges: 1 }),
  (s, run) => swapConnector(s, run.settings, run.rng, true),
];
const SENTENCE_ATTEMPTS: readonly Attempt[] = [moveClause((s, run) => restructure(s, run)), (s, run) => splitCompound(s, run)];
const LAST_ATTEMPTS: readonly Attempt[] = [
  (s, run) => {
    if (run.settings.contractions === "expand") return expand(s);
    // Formal writing keeps its full forms unless a tone asks for contractions.
    return run.settings.contractions === "contract" || !run.settings.formal
      ? contract(s, { ...run.settings, contractRate: 1 }, run.rng)
      : null;
  },
  moveClause(frontClosingPhrase),
  dropOptionalWord,
];

/** Pulse tries a word before a sentence's shape; Lumenaris, which restructures, tries the shape first. */
function forcedAttempts(settings: Settings): readonly Attempt[] {
  const ordered = settings.sentenceRate > 0 ? [...SENTENCE_ATTEMPTS, ...WORD_ATTEMPTS] : [...WORD_ATTEMPTS, ...SENTENCE_ATTEMPTS];
  return [...ordered, ...LAST_ATTEMPTS];
}

/**
 * When the probabilistic pass changed nothing, make the first safe change that applies. A text with no safe
 * change comes back as it was: a framing phrase ("In short, we walked home.") reads wrongly more often than not.
 */
function forceChange(text: string, run: Run): string {
  const { protector } = run;
  const lines = text.split(/(\r?\n)/);
  const first = firstParagraph(lines);
  for (const attempt of forcedAttempts(run.settings)) {
    for (let index = 0; index < lines.length; index += 2) {
      const { prefix, body, suffix } = splitLine(lines[index]);
      if (!body.trim()) continue;
      const { sentences, gaps } = splitSentences(protector.protect(body));
      for (let i = 0; i < sentences.length; i++) {
        const changed = attempt(sentences[i], { ...run, next: sentences[i + 1] });
        if (changed === null || changed === sentences[i]) continue;
        const finished = finish(sentences[i], changed, run);
        if (!protector.keepsFrozen(sentences[i], finished) || opensLowercase(finished, protector)) continue;
        if (bringsRepeat(sentences[i], finished, surroundingsOf(sentences, i, index === first))) continue;
        sentences[i] = finished;
        const updated = [...lines];
        updated[index] = prefix + protector.restore(joinSentences(sentences, gaps)) + suffix;
        const result = updated.join("");
        if (!sameText(result, text)) return result;
      }
    }
  }
  return text;
}

export function rewriteText(request: RewriteRequest): string {
  const settings = resolveSettings(request);
  const text = request.text;
  if (!/[A-Za-z]/.test(text)) return text;
  forgetTaggings();
  const seed = hashString(JSON.stringify([text, request.options, request.model, settings.humanize, request.rephraseType]));
  const run: Run = {
    settings,
    rng: new Rng(seed),
    knownLower: knownLowerWords(text),
    spelling: settings.spelling ?? detectSpelling(text),
    protector: new Protector(request.frozenWords),
  };
  // Multi-line blocks (fenced code, table rows) are held before the text is split into lines.
  let shielded = run.protector.protectBlocks(text);
  const lengthOption = settings.length === "shorten" || settings.length === "concise";
  if (lengthOption) shielded = condense(shielded, run.protector, settings);
  const output = rewriteLines(shielded, run);
  // Shorten and Concise that found nothing to cut say so (lib/ai/local.ts) rather than swap a word to seem busy.
  const forced = sameText(output, shielded) && !lengthOption ? forceChange(shielded, run) : output;
  return run.protector.restore(forced);
}
