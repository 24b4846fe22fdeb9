import { describe, expect, it } from "vitest";
import { LM_UNKNOWN_LOG_PROB, lmLogProb, lmScore, lmUnigram, lmWordId } from "@/lib/rewriter/lm";

/** Quantizing bigram and trigram values to 8 bits moves them by at most about 0.02 log10. */
const QUANTIZED = 0.025;

/**
 * log10 P(w3 | w1 w2) as sphinxbase itself reads the Debian model (python3-sphinxbase, NGramModel.prob):
 * stored trigrams, stored bigrams, and both kinds of backoff.
 */
const SPHINX_VALUES: readonly [w1: string | null, w2: string | null, w3: string, logProb: number][] = [
  ["a", "lot", "of", -0.177],
  ["one", "of", "the", -0.3058],
  ["make", "a", "decision", -1.537],
  [null, "<s>", "i", -1.0624],
  [null, "abhors", "a", -0.5349],
  [null, "of", "the", -0.6985],
  ["believe", "their", "eyes", -2.5001],
  [null, "their", "eyes", -2.4903],
  ["a", "warm", "adopt", -5.7294],
  ["is", "there", "</s>", -1.1762],
];

/** The log10 cost of the swapped word and the two after it, the trigrams it takes part in. */
function swapWindow(sentence: string, from: string, to: string): [original: number, swapped: number] {
  const tokens = ["<s>", ...sentence.split(" "), "</s>"];
  const at = tokens.indexOf(from);
  const swapped = tokens.with(at, to);
  const end = Math.min(at + 3, tokens.length);
  return [lmScore(tokens, at, end), lmScore(swapped, at, end)];
}

describe("the English trigram model", () => {
  it("has Sphinx's vocabulary, lowercase, with sentence bounds", () => {
    for (const word of ["the", "couldn't", "eyes", "<s>", "</s>"]) expect(lmWordId(word)).toBeGreaterThanOrEqual(0);
    expect(lmWordId("The")).toBe(-1);
    expect(lmWordId("qwxzv")).toBe(-1);
  });

  it("keeps unigram probabilities exactly as the ARPA export prints them", () => {
    expect(lmUnigram("'bout")).toBeCloseTo(-6.2831, 4);
    expect(lmUnigram("a")).toBeCloseTo(-1.651, 4);
    expect(lmUnigram("</s>")).toBeCloseTo(-1.1261, 4);
    expect(lmUnigram("<s>")).toBeCloseTo(-99, 4);
    expect(lmLogProb(null, null, "eyes")).toBeCloseTo(-4.0231, 4);
  });

  it.each(SPHINX_VALUES)("agrees with sphinxbase on the word after %s %s: %s", (w1, w2, w3, logProb) => {
    expect(Math.abs(lmLogProb(w1, w2, w3) - logProb)).toBeLessThanOrEqual(QUANTIZED);
  });

  it("gives unknown words the floor, and lets an unknown context word cut the context", () => {
    expect(lmUnigram("qwxzv")).toBe(LM_UNKNOWN_LOG_PROB);
    expect(lmLogProb("of", "the", "qwxzv")).toBe(LM_UNKNOWN_LOG_PROB);
    expect(LM_UNKNOWN_LOG_PROB).toBeLessThan(lmUnigram("aamodt"));
    expect(lmLogProb("qwxzv", "their", "eyes")).toBe(lmLogProb(null, "their", "eyes"));
    expect(lmLogProb("believe", "qwxzv", "eyes")).toBe(lmUnigram("eyes"));
  });

  it("scores a range of tokens with the context that precedes it", () => {
    const tokens = ["<s>", "she", "couldn't", "believe", "their", "eyes", "</s>"];
    expect(lmScore(tokens, 3, 5)).toBeCloseTo(lmLogProb("she", "couldn't", "believe") + lmLogProb("couldn't", "believe", "their"), 10);
    expect(lmScore(tokens, 0, 2)).toBeCloseTo(lmLogProb(null, null, "<s>") + lmLogProb(null, "<s>", "she"), 10);
    expect(lmScore(tokens, 4, 4)).toBe(0);
    expect(lmScore(tokens)).toBeCloseTo(lmScore(tokens, 0, 3) + lmScore(tokens, 3), 10);
  });

  it.each([
    ["she couldn't believe their eyes", "believe", "think"],
    ["he held her in a warm embrace", "embrace", "adopt"],
    ["the drivers of large vehicles must stop", "large", "vast"],
    ["we need a more critical and informed approach to this", "informed", "knowledgeable"],
    ["you have to make a decision", "make", "do"],
    ["there was heavy rain last night", "heavy", "thick"],
    ["on the other hand it is cheaper", "hand", "palm"],
    ["we need to address the problem", "address", "speech"],
    ["please pay attention to the details", "pay", "give"],
    ["this plays a key role in the process", "key", "pivotal"],
  ])("prefers the collocation in %j over swapping %s for %s", (sentence, from, to) => {
    const [original, swapped] = swapWindow(sentence, from, to);
    expect(original).toBeGreaterThan(swapped);
  });

  it("reads 'the drivers of large vehicles' as ordinary English", () => {
    const phrase = ["<s>", "the", "drivers", "of", "large", "vehicles", "</s>"];
    const score = lmScore(phrase, 1);
    // Held-out human sentences average -2.75 log10 per token (median sentence -2.61, tenth percentile -3.76).
    expect(score / (phrase.length - 1)).toBeGreaterThan(-3);
    // Context makes the words likelier than they are alone, and the same words shuffled read worse.
    expect(score).toBeGreaterThan(phrase.slice(1).reduce((sum, word) => sum + lmUnigram(word), 0));
    expect(score).toBeGreaterThan(lmScore(["<s>", "vehicles", "large", "of", "the", "drivers", "</s>"], 1));
  });
});
