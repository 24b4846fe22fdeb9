import { describe, expect, it } from "vitest";
import type { ModelId, PromptOptions } from "@/lib/options";
import { OPTION_LISTS } from "@/lib/options";
import { rewriteBody } from "@/app/api/getResponseToAPrompt/schema";
import { rewriteText } from "@/lib/rewriter";
import { styleProfile, type ProfileMetric, type StyleProfile } from "@/lib/rewriter/style-profile";

/** Realistic paragraphs with something for each option to act on: hedges, contractions, feelings, memories, advice. */
const STYLE_FIXTURES: readonly string[] = [
  "I think the new library is kind of a good idea for our town. We have talked about it for years, and the kids really need a quiet place to study after school. It is very important that we find out how much it will cost. But we should not wait too long, because the old building is in bad shape.",
  "We left the house early in the morning. We walked along the river until noon. The water was very cold, and the path was very crowded with tourists. We stopped for lunch at a small cafe near the bridge. I remember that the soup was very good.",
  "When I was a child, I spent every summer at my grandmother's farm. She taught me how to bake bread, and I enjoyed every minute of it. I remember the smell of the kitchen in the morning. We were happy there, and I miss those long afternoons.",
  "The quarterly results show that sales went up by 12% in the first half of the year. However, the team faced problems with the new supplier, and several deliveries failed to arrive on time. It's difficult to say whether the trend will continue. Perhaps we need to make sure that the contracts are reviewed before the next season.",
  "The service at the hotel was bad, and the staff were very rude when we complained. It was annoying to wait two hours for a room that was not even clean. I am disappointed, and I think the policy of charging for late check-out is unfair. You should not have to pay extra for their mistakes!",
  "The news came as a surprise to everyone. The small company had grown very quickly, and its new product was very interesting to investors. Nobody expected the results to be so good. It was an unexpected success, and the founders were very surprised by the attention.",
  "You must renew your membership before the end of the month. If you have a problem with the online form, you should call the office. We know that the process can be difficult, and we are sorry that the system failed to send reminders last week.",
  "Our team had a good year, and we are happy with the progress. The new office is nice, and the staff are glad to have more space. We will keep working hard, and we think the next project will be a big success.",
  "The storm was terrible, and everyone was furious that the warning came so late! I hate driving in weather like this. It was a horrible night, and the roads were extremely dangerous. We need help immediately.",
  "Unfortunately, the bridge will be closed for repairs until June. Many drivers are worried about the longer route, and there are fears that the problem has already slowed deliveries. Fixing the old supports will be difficult.",
  "Maybe the plan will work, but I guess we should ask the team first. Perhaps the budget is sort of tight this year. I think the new design is kind of risky, and it seems that customers want something simpler.",
  "The study shows that prices went up by about 8% last year. The researchers tried to find out why, and they wanted to make sure that the data was complete. Prices went down again in the spring.",
  "Hey, thanks for the photos! The kids loved the beach, and we had lots of fun. It's a bit cold now, but we're gonna go back in May. So let me know if you want to come along.",
];

const MODELS: readonly ModelId[] = ["pulse", "lumenaris"];

function rewrite(text: string, options: PromptOptions, model: ModelId): string {
  return rewriteText({ text, options, humanize: false, rephraseType: "Rewriter", model });
}

function profileOf(options: PromptOptions): StyleProfile {
  return styleProfile(MODELS.flatMap((model) => STYLE_FIXTURES.map((text) => rewrite(text, options, model))).join("\n\n"));
}

/**
 * Each option's move against the rewrite with no option (see lib/rewriter/tone.ts), over all fixtures and both
 * models: a number is the least rise (positive) or fall (negative) in the metric's own unit (per 100 words,
 * words, letters, or a 0-1 share); "zero" means none is left.
 */
type Move = number | "zero";
const EXPECTED: Record<string, Partial<Record<ProfileMetric, Move>>> = {
  Formal: { contractions: "zero", exclamations: "zero", colloquial: -0.7 },
  Casual: { contractions: 1, meanSentenceLength: -0.6 },
  Professional: { contractions: "zero", exclamations: "zero", colloquial: -0.7, hedges: -0.8 },
  Creative: { intensifiers: -0.5 },
  Confident: { hedges: -1.3 },
  Friendly: { contractions: 1, meanSentenceLength: -0.6 },
  Persuasive: { hedges: -0.8, boosters: 0.2 },
  // Before issue 41 valence rose 0.6 and negative words fell 0.12, mostly from one fixture's "worried… fears" made
  // "concerned… concerns", a repeat the text did not have; "fears" now stays.
  Optimistic: { valence: 0.3 },
  Narrative: { intensifiers: -0.5, frontedOpeners: 0.03 },
  Joyful: { valence: 0.8, exclamations: 0.08 },
  Sad: { valence: -0.5, exclamations: "zero" },
  Angry: { hedges: -0.8, negative: 0.05 },
  Calm: { intensity: -0.5, exclamations: "zero" },
  Excited: { intensity: 0.5, exclamations: 0.08 },
  Nostalgic: { reminiscence: 0.1, contractions: 0.5 },
  Empathetic: { contractions: 0.5, hedges: 0.09 },
  Surprise: { boosters: 0.5, exclamations: 0.01 },
  Business: { contractions: "zero", exclamations: "zero", colloquial: -0.7 },
  Knowledgable: { meanWordLength: 0.06 },
  Expert: { contractions: "zero", meanWordLength: 0.08 },
};

const base = profileOf({});

describe("every tone, emotion and audience moves the style profile its own way", () => {
  for (const key of ["tone", "emotion", "audience"] as const) {
    for (const value of OPTION_LISTS[key]) {
      if (value === "Default") continue;
      if (value === "General") {
        it("audience General is the default audience: the request arrives with no audience, as with no option", () => {
          const body = rewriteBody.parse({ prompt: "A text.", promptOptions: { audience: "General" } });
          expect(body.promptOptions).toEqual({});
        });
        continue;
      }
      it(`${key} ${value}: ${JSON.stringify(EXPECTED[value])}`, () => {
        const profile = profileOf({ [key]: value });
        for (const [metric, move] of Object.entries(EXPECTED[value]) as [ProfileMetric, Move][]) {
          const label = `${value} ${metric}: ${base[metric].toFixed(3)} → ${profile[metric].toFixed(3)}`;
          if (move === "zero") expect(profile[metric], label).toBe(0);
          else if (move > 0) expect(profile[metric] - base[metric], label).toBeGreaterThanOrEqual(move);
          else expect(profile[metric] - base[metric], label).toBeLessThanOrEqual(move);
        }
      });
    }
  }
});

describe("emotions keep punctuation and openings grammatical", () => {
  const LIST =
    "Next steps for the launch:\n\n- Send the final design to the printer by March 15.\n- Book the venue for the party.\n- Tell the team that the budget is good.\n\n## Good news for everyone\n\nWe are happy with the new design. The launch will be a great day for the whole company.";

  it("Joyful and Excited never put '!' on list items, headings or the lead-in line", () => {
    for (const emotion of ["Joyful", "Excited"] as const) {
      for (const model of MODELS) {
        const out = rewrite(LIST, { emotion }, model);
        for (const line of out.split("\n").filter((l) => /^(?:- |## )|:$/.test(l))) expect(line, `${emotion} ${model}`).not.toMatch(/!/);
        expect(out.split("\n").at(-1), `${emotion} ${model}`).toMatch(/!/);
      }
    }
  });

  it("Joyful adds at most one '!' a paragraph, and none to a paragraph with no upbeat sentence", () => {
    for (const model of MODELS) {
      for (const text of STYLE_FIXTURES) {
        const out = rewrite(text, { emotion: "Joyful" }, model);
        const added = (out.match(/!/g)?.length ?? 0) - (text.match(/!/g)?.length ?? 0);
        expect(added, out).toBeLessThanOrEqual(1);
      }
      const gloomy = "The train was late again. We missed the first meeting. The client was not pleased with the delay.";
      expect(rewrite(gloomy, { emotion: "Joyful" }, model)).not.toMatch(/!/);
    }
  });

  it("Sad never puts 'Sadly,' before a connective or another opener", () => {
    const texts = [
      ...STYLE_FIXTURES,
      "We launched the app in May. Also, we will not hit our goals this year. However, the team lost two engineers. That said, nobody failed.",
      "The plan did not work. But we lost no money. So the project ended without a clear result.",
    ];
    for (const model of MODELS) {
      for (const text of texts) {
        const out = rewrite(text, { emotion: "Sad" }, model);
        expect(out).not.toMatch(/Sadly, (?:also|however|but|so|and|still|that said|then|yet|unfortunately)\b/i);
        expect(out.match(/\bSadly\b/g)?.length ?? 0, out).toBeLessThanOrEqual(1);
      }
    }
  });

  it("Sad opens one plainly negative sentence with 'Sadly,'", () => {
    for (const model of MODELS) {
      const out = rewrite(
        "We expected a good season. However, the team lost most of its games. The old stadium closed in May, and many workers lost their jobs.",
        { emotion: "Sad" },
        model,
      );
      expect(out).toMatch(/Sadly, the old stadium closed/);
    }
  });
});

describe("tone edits keep meaning and grammar (wrong edits found while reading dev rewrites)", () => {
  const CASES: readonly [PromptOptions, string, RegExp][] = [
    [{ emotion: "Empathetic" }, "You should not have to pay extra for their mistakes.", /might want to not/],
    [{ tone: "Confident" }, "It seems like their main problem is hiring.", /^Like\b/],
    [{ tone: "Confident" }, "Maybe that means we have to start looking for a new electrician.", /^Means\b/],
    [{ audience: "Knowledgable" }, "Community service would show students the value of helping others.", /demonstrate students/],
    [{ emotion: "Excited" }, "It wouldn't be so bad if we could at least hear back from them.", /wouldn't be terrible/],
    [{ emotion: "Angry" }, "I didn't like my haircut at all, and felt very very bad.", /very extremely/],
    [{ emotion: "Surprise" }, "I didn't like my haircut at all, and felt very very bad.", /remarkably very/],
    [{ emotion: "Joyful" }, "I ended up buying the pizza, and the pizza wasn't good.", /wasn't wonderful/],
    [{ tone: "Formal" }, "The acting was rough, and she might be mixing up the issues a bit.", /issues somewhat/],
    [{ tone: "Formal" }, "We went to the topping bar for lots of butter, onions and cheese.", /great deal of butter, onions/],
    [{ emotion: "Sad" }, "It wouldn't be so bad if we would at least hear back from them.", /^Sadly/],
    [{ tone: "Narrative" }, "They're perfect for tossing in your bag or pocket when you're on the move.", /, They're/],
  ];
  for (const [options, text, wrong] of CASES) {
    it(`${JSON.stringify(options)}: ${text}`, () => {
      for (const model of MODELS) expect(rewrite(text, options, model)).not.toMatch(wrong);
    });
  }
});

describe("Creative and Narrative vary how sentences open", () => {
  it("fronts a time or manner adverb when sentences keep opening on their subject", () => {
    const text =
      "The fog covered the whole valley before dawn. The tired hikers suddenly stopped at the old wooden bridge. They waited there for more than an hour.";
    for (const tone of ["Creative", "Narrative"] as const) {
      for (const model of MODELS)
        expect(rewrite(text, { tone }, model), `${tone} ${model}`).toMatch(
          /Suddenly, the tired hikers stopped|^Before dawn, the fog covered/,
        );
    }
  });

  it("fronts the adverb itself: 'Researchers recently found' becomes 'Recently, researchers found'", () => {
    const text = "The survey covered ten towns. The researchers recently found a rise in rents. The towns are small.";
    for (const model of MODELS) expect(rewrite(text, { tone: "Creative" }, model)).toMatch(/Recently, the researchers found/);
  });
});

describe("a tone keeps its register in the words it swaps", () => {
  const outputsOf = (text: string, options: PromptOptions) =>
    MODELS.flatMap((model) => ["", "Nobody expected this. ", "It was a long day. "].map((lead) => rewrite(lead + text, options, model)));

  it("Formal never swaps to a clearly more informal word ('difficult' → 'hard', 'repair' → 'fix', 'purchase' → 'buy')", () => {
    const text =
      "The task was difficult, so the engineers had to repair the machine. They decided to purchase a new one and obtain the parts.";
    const informal = outputsOf(text, { tone: "Formal" }).filter((out) => /\b(?:hard|fix|buy|get)\b/.test(out));
    expect(informal).toEqual([]);
  });

  it("Casual never swaps to a clearly more formal word ('try' → 'attempt', 'make sure' → 'ensure', 'happen' → 'occur')", () => {
    const text = "We try to make sure it does not happen again. We talk about it and remember what went wrong.";
    const formal = outputsOf(text, { tone: "Casual" }).filter((out) => /\b(?:attempt|ensure|occur|discuss|recall)\b/.test(out));
    expect(formal).toEqual([]);
  });
});
