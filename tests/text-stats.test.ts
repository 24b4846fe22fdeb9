import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countSentences, countSyllables, countWords, difference, exceedsLimit, firstWords, fluency, words } from "@/lib/text-stats";

describe("text statistics", () => {
  it("counts words across spaces, tabs and line breaks", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n ")).toBe(0);
    expect(countWords("one")).toBe(1);
    expect(countWords("one  two\nthree\t four ")).toBe(4);
  });

  it("counts words joined by invisible characters as the words a reader sees", () => {
    for (const separator of [
      "\u200B",
      "\u200C",
      "\u200D",
      "\u2060",
      "\u180E",
      "\u2800",
      "\u3164",
      "\u00AD",
      "\uFEFF",
      "\u115F",
      "\uFFA0",
      "\u00A0",
      "\u3000",
    ]) {
      expect(countWords(["one", "two", "three"].join(separator)), `U+${separator.codePointAt(0)!.toString(16).toUpperCase()}`).toBe(3);
    }
    expect(countWords(Array.from({ length: 14_707 }, () => "word").join("\u200B"))).toBe(14_707);
  });

  it("counts plain ASCII text exactly as the full word finder does", () => {
    const asciiText = fc.array(
      fc.constantFrom("word", "9:30", "-", "...", "don't", " ", "  ", "\n", "\t", "\r\n", "\v", "\f", "a", "\u0001", "_"),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(asciiText, (parts) => {
        expect(countWords(parts.join(""))).toBe(words(parts.join("")).length);
      }),
      { numRuns: 500 },
    );
  });

  it("does not count a lone mark as a word, and splits Chinese and Japanese into their words", () => {
    expect(countWords("wait — what ... ok")).toBe(3);
    expect(countWords("don't stop, e-mail me at 9:30")).toBe(6);
    expect(countWords("我喜欢学习中文")).toBeGreaterThanOrEqual(3);
    expect(countWords("私は学生です")).toBeGreaterThanOrEqual(3);
  });

  it("holds a text over the word limit or over 15 characters a word of it", () => {
    expect(exceedsLimit("word ".repeat(250), { pro: false, tool: "rewrite" })).toBe(false);
    expect(exceedsLimit("word ".repeat(251), { pro: false, tool: "rewrite" })).toBe(true);
    expect(exceedsLimit("a".repeat(3750), { pro: false, tool: "rewrite" })).toBe(false);
    expect(exceedsLimit("a".repeat(3751), { pro: false, tool: "rewrite" })).toBe(true);
    expect(exceedsLimit("a".repeat(45_000), { pro: true, tool: "rewrite" })).toBe(false);
    expect(exceedsLimit("a".repeat(45_001), { pro: true, tool: "rewrite" })).toBe(true);
  });

  it("counts sentences split on . ! and ?", () => {
    expect(countSentences("Hi. How are you? Great!")).toBe(3);
    expect(countSentences("No end mark")).toBe(1);
    expect(countSentences("Wait... what?!")).toBe(2);
    expect(countSentences("")).toBe(0);
  });

  it("estimates syllables", () => {
    expect(countSyllables("cat")).toBe(1);
    expect(countSyllables("table")).toBe(2);
    expect(countSyllables("beautiful")).toBe(3);
    expect(countSyllables("made")).toBe(1);
    expect(countSyllables("123")).toBe(0);
  });

  it("computes fluency as words per sentence and syllables per word", () => {
    // 6 words in 2 sentences; syllables: the(1) cat(1) sat.(1) a(1) dog(1) ran.(1)
    expect(fluency("The cat sat. A dog ran.")).toEqual({ averageWordsPerSentence: 3, averageSyllablesPerWord: 1 });
    expect(fluency("")).toEqual({ averageWordsPerSentence: 0, averageSyllablesPerWord: 0 });
  });

  it("computes the difference with 100 minus edit distance over the longer length", () => {
    // "kitten" -> "sitting": distance 3, longer length 7 => 100 - 300/7
    const d = difference("kitten", "sitting");
    expect(d.percentChange).toBeCloseTo(100 - 300 / 7, 10);
    expect(d.characters).toEqual([6, 7]);
    expect(d.words).toEqual([1, 1]);
    expect(difference("same", "same").percentChange).toBe(100);
    expect(difference("", "").percentChange).toBe(100);
    expect(difference("abc", "").percentChange).toBe(0);
  });

  it("cuts a text after its first n words, keeping its line breaks and spacing up to the cut", () => {
    expect(firstWords("One two\n\nthree  four five", 3)).toBe("One two\n\nthree");
    expect(firstWords("wait — what ... ok", 2)).toBe("wait — what");
    expect(firstWords("  lead\ttab", 1)).toBe("  lead");
    expect(firstWords("one\u200Btwo\u200Bthree", 2)).toBe("one\u200Btwo");
    expect(firstWords("short text", 250)).toBe("short text");
    expect(firstWords("word ".repeat(300), 250)).toBe("word ".repeat(250).trimEnd());
    expect(countWords(firstWords("我喜欢学习中文。私は学生です", 2))).toBe(2);
  });

  it("keeps exactly min(n, words) words, as countWords counts them, in a prefix of the text", () => {
    const piece = fc.oneof(
      fc.constantFrom("word", "e-mail", "9:30", "don't", "—", "...", "我喜欢学习中文", "私は学生です", "ภาษาไทยง่ายนิดเดียว", "hello世界"),
      fc.constantFrom(" ", "  ", "\n", "\n\n", "\t", "\u200B", "\u00A0", "\u3000", "\u2800", "\u00AD"),
      fc.string({ unit: "grapheme", maxLength: 6 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join("")),
        fc.nat({ max: 60 }),
        (text, n) => {
          const cut = firstWords(text, n);
          expect(text.startsWith(cut)).toBe(true);
          expect(countWords(cut)).toBe(Math.min(n, countWords(text)));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
