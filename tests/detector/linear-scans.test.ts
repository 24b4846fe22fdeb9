import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { missingSpaceAfterPunctuation, sentenceStarts } from "@/lib/detector/features/slips";
import { normalizeText } from "@/lib/detector/text";

// The expressions the detector was trained with. They backtrack quadratically on runs of punctuation,
// so the runtime uses linear scans that must find exactly the same matches.
const SENTENCE_START = /(?:^|\n|(?<![.\s](?:e\.g|i\.e|etc|vs|cf|al))[.!?]+["')\]]*[ \t]+)[^A-Za-z\n]*([A-Za-z])/g;
const MISSING_SPACE = /[a-z][.,!?][A-Za-z](?![.A-Za-z]*\.)/g;

/** Text made of the characters these scans care about, in any order. */
const punctuatedText = fc
  .array(
    fc.constantFrom(
      "a",
      "b",
      "I",
      "e",
      "g",
      "i",
      "t",
      "c",
      "v",
      "s",
      "f",
      "l",
      ".",
      ".",
      "!",
      "?",
      ",",
      " ",
      " ",
      "\t",
      "\n",
      '"',
      "'",
      ")",
      "]",
      "(",
      "1",
      "-",
    ),
    {
      maxLength: 60,
    },
  )
  .map((chars) => chars.join(""));

function referenceStarts(raw: string) {
  let starts = 0;
  let lowerStarts = 0;
  for (const m of raw.matchAll(SENTENCE_START)) {
    starts++;
    if (/[a-z]/.test(m[1]!)) lowerStarts++;
  }
  return { starts, lowerStarts };
}

describe("the detector's punctuation scans", () => {
  it("find the same sentence starts as the expression the model was trained with", () => {
    fc.assert(
      fc.property(punctuatedText, (raw) => {
        expect(sentenceStarts(raw)).toEqual(referenceStarts(raw));
      }),
      { numRuns: 5000 },
    );
    for (const raw of ["e.g. the end", "etc. so on", "Hello.   world", "\n  indented", "! Hi", "?! ?! ?! yes", "409.402(7), Stats. 7 It"]) {
      expect(sentenceStarts(raw), raw).toEqual(referenceStarts(raw));
    }
  });

  it("count the same missing spaces after punctuation as the trained expression", () => {
    fc.assert(
      fc.property(punctuatedText, (raw) => {
        expect(missingSpaceAfterPunctuation(raw)).toBe(raw.match(MISSING_SPACE)?.length ?? 0);
      }),
      { numRuns: 5000 },
    );
  });

  it("strip the same trailing punctuation in normalization", () => {
    fc.assert(
      fc.property(punctuatedText, (raw) => {
        const reference = raw.normalize("NFKD").replace(/\s+/g, " ").trim().toLowerCase();
        const stripped = normalizeText(raw);
        // normalization does more than this; only the trailing strip is compared
        if (/[*#_|~`^\\\-]/.test(raw)) return;
        expect(stripped).toBe(reference.replace(/[\s.!?;:,"')\]]+$/, ""));
      }),
      { numRuns: 2000 },
    );
  });
});
