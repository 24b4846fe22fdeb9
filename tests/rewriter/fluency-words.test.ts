import { diffWords } from "diff";
import { describe, expect, it } from "vitest";
import type { ModelId, PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { countSyllables } from "@/lib/text-stats";

const SENTENCES = [
  "The committee will begin the review soon, and the results will show whether the plan works.",
  "We tried to find out why the new system was so difficult to use for most people.",
  "The company wants to reduce costs and improve the quality of its products this year.",
  "Researchers examined the data carefully and found a clear link between sleep and memory.",
  "The town decided to build a new bridge because the old one had become dangerous.",
  "She chose the larger room, which gave her enough space to work and think quietly.",
  "Many students need extra help to understand the main ideas of the course.",
  "The team looked into the problem and quickly came up with a simple answer.",
];
const MODELS: readonly ModelId[] = ["pulse", "lumenaris"];

const syllables = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .reduce((sum, word) => sum + countSyllables(word), 0);

/** Each run of replaced words, as [before, after] (splits and moved clauses carry punctuation, not swaps). */
function swaps(input: string, options: PromptOptions): [string, string][] {
  const found: [string, string][] = [];
  for (const model of MODELS) {
    for (const lead of ["", "Nobody expected this. ", "It was a long day. "]) {
      const parts = diffWords(lead + input, rewriteText({ text: lead + input, options, humanize: false, rephraseType: "Rewriter", model }));
      for (let i = 0; i + 1 < parts.length; i++) {
        const [a, b] = [parts[i], parts[i + 1]];
        if (a.removed && b.added && /^[a-z ]+$/i.test(a.value.trim()) && /^[a-z ]+$/i.test(b.value.trim()))
          found.push([a.value.trim(), b.value.trim()]);
      }
    }
  }
  return found;
}

describe("fluency options choose words by how they read", () => {
  it("Basic never swaps a word for a longer one", () => {
    const longer = SENTENCES.flatMap((s) => swaps(s, { fluency: "Basic" })).filter(
      ([before, after]) => syllables(after) > syllables(before),
    );
    expect(longer).toEqual([]);
  });

  it("Advanced never swaps a word for a shorter one", () => {
    const shorter = SENTENCES.flatMap((s) => swaps(s, { fluency: "Advanced" })).filter(
      ([before, after]) => syllables(after) < syllables(before),
    );
    expect(shorter).toEqual([]);
  });
});
