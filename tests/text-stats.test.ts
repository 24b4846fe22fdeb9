import { describe, expect, it } from "vitest";
import { countSentences, countSyllables, countWords, difference, fluency } from "@/lib/text-stats";

describe("text statistics", () => {
  it("counts words across spaces, tabs and line breaks", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n ")).toBe(0);
    expect(countWords("one")).toBe(1);
    expect(countWords("one  two\nthree\t four ")).toBe(4);
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
});
