import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RewriteRequest } from "@/lib/ai/types";
import { OPTION_LISTS, type ModelId, type PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { SAMPLE_TEXTS } from "@/content/samples";
import { PARAGRAPHS } from "./fixtures";

function request(text: string, frozenWords: string[] | undefined, overrides: Partial<RewriteRequest> = {}): RewriteRequest {
  return { text, options: {}, humanize: false, rephraseType: "Rewriter", model: "lumenaris", frozenWords, ...overrides };
}

function escape(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whole-word, case-insensitive occurrences, as written: the user's casing must survive too. */
function occurrences(text: string, phrase: string): string[] {
  return text.match(new RegExp(`(?<![\\p{L}\\p{N}_])${escape(phrase).replace(/ /g, "\\s+")}(?![\\p{L}\\p{N}_])`, "giu")) ?? [];
}

const MODELS: readonly ModelId[] = ["pulse", "lumenaris"];
const LENGTHS = ["Default", "Shorten", "Concise"] as const;

const COMBINATIONS = MODELS.flatMap((model) =>
  [false, true].flatMap((humanize) =>
    LENGTHS.flatMap((length) => OPTION_LISTS.tone.map((tone) => ({ model, humanize, options: { length, tone } satisfies PromptOptions }))),
  ),
);

// Stock AI words the engine often swaps or drops. Each combination must replace at least one of them, and
// freezes those it replaced; "Ultimately" opens the sentence the next test rewrites around it.
const TIME_MANAGEMENT = SAMPLE_TEXTS[0];
const ALWAYS_REPLACED = "Ultimately";
const OFTEN_REPLACED = ["landscape", "crucial", "Furthermore", "navigate", "empowers", "fast-paced", "leveraging"];

describe("frozen words in the offline rewriter", () => {
  it("keeps a word the engine replaces, in every model, humanizer, length and tone combination", () => {
    expect(TIME_MANAGEMENT).toContain(ALWAYS_REPLACED);
    for (const { model, humanize, options } of COMBINATIONS) {
      const label = `${model}, humanize=${humanize}, ${options.length}, ${options.tone}`;
      const free = rewriteText(request(TIME_MANAGEMENT, undefined, { model, humanize, options }));
      const replaced = [ALWAYS_REPLACED, ...OFTEN_REPLACED].filter((word) => occurrences(free, word).length === 0);
      expect(replaced.length, `${label}: replaces none of the words`).toBeGreaterThan(0);

      const frozen = rewriteText(request(TIME_MANAGEMENT, replaced, { model, humanize, options }));
      expect(frozen, label).not.toBe(TIME_MANAGEMENT);
      for (const word of replaced) expect(occurrences(frozen, word), `${label}: ${word}`).toEqual(occurrences(TIME_MANAGEMENT, word));
    }
  });

  it("still rewrites the rest of a sentence that holds a frozen word", () => {
    const sentence = TIME_MANAGEMENT.slice(TIME_MANAGEMENT.indexOf(ALWAYS_REPLACED));
    const out = rewriteText(request(TIME_MANAGEMENT, [ALWAYS_REPLACED]));
    const rewritten = out.slice(out.indexOf(ALWAYS_REPLACED));
    expect(rewritten).toMatch(/^Ultimately, /);
    expect(rewritten).not.toBe(sentence);
  });

  it("matches case-insensitively and keeps the text's own casing", () => {
    const out = rewriteText(request(TIME_MANAGEMENT, ["ULTIMATELY"]));
    expect(occurrences(out, "ultimately")).toEqual(["Ultimately"]);
  });

  it("matches whole words only", () => {
    const text = "Ultimately, the ultimately-minded team won. Furthermore, it is important to note that furthermore is a stock word.";
    const out = rewriteText(request(text, ["furthermore"]));
    expect(occurrences(out, "furthermore")).toEqual(["Furthermore", "furthermore"]);
  });

  it("protects the longest phrase first, so a frozen phrase and a frozen word inside it both survive", () => {
    const text = "Ultimately, a myriad of options helps. Ultimately matters. Moreover, a myriad of people agree.";
    const out = rewriteText(request(text, ["Ultimately", "a myriad of options", "myriad"]));
    expect(occurrences(out, "a myriad of options")).toHaveLength(1);
    expect(occurrences(out, "myriad")).toHaveLength(2);
    expect(occurrences(out, "Ultimately")).toHaveLength(2);
  });

  it("keeps frozen words inside quotations and frozen phrases that contain numbers or names", () => {
    const text =
      'Furthermore, she said "ultimately we won" after 3 long days. Moreover, the Acme Corp team plays a crucial role in 2024 planning.';
    const frozen = ["ultimately", "3 long days", "Acme Corp team", "crucial role"];
    for (const { model, humanize, options } of COMBINATIONS) {
      const out = rewriteText(request(text, frozen, { model, humanize, options }));
      for (const phrase of frozen) expect(occurrences(out, phrase), phrase).toEqual(occurrences(text, phrase));
      expect(out).toContain('"ultimately we won"');
    }
  });

  it("never moves a frozen sentence opener mid-sentence nor a frozen lowercase word to a sentence start", () => {
    // Clause fronting, time-phrase moves, merges and splits all apply to these sentences somewhere in the loop.
    const text =
      "Because it rained all week, cats stayed inside the house. Ultimately the storm passed by the evening. " +
      "Sales rose last year. It rained. We stayed in. The report was written by the team, and cats slept through the whole long meeting.";
    const startsSentence = /(?:^|[.!?]\s+)cats\b/;
    const midSentence = /[^.!?\s]\s+Ultimately\b/;
    for (const { model, humanize, options } of COMBINATIONS) {
      const out = rewriteText(request(text, ["cats", "Ultimately"], { model, humanize, options }));
      expect(occurrences(out, "cats")).toEqual(["cats", "cats"]);
      expect(occurrences(out, "Ultimately")).toEqual(["Ultimately"]);
      expect(out).not.toMatch(startsSentence);
      expect(out).not.toMatch(midSentence);
    }
  });

  it("does not write a frozen word where the user had none", () => {
    // "Moreover" and "Furthermore" are swapped for "Also," or "What's more," often; freezing "also" must not add any.
    const text = PARAGRAPHS[0];
    for (const { model, humanize, options } of COMBINATIONS) {
      const out = rewriteText(request(text, ["also", "in short"], { model, humanize, options }));
      expect(occurrences(out, "also")).toHaveLength(0);
      expect(occurrences(out, "in short")).toHaveLength(0);
    }
  });

  it("ignores blank and duplicate entries", () => {
    const out = rewriteText(request(TIME_MANAGEMENT, ["  ", "", "ultimately", "Ultimately "]));
    expect(occurrences(out, "ultimately")).toEqual(["Ultimately"]);
  });

  it("keeps the count of every frozen phrase, for random texts and random picks from them", () => {
    const sentences = [...PARAGRAPHS, ...SAMPLE_TEXTS].flatMap((p) => p.match(/[^.!?]+[.!?]/g) ?? []).map((s) => s.trim());
    const paragraph = fc.array(fc.constantFrom(...sentences), { minLength: 1, maxLength: 5 }).map((s) => s.join(" "));
    const text = fc.array(paragraph, { minLength: 1, maxLength: 3 }).map((p) => p.join("\n\n"));
    const pick = fc.record({ at: fc.nat(), length: fc.integer({ min: 1, max: 3 }) });
    const settings = fc.record({
      model: fc.constantFrom(...MODELS),
      humanize: fc.boolean(),
      options: fc.record({
        length: fc.constantFrom(...LENGTHS),
        tone: fc.constantFrom(...OPTION_LISTS.tone),
        emotion: fc.constantFrom(...OPTION_LISTS.emotion),
      }),
    });

    fc.assert(
      fc.property(text, fc.array(pick, { minLength: 1, maxLength: 6 }), settings, (input, picks, overrides) => {
        const words = input.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*(?: [A-Za-z]+(?:['’-][A-Za-z]+)*)*/g) ?? [];
        // A pick is one to three consecutive words of one clause: phrases as a user would select them.
        const frozen = picks.map(({ at, length }) => {
          const run = words[at % words.length].split(" ");
          const start = at % run.length;
          return run.slice(start, start + length).join(" ");
        });
        const output = rewriteText(request(input, frozen, overrides));
        for (const phrase of frozen) {
          expect(occurrences(output, phrase).sort(), phrase).toEqual(occurrences(input, phrase).sort());
        }
      }),
      { numRuns: 300 },
    );
  });
});
