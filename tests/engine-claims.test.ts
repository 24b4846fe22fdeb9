import { describe, expect, it } from "vitest";
import { TOOL_MARKETING } from "@/content/marketing";
import { TOOLS } from "@/content/tools";
import { engineClaims, fillEngineClaims, servingEngine, type EngineKind } from "@/lib/engine-claims";
import { parseConfig } from "@/lib/config";
import type { PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";

/** Every string of a page's copy. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

/** Every sentence the tool pages, their banners, the model switch and the plans show about rewriting. */
function pageSentences(engine: EngineKind): string[] {
  const claims = engineClaims(engine);
  const copy = [
    ...TOOLS.flatMap((tool) => [tool.heading, tool.subText, ...strings(fillEngineClaims(TOOL_MARKETING[tool.slug], claims))]),
    ...Object.values(claims.models),
    ...claims.planBenefits,
    claims.proOptions,
  ];
  return copy.flatMap((text) => text.split(/(?<=[.!?])\s+/));
}

/**
 * Promises that only a language model keeps, by what they would take. The offline engine is a careful light
 * editor: no page may make one of these promises while it serves.
 */
const PROVIDER_ONLY: Record<string, RegExp> = {
  "rebuilding sentences":
    /restructur|split a long sentence|splits and joins|reorders clauses|breaks up uniform sentences|sentence structure and wording change|rewrites (?:each|every|whole) sentence/i,
  "a mixed sentence rhythm":
    /long and short sentences are mixed|vary sentence (?:length|rhythm)|varies sentence (?:length|rhythm)|varied rhythm/i,
  "rewriting more strongly than the paraphraser":
    /rewrites? more strongly|stronger hand|strong rewriting|change more than with the paraphraser/i,
  "contractions wherever a person would use them": /contractions where a person would/i,
  "new content (Extend)": /shorter or longer|extend it for clarity/i,
  "a change from every option": /predictable direction|each combination produces a different wording/i,
  "writing as a person would": /read like a person wrote|as if someone sat down|natural writing with/i,
  "other languages": /All languages|every language/i,
};

function broken(engine: EngineKind): string[] {
  return pageSentences(engine).flatMap((sentence) =>
    Object.entries(PROVIDER_ONLY)
      .filter(([, promise]) => promise.test(sentence))
      .map(([needs]) => `"${sentence}" promises ${needs}`),
  );
}

describe("claims about rewriting", () => {
  it("follow the configured engine: offline without an AI provider, the provider's with one", () => {
    expect(servingEngine(parseConfig({}))).toBe("offline");
    expect(servingEngine(parseConfig({ OPENAI_BASE_URL: "http://127.0.0.1:8000/v1" }))).toBe("provider");
  });

  it("make no promise on any page, banner, model switch or plan that only a language model keeps, offline", () => {
    expect(broken("offline")).toEqual([]);
    const offline = engineClaims("offline");
    expect(offline.planBenefits).toContain("Every tone, emotion and audience");
    expect(offline.planBenefits).not.toContain("Extra customization");
  });

  it("say on the humanizer pages that full humanizing needs an AI provider, offline", () => {
    for (const slug of ["humanize", "undetectable"] as const) {
      const page = strings(fillEngineClaims(TOOL_MARKETING[slug], engineClaims("offline"))).join(" ");
      expect(page).toContain("careful");
      expect(page).toMatch(/needs an AI provider/);
    }
  });

  it("describe the two models without contradicting each other, offline", () => {
    const { models } = engineClaims("offline");
    expect(models.pulse).toMatch(/^Careful light edits/);
    expect(models.lumenaris).toMatch(/^More edits/);
    expect(pageSentences("offline").join(" ")).not.toMatch(/Lumenaris (?:rewrites|makes) (?:more strongly|lighter)/);
  });

  it("say full rewrites in every language when an AI provider serves", () => {
    const provider = engineClaims("provider");
    expect(broken("provider").length).toBeGreaterThan(0);
    expect(pageSentences("provider").join(" ")).toContain("split a long sentence, merge two short ones");
    expect(provider.models.lumenaris).toBe("Restructures boldly: reorders clauses, splits and joins sentences.");
    expect(provider.planBenefits).toContain("All languages");
  });

  it("leave no claim mark unfilled on any tool page", () => {
    for (const engine of ["offline", "provider"] as const) expect(pageSentences(engine).join(" ")).not.toContain("{{");
  });
});

/** A message with something for every option to act on: contractions, hedges, slang, a greeting, an exclamation. */
const MESSY_NOTE =
  "Hey team, I think the payment stuff is kind of a mess and we don't have much time! It's really important that you guys check the numbers before Friday. Maybe we should meet tomorrow, because the client is very upset.";
const PLAIN_NOTE = "We do not have much time left, and it is getting late. I am sure that they will not wait for us.";

const rewrite = (text: string, options: PromptOptions) =>
  rewriteText({ text, options, humanize: false, rephraseType: "Rewriter", model: "lumenaris" });
const CONTRACTION = /\b\w+['’](?:t|s|re|ll|ve|d|m)\b/i;

describe("what the offline pages say the options do", () => {
  it.each<PromptOptions>([{ tone: "Formal" }, { tone: "Professional" }])(
    "%o spells out contractions and drops exclamation marks",
    (options) => {
      const out = rewrite(MESSY_NOTE, options);
      expect(out).not.toMatch(CONTRACTION);
      expect(out).not.toContain("!");
    },
  );

  it.each<PromptOptions>([{ tone: "Casual" }, { tone: "Friendly" }])("%o contracts", (options) => {
    expect(rewrite(PLAIN_NOTE, options)).toMatch(CONTRACTION);
  });

  it.each<PromptOptions>([{ tone: "Confident" }, { tone: "Persuasive" }, { tone: "Professional" }])(
    "%o drops hedges such as 'maybe' and 'kind of'",
    (options) => {
      expect(rewrite(MESSY_NOTE, options)).not.toMatch(/\bmaybe\b|\bkind of\b/i);
    },
  );

  it("a formal tone leaves slang and greetings it does not know, as the pages say", () => {
    expect(engineClaims("offline").steering).toContain("Slang and greetings stay");
    expect(engineClaims("offline").formalTone).toContain('"guys"');
    expect(rewrite(MESSY_NOTE, { tone: "Formal" })).toMatch(/^Hey team\b.*\bguys\b/);
  });
});
