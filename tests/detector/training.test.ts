import { describe, expect, it } from "vitest";
import { splitSentences } from "@/lib/detector/text";
import { rng } from "@/scripts/detector/common";
import { excerptOf, type ExcerptConfig } from "@/scripts/detector/pipeline";

const cfg: ExcerptConfig = { minSourceWords: 100, minWords: 40, maxWords: 120, seed: 1 };

const sentence = (i: number): string =>
  `Sentence number ${i} talks about the river, the town and the people who live near it every day.`;
const longText = Array.from({ length: 30 }, (_, i) => sentence(i)).join(" ");

function words(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

describe("training excerpts", () => {
  it("are runs of whole sentences taken verbatim from the text", () => {
    const rand = rng(42);
    const boundaries = new Set(splitSentences(longText).flatMap((s) => [s.start, s.end]));
    const excerpts = Array.from({ length: 50 }, () => excerptOf(longText, cfg, rand));
    // a start drawn near the end leaves too few words; most draws succeed
    expect(excerpts.filter((ex) => ex !== null).length).toBeGreaterThan(35);
    for (const ex of excerpts) {
      if (ex === null) continue;
      const start = longText.indexOf(ex);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(boundaries.has(start)).toBe(true);
      expect(boundaries.has(start + ex.length)).toBe(true);
      expect(words(ex)).toBeGreaterThanOrEqual(cfg.minWords);
      // at most one sentence past the drawn length
      expect(words(ex)).toBeLessThan(cfg.maxWords + words(sentence(0)));
    }
  });

  it("are not taken from short texts", () => {
    const short = Array.from({ length: 4 }, (_, i) => sentence(i)).join(" ");
    expect(excerptOf(short, cfg, rng(1))).toBeNull();
  });

  it("are deterministic for a seed", () => {
    const a = rng(9);
    const b = rng(9);
    expect(Array.from({ length: 5 }, () => excerptOf(longText, cfg, a))).toEqual(
      Array.from({ length: 5 }, () => excerptOf(longText, cfg, b)),
    );
  });
});
