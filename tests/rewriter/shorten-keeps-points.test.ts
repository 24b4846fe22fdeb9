import { describe, expect, it } from "vitest";
import { type ModelId } from "@/lib/options";
import { SHORTEN_RANGE } from "@/lib/tuning";
import { rewriteText } from "@/lib/rewriter";
import { lengthShortfall } from "@/lib/rewriter/shortfall";
import { wordsOf } from "./fixtures";

const MODELS: readonly ModelId[] = ["pulse", "lumenaris"];
const LENGTHS = ["Shorten", "Concise"] as const;

function shorten(text: string, length: (typeof LENGTHS)[number], model: ModelId = "pulse"): string {
  return rewriteText({ text, options: { length }, humanize: false, rephraseType: "Rewriter", model });
}

const STUDENT_PARAGRAPH =
  "School uniforms are a good idea for most schools. First of all, they make mornings much easier, because students do not have to spend a lot of time deciding what to wear. In addition to that, uniforms reduce the pressure to buy expensive brand-name clothes, which can be really hard for families who do not have very much money. Some students say that uniforms take away their freedom to express themselves, but they can still show their personality through their hobbies, their friends and the things they say. For these reasons, I believe that every school should require its students to wear uniforms.";

describe("Shorten and Concise never cut a point to reach the range", () => {
  it("keeps a student paragraph's concluding sentence, and every paragraph's last sentence in an essay", () => {
    const essay =
      "Social media has changed the way teenagers talk to each other. These apps have both good and bad effects on their lives.\n\nIn conclusion, social media is neither completely good nor completely bad. Teenagers should learn to use it in a balanced way so that they enjoy its benefits without being hurt by it.";
    for (const model of MODELS) {
      for (const length of LENGTHS) {
        expect(shorten(STUDENT_PARAGRAPH, length, model)).toMatch(/every school should require its students to wear uniforms\.$/);
        const out = shorten(essay, length, model);
        expect(out).toMatch(/good and bad effects on their lives\.\n\n/);
        expect(out).toMatch(/use it in a balanced way so that they enjoy its benefits without being hurt by it\.$/);
      }
    }
  });

  it("keeps every item of a list: bulleted, one a line, and listed in a sentence", () => {
    const bulleted =
      "Please pack the following for the trip:\n\n- A valid passport\n- Warm clothes, because the nights are very cold\n- A water bottle\n- Comfortable walking shoes";
    const lines =
      "Things I want to do this summer\nLearn how to swim properly.\nRead at least ten books.\nVisit my grandparents in the countryside.\nGet a part-time job at the bakery.";
    const inSentence =
      "The community center offers many activities for children, such as painting, chess, swimming, and basketball. Adults can join classes in cooking, yoga, and photography, which are held in the evening. The center is open every day except Sunday.";
    for (const length of LENGTHS) {
      const outBulleted = shorten(bulleted, length);
      for (const item of ["passport", "Warm clothes", "water bottle", "walking shoes"]) expect(outBulleted).toContain(item);
      expect(outBulleted.split("\n")).toHaveLength(bulleted.split("\n").length);
      const outLines = shorten(lines, length);
      for (const item of ["swim", "ten books", "grandparents", "bakery"]) expect(outLines).toContain(item);
      expect(outLines.split("\n")).toHaveLength(lines.split("\n").length);
      const outSentence = shorten(inSentence, length);
      for (const item of ["painting", "chess", "swimming", "basketball", "cooking", "yoga", "photography"])
        expect(outSentence).toContain(item);
    }
  });

  it("cuts filler and wordiness first, keeping every sentence", () => {
    const memo =
      "It is important to note that, due to the fact that the office will be closed for repairs, all staff members are asked to work from home in order to avoid any disruption. At this point in time, we are not able to say exactly when the repairs will be completed, but we expect that they will be finished in the near future. In the event that you need equipment, please contact the IT team prior to Friday.";
    for (const length of LENGTHS) {
      const out = shorten(memo, length);
      expect(out).not.toMatch(
        /important to note|due to the fact|in order to|at this point in time|not able to|in the near future|in the event that|prior to/i,
      );
      for (const point of [
        "closed for repairs",
        "work from home",
        "cannot say exactly when",
        "finished soon",
        "If you need equipment",
        "before Friday",
      ])
        expect(out).toContain(point);
      expect(wordsOf(out).length / wordsOf(memo).length).toBeLessThanOrEqual(SHORTEN_RANGE.max);
    }
    expect(
      shorten(
        "The results may possibly change, so every single reading is checked at a later date by each individual nurse on duty.",
        "Shorten",
      ),
    ).toBe("The results may change, so every reading is checked later by each nurse on duty.");
  });

  it("says the text had little to cut when the result is longer than the range, and not when it is inside it", () => {
    const request = { text: STUDENT_PARAGRAPH, options: { length: "Shorten" as const } };
    const out = shorten(STUDENT_PARAGRAPH, "Shorten");
    const kept = Math.round((100 * wordsOf(out).length) / wordsOf(STUDENT_PARAGRAPH).length);
    expect(kept).toBeGreaterThan(80);
    expect(lengthShortfall(request, out)).toBe(
      `This text had little to cut: Shorten removed the filler and wordy phrasing it found and kept ${kept}% of your words (it aims at 60-80%). Offline, Shorten takes out only filler, wordy phrasing, stock comments such as ", highlighting its importance" and sentences the rest of the text repeats; every other clause, parenthesis, example and hedge ("I believe"), each paragraph's last sentence and every list item stay, so to go shorter, choose what to leave out yourself.`,
    );
    const wordy =
      "In order to make the most of the day, the vast majority of visitors arrive prior to nine in the morning, due to the fact that the lines are shorter at that time.";
    expect(lengthShortfall({ text: wordy, options: { length: "Concise" } }, shorten(wordy, "Concise"))).toBeNull();
    expect(lengthShortfall({ text: STUDENT_PARAGRAPH, options: {} }, STUDENT_PARAGRAPH)).toBeNull();
  });

  it("gives a share just over the range as over it: 201 of 250 words is 81%, not 80% beside 'it aims at 60-80%'", () => {
    const notice = lengthShortfall({ text: "word ".repeat(250).trim(), options: { length: "Concise" } }, "word ".repeat(201).trim());
    expect(notice).toMatch(/kept 81% of your words \(it aims at 60-80%\)/);
  });

  it("keeps a citation whole when its abbreviations look like short sentences (dev text)", () => {
    const text =
      "Other cases reaching similar results are In Re Wishart, 10 U.C.C. Rep. Serv. 1296 (Bankr.W.D. Mich. 1972); In Re Brawn, 7 U.C.C. Rep. Serv. 565 (D.C. Me. 1970). The court found the reasoning of both of these decisions persuasive in the present case.";
    for (const length of LENGTHS) expect(shorten(text, length)).toContain("In Re Wishart, 10 U.C.C. Rep. Serv. 1296");
  });

  it("keeps a consequence clause, a parenthesis that carries a finding and a hedge, as its notice says (the audit's two texts)", () => {
    const absence =
      "I had to miss school for long periods of time, which caused me to fall behind in my classes and feel isolated from my peers.";
    const abstract =
      "For my final project I built a question answering model for the SQuAD dataset. I believe the main finding is that a single encoder with character embeddings matches the baseline (without an explicit bi-directional attention layer), which makes the model much faster to train. A larger model would very likely do even better.";
    for (const model of MODELS) {
      for (const humanize of [false, true]) {
        const out = rewriteText({
          text: absence,
          options: { length: "Shorten", tone: "Professional" },
          humanize,
          rephraseType: humanize ? "Humanizer" : "Rewriter",
          model,
        });
        expect(out).toContain(", which caused me to fall behind in my classes and feel isolated from my peers.");
      }
      for (const length of LENGTHS) {
        const out = rewriteText({
          text: abstract,
          options: { length, audience: "Expert" },
          humanize: false,
          rephraseType: "Rewriter",
          model,
        });
        expect(out).toContain("(without an explicit bi-directional attention layer)");
        expect(out).toMatch(/\bI believe\b/);
        expect(out).toContain(", which makes the model much faster to train.");
      }
    }
  });

  it("keeps qualifiers that make a claim partial: 'somewhat', 'fairly', 'in some cases', 'generally speaking'", () => {
    const text =
      "Generally speaking, the new schedule is fairly easy to follow. The buses are somewhat late at night and, in some cases, they skip a stop.";
    for (const length of LENGTHS) {
      const out = shorten(text, length);
      for (const qualifier of ["Generally speaking", "fairly easy", "somewhat late", "in some cases"]) expect(out).toContain(qualifier);
    }
  });

  it("leaves a text with nothing to cut as written, rather than swapping a word to seem busy", () => {
    const brief =
      "The city council voted 7 to 2 on Monday to build a new bridge over the Elm River. Construction will start in March and cost $48 million.";
    for (const length of LENGTHS) expect(shorten(brief, length)).toBe(brief);
  });
});
