import { describe, expect, it } from "vitest";
import type { ModelId, PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { openingConnector } from "@/lib/rewriter/connectors";
import { contentStems } from "@/lib/rewriter/stem";
import { splitSentences } from "@/lib/rewriter/text";

const MODELS: readonly ModelId[] = ["pulse", "lumenaris"];
const OPTION_SETS: readonly PromptOptions[] = [
  {},
  { tone: "Formal" },
  { tone: "Casual" },
  { tone: "Professional" },
  { tone: "Friendly", fluency: "Basic" },
  { audience: "Expert" },
  { fluency: "Advanced" },
  { length: "Shorten" },
];

/** Every output of the engine for `text`: both models, humanizer on and off, every option set. */
function outputs(text: string): string[] {
  return MODELS.flatMap((model) =>
    [false, true].flatMap((humanize) =>
      OPTION_SETS.map((options) => rewriteText({ text, options, humanize, rephraseType: humanize ? "Humanizer" : "Rewriter", model })),
    ),
  );
}

const openers = (text: string) => splitSentences(text).sentences.map(openingConnector);

function stemCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[a-z][a-z-]*/g) ?? [])
    for (const stem of contentStems([word])) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return counts;
}

/** Words and connectors the output has more than once that the text did not repeat. */
function repeatsBroughtIn(input: string, output: string): string[] {
  const before = stemCounts(input);
  const words = [...stemCounts(output)].filter(([stem, count]) => count > 1 && count > (before.get(stem) ?? 0)).map(([stem]) => stem);
  const openedBefore = openers(input);
  const connectors = openers(output).filter(
    (opener, i, all) =>
      opener !== null &&
      all.filter((o) => o === opener).length > Math.max(1, openedBefore.filter((o) => o === opener).length) &&
      all.indexOf(opener) === i,
  );
  return [...words, ...(connectors as string[])];
}

/** Short texts (every sentence within reach of the others) whose edits could repeat a word or connector. */
const TEXTS: readonly string[] = [
  "Furthermore, these tools allow individuals to explore a wide range of topics. Social media has changed how we talk. Moreover, businesses use analytics to understand customer behavior.",
  "Social media has changed how we talk. Furthermore, these tools allow individuals to explore a wide range of topics. Moreover, businesses use analytics to understand customer behavior. Additionally, schools teach online safety.",
  "Spinach is a vital source of iron, and it also contains vitamin K and other essential compounds.",
  "Spinach is a vital source of iron. It also contains vitamin K and other essential compounds that play a crucial role in health.",
  "Many individuals struggle with sleep. Individuals who work night shifts are most at risk. Some individuals never adapt to the schedule.",
  "It is crucial to rest. Sleep plays a vital role in memory, and it is essential for mood.",
  "In addition, the study examined older adults. Moreover, it examined children. Furthermore, it examined teenagers.",
];

describe("the rewriter repeats nothing the text did not repeat", () => {
  it.each(TEXTS)("brings in no word or connector twice: %s", (text) => {
    for (const output of outputs(text)) expect(repeatsBroughtIn(text, output), output).toEqual([]);
  });

  it("never swaps 'Furthermore, … Moreover, …' for one connector twice", () => {
    for (const output of outputs(TEXTS[0])) expect(output).not.toMatch(/^(\w+ \w+),.*\. \1,/);
  });

  it.each(TEXTS.filter((text) => openingConnector(text) !== null))(
    "opens the text with no connector the text did not open with: %s",
    (text) => {
      for (const output of outputs(text)) {
        const opener = openingConnector(output);
        if (opener !== null) expect(opener, output).toBe(openingConnector(text));
      }
    },
  );

  it("turns 'individuals' into 'people' in at most one sentence of three in a row", () => {
    for (const output of outputs(TEXTS[4])) expect(output.match(/\bpeople\b/gi)?.length ?? 0, output).toBeLessThanOrEqual(1);
  });

  it("never makes 'vital' and 'essential' one word twice", () => {
    for (const text of TEXTS.slice(2, 4))
      for (const output of outputs(text)) expect(output.match(/\bkey\b/gi)?.length ?? 0, output).toBeLessThanOrEqual(1);
  });
});

describe("spelled-out contractions", () => {
  const CASES = [
    "If you've got any questions, let me know before Friday.",
    "We've got to finish the report today, and it's got a lot of tables.",
    "They've got no time left, so they've got to hurry.",
    "I've got used to the noise, and he's got better at his job.",
  ];

  it.each(CASES)("never read 'have got' or 'has got': %s", (text) => {
    for (const output of outputs(text)) expect(output).not.toMatch(/\b(?:have|has) got\b/i);
  });

  it("read 'have' where 'have got' meant having", () => {
    const formal = rewriteText({ text: CASES[0], options: { tone: "Formal" }, humanize: false, rephraseType: "Rewriter", model: "pulse" });
    expect(formal).toMatch(/^If you have any questions/);
  });
});

describe("consequences", () => {
  it("stay consequences: the word's unwelcome sense is not in 'results'", () => {
    const text =
      "He was determined to finish the race no matter what the consequences would be. The consequences of the decision were severe.";
    for (const output of outputs(text)) expect(output).not.toMatch(/\bresults?\b/i);
  });
});
