import { describe, expect, it } from "vitest";
import { TOOL_MARKETING } from "@/content/marketing";
import { TOOLS } from "@/content/tools";
import { engineClaims, fillEngineClaims, servingEngine } from "@/lib/engine-claims";
import { parseConfig } from "@/lib/config";

const pageCopy = (engine: "offline" | "provider") => TOOLS.map((tool) => JSON.stringify(fillEngineClaims(TOOL_MARKETING[tool.slug], engineClaims(engine)))).join("\n");
/** What only a language model does: restructuring, new content, every language. */
const FULL_REWRITE_CLAIMS = /restructur|split a long sentence|splits and joins|reorders clauses|extend it for clarity|All languages/i;

describe("claims about rewriting", () => {
  it("follow the configured engine: offline without an AI provider, the provider's with one", () => {
    expect(servingEngine(parseConfig({}))).toBe("offline");
    expect(servingEngine(parseConfig({ OPENAI_BASE_URL: "http://127.0.0.1:8000/v1" }))).toBe("provider");
  });

  it("promise no restructuring, Extend or other languages on any tool page, the model switch or the plans offline", () => {
    const offline = engineClaims("offline");
    expect(pageCopy("offline")).not.toMatch(FULL_REWRITE_CLAIMS);
    expect(pageCopy("offline")).toContain("careful edits that keep your meaning");
    expect(Object.values(offline.models).join(" ")).not.toMatch(FULL_REWRITE_CLAIMS);
    expect(offline.planBenefits.join(" ")).not.toMatch(FULL_REWRITE_CLAIMS);
    expect(offline.planBenefits).toContain("Every tone, emotion and audience");
    expect(offline.planBenefits).not.toContain("Extra customization");
  });

  it("say full rewrites in every language when an AI provider serves", () => {
    const provider = engineClaims("provider");
    expect(pageCopy("provider")).toContain("split a long sentence, merge two short ones");
    expect(provider.models.lumenaris).toBe("Restructures boldly: reorders clauses, splits and joins sentences.");
    expect(provider.planBenefits).toContain("All languages");
  });

  it("leave no claim mark unfilled on any tool page", () => {
    for (const engine of ["offline", "provider"] as const) expect(pageCopy(engine)).not.toContain("{{");
  });
});
