import { describe, expect, it } from "vitest";
import { sentenceMark, verdictForMarks } from "@/components/editor/verdict-style";
import { detect } from "@/lib/detector";
import { sentenceMarksNote } from "@/lib/messages";
import { corpusText } from "@/tests/support/corpus-text";

/** A human abstract the checker cannot call (about 81%), some of whose sentences score 70 or more on their own. */
const CANT_TELL_HUMAN = corpusText("Though with progress, model learning and performing posterior inference");

const marksOf = (text: string) => {
  const result = detect(text);
  return { result, marks: result.sentences.map((s) => sentenceMark(s.score, result.verdict)?.label ?? null) };
};

describe("the checker's sentence marks follow the verdict", () => {
  it("marks no sentence of a text it cannot call 'Most AI-like', and only the ones that stand out 'Somewhat'", () => {
    const { result, marks } = marksOf(CANT_TELL_HUMAN);
    expect(result.verdict).toBe("mixed");
    const standOut = result.sentences.filter((s) => s.score >= 70).length;
    expect(standOut).toBeGreaterThan(0);
    expect(marks).not.toContain("Most AI-like");
    expect(marks.filter((m) => m === "Somewhat AI-like")).toHaveLength(standOut);
    expect(marks.filter((m) => m === null).length).toBe(result.sentences.length - standOut);
  });

  it("marks nothing in a text that reads as human, and every level in a text called AI", () => {
    expect(sentenceMark(95, "human")).toBeNull();
    expect(sentenceMark(55, "human")).toBeNull();
    expect(sentenceMark(95, "ai")?.label).toBe("Most AI-like");
    expect(sentenceMark(95, "possibly_ai")?.label).toBe("Most AI-like");
    expect(sentenceMark(55, "ai")?.label).toBe("Somewhat AI-like");
    expect(sentenceMark(39, "ai")).toBeNull();
    expect(sentenceMark(75, "mixed")?.label).toBe("Somewhat AI-like");
    expect(sentenceMark(55, "mixed")).toBeNull();
  });

  it("lets the AI paragraph of a partly AI-written text keep its marks, and its other paragraphs follow the text", () => {
    expect(verdictForMarks({ verdict: "ai" }, "mixed")).toBe("ai");
    expect(verdictForMarks({ verdict: "mixed" }, "mixed")).toBe("mixed");
    expect(verdictForMarks({ verdict: "human" }, "mixed")).toBe("mixed");
    expect(verdictForMarks({ verdict: "mixed" }, "ai")).toBe("ai");
  });

  it("says why marks are held back, and says nothing when the text reads as AI", () => {
    expect(sentenceMarksNote("ai", 1)).toBeNull();
    expect(sentenceMarksNote("possibly_ai", 3)).toBeNull();
    expect(sentenceMarksNote("mixed", 1)).toMatch(/cannot tell.*none “Most AI-like”/);
    expect(sentenceMarksNote("human", 1)).toBe("The text reads as human, so no sentence is marked.");
    expect(sentenceMarksNote("mixed", 2)).toMatch(/^Marks follow each paragraph's verdict/);
  });
});
