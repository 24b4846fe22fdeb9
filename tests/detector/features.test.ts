import { describe, expect, it } from "vitest";
import { DENSE_NAMES, denseFeatures } from "@/lib/detector/features";
import { DEFAULT_FEATURE_CONFIG } from "@/lib/detector/features/hashing";
import { lmHashes } from "@/lib/detector/reference-lm";
import { analyze } from "@/lib/detector/text";
import { buildReferenceLM } from "@/scripts/detector/reference-lm";
import { sparseFeatureMap } from "@/scripts/detector/training-features";

const get = (f: Float64Array, name: (typeof DENSE_NAMES)[number]): number => f[DENSE_NAMES.indexOf(name)]!;

describe("dense features", () => {
  it("measures sentence-length spread", () => {
    const even = denseFeatures(analyze("The cat sat on the mat. The dog lay on the rug. The bird sat on the wire."), null);
    const varied = denseFeatures(
      analyze("Stop. The dog, who had been waiting by the door for most of the long afternoon, finally lay down on the rug. Why?"),
      null,
    );
    expect(get(even, "sentLenCV")).toBeCloseTo(0, 5);
    expect(get(varied, "sentLenCV")).toBeGreaterThan(0.5);
  });
  it("counts punctuation, contractions, pronouns and transitions per word", () => {
    const f = denseFeatures(analyze("I think it's fine, really. Moreover, you know I'm right; don't you? In conclusion, yes!"), null);
    expect(get(f, "commaRate")).toBeGreaterThan(0.1);
    expect(get(f, "contractionRate")).toBeGreaterThan(0.1);
    expect(get(f, "firstSingRate")).toBeGreaterThan(0.1);
    expect(get(f, "secondRate")).toBeGreaterThan(0.05);
    expect(get(f, "questionRate")).toBeGreaterThan(0);
    expect(get(f, "exclaimRate")).toBe(0); // trailing punctuation is removed by normalization
    expect(get(f, "transitionRate")).toBeCloseTo(2 / 3, 5);
  });
  it("detects repeated phrases and low lexical diversity", () => {
    const rep = denseFeatures(analyze(Array(30).fill("the same words again").join(" ")), null);
    const div = denseFeatures(
      analyze("Every single word in this particular sentence happens to be completely different from others here."),
      null,
    );
    expect(get(rep, "repeatTrigramRate")).toBeGreaterThan(0.9);
    expect(get(div, "repeatTrigramRate")).toBe(0);
    expect(get(rep, "mattr")).toBeLessThan(get(div, "mattr"));
  });
  it("scores word predictability under a reference LM", () => {
    const lm = buildReferenceLM([lmHashes(["the", "cat", "sat", "on", "the", "mat"]), lmHashes(["the", "dog", "sat"])], 12, 14);
    const common = denseFeatures(analyze("the cat sat on the mat"), lm);
    const rare = denseFeatures(analyze("zebras juggle quantum marmalade"), lm);
    expect(get(common, "lmMeanLogp")).toBeGreaterThan(get(rare, "lmMeanLogp"));
    expect(get(rare, "lmRare")).toBe(1);
    expect(get(rare, "lmUnseen")).toBe(1);
    expect(get(common, "lmBiMeanLogp")).toBeGreaterThan(get(rare, "lmBiMeanLogp"));
    expect(get(common, "lmBiUnseen")).toBe(0);
  });
  it("counts human slips from the raw text: case, apostrophes, spacing, repeated punctuation", () => {
    const SLIPS = ["lowerStartRate", "lowerIRate", "missingApostropheRate", "spacingSlipRate", "repeatedPunctRate"] as const;
    const sloppy = denseFeatures(analyze("i dont know what to say!! it was fine , i guess.then we left... anyway thats it."), null);
    const tidy = denseFeatures(analyze("I don't know what to say! It was fine, I guess. Then we left. Anyway, that's it."), null);
    for (const name of SLIPS) {
      expect(get(sloppy, name), name).toBeGreaterThan(0);
      expect(get(tidy, name), name).toBe(0);
    }
    // abbreviations are neither a missing space nor a lowercase sentence start
    const abbrev = denseFeatures(analyze("Use a tool, e.g. a hammer, and so on, i.e. the usual. Smith et al. found more."), null);
    for (const name of SLIPS) expect(get(abbrev, name), name).toBe(0);
    // one slip in a long text weighs less than one in a short text
    const long = denseFeatures(analyze(`i agree. ${"It is a fine day and we walk. ".repeat(20)}`), null);
    const short = denseFeatures(analyze("i agree. It is a fine day and we walk."), null);
    expect(get(long, "lowerIRate")).toBeLessThan(get(short, "lowerIRate"));
  });
  it("is insensitive to line breaks and dash style", () => {
    const a = denseFeatures(analyze("It was late \u2014 very late.\nWe left."), null);
    const b = denseFeatures(analyze("It was late - very late. We left."), null);
    expect(Array.from(a)).toEqual(Array.from(b));
  });
});

describe("sparse features", () => {
  it("are L2-normalized per namespace and layout-invariant", () => {
    const cfg = { ...DEFAULT_FEATURE_CONFIG, char: 0, wordBi: 0, shape: 0 };
    const m = sparseFeatureMap(analyze("alpha beta beta gamma"), cfg);
    let ss = 0;
    for (const v of m.values()) ss += v * v;
    expect(ss).toBeCloseTo(1, 5);
    const x = sparseFeatureMap(analyze("Alpha\n\nbeta \u2014 beta gamma."), DEFAULT_FEATURE_CONFIG);
    const y = sparseFeatureMap(analyze("alpha beta - beta gamma"), DEFAULT_FEATURE_CONFIG);
    expect([...x.entries()].sort()).toEqual([...y.entries()].sort());
  });
  it("do not depend on text length for repeated content", () => {
    const cfg = { ...DEFAULT_FEATURE_CONFIG, char: 0, wordBi: 0, shape: 0 };
    const one = sparseFeatureMap(analyze("red green blue"), cfg);
    const many = sparseFeatureMap(analyze(Array(5).fill("red green blue").join(" ")), cfg);
    expect([...one.entries()].sort()).toEqual([...many.entries()].sort());
  });
});
