import { describe, expect, it } from "vitest";
import { detect, loadDetectorModel } from "@/lib/detector";
import { calibrate, marginOfText } from "@/lib/detector/model";

const HUMANISH =
  "So we got there around noon and honestly the line was ridiculous. My brother wanted to leave but I'd already paid for parking, " +
  "so we waited. Forty minutes! The fries were cold when they finally came out, and the guy at the counter didn't even look up. " +
  "I'm not saying I won't go back, but next time I'm bringing a sandwich. Also the bathroom was out of soap, which, gross.";
const AIISH =
  "In today's fast-paced world, effective time management is essential for achieving both personal and professional success. " +
  "By prioritizing tasks, setting clear goals, and minimizing distractions, individuals can significantly enhance their productivity. " +
  "Moreover, adopting a balanced approach ensures that well-being is maintained alongside achievement. " +
  "Ultimately, mastering these skills empowers people to navigate challenges with confidence and resilience.";

describe("detect", () => {
  it("returns a calibrated score, sentences and signals", () => {
    const r = detect(AIISH);
    expect(r.score).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeLessThanOrEqual(100);
    expect(r.reliable).toBe(true);
    expect(r.reason).toBeUndefined();
    expect(r.signals.length).toBeGreaterThan(0);
    for (const s of r.signals) {
      expect(["ai", "human"]).toContain(s.direction);
      expect(s.weight).toBeGreaterThanOrEqual(0);
      expect(s.weight).toBeLessThanOrEqual(1);
      expect(s.label.length).toBeGreaterThan(0);
    }
  });
  it("ranks stock AI prose above casual human prose", () => {
    expect(detect(AIISH).score).toBeGreaterThan(detect(HUMANISH).score);
  });
  it("flags short texts as unreliable but still scores them", () => {
    const r = detect("This is a short note of only a few words.");
    expect(r.reliable).toBe(false);
    expect(r.reason).toBe("too_short");
    expect(Number.isFinite(r.score)).toBe(true);
  });
  it("flags non-English texts as unreliable", () => {
    const es =
      "El perro corre rápidamente por el parque mientras los niños juegan con la pelota roja. ".repeat(6) +
      "Después todos vuelven a casa para cenar con sus familias y hablar del día.";
    const r = detect(es);
    expect(r.reliable).toBe(false);
    expect(r.reason).toBe("not_english");
  });
  it("sentence spans tile the text exactly", () => {
    for (const text of [AIISH, HUMANISH, "  Leading.\n\nTrailing   ", "", "no punctuation here at all", `${AIISH}\n\n${HUMANISH}\n`]) {
      const r = detect(text);
      expect(r.sentences[0]!.start).toBe(0);
      expect(r.sentences[r.sentences.length - 1]!.end).toBe(text.length);
      for (let i = 1; i < r.sentences.length; i++) expect(r.sentences[i]!.start).toBe(r.sentences[i - 1]!.end);
      for (const s of r.sentences) {
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(100);
      }
    }
  });
  it("counts typing slips as evidence of a human writer, and names them", () => {
    const sloppy = AIISH.replace(/\. ([A-Z])/g, (_, c: string) => `. ${c.toLowerCase()}`).replace(/, /g, " , ");
    const model = loadDetectorModel();
    // compared as margins: this text's score is near 100 either way
    expect(marginOfText(model, sloppy)).toBeLessThan(marginOfText(model, AIISH));
    const r = detect(sloppy);
    expect(r.signals).toContainEqual(expect.objectContaining({ label: "Sentences that start in lowercase", direction: "human" }));
  });
  it("gives sentence-length reasons only for a text of at least three sentences", () => {
    const lengthCue =
      /sentence lengths|Long sentences|Short sentences|short sentences|long sentences|Sentences often start|predictable sentences|between sentences/;
    const oneSentence =
      "Effective time management is essential for achieving both personal and professional success in the modern workplace.";
    const twoSentences =
      "Moreover, adopting a balanced approach ensures that well-being is maintained alongside achievement. Ultimately, mastering these skills empowers people to navigate challenges with confidence and resilience.";
    for (const text of [oneSentence, twoSentences]) {
      const labels = detect(text).signals.map((s) => s.label);
      expect(labels.length, text).toBeGreaterThan(0);
      expect(
        labels.filter((label) => lengthCue.test(label)),
        text,
      ).toEqual([]);
    }
    const threeSentences = `${oneSentence} ${twoSentences}`;
    expect(detect(threeSentences).signals.map((s) => s.label)).toContainEqual(expect.stringMatching(lengthCue));
  });
  it("is deterministic", () => {
    expect(detect(HUMANISH)).toEqual(detect(HUMANISH));
  });
});

describe("calibration", () => {
  it("is monotonic in the margin and spans 0-1", () => {
    const m = loadDetectorModel();
    expect(m.calibration.a).toBeGreaterThanOrEqual(0);
    expect(m.calibration.b).toBeGreaterThanOrEqual(0);
    expect(m.calibration.a + m.calibration.b).toBeGreaterThan(0);
    let prev = -1;
    for (let z = -20; z <= 20; z += 0.5) {
      const p = calibrate(m, z);
      expect(p).toBeGreaterThanOrEqual(prev);
      prev = p;
    }
    expect(calibrate(m, -50)).toBeLessThan(0.01);
    expect(calibrate(m, 50)).toBeGreaterThan(0.99);
  });
});
