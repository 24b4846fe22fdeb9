import { describe, expect, it } from "vitest";
import { usesLeftBanner } from "@/lib/messages";

describe("the allowance banner", () => {
  it("says the free uses are one pool shared by rewrites and AI checks, with 1 use, not 1 uses", () => {
    expect(usesLeftBanner(1)).toBe("You have 1 free use left for the day, shared by rewrites and AI checks");
    expect(usesLeftBanner(0)).toBe("You have 0 free uses left for the day, shared by rewrites and AI checks");
    expect(usesLeftBanner(4)).toBe("You have 4 free uses left for the day, shared by rewrites and AI checks");
  });
});
