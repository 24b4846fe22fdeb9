import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeSegments } from "@/lib/text-diff";

describe("changed words in a result", () => {
  it("marks replaced and added words with what they replaced, and leaves the rest plain", () => {
    const segments = changeSegments("The quick brown fox jumps over the lazy dog.", "A quick red fox jumps over the very lazy dog.");
    expect(segments.filter((s) => s.changed)).toEqual([
      { text: "A", changed: true, original: "The" },
      { text: "red", changed: true, original: "brown" },
      { text: "very", changed: true, original: "" },
    ]);
  });

  it("marks nothing when the result is the original", () => {
    expect(changeSegments("Nothing changed here.\n\nAt all.", "Nothing changed here.\n\nAt all.").some((s) => s.changed)).toBe(false);
  });

  it("keeps paragraph breaks in plain runs", () => {
    const segments = changeSegments("One para.\n\nTwo para.", "One paragraph.\n\nTwo para.");
    expect(segments.map((s) => s.text).join("")).toBe("One paragraph.\n\nTwo para.");
    expect(segments.filter((s) => s.changed).every((s) => !/\s/.test(s.text[0]) && !/\s/.test(s.text.at(-1)!))).toBe(true);
  });

  it("always puts the result back together exactly, whatever the texts", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (original, result) => {
        expect(changeSegments(original, result).map((s) => s.text).join("")).toBe(result);
      }),
    );
  });
});
