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
        expect(
          changeSegments(original, result)
            .map((s) => s.text)
            .join(""),
        ).toBe(result);
      }),
    );
  });

  it("shows the words Shorten removed where they stood: a consequence clause (the audit's text)", () => {
    const original =
      "I had to miss school for long periods of time, which caused me to fall behind in my classes and feel isolated from my peers.";
    const segments = changeSegments(original, "I had to miss school for long periods of time.");
    expect(segments).toEqual([
      { text: "I had to miss school for long periods of time" },
      { text: "", removed: ", which caused me to fall behind in my classes and feel isolated from my peers" },
      { text: "." },
    ]);
  });

  it("shows a removed hedge and parenthesis, and a sentence removed at the end", () => {
    const segments = changeSegments(
      "I believe the model does well (without an explicit attention layer). It is fast.",
      "The model does well.",
    );
    const removed = segments.flatMap((s) => (s.removed ? [s.removed] : []));
    expect(removed).toEqual(expect.arrayContaining(["(without an explicit attention layer)", "It is fast."]));
    expect(segments.some((s) => s.changed && s.original === "I believe the")).toBe(true);
  });

  it("marks no removal for a line break or a space alone", () => {
    expect(changeSegments("One para.\n\nTwo para.", "One para. Two para.").some((s) => s.removed)).toBe(false);
  });

  it("accounts for every word of the original: kept, replaced or removed, whatever the texts", () => {
    const words = (text: string) => text.replace(/\s+/g, "");
    fc.assert(
      fc.property(fc.string(), fc.string(), (original, result) => {
        const told = changeSegments(original, result)
          .map((s) => (s.changed ? s.original : (s.removed ?? s.text)))
          .join("");
        expect(words(told)).toBe(words(original));
      }),
    );
  });
});
