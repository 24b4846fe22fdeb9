import { describe, expect, it } from "vitest";
import { usesLeftBanner } from "@/lib/messages";

describe("the allowance banner", () => {
  it("says 1 rewrite or 1 AI check, not 1 rewrites", () => {
    expect(usesLeftBanner(1, "rewrite")).toBe("You have 1 rewrite left for the day");
    expect(usesLeftBanner(1, "detect")).toBe("You have 1 AI check left for the day");
    expect(usesLeftBanner(0, "rewrite")).toBe("You have 0 rewrites left for the day");
    expect(usesLeftBanner(4, "detect")).toBe("You have 4 AI checks left for the day");
  });
});
