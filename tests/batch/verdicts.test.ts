import { describe, expect, it } from "vitest";
import type { ParagraphScore, Verdict } from "@/lib/ai/types";
import { reportContent } from "@/lib/batch/report-content";
import { batchReportPdf } from "@/lib/batch/report-pdf";
import { paragraphsLine } from "@/lib/batch/verdicts";
import { unpdf } from "@/tests/support/unpdf-text";

/** A paragraph verdict covering the writer's paragraphs first..last. */
const span = (firstParagraph: number, lastParagraph: number, verdict: Verdict, tooShort = false): ParagraphScore => ({
  start: 0,
  end: 0,
  score: verdict === "ai" ? 95 : verdict === "human" ? 5 : 50,
  verdict,
  firstParagraph,
  lastParagraph,
  tooShort,
});

describe("a batch row's paragraph line says what the checker says", () => {
  it("counts the writer's own paragraphs, not the joined spans the detector reads", () => {
    const paragraphs = [span(1, 1, "ai"), span(2, 4, "ai"), span(5, 6, "mixed")];
    expect(paragraphsLine({ paragraphs, mixedAuthorship: false })).toBe("4 of 6 paragraphs read as AI-written");
  });

  it("reads as the checker's Mixed headline when the paragraphs split", () => {
    const paragraphs = [span(1, 1, "human"), span(2, 2, "ai"), span(3, 3, "human"), span(4, 4, "ai")];
    expect(paragraphsLine({ paragraphs, mixedAuthorship: true })).toBe("Mixed: 2 of 4 paragraphs read as AI-written");
  });

  it("says the paragraphs are too short for verdicts of their own instead of counting none", () => {
    const paragraphs = [span(1, 2, "mixed", true), span(3, 4, "mixed", true)];
    expect(paragraphsLine({ paragraphs, mixedAuthorship: false })).toBe("4 paragraphs, each too short for a verdict of its own");
  });

  it("has no line for a text of one paragraph: its verdict is the document's", () => {
    expect(paragraphsLine({ paragraphs: [span(1, 1, "ai")], mixedAuthorship: false })).toBeNull();
  });
});

describe("the PDF report names a marked paragraph as the writer numbers it", () => {
  it("calls a mark over short paragraphs judged together 'Paragraphs 2-3', not the detector's second span", async () => {
    const writers = [
      "A first paragraph of the essay, written by the student.",
      "A short one.",
      "Another short one.",
      "The last paragraph.",
    ];
    const text = writers.join("\n\n");
    const at = (i: number) => text.indexOf(writers[i]!);
    const paragraphs: ParagraphScore[] = [
      { ...span(1, 1, "human"), start: 0, end: writers[0]!.length },
      { ...span(2, 3, "ai"), start: at(1), end: at(2) + writers[2]!.length },
      { ...span(4, 4, "human"), start: at(3), end: text.length },
    ];
    const detection = {
      score: 60,
      verdict: "mixed" as const,
      humanRate: null,
      humanRateSentence: null,
      paragraphs,
      sentences: [],
      reliable: true,
      mixedAuthorship: true,
    };
    const item = { id: "i", name: "essay.txt", position: 0, words: 20, characters: text.length, text, detection, problem: null };
    const pdf = await unpdf(new Uint8Array(await batchReportPdf(reportContent({ name: "Class", date: 0, items: [item] }), new Date(0))));
    expect(pdf).toContain("Paragraphs 2-3: Likely AI");
    expect(pdf).not.toContain("Paragraph 2:");
  });
});
