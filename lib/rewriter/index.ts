import type { RewriteRequest } from "@/lib/ai/types";
import { swapConnector } from "./connectors";
import { flattenNotOnly, removeStockPhrases, softenDashes } from "./humanize";
import { fixArticles } from "./inflect";
import { extend, shorten } from "./length";
import { KNOWN_WORDS } from "./lexicon";
import { Protector } from "./protect";
import { hashString, Rng } from "./random";
import { frontClosingPhrase, mergePair, restructure, splitCompound, type SentenceContext } from "./sentence";
import { resolveSettings } from "./settings";
import { applySpelling, detectSpelling, type Spelling } from "./spelling";
import { contract, expand } from "./style";
import { substitute } from "./substitute";
import { capitalizeFirst, countWords, joinSentences, splitLine, splitSentences, tidy, type WordSet } from "./text";
import { applyToneAndEmotion, paragraphEmotion } from "./tone";

export { isLanguageSupportedLocally, UnsupportedLanguageError } from "./settings";

interface Run extends SentenceContext {
  spelling: Spelling | null;
  protector: Protector;
}

function rewriteSentence(sentence: string, run: Run): string {
  if (!/[A-Za-z]{2}/.test(sentence)) return sentence;
  const { settings, rng } = run;
  let s = removeStockPhrases(sentence, settings, rng);
  if (settings.humanize) s = softenDashes(flattenNotOnly(s));
  if (settings.length === "shorten" || settings.length === "concise") s = shorten(s, settings);
  s = swapConnector(s, settings, rng);
  if (rng.chance(settings.sentenceRate)) s = restructure(s, run) ?? s;
  s = substitute(s, settings, rng);
  s = applyToneAndEmotion(s, settings.options, rng);
  if (settings.contractions === "contract") s = contract(s, settings, rng);
  else if (settings.contractions === "expand" || settings.length === "extend") s = expand(s);
  if (settings.length === "extend") s = extend(s, rng);
  const words = countWords(s);
  if (words > settings.splitOver || (settings.humanize && words >= 16 && rng.chance(settings.sentenceRate * 0.6))) {
    s = splitCompound(s, run) ?? s;
  }
  const rewritten = keepLowercaseStart(sentence, finish(s, run));
  // A rewrite that cannot keep the frozen words as written is not made: the user asked for them.
  return run.protector.keepsFrozen(sentence, rewritten) ? rewritten : sentence;
}

/** A sentence the writer began in lowercase (a line of code, a chat message) keeps its first word as written. */
function keepLowercaseStart(original: string, rewritten: string): string {
  const first = /^[a-z]\S*/.exec(original)?.[0];
  return first && rewritten.startsWith(capitalizeFirst(first)) ? first + rewritten.slice(first.length) : rewritten;
}

function finish(sentence: string, run: Run): string {
  const s = capitalizeFirst(fixArticles(tidy(sentence)));
  return run.spelling ? applySpelling(s, run.spelling) : s;
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

/** Rewrites each line independently so paragraph and line breaks, list markers and indentation survive. */
function rewriteLines(text: string, run: Run): string {
  const { protector } = run;
  return text
    .split(/(\r?\n)/)
    .map((line, index) => {
      if (index % 2 === 1 || !line.trim()) return line;
      const { prefix, body, suffix } = splitLine(line);
      const { sentences, gaps } = splitSentences(protector.protect(body));
      const rewritten = sentences.map((sentence) => rewriteSentence(sentence, run));
      mergeShort(rewritten, gaps, run);
      const withEmotion = paragraphEmotion(rewritten, run.settings.options, run.knownLower);
      const paragraph = protector.keepsFrozen(joinSentences(rewritten, gaps), joinSentences(withEmotion, gaps)) ? withEmotion : rewritten;
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

/** Drops one word whose absence keeps the meaning: a complementizer "that", "also", "really", "very" (not "just": "just one car"). */
function dropOptionalWord(sentence: string): string | null {
  const dropped = sentence.replace(/(?<=\b(?:said|says|think|thinks|thought|know|knows|knew|believe|believes|argue|argued|argues|found|show|shows|showed) )that |(?<=\S )(?:also|really|very|actually) (?=[a-z])/i, "");
  return dropped === sentence ? null : dropped;
}

const FORCED_ATTEMPTS: readonly Attempt[] = [
  (s, run) => substitute(s, run.settings, run.rng, { forceRate: 1, maxChanges: 1 }),
  (s, run) => swapConnector(s, run.settings, run.rng, true),
  (s, run) => restructure(s, run),
  (s, run) => splitCompound(s, run),
  (s, run) => (run.settings.contractions === "expand" ? expand(s) : contract(s, { ...run.settings, contractRate: 1 }, run.rng)),
  frontClosingPhrase,
  (s, run) => (run.settings.length === "extend" ? null : dropOptionalWord(s)),
];

/**
 * When the probabilistic pass changed nothing, make the first safe change that applies. A text with no safe
 * change comes back as it was: a framing phrase ("In short, we walked home.") reads wrongly more often than not.
 */
function forceChange(text: string, run: Run): string {
  const { protector } = run;
  const lines = text.split(/(\r?\n)/);
  for (const attempt of FORCED_ATTEMPTS) {
    for (let index = 0; index < lines.length; index += 2) {
      const { prefix, body, suffix } = splitLine(lines[index]);
      if (!body.trim()) continue;
      const { sentences, gaps } = splitSentences(protector.protect(body));
      for (let i = 0; i < sentences.length; i++) {
        const changed = attempt(sentences[i], run);
        if (changed === null || changed === sentences[i]) continue;
        const finished = keepLowercaseStart(sentences[i], finish(changed, run));
        if (!protector.keepsFrozen(sentences[i], finished)) continue;
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
  const seed = hashString(JSON.stringify([text, request.options, request.model, settings.humanize, request.rephraseType]));
  const run: Run = {
    settings,
    rng: new Rng(seed),
    knownLower: knownLowerWords(text),
    spelling: settings.spelling ?? detectSpelling(text),
    protector: new Protector(request.frozenWords),
  };
  // Multi-line blocks (fenced code, table rows) are held before the text is split into lines.
  const shielded = run.protector.protectBlocks(text);
  const output = rewriteLines(shielded, run);
  return run.protector.restore(sameText(output, shielded) ? forceChange(shielded, run) : output);
}
