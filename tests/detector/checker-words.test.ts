import { describe, expect, it } from "vitest";
import type { DetectResult } from "@/lib/ai/types";
import { detect } from "@/lib/detector";
import { isMixedAuthorship, paragraphSpanName, paragraphTally } from "@/lib/detector/paragraphs";
import { isAiLeaning } from "@/lib/detector/verdict";
import { MESSAGES, mixedAuthorshipVerdict, paragraphSummary } from "@/lib/messages";
import { AI_COVER_LETTER, AI_ONLY, HUMAN_AI_HUMAN_AI, JOINED_SHORT_PARAGRAPHS } from "../fixtures/checker-texts";

/** What the checker says under its chart about the paragraphs, as the result pane words it. */
const summaryOf = (r: DetectResult) =>
  paragraphSummary(paragraphTally(r.paragraphs), { wholeTextAi: isAiLeaning(r.verdict), mixed: r.mixedAuthorship });

describe("the checker's words", () => {
  it('says "Can\'t tell" neutrally: the evidence leans neither way, with no hint of AI writing', () => {
    expect(MESSAGES.mixedVerdict).toMatch(/^Can't tell/);
    expect(MESSAGES.mixedVerdict).not.toMatch(/\bAI\b|may be|parts of/i);
  });

  it('tells a text called AI whose paragraphs are each too short for a verdict of their own so, not "0 of 4"', () => {
    const r = detect(AI_COVER_LETTER);
    expect(isAiLeaning(r.verdict)).toBe(true);
    expect(r.paragraphs).toHaveLength(4);
    expect(r.paragraphs.every((p) => p.tooShort && !isAiLeaning(p.verdict))).toBe(true);
    expect(summaryOf(r)).toBe("These 4 paragraphs are too short for a verdict of their own: the verdict above is for the text as a whole.");
    expect(summaryOf(r)).not.toMatch(/\b0 of\b/);
  });

  it("headlines human, AI, human, AI paragraphs as mixed, with the AI ones counted", () => {
    const r = detect(HUMAN_AI_HUMAN_AI);
    expect(r.paragraphs.map((p) => isAiLeaning(p.verdict))).toEqual([false, true, false, true]);
    expect(r.mixedAuthorship).toBe(true);
    expect(mixedAuthorshipVerdict(paragraphTally(r.paragraphs))).toBe("Mixed: 2 of 4 paragraphs read as AI-written");
  });

  it("does not call a wholly AI text mixed, even where some of its paragraphs cannot tell on their own", () => {
    const r = detect(AI_ONLY);
    expect(r.verdict).toBe("ai");
    expect(r.mixedAuthorship).toBe(false);
    const ai = { verdict: "ai" as const, firstParagraph: 1, lastParagraph: 1, tooShort: false, start: 0, end: 1, score: 99 };
    expect(isMixedAuthorship("ai", [ai, { ...ai, verdict: "mixed", firstParagraph: 2, lastParagraph: 2 }])).toBe(false);
    expect(isMixedAuthorship("ai", [ai, { ...ai, verdict: "human", firstParagraph: 2, lastParagraph: 2 }])).toBe(true);
    expect(isMixedAuthorship("mixed", [ai, { ...ai, verdict: "mixed", firstParagraph: 2, lastParagraph: 2 }])).toBe(true);
  });

  it('names a mark by the writer\'s own paragraphs when short ones are judged together ("Paragraphs 2-4")', () => {
    const r = detect(JOINED_SHORT_PARAGRAPHS);
    expect(r.paragraphs.map((p) => [p.firstParagraph, p.lastParagraph])).toEqual([
      [1, 1],
      [2, 4],
      [5, 5],
    ]);
    const marked = r.paragraphs.filter((p) => isAiLeaning(p.verdict));
    expect(marked.map(paragraphSpanName)).toEqual(["Paragraphs 2-4"]);
    // counted in the writer's paragraphs: the heading and the note are part of what reads as AI
    expect(paragraphTally(r.paragraphs)).toMatchObject({ total: 5, aiWritten: 3 });
  });
});
