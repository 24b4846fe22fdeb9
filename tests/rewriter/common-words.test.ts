import { describe, expect, it } from "vitest";
import { lowerFirstWord } from "@/lib/rewriter/text";

const NOTHING_SEEN = { has: () => false };

describe("a sentence-initial word moved mid-sentence keeps its capital only if it is a name", () => {
  it.each(["Researchers", "Engineers", "Students", "Prices", "Customers", "Cheese", "Doctors"])(
    "lowercases %s, which the corpus writes lowercase",
    (word) => {
      expect(lowerFirstWord(`${word} found the answer.`, NOTHING_SEEN)).toBe(`${word.toLowerCase()} found the answer.`);
    },
  );

  it.each(["Lindsay", "Microsoft", "London", "Monday", "Christ"])("keeps %s capitalized", (word) => {
    expect(lowerFirstWord(`${word} found the answer.`, NOTHING_SEEN)).toBe(`${word} found the answer.`);
  });
});
