import { describe, expect, it } from "vitest";
import { aiMargin } from "@/lib/detector";
import type { ModelId, PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { flattenNotOnly, plainOpener } from "@/lib/rewriter/humanize";
import { plainWords } from "@/lib/rewriter/humanize-words";
import { swapTowardHuman } from "@/lib/rewriter/checker-swaps";
import { Rng } from "@/lib/rewriter/random";
import { resolveSettings } from "@/lib/rewriter/settings";
import { swapOptions } from "@/lib/rewriter/substitute";

const MODELS: readonly ModelId[] = ["pulse", "lumenaris"];

function humanize(text: string, model: ModelId = "lumenaris", options: PromptOptions = {}): string {
  return rewriteText({ text, options, humanize: true, rephraseType: "Humanizer", model });
}

const ESSAY = `In today's fast-paced world, technology plays a crucial role in shaping how we learn, work, and communicate. It is important to note that digital tools have transformed education in profound ways. Additionally, online platforms provide students with access to a wealth of resources that were once out of reach. Moreover, teachers can now use interactive software to create engaging lessons for many learning styles. Furthermore, excessive screen time can lead to shorter attention spans and less face-to-face interaction. In conclusion, technology not only helps students learn but also prepares them for work, so schools should strike a balance.`;

const settings = resolveSettings({ text: "", options: {}, humanize: true, rephraseType: "Humanizer", model: "lumenaris" });
const formalSettings = resolveSettings({
  text: "",
  options: { tone: "Formal" },
  humanize: true,
  rephraseType: "Humanizer",
  model: "lumenaris",
});

describe("the humanizer edits the way an editor would", () => {
  it("removes stock AI openers and framing phrases with both models", () => {
    for (const model of MODELS) {
      const out = humanize(ESSAY, model);
      expect(out, model).not.toMatch(/In today's fast-paced world|It is important to note|Additionally,|In conclusion,|not only/);
    }
  });

  it("rewrites the stock phrasing of AI text: 'in order to', 'due to the fact that', 'serves as a', 'ensures that'", () => {
    const text = `We moved the servers in order to cut costs. The delay happened due to the fact that the parts were late. The old library serves as a meeting place for the town. A second check ensures that nothing is lost. A significant number of users asked for it.`;
    for (const model of MODELS) {
      const out = humanize(text, model);
      expect(out, model).not.toMatch(/in order to|due to the fact that|serves as a|ensures that|a significant number of/i);
      expect(out, model).toMatch(/makes sure|make sure/);
    }
  });

  it("drops 'it's essential to note that' inside a sentence too, and does not reword it", () => {
    const text =
      "In Tudor England, wifely duties were viewed as an obligation of married women, but it's essential to note that marital relations were not solely based on women's desires.";
    for (const model of MODELS) expect(humanize(text, model), model).not.toMatch(/to (?:note|point out) that/);
  });

  it("Lumenaris does not open two nearby sentences with the same new connective ('Yet … Yet …')", () => {
    const text =
      "When you shake hands with someone who has just washed their hands, you are unlikely to make their hands dirtier, but they may transfer some residual bacteria or germs to your hands. Washing hands with soap and water helps remove dirt, oils, and most of the common pathogens that cause illness. However, it is important to note that even after washing, some bacteria or viruses may still be present on the skin.";
    const openers = (humanize(text, "lumenaris").match(/(?:^|[.!?] )(?:Yet|But|Still|However)\b/g) ?? []).map((opener) =>
      opener.replace(/^[.!?] /, ""),
    );
    expect(new Set(openers).size).toBe(openers.length);
  });

  it("uses the plain word where AI text reaches for a fancier one", () => {
    for (const model of MODELS) {
      const out = humanize("The results demonstrated that numerous participants typically preferred the new design.", model);
      expect(out, model).toMatch(/\bshowed\b/);
      expect(out, model).toMatch(/\bmany\b/);
      expect(out, model).toMatch(/\busually\b/);
    }
  });

  it("never opens two sentences in a row with the same word it chose", () => {
    for (const model of MODELS) {
      const openers =
        humanize(ESSAY, model)
          .match(/(?:^|[.!?]\s+)([A-Za-z']+)/g)
          ?.map((opener) => opener.replace(/^[.!?\s]+/, "")) ?? [];
      for (let i = 1; i < openers.length; i++) expect(openers[i], `${model}: ${openers.join(" ")}`).not.toBe(openers[i - 1]);
    }
  });

  it("reads less like AI to the product's checker than the text it was given", () => {
    for (const model of MODELS) expect(aiMargin(humanize(ESSAY, model)), model).toBeLessThan(aiMargin(ESSAY) - 0.5);
  });

  it("cuts or plainly rewords a stock opener, and keeps it when the rest leans on it", () => {
    expect(plainOpener("Additionally, online platforms give students more to read.", settings)).toBe(
      "Online platforms give students more to read.",
    );
    expect(plainOpener("Therefore, we moved the meeting to Friday.", settings)).toBe("So we moved the meeting to Friday.");
    expect(plainOpener("Therefore, we moved the meeting to Friday.", formalSettings)).toBeNull();
    expect(plainOpener("Overall, it works.", settings)).toBeNull();
  });

  it("flattens 'not only … but also' and leaves the inverted form alone", () => {
    expect(flattenNotOnly("The plan not only cuts costs but also saves time.")).toBe("The plan cuts costs and saves time.");
    expect(flattenNotOnly("It not only cuts costs, but it also saves time.")).toBe("It cuts costs, and it also saves time.");
    expect(flattenNotOnly("Not only does it cut costs, but it also saves time.")).toBe(
      "Not only does it cut costs, but it also saves time.",
    );
  });

  it("prefers plain words over those AI text overuses, inflected as the original", () => {
    expect(plainWords("The results demonstrated a clear gain.")).toBe("The results showed a clear gain.");
    expect(plainWords("It typically takes an hour.")).toBe("It usually takes an hour.");
    expect(plainWords("The study has demonstrated a clear gain.")).toBe("The study has shown a clear gain.");
    expect(plainWords("More often than not, it rains.")).toBe("More often than not, it rains.");
  });

  it("leaves the noun 'a deep dive' and the verb 'revolves around' as written", () => {
    for (const model of MODELS) {
      const out = humanize(
        "The museum offers a deep dive into the history of the region. The story revolves around a king who fears death.",
        model,
      );
      expect(out, model).toContain("a deep dive into");
      expect(out, model).toContain("revolves around");
    }
  });

  it("moves no clause, so a subject is never torn from its verb", () => {
    const text = `The "pins and needles" sensation you experience when you cut off circulation to a part of your body is known as paresthesia. It occurs when nerves in the affected area are compressed or irritated, leading to abnormal sensations like tingling, numbness, or a "pins and needles" feeling. When circulation is restricted, such as when sitting or lying in an awkward position, pressure is applied to the nerves supplying that area.`;
    for (const model of MODELS)
      expect(humanize(text, model), model).toMatch(/^The "pins and needles" sensation you experience when you cut off circulation/);
  });

  it("moves no clause even when it finds nothing else to change", () => {
    const text = `According to the theory of relativity, time dilation occurs as an object approaches the speed of light. This means that time would pass more slowly for the travelers on the spaceship relative to an observer on Earth. From the perspective of the astronauts, the journey to Alpha Centauri could feel significantly shorter than 4 years.`;
    for (const model of MODELS)
      expect(humanize(text, model), model).toContain("This means that time would pass more slowly for the travelers on the spaceship");
  });

  it("adds no contractions under a formal tone", () => {
    const out = humanize(ESSAY, "lumenaris", { tone: "Formal" });
    expect(out).not.toMatch(/\b\w+['’](?:t|s|re|ve|ll|d|m)\b(?<!today's)/);
  });

  it("keeps numbers, names and quotations", () => {
    const text = `Additionally, Dr. Maria Lopez reported that 42% of the 1,250 students "felt more confident" after the course. Moreover, the study demonstrated that the effect lasted approximately 6 months.`;
    for (const model of MODELS) {
      const out = humanize(text, model);
      for (const token of ["Maria Lopez", "42%", "1,250", `"felt more confident"`, "6 months"]) expect(out, model).toContain(token);
    }
  });

  it("never writes a slip: lowercase sentence start, a lone 'i', doubled punctuation", () => {
    for (const model of MODELS) {
      const out = humanize(ESSAY, model);
      expect(out, model).not.toMatch(/(?:^|[.!?]\s+)[a-z]/);
      expect(out, model).not.toMatch(/\bi\b/);
      expect(out, model).not.toMatch(/[,.;:]{2,}|\s[,.;:]/);
      expect(out, model).not.toMatch(/\b(?:dont|doesnt|isnt|cant|wont|im)\b/);
    }
  });
});

describe("the humanizer's word pass", () => {
  it("swaps words only where the checker reads the text as less machine-like, and never more than its budget", () => {
    const sentences = ["The team will utilize a new tool to assist the staff.", "It will also help them purchase supplies."];
    const gaps = [" ", ""];
    const optionsFor = (sentence: string) => swapOptions(sentence, settings, new Rng(1));
    const render = (text: string) => text;
    const before = aiMargin(sentences.join(" "));
    const out = swapTowardHuman(sentences, gaps, optionsFor, render, { share: 0.2, minGain: 0 });
    expect(out.join(" ")).not.toBe(sentences.join(" "));
    expect(aiMargin(out.join(" "))).toBeLessThan(before);
    const words = sentences.join(" ").split(" ");
    const changed = out
      .join(" ")
      .split(" ")
      .filter((word, i) => word !== words[i]).length;
    expect(changed).toBeLessThanOrEqual(Math.floor(words.length * 0.2));
    expect(swapTowardHuman(sentences, gaps, optionsFor, render, { share: 0, minGain: 0 })).toEqual(sentences);
  });
});

describe("the humanizer keeps the register of formal writing", () => {
  const COURT =
    "Because it is a threshold issue, this latter contention is the focus of the court's analysis under the statute. The plaintiff does not dispute the findings of the trial court.";
  const ABSTRACT =
    "The performance of Contrastive-Probe is still underestimated, as the UMLS does not cover the full range of factual knowledge. We propose a new benchmark that is not limited to one domain.";
  const DIARY =
    "I went to the store yesterday because we ran out of milk. It is just not worth the hassle, and I do not think I will go back on a Sunday.";

  it("writes no contractions into a court opinion or an abstract", () => {
    for (const model of MODELS)
      for (const text of [COURT, ABSTRACT])
        expect(humanize(text, model), model).not.toMatch(/\b(?:it|that|there|what|who|he|she)'s\b|n't\b|'(?:re|ll|ve|d)\b/i);
  });

  it("keeps formal connectives in formal writing: no 'On top of that,' in an abstract", () => {
    const text = `${ABSTRACT} Furthermore, the proposed method gives over 10% improvement in accuracy on three benchmarks.`;
    for (const model of MODELS) expect(humanize(text, model), model).not.toMatch(/On top of that|What's more|Plus,/);
  });

  it("swaps no word of formal writing for an informal one unless a tone asks: 'acquire' stays", () => {
    const text =
      "A trust with assets exceeding $5 million, not formed to acquire the securities offered, is an accredited investor under the rule.";
    for (const model of MODELS) {
      for (const humanizer of [false, true]) {
        const out = rewriteText({ text, options: {}, humanize: humanizer, rephraseType: humanizer ? "Humanizer" : "Rewriter", model });
        expect(out, `${model} ${humanizer}`).not.toMatch(/to get the securities/);
      }
    }
  });

  it("still contracts where the writing is casual", () => {
    expect(MODELS.some((model) => /n't|'s/.test(humanize(DIARY, model)))).toBe(true);
  });
});
