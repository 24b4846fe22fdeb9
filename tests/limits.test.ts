import { describe, expect, it } from "vitest";
import { changedTooLittleToCount, isAcceptablePassword, FREE_OPTION_VALUES, isOptionFree, usageCost, wordLimitFor } from "@/lib/limits";
import { OPTION_LISTS } from "@/lib/options";

describe("business constants", () => {
  it("gives Pro 3000 words, the checker 2800 and everything else 250", () => {
    expect(wordLimitFor({ pro: true, tool: "rewrite" })).toBe(3000);
    expect(wordLimitFor({ pro: true, tool: "detect" })).toBe(3000);
    expect(wordLimitFor({ pro: false, tool: "detect" })).toBe(2800);
    expect(wordLimitFor({ pro: false, tool: "rewrite" })).toBe(250);
  });

  it("accepts passwords of 8-128 characters of any kind, with no composition rule", () => {
    for (const ok of ["abcdefgh", "12345678", "Passw0rd", "a1b2c3d4e5f6g7h8i", "x".repeat(128)])
      expect(isAcceptablePassword(ok)).toBe(true);
    for (const bad of ["abc123", "abcdefg", "x".repeat(129)]) expect(isAcceptablePassword(bad)).toBe(false);
  });

  it("estimates usage cost per prompt and result character", () => {
    expect(usageCost(1000, 2000)).toBeCloseTo(0.0005 + 0.003, 12);
  });

  it("keeps every list's unset choice free and every free choice in its list", () => {
    for (const key of Object.keys(OPTION_LISTS) as (keyof typeof OPTION_LISTS)[]) {
      const list: readonly string[] = OPTION_LISTS[key];
      expect(isOptionFree(key, OPTION_LISTS[key][0])).toBe(true);
      for (const value of FREE_OPTION_VALUES[key]) expect(list).toContain(value);
    }
    expect(isOptionFree("tone", "Persuasive")).toBe(false);
  });
});

describe("a rewrite that changed too little to count as a use", () => {
  it("is one of fewer than 3 changed words, or of under 2% of the text's words", () => {
    expect(changedTooLittleToCount(2, 10)).toBe(true);
    expect(changedTooLittleToCount(3, 58)).toBe(false);
    expect(changedTooLittleToCount(3, 200)).toBe(true);
    expect(changedTooLittleToCount(4, 200)).toBe(false);
  });
});
