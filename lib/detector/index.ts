/**
 * Local AI-text detector: a calibrated linear model over hashed n-grams, stylometry and word
 * predictability under a reference model of human text. See README.md.
 */
import fs from "node:fs";
import path from "node:path";
import type { DetectResult, DetectionSignal, ParagraphScore, SentenceScore, UnreliableReason, Verdict } from "@/lib/ai/types";
import { DENSE_NAMES, type DenseName } from "./features";
import { sparseDot, wordNgramBuckets } from "./features/hashing";
import { isContentWord, leadingTransition } from "./features/word-classes";
import { calibrate, marginOf, parseModel, scorePercent, type DetectorModel, type DetectorModelFile, type MarginParts } from "./model";
import { isMixedAuthorship } from "./paragraphs";
import {
  analyze,
  countWords,
  isProbablyEnglish,
  paragraphBlocks,
  splitParagraphs,
  splitSentences,
  tokenize,
  type Span,
  type TextAnalysis,
} from "./text";
import { humanRateOf, humanRateSentence, isAiLeaning, verdictOf, wordsNeededFor } from "./verdict";

export { splitSentences } from "./text";
export type { DetectorModel } from "./model";

/** Texts with fewer words than this are scored but flagged unreliable. */
export const MIN_RELIABLE_WORDS = 40;

export const DEFAULT_MODEL_PATH = path.join("lib", "detector", "model.json");

let cached: DetectorModel | null = null;

/** Load (once per process) and return the detector model. */
export function loadDetectorModel(modelPath?: string): DetectorModel {
  if (cached && !modelPath) return cached;
  const p = path.resolve(process.cwd(), modelPath ?? process.env.DETECTOR_MODEL_PATH ?? DEFAULT_MODEL_PATH);
  const model = parseModel(JSON.parse(fs.readFileSync(p, "utf8")) as DetectorModelFile);
  if (!modelPath) cached = model;
  return model;
}

const SIGNAL_LABELS: Record<DenseName, [high: string, low: string]> = {
  sentLenMean: ["Long sentences", "Short sentences"],
  sentLenCV: ["Varied sentence lengths", "Very even sentence lengths"],
  shortSentFrac: ["Many short sentences", "Few short sentences"],
  longSentFrac: ["Many long sentences", "Few long sentences"],
  wordLenMean: ["Long words on average", "Short, everyday words"],
  wordLenStd: ["Mix of short and long words", "Uniform word lengths"],
  longWordFrac: ["Many long words", "Few long words"],
  mattr: ["Varied vocabulary", "Repetitive vocabulary"],
  funcWordRate: ["Many small connecting words", "Dense, content-heavy wording"],
  commaRate: ["Many commas", "Few commas"],
  semicolonColonRate: ["Uses semicolons or colons", "No semicolons or colons"],
  parenRate: ["Uses parentheses", "No parentheses"],
  questionRate: ["Asks questions", "No questions"],
  exclaimRate: ["Exclamation marks", "No exclamation marks"],
  quoteRate: ["Quotations", "No quotations"],
  contractionRate: ["Contractions (don't, it's)", "No contractions"],
  digitRate: ["Numbers and figures", "Few numbers"],
  firstSingRate: ["Personal voice (I, me, my)", "No first-person voice"],
  secondRate: ["Speaks to the reader (you)", "Does not address the reader"],
  transitionRate: ["Sentences open with stock transitions", "Few stock transition words"],
  repeatTrigramRate: ["Repeated phrases", "Little phrase repetition"],
  sentStartRepeat: ["Sentences often start the same way", "Varied sentence openings"],
  lmMeanLogp: ["Mostly common, predictable words", "Unusual word choices"],
  lmSentStd: ["Predictability varies between sentences", "Evenly predictable sentences"],
  lmTop10: ["Heavy use of the most common words", "Light use of the most common words"],
  lmTop100: ["Many common words", "Few common words"],
  lmTop1000: ["Many mid-frequency words", "Few mid-frequency words"],
  lmRare: ["Many rare words", "Few rare words"],
  lmUnseen: ["Unusual spellings or rare words", "No unusual spellings"],
  lmBiMeanLogp: ["Predictable word sequences", "Unexpected word combinations"],
  lmBiUnseen: ["Many unusual word pairings", "Familiar word pairings"],
  lmBiSentStd: ["Uneven flow between sentences", "Evenly smooth flow"],
  lowerStartRate: ["Sentences that start in lowercase", "Every sentence starts with a capital"],
  lowerIRate: ['Lowercase "i" for the pronoun', 'The pronoun "I" always capitalized'],
  missingApostropheRate: ["Contractions without apostrophes (dont, im)", "No dropped apostrophes"],
  spacingSlipRate: ["Spacing slips around punctuation", "Tidy spacing around punctuation"],
  repeatedPunctRate: ["Repeated punctuation (!!, ...)", "No repeated punctuation"],
};

/**
 * Cues about sentence lengths, or about how sentences differ from each other: one or two sentences show
 * no pattern, so these are given only for a text of at least this many sentences.
 */
const SENTENCE_PATTERN_CUES: ReadonlySet<DenseName> = new Set([
  "sentLenMean",
  "sentLenCV",
  "shortSentFrac",
  "longSentFrac",
  "sentStartRepeat",
  "lmSentStd",
  "lmBiSentStd",
]);
const MIN_SENTENCES_FOR_PATTERN_CUES = 3;

function quoteList(xs: string[]): string {
  return xs.map((x) => `"${x}"`).join(", ");
}

/** The stock transitions the text's sentences open with, as a reader can find them. */
function transitionsIn(a: TextAnalysis): string[] {
  const found = a.sentences.map((s) => leadingTransition(tokenize(s))).filter((t): t is string => t !== null);
  return Array.from(new Set(found)).slice(0, 3);
}

function buildSignals(model: DetectorModel, a: TextAnalysis, sparse: number, dense: Float64Array, denseZ: Float64Array): DetectionSignal[] {
  const raw: { label: string; c: number }[] = [];
  for (let j = 0; j < DENSE_NAMES.length; j++) {
    const c = dense[j]!;
    if (Math.abs(c) < 0.05 || Math.abs(denseZ[j]!) < 0.5) continue;
    // only show a cue when the model agrees with how the cue relates to AI text on its own
    // (weights of correlated features can flip sign, which would read as nonsense)
    const corr = model.denseCorr[j]!;
    if (Math.abs(corr) < 0.05 || Math.sign(corr * denseZ[j]!) !== Math.sign(c)) continue;
    const name = DENSE_NAMES[j]!;
    if (SENTENCE_PATTERN_CUES.has(name) && a.sentences.length < MIN_SENTENCES_FOR_PATTERN_CUES) continue;
    const [hi, lo] = SIGNAL_LABELS[name];
    let label = denseZ[j]! > 0 ? hi : lo;
    if (name === "transitionRate" && denseZ[j]! > 0) {
      const found = transitionsIn(a);
      if (found.length === 0) continue;
      label = `${label}, e.g. ${quoteList(found)}`;
    }
    raw.push({ label, c });
  }
  // word and phrase choice: the strongest n-grams of the text in the direction its word choices lean, made of
  // content words only ("the main", "anyone" or "without" say nothing a reader can judge)
  const seen = new Set<string>();
  const grams: { text: string; w: number }[] = [];
  for (const g of wordNgramBuckets(a.tokens, model.cfg)) {
    const w = model.sparseW[g.idx]!;
    if (w * sparse <= 0 || seen.has(g.text) || !g.text.split(" ").every(isContentWord)) continue;
    seen.add(g.text);
    grams.push({ text: g.text, w });
  }
  const strongest = grams.sort((x, y) => Math.abs(y.w) - Math.abs(x.w) || (x.text < y.text ? -1 : 1)).slice(0, 3);
  if (strongest.length > 0) {
    const label = sparse > 0 ? "Word choices common in AI text" : "Word choices typical of human writing";
    raw.push({ label: `${label}, e.g. ${quoteList(strongest.map((g) => g.text))}`, c: sparse });
  }
  raw.sort((x, y) => Math.abs(y.c) - Math.abs(x.c) || (x.label < y.label ? -1 : 1));
  const top = raw.slice(0, 6);
  const max = top.length > 0 ? Math.abs(top[0]!.c) : 1;
  return top.map((s) => ({
    label: s.label,
    direction: s.c > 0 ? "ai" : "human",
    weight: Math.round((Math.abs(s.c) / max) * 100) / 100,
  }));
}

/**
 * Why a text's score cannot be relied on, not English or too short (in the detector's own word count), or
 * undefined: the one rule for the checker's verdicts and for the files a batch leaves unjudged.
 */
export function unreliableReason(text: string, words = countWords(text)): UnreliableReason | undefined {
  if (!isProbablyEnglish(text)) return "not_english";
  return words < MIN_RELIABLE_WORDS ? "too_short" : undefined;
}

type Judgement = Omit<DetectResult, "sentences" | "signals" | "paragraphs" | "mixedAuthorship">;

/** Score, verdict, human rate and reliability of a text from its margin (the document fields of DetectResult). */
function judge(model: DetectorModel, text: string, margin: number): Judgement {
  const score = scorePercent(calibrate(model, margin));
  const words = countWords(text);
  const reason = unreliableReason(text, words);
  if (reason) return { score, verdict: "mixed", humanRate: null, humanRateSentence: null, reliable: false, reason };
  const wordsForAiVerdict = wordsNeededFor(model.verdictBands, words, "possibly_ai");
  const wordsForLikelyAi = wordsNeededFor(model.verdictBands, words, "ai");
  const rate = humanRateOf(model.verdictBands, score, words);
  return {
    score,
    verdict: verdictOf(model.verdictBands, score, words),
    humanRate: rate ? rate.rate : null,
    humanRateSentence: rate ? humanRateSentence(rate) : null,
    reliable: true,
    ...(wordsForAiVerdict !== undefined && { wordsForAiVerdict }),
    ...(wordsForLikelyAi !== undefined && { wordsForLikelyAi }),
  };
}

/** A paragraph of the text with the margin parts of its own words. */
interface ParagraphPart extends Span {
  parts: MarginParts;
}

/** The paragraphs of a text of several, each scored on its own; none for a single paragraph (it is the document). */
function paragraphParts(model: DetectorModel, text: string): ParagraphPart[] {
  const spans = paragraphBlocks(text, MIN_RELIABLE_WORDS);
  if (spans.length <= 1) return [];
  return spans.map((sp) => ({ ...sp, parts: marginOf(model, analyze(text.slice(sp.start, sp.end))) }));
}

/**
 * Each paragraph judged on its own, for a text of several paragraphs (a single paragraph is the document).
 * The more paragraphs, the more chances one human paragraph scores high by luck, so a paragraph is marked as
 * AI only when at most PARAGRAPH_MARK_RATE / n of the human texts of its length score as high (Bonferroni):
 * wholly human documents then rarely get a mark.
 */
function judgeParagraphs(model: DetectorModel, text: string, doc: Judgement, paragraphs: ParagraphPart[]): ParagraphScore[] {
  const lines = splitParagraphs(text);
  if (paragraphs.length === 0) {
    const [only] = paragraphBlocks(text, MIN_RELIABLE_WORDS);
    return only ? [{ ...only, ...writersParagraphs(lines, only), score: doc.score, verdict: doc.verdict, tooShort: false }] : [];
  }
  const markRate = PARAGRAPH_MARK_RATE / paragraphs.length;
  // whether a paragraph of this length would be marked with the whole text's verdict, had it the whole text's score
  const markedAsDoc = (words: number) => {
    const rate = humanRateOf(model.verdictBands, doc.score, words);
    return verdictOf(model.verdictBands, doc.score, words) === doc.verdict && rate !== undefined && rate.rate <= markRate;
  };
  return paragraphs.map(({ start, end, parts }) => {
    const p = judge(model, text.slice(start, end), parts.margin);
    const words = countWords(text.slice(start, end));
    const marked = isAiLeaning(p.verdict) && p.humanRate !== null && p.humanRate <= markRate;
    const verdict = isAiLeaning(p.verdict) && !marked ? "mixed" : p.verdict;
    // In a text called AI, a paragraph that cannot tell and whose length keeps it from the whole text's verdict
    // even at the whole text's score is too short to show on its own what the whole text shows (the 45-word
    // paragraphs of a "Likely AI" letter): the checker says so instead of counting it as "none".
    const tooShort = isAiLeaning(doc.verdict) && verdict === "mixed" && !markedAsDoc(words);
    return { start, end, ...writersParagraphs(lines, { start, end }), score: p.score, verdict, tooShort };
  });
}

/** Which of the writer's paragraphs (non-empty lines, from 1) a span of whole lines covers. */
function writersParagraphs(lines: Span[], span: Span): { firstParagraph: number; lastParagraph: number } {
  const first = lines.findIndex((line) => line.end > span.start);
  const last = lines.findLastIndex((line) => line.start < span.end);
  return { firstParagraph: first + 1, lastParagraph: last + 1 };
}

/** The chance, summed over a document's paragraphs, that a wholly human document gets a paragraph marked as AI. */
export const PARAGRAPH_MARK_RATE = 0.05;

/** The document's verdict and its paragraphs': a text with a paragraph that reads as AI is never "Likely human". */
function judgeDocument(
  model: DetectorModel,
  text: string,
  margin: number,
  parts: ParagraphPart[],
): Judgement & { paragraphs: ParagraphScore[]; mixedAuthorship: boolean } {
  const doc = judge(model, text, margin);
  const paragraphs = judgeParagraphs(model, text, doc, parts);
  const verdict: Verdict = doc.verdict === "human" && paragraphs.some((p) => isAiLeaning(p.verdict)) ? "mixed" : doc.verdict;
  return { ...doc, verdict, paragraphs, mixedAuthorship: isMixedAuthorship(verdict, paragraphs) };
}

/** Score a text: calibrated AI probability in percent, sentence scores and explanation. */
export function detect(text: string): DetectResult {
  const model = loadDetectorModel();
  const a = analyze(text);
  const parts = marginOf(model, a);
  const paragraphs = paragraphParts(model, text);

  // sentence scores: the sentence's own n-gram evidence blended with its paragraph's margin (the document's
  // for a single paragraph), so a human paragraph of a partly AI-written text is not coloured by the rest
  const wDoc = model.sentenceDocWeight;
  let paragraph = -1; // the last paragraph starting at or before the sentence: both lists are in text order
  const sentences: SentenceScore[] = splitSentences(text).map((sp) => {
    while (paragraph + 1 < paragraphs.length && paragraphs[paragraph + 1]!.start <= sp.start) paragraph++;
    const context = paragraphs[paragraph]?.parts ?? parts;
    const sa = analyze(text.slice(sp.start, sp.end));
    let m = context.margin;
    if (sa.tokens.length >= 3) {
      const sparse = sparseDot(sa, model.cfg, model.sparseW);
      m = wDoc * context.margin + (1 - wDoc) * (context.margin - context.sparse + sparse);
    }
    return { start: sp.start, end: sp.end, score: scorePercent(calibrate(model, m)) };
  });

  const signals = buildSignals(model, a, parts.sparse, parts.dense, parts.denseZ);
  return { ...judgeDocument(model, text, parts.margin, paragraphs), sentences, signals };
}

/**
 * The document margin (log-odds toward AI, before calibration): what the humanizer compares its candidate
 * edits by. Cheaper than a score, and monotonic with it.
 */
export function aiMargin(text: string): number {
  return marginOf(loadDetectorModel(), analyze(text)).margin;
}

/** The document fields only (faster: no sentence scores or signals). */
export function detectScore(text: string): Omit<DetectResult, "sentences" | "signals"> {
  const model = loadDetectorModel();
  return judgeDocument(model, text, marginOf(model, analyze(text)).margin, paragraphParts(model, text));
}
