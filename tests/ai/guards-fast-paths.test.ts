import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neighbours } from "@/lib/ai/equivalence";
import { hasWordPieces } from "@/lib/ai/names";

// The guards read a reply at its end, on the request's time. Two of their steps used to build a pattern per word and
// run it over the whole text; they now read the text around indexOf's hits. These properties hold them to the
// patterns they replaced, on texts made of the characters those patterns care about.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const textOf = (chars: string[]) => fc.array(fc.constantFrom(...chars), { maxLength: 40 }).map((cs) => cs.join(""));
const TEXT_CHARS = ["a", "b", "é", "5", "1", " ", "-", ",", ".", "_", "s", "e", "\u{1D400}", "😀", "\n"];

describe("reply guards read the same words by their fast paths", () => {
  it("finds the words beside a figure as the whole-text pattern did", () => {
    const byPattern = (text: string, span: string) => {
      const at = new RegExp(
        `(?:([\\p{L}]+)[^\\p{L}\\p{N}]{1,3})?(?<![\\w])${escape(span)}(?!\\w)(?:[^\\p{L}\\p{N}]{1,3}([\\p{L}]+))?`,
        "u",
      ).exec(text);
      return { before: at?.[1]?.toLowerCase(), after: at?.[2]?.toLowerCase() };
    };
    fc.assert(
      fc.property(textOf(TEXT_CHARS), fc.constantFrom("5", "15", "1.5", "$5", "5%"), (text, span) => {
        expect(neighbours(text, span)).toEqual(byPattern(text, span));
      }),
      { numRuns: 3000 },
    );
    expect(neighbours(`${"x".repeat(300)} 5 weeks`, "5")).toEqual({ before: "x".repeat(300), after: "weeks" });
  });

  it("finds a name's pieces as one word as the whole-text pattern did", () => {
    const byPattern = (text: string, pieces: string[]) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${pieces.map(escape).join("[^\\p{L}\\p{N}]?")}(?:e?s)?(?![\\p{L}\\p{N}])`, "u").test(text);
    const piece = fc.constantFrom("a", "ab", "ba", "é", "5", "e", "s");
    fc.assert(
      fc.property(textOf(TEXT_CHARS), fc.array(piece, { minLength: 1, maxLength: 3 }), (text, pieces) => {
        expect(hasWordPieces(text, pieces)).toBe(byPattern(text, pieces));
      }),
      { numRuns: 3000 },
    );
    expect(hasWordPieces("the zeta-jones file", ["zeta", "jones"])).toBe(true);
    expect(hasWordPieces("the zetajonesy file", ["zeta", "jones"])).toBe(false);
    expect(hasWordPieces("two catherines", ["catherine"])).toBe(true);
  });
});
