import { describe, expect, it } from "vitest";
import { splitSentences } from "@/lib/detector/text";
import { betaCalibrated } from "@/lib/detector/model";
import { rng, type Row } from "@/scripts/detector/common";
import { TRAIN_CONFIG } from "@/scripts/detector/config";
import { excerptOf, featurizeTraining, fitBetaCalibration, sourceItemGroups, type ExcerptConfig } from "@/scripts/detector/pipeline";

const cfg: ExcerptConfig = { minSourceWords: 100, minWords: 40, maxWords: 120, seed: 1 };

const sentence = (i: number): string => `Sentence number ${i} talks about the river, the town and the people who live near it every day.`;
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

describe("calibration fit", () => {
  /** Margins uniform in [-6, 6] with labels drawn from the true probability truth(z). */
  function sample(truth: (z: number) => number, n = 4000): { z: number[]; y: number[] } {
    const rand = rng(3);
    const z = Array.from({ length: n }, () => -6 + 12 * rand());
    return { z, y: z.map((v) => (rand() < truth(v) ? 1 : 0)) };
  }
  const sigmoid = (v: number): number => 1 / (1 + Math.exp(-v));

  it("leaves an already calibrated margin close to calibrated", () => {
    const { z, y } = sample(sigmoid, 20000);
    const cal = fitBetaCalibration(z, y);
    for (let v = -6; v <= 6; v += 0.5) expect(Math.abs(betaCalibrated(cal, v) - sigmoid(v))).toBeLessThan(0.04);
  });

  it("fits classes whose margins spread differently, and stays monotonic", () => {
    // positives' log-odds rise twice as fast as negatives' fall: a = 0.5, b = 2
    const truth = (v: number): number => betaCalibrated({ a: 0.5, b: 2, c: 0 }, v);
    const { z, y } = sample(truth);
    const cal = fitBetaCalibration(z, y);
    expect(cal.a).toBeGreaterThan(0.3);
    expect(cal.a).toBeLessThan(0.8);
    expect(cal.b).toBeGreaterThan(1.5);
    expect(cal.b).toBeLessThan(2.6);
    for (let v = -8; v < 8; v += 0.25) expect(betaCalibrated(cal, v + 0.25)).toBeGreaterThan(betaCalibrated(cal, v));
  });

  it("falls back to Platt scaling when a free fit would not be monotonic", () => {
    // probability falls on both sides of zero: the free fit wants a negative coefficient
    const { z, y } = sample((v) => 0.9 * Math.exp(-v * v));
    const cal = fitBetaCalibration(z, y);
    expect(cal.a).toBe(cal.b);
  });
});

describe("source-item groups for calibration folds", () => {
  const base =
    "The committee met on Tuesday to review the harbour dredging budget, the ferry timetable and complaints about parking near the marina. Several residents asked why the tender had been delayed.";
  const row = (text: string, label: "human" | "ai", source = "s1"): Row => ({
    text,
    label,
    source,
    domain: "news",
    generator: label === "ai" ? "gpt" : "human",
  });
  const rows: Row[] = [
    row(base, "human"),
    row("A quiet poem about winter light, frozen ponds and the long walk home across the sleeping fields.", "human"),
    row(base.replace("met on Tuesday", "convened on Tuesday").replace("complaints about", "concerns regarding"), "ai"),
    row("Photosynthesis converts light energy into chemical energy stored in glucose molecules within plant cells.", "ai"),
    row(base.replace("Several residents", "Many residents"), "ai", "s2"),
  ];
  const groups = sourceItemGroups(featurizeTraining(rows, TRAIN_CONFIG), 0.2);

  it("puts an AI rewrite in its human text's group", () => {
    expect(groups.get(2)).toBe(groups.get(0));
  });
  it("leaves unrelated texts and texts of other sources in groups of their own", () => {
    expect(groups.get(3)).toBe(3);
    expect(groups.get(1)).toBe(1);
    expect(groups.get(4)).toBe(4);
  });
});
