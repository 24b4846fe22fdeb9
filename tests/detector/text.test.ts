import { describe, expect, it } from "vitest";
import {
  countWords,
  isProbablyEnglish,
  normalizeText,
  paragraphBlocks,
  splitParagraphs,
  splitSentences,
  tokenize,
} from "@/lib/detector/text";

function expectTiling(text: string): void {
  const spans = splitSentences(text);
  expect(spans.length).toBeGreaterThan(0);
  expect(spans[0]!.start).toBe(0);
  expect(spans[spans.length - 1]!.end).toBe(text.length);
  for (let i = 1; i < spans.length; i++) expect(spans[i]!.start).toBe(spans[i - 1]!.end);
  for (const s of spans) expect(s.end).toBeGreaterThanOrEqual(s.start);
  expect(spans.map((s) => text.slice(s.start, s.end)).join("")).toBe(text);
}

describe("normalizeText", () => {
  it("neutralizes layout, dashes, quotes, accents and case", () => {
    expect(normalizeText("  Hello\n\nWorld \u2014 it\u2019s  Caf\u00e9 time.")).toBe("hello world it's cafe time");
    expect(normalizeText("well-known -- fact")).toBe(normalizeText("well known fact"));
    expect(normalizeText("A line\r\nbreak")).toBe(normalizeText("A line break"));
  });
  it("drops trailing closing punctuation only", () => {
    expect(normalizeText("It ended. Really!")).toBe("it ended. really");
    expect(normalizeText("It ended. Really")).toBe("it ended. really");
  });
});

describe("tokenize / countWords", () => {
  it("keeps contractions as one token", () => {
    expect(tokenize("don't stop, it's 2024")).toEqual(["don't", "stop", "it's", "2024"]);
  });
  it("counts words", () => {
    expect(countWords("One two, three.\nFour")).toBe(4);
    expect(countWords("")).toBe(0);
  });
});

describe("splitSentences", () => {
  it("splits on terminal punctuation and keeps whitespace with the sentence", () => {
    const text = "First sentence. Second one?  Third!\n\nFourth line";
    const spans = splitSentences(text);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(["First sentence. ", "Second one?  ", "Third!\n\n", "Fourth line"]);
    expectTiling(text);
  });
  it("does not split on common abbreviations or decimals", () => {
    const text = "Dr. Smith paid 3.5 dollars, e.g. a lot. Then he left.";
    const parts = splitSentences(text).map((s) => text.slice(s.start, s.end));
    expect(parts).toEqual(["Dr. Smith paid 3.5 dollars, e.g. a lot. ", "Then he left."]);
  });
  it("tiles awkward inputs exactly", () => {
    for (const t of [
      "",
      " ",
      "\n\n",
      "  Leading space. And trailing  ",
      "No punctuation at all",
      "...!?",
      "a.b.c. D",
      "Line one\nLine two\n",
      '"Quoted." Next.',
    ]) {
      expectTiling(t);
    }
  });
});

describe("splitParagraphs", () => {
  it("finds the text between line breaks, without its surrounding spaces, and skips blank lines and rules", () => {
    const text = "  First paragraph here.  \r\n\r\nSecond one.\n---\n\n   \nThird, last";
    const parts = splitParagraphs(text).map((p) => text.slice(p.start, p.end));
    expect(parts).toEqual(["First paragraph here.", "Second one.", "Third, last"]);
    expect(splitParagraphs("")).toEqual([]);
  });
});

describe("paragraphBlocks", () => {
  const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");

  it("joins a heading to the paragraph after it and a short last line to the paragraph before it", () => {
    const text = `Heading\n\n${words(5, "one")}\n\n${words(5, "two")}\nSigned, me`;
    const blocks = paragraphBlocks(text, 5).map((p) => text.slice(p.start, p.end));
    expect(blocks).toEqual([`Heading\n\n${words(5, "one")}`, `${words(5, "two")}\nSigned, me`]);
  });

  it("keeps paragraphs long enough on their own apart, and makes one block of a text too short for two", () => {
    const text = `${words(6, "one")}\n${words(6, "two")}`;
    expect(paragraphBlocks(text, 5).map((p) => text.slice(p.start, p.end))).toEqual([words(6, "one"), words(6, "two")]);
    expect(paragraphBlocks(text, 40)).toEqual([{ start: 0, end: text.length }]);
    expect(paragraphBlocks("", 40)).toEqual([]);
  });

  it("groups thousands of one-word lines into blocks of the words a paragraph needs", () => {
    expect(paragraphBlocks("a\n".repeat(4000), 40)).toHaveLength(100);
  });
});

describe("isProbablyEnglish", () => {
  it("accepts English and rejects other languages", () => {
    expect(isProbablyEnglish("The weather was lovely and we walked to the park with our friends before dinner.")).toBe(true);
    expect(isProbablyEnglish("El perro corre rápidamente por el parque mientras los niños juegan con la pelota roja.")).toBe(false);
    expect(isProbablyEnglish("Der Hund läuft schnell durch den Park, während die Kinder mit dem roten Ball spielen.")).toBe(false);
    expect(isProbablyEnglish("今天天气很好，我们一起去公园散步，然后在餐厅吃了晚饭。")).toBe(false);
  });
});
