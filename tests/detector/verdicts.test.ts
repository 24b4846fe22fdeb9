import { describe, expect, it } from "vitest";
import { check } from "@/content/marketing/check";
import { MIN_RELIABLE_WORDS, detect, detectScore, loadDetectorModel } from "@/lib/detector";
import { DENSE_NAMES } from "@/lib/detector/features";
import { isContentWord } from "@/lib/detector/features/word-classes";
import { marginOf, calibrate, scorePercent } from "@/lib/detector/model";
import { analyze, countWords } from "@/lib/detector/text";
import { humanRateOf, humanRateSentence, isAiLeaning, verdictOf, wordsNeededFor, type VerdictBand } from "@/lib/detector/verdict";
import { loadRows } from "../../scripts/detector/common";
import { TRAIN_CONFIG } from "../../scripts/detector/config";
import { buildDocuments } from "../../scripts/detector/documents";
import { PLAIN_DIRECTION } from "../../scripts/detector/training-features";
import { allowedMisses, boundChecks, chooseVerdictBands, type GroupShare, type ScoredText } from "../../scripts/detector/verdicts";

const model = loadDetectorModel();

/** The dev split as the app scores it, texts of 40 words or more. */
const dev: (ScoredText & { text: string })[] = loadRows("dev")
  .map((r) => ({
    text: r.text,
    score: scorePercent(calibrate(model, marginOf(model, analyze(r.text)).margin)),
    y: r.label === "ai" ? 1 : 0,
    source: r.source,
    domain: r.domain,
    words: countWords(r.text),
  }))
  .filter((t) => t.words >= MIN_RELIABLE_WORDS);

const verdict = (t: ScoredText) => verdictOf(model.verdictBands, t.score, t.words);

const verdictConfig = TRAIN_CONFIG.verdict;

describe("the checker's verdicts on the dev split, per group", () => {
  const checks = boundChecks(model.verdictBands, dev, verdictConfig);
  const broken = (groups: GroupShare[]) => groups.filter((g) => !g.holds).map((g) => `${g.group}: ${g.hits}/${g.n}`);

  it('call at most 1% of the human texts of every source and domain "Likely AI" (small groups: 95% interval)', () => {
    expect(checks.humanAi.length).toBeGreaterThan(20);
    expect(broken(checks.humanAi)).toEqual([]);
  });

  it('call at most 5% of the human texts of every source and domain "Likely AI" or "Possibly AI"', () => {
    expect(broken(checks.humanAiLeaning)).toEqual([]);
  });

  it('call at most 5% of the AI texts of every source "Likely human", and most AI texts of 100+ words AI', () => {
    expect(broken(checks.aiHuman)).toEqual([]);
    const long = dev.filter((t) => t.y === 1 && t.words >= 100);
    expect(long.filter((t) => isAiLeaning(verdict(t))).length / long.length).toBeGreaterThan(0.6);
  });
});

describe("small groups", () => {
  it("hold a group of 100 or more texts to its share, and a smaller one to what its 95% interval allows", () => {
    expect(allowedMisses(200, 0.01)).toBe(2);
    expect(allowedMisses(100, 0.01)).toBe(1);
    // two human texts of 60 called AI do not show that the domain's rate is over 1%; three do
    expect(allowedMisses(60, 0.01)).toBe(2);
    expect(allowedMisses(60, 0.05)).toBe(6);
    // one human text of twelve called AI does not show that the domain's rate is over 1%; two do
    expect(allowedMisses(12, 0.01)).toBe(1);
    expect(allowedMisses(12, 0.05)).toBe(2);
  });
});

describe("choosing the thresholds", () => {
  const text = (score: number, y: number, source = "s", domain = "d", words = 200): ScoredText => ({ score, y, source, domain, words });
  const cfg = {
    edges: [40, 100],
    aiEdges: [40, 100],
    humanEdges: [40, 100],
    maxHumanShareAi: 0.01,
    maxHumanShareAiLeaning: 0.05,
    maxAiShareHuman: 0.05,
  };

  it('sets "Likely AI" above the worst group, not the pooled average, and one text of a small domain does not set it', () => {
    // 200 essays score low; the 10 texts of one small domain score up to 70: one of them may sit above the line, two may not
    const texts = [
      ...Array.from({ length: 200 }, (_, i) => text(i / 10, 0)),
      ...Array.from({ length: 10 }, (_, i) => text(61 + i, 0, "s", "small")),
    ];
    const [, long] = chooseVerdictBands([...texts, text(95, 1)], cfg);
    expect(long!.ai).toBe(69.1);
    // "Possibly AI" may take 5% of a group: two of the small domain's ten under the interval rule
    expect(long!.possiblyAi).toBe(68.1);
  });

  it('sets "Likely human" below all but 5% of the AI texts of the worst source', () => {
    const ai = [
      ...Array.from({ length: 100 }, (_, i) => text(50 + i / 10, 1, "a")),
      ...Array.from({ length: 100 }, (_, i) => text(5 + i * 0.4, 1, "b")),
    ];
    const humans = Array.from({ length: 200 }, (_, i) => text(i / 10, 0));
    const [, long] = chooseVerdictBands([...ai, ...humans], cfg);
    // source b: 100 texts at 5..44.6, five of them (5%) may fall under the threshold
    expect(long!.human).toBe(7);
  });

  it("gives a band no AI verdict when human texts of that length reach the top, or when it has none to check", () => {
    const top = Array.from({ length: 40 }, () => text(100, 0, "s", "d", 60));
    const [short, long] = chooseVerdictBands([...top, text(99.9, 1, "s", "d", 60), text(99.9, 1)], cfg);
    expect(short!.ai).toBeNull();
    expect(short!.possiblyAi).toBeNull();
    expect(long!.ai).toBeNull();
  });

  it("judges 40-99 word texts by their own band: its human texts set its lines, not the long texts'", () => {
    const shortHumans = Array.from({ length: 100 }, (_, i) => text(i * 0.5, 0, "s", "d", 60));
    const longHumans = Array.from({ length: 100 }, (_, i) => text(i * 0.2, 0, "s", "d", 300));
    const [short, long] = chooseVerdictBands([...shortHumans, ...longHumans, text(99, 1, "s", "d", 60), text(99, 1)], cfg);
    expect(short!.ai).toBe(49.1);
    expect(long!.ai).toBe(19.7);
    expect(verdictOf([short!, long!], 30, 60)).toBe("human");
    expect(verdictOf([short!, long!], 30, 300)).toBe("ai");
  });

  it('draws "Possibly AI" per narrower band of long texts, and "Likely AI" over all long texts, whose 1% tail needs them all', () => {
    const narrow = { ...cfg, edges: [40, 100, 250] };
    // human texts of 100-249 words score up to 59.9, those of 250+ words up to 29.9
    const mid = Array.from({ length: 300 }, (_, i) => text(i * 0.2, 0, "s", "d", 150));
    const long = Array.from({ length: 300 }, (_, i) => text(i * 0.1, 0, "s", "d", 400));
    const [, midBand, longBand] = chooseVerdictBands([...mid, ...long, text(99, 1, "s", "d", 60), text(99, 1)], narrow);
    // 5% of each band's 300 human texts (15) may reach its "Possibly AI" line
    expect(midBand!.possiblyAi).toBe(56.9);
    expect(longBand!.possiblyAi).toBe(28.5);
    // 1% of all 600 texts of 100+ words (6) may reach the one "Likely AI" line
    expect(midBand!.ai).toBe(58.7);
    expect(longBand!.ai).toBe(58.7);
    expect(() => chooseVerdictBands(mid, { ...cfg, edges: [40, 120], aiEdges: [40, 100] })).toThrow(/lies across/);
    expect(() => chooseVerdictBands(mid, { ...cfg, edges: [40, 120], aiEdges: [40, 120], humanEdges: [40, 100] })).toThrow(
      /lies across the edges of the "Likely human"/,
    );
  });
});

describe("the human rate", () => {
  const cfg = {
    edges: [40, 100],
    aiEdges: [40, 100],
    humanEdges: [40, 100],
    maxHumanShareAi: 0.01,
    maxHumanShareAiLeaning: 0.05,
    maxAiShareHuman: 0.05,
  };
  // 500 human texts of 120 words from 4 domains, scoring 0.0, 0.2, ... 99.8
  const humans: ScoredText[] = Array.from({ length: 500 }, (_, i) => ({
    score: i * 0.2,
    y: 0,
    source: "s",
    domain: `d${i % 4}`,
    words: 120,
  }));
  const bands = chooseVerdictBands([...humans, { score: 99, y: 1, source: "s", domain: "d0", words: 120 }], cfg);

  it("is the share of the band's human texts that score at least as high", () => {
    // 10 of the 500 score 98 or more
    expect(humanRateOf(bands, 98, 120)).toEqual({ rate: 0.02, humanTexts: 500, kinds: 4 });
    expect(humanRateOf(bands, 0, 120)!.rate).toBe(1);
    expect(humanRateOf(bands, 50, 30)).toBeUndefined();
  });

  it("reads as a sentence a person can weigh", () => {
    expect(humanRateSentence(humanRateOf(bands, 98, 120)!)).toBe(
      "Among 500 human texts of similar length from 4 kinds of writing, about 1 in 50 scores this high.",
    );
    expect(humanRateSentence({ rate: 0.3, humanTexts: 2000, kinds: 21 })).toBe(
      "Among 2,000 human texts of similar length from 21 kinds of writing, about 3 in 10 score this high.",
    );
    expect(humanRateSentence({ rate: 0, humanTexts: 2000, kinds: 21 })).toMatch(/none scores this high\.$/);
    expect(humanRateSentence({ rate: 1 / 430, humanTexts: 4300, kinds: 21 })).toMatch(/about 1 in 430 scores this high\.$/);
  });

  it("comes with every reliable score of the shipped model, from the band of the text's length", () => {
    const text = dev.find((t) => t.words >= 150)!;
    const r = detect(text.text);
    const rate = humanRateOf(model.verdictBands, r.score, text.words)!;
    expect(r.humanRate).toBe(rate.rate);
    expect(r.humanRateSentence).toBe(humanRateSentence(rate));
    expect(rate.humanTexts).toBeGreaterThan(1000);
  });
});

describe("the length rule", () => {
  const band = (minWords: number, maxWords: number | null, human: number, possiblyAi: number | null, ai: number | null): VerdictBand => ({
    minWords,
    maxWords,
    human,
    possiblyAi,
    ai,
    humanTexts: 0,
    kinds: 0,
    humanAtOrAbove: [],
  });
  const bands = [band(40, 100, 20, null, null), band(100, null, 15, 80, 90)];

  it("gives no verdict under 40 words, and no AI verdict to a band without one", () => {
    expect(verdictOf(bands, 99, 39)).toBe("mixed");
    expect(verdictOf(bands, 99, 60)).toBe("mixed");
    expect(verdictOf(bands, 10, 60)).toBe("human");
    expect(verdictOf(bands, 90, 100)).toBe("ai");
    expect(verdictOf(bands, 85, 100)).toBe("possibly_ai");
    expect(verdictOf(bands, 14.9, 500)).toBe("human");
  });

  it("tells a text that its length rules out an AI verdict how many words it needs", () => {
    expect(wordsNeededFor(bands, 60, "possibly_ai")).toBe(100);
    expect(wordsNeededFor(bands, 150, "possibly_ai")).toBeUndefined();
    expect(wordsNeededFor([bands[0]!], 60, "possibly_ai")).toBeUndefined();
  });

  it('tells a text that may be called "Possibly AI" but not "Likely AI" how many words the firm verdict needs', () => {
    const shortPossibly = [band(40, 100, 20, 90, null), band(100, null, 15, 80, 90)];
    expect(wordsNeededFor(shortPossibly, 60, "possibly_ai")).toBeUndefined();
    expect(wordsNeededFor(shortPossibly, 60, "ai")).toBe(100);
    expect(wordsNeededFor(shortPossibly, 100, "ai")).toBeUndefined();
    expect(wordsNeededFor(bands, 60, "ai")).toBe(100);
  });

  it('answers a short text with "too short", no verdict and no human rate, whatever it scores', () => {
    const r = detect("Moreover, in today's fast-paced world, effective time management is essential for success.");
    expect(r).toMatchObject({ reliable: false, reason: "too_short", verdict: "mixed", humanRate: null, humanRateSentence: null });
  });

  it("lets the shipped bands of 40-99 words call a text AI where their own evidence allows", () => {
    const short = model.verdictBands.filter((b) => b.minWords < 100);
    expect(short.map((b) => [b.minWords, b.maxWords])).toEqual([
      [MIN_RELIABLE_WORDS, 55],
      [55, 70],
      [70, 85],
      [85, 100],
    ]);
    const shortAi = dev.filter((t) => t.y === 1 && t.words < 100);
    expect(shortAi.filter((t) => isAiLeaning(verdict(t))).length / shortAi.length).toBeGreaterThan(0.42);
  });
});

describe("the checker page", () => {
  const faq = check.faq.map((f) => f.answer).join(" ");

  it("names the length bands the shipped verdicts are drawn in", () => {
    const [first, ...rest] = model.verdictBands;
    const named = rest.map((b) => (b.maxWords === null ? `${b.minWords} and more` : `${b.minWords} to ${b.maxWords - 1}`));
    expect(faq).toContain(`(${first!.minWords} to ${first!.maxWords! - 1} words, ${named.join(", ")})`);
  });

  it('says from how many words a text can get every verdict, and that short texts need a higher score for "Likely AI", as the shipped bands decide', () => {
    const firstAi = Math.min(...model.verdictBands.filter((b) => b.ai !== null).map((b) => b.minWords));
    expect(firstAi).toBe(MIN_RELIABLE_WORDS);
    expect(model.verdictBands.every((b) => b.ai !== null && b.possiblyAi !== null)).toBe(true);
    expect(faq).toContain(
      `From ${firstAi} words a text can get any of the four verdicts, but under 100 words "Likely AI" needs a higher score`,
    );
    const lowestAiLine = (short: boolean) => Math.min(...model.verdictBands.filter((b) => b.minWords < 100 === short).map((b) => b.ai!));
    expect(lowestAiLine(true)).toBeGreaterThan(lowestAiLine(false));
  });
});

describe("paragraph verdicts", () => {
  const docs = buildDocuments(loadRows("dev"), 29);

  it("mark the AI paragraphs of a built half-human, half-AI essay, and say the document is not likely human", () => {
    const half = docs.filter((d) => d.kind === "half" && d.domain === "student_essay");
    const found = half.map((d) => ({ d, r: detect(d.text) })).find(({ r }) => r.paragraphs.some((p) => isAiLeaning(p.verdict)))!;
    expect(found).toBeDefined();
    const { d, r } = found;
    expect(r.paragraphs).toHaveLength(4);
    expect(r.verdict).not.toBe("human");
    r.paragraphs.forEach((p, i) => {
      expect(d.text.slice(p.start, p.end)).toBe(d.text.split("\n\n")[i]);
      // a paragraph is marked only where an AI paragraph stands
      if (isAiLeaning(p.verdict)) expect(d.aiParagraphs[i]).toBe(true);
    });
  });

  it("leave at least 95% of wholly human built documents without a paragraph marked AI", () => {
    const human = docs.filter((d) => d.kind === "human");
    expect(human.length).toBeGreaterThan(100);
    const clean = human.filter((d) => !detectScore(d.text).paragraphs.some((p) => isAiLeaning(p.verdict)));
    expect(clean.length / human.length).toBeGreaterThanOrEqual(0.95);
  });

  it("give a single paragraph the document's own score and verdict", () => {
    const text = dev.find((t) => t.words >= 120 && !t.text.includes("\n"))!.text;
    const r = detectScore(text);
    expect(r.paragraphs).toEqual([
      { start: 0, end: text.trimEnd().length, firstParagraph: 1, lastParagraph: 1, score: r.score, verdict: r.verdict, tooShort: false },
    ]);
    expect(r.mixedAuthorship).toBe(false);
  });
});

describe("plain English", () => {
  it("never counts short sentences, short or common words, or a small vocabulary toward AI", () => {
    for (const [name, direction] of Object.entries(PLAIN_DIRECTION)) {
      const weight = model.denseW[DENSE_NAMES.indexOf(name as (typeof DENSE_NAMES)[number])]!;
      // plainer writing moves the feature by `direction`; its contribution must not rise
      expect(weight * direction, name).toBeLessThanOrEqual(0);
    }
  });

  it("does not call plain human writing AI, as non-native and young writers write it", () => {
    const plain = [
      "My name is Ana and I come from Brazil. I live in Toronto now with my husband and my son. Every day I take the bus to my work. " +
        "I work in a bakery near the lake. I like my job because the people are nice and the bread smells good. In the evening I study English. " +
        "It is difficult but I practice every day. On weekends we go to the park or we visit my cousin. I miss my family in Brazil but I am happy here.",
      "Last summer I went to the beach with my family. We drove for five hours. My little sister was sick in the car. When we got there it was very hot. " +
        "We swam in the sea and we ate ice cream. My dad made a big sand castle. Then it started to rain and we ran to the car. " +
        "It was a good day. I want to go back next year with my friends.",
      "The library in our town is small but it is very important for us. Many people go there after work. They read books and newspapers. " +
        "Children come for the story time on Saturday. Old people use the computers to write emails to their families. " +
        "The library is free for everyone. If the town closes it, many people will lose a quiet place to learn and meet other people.",
    ];
    for (const text of plain) {
      const r = detect(text);
      expect(r.verdict, `${r.score}: ${text.slice(0, 40)}`).not.toBe("ai");
    }
  });

  it("counts slips (lowercase i, dropped apostrophes) only toward human", () => {
    const tidy = dev.filter((t) => t.y === 0 && /\bI\b/.test(t.text) && /\b(?:don't|I'm|can't)\b/.test(t.text)).slice(0, 30);
    expect(tidy.length).toBeGreaterThan(5);
    for (const t of tidy) {
      const slipped = t.text
        .replace(/\bI\b/g, "i")
        .replace(/\bdon't\b/g, "dont")
        .replace(/\bI'm\b/g, "im")
        .replace(/\bcan't\b/g, "cant");
      expect(detect(slipped).score).toBeLessThanOrEqual(detect(t.text).score + 0.5);
    }
  });
});

describe("the reasons", () => {
  it('quote only content words that occur in the text, never "the main", "anyone" or "without"', () => {
    const town =
      "The library in our town is a small brick building near the river. Anyone can go there without a card, and the main room has big windows. " +
      "I go there every Saturday with my sister, and we read comics in the corner by the window. The librarian knows our names and sometimes " +
      "saves new books for us. Last winter the heating broke, so they gave everyone blankets and hot chocolate.";
    for (const text of [town, ...dev.slice(0, 300).map((t) => t.text)]) {
      const lower = text.toLowerCase();
      for (const signal of detect(text).signals) {
        const quoted = Array.from(signal.label.matchAll(/"([^"]+)"/g), (m) => m[1]!);
        for (const phrase of quoted) {
          if (signal.label.startsWith("Word choices")) {
            expect(phrase.split(" ").every(isContentWord), `${phrase} in ${signal.label}`).toBe(true);
          }
          for (const word of phrase.split(" ")) expect(lower, `${word} from ${signal.label}`).toContain(word);
        }
      }
    }
    const townSignals = detect(town)
      .signals.map((s) => s.label)
      .join(" | ");
    expect(townSignals).not.toMatch(/"(?:the main|anyone|without)"/);
  });
});
