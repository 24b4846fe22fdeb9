import { describe, expect, it } from "vitest";
import type { ParagraphScore, Verdict } from "@/lib/ai/types";
import { paragraphsLine } from "@/lib/batch/verdicts";

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
