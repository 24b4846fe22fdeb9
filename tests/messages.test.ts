import { describe, expect, it } from "vitest";
import { BATCH_WORDS_PRO } from "@/lib/limits";
import { MESSAGES, usesLeftBanner, withThousands } from "@/lib/messages";

describe("the allowance banner", () => {
  it("says the free uses are one pool shared by rewrites and AI checks, with 1 use, not 1 uses", () => {
    expect(usesLeftBanner(1)).toBe("You have 1 free use left for the day, shared by rewrites and AI checks");
    expect(usesLeftBanner(0)).toBe("You have 0 free uses left for the day, shared by rewrites and AI checks");
    expect(usesLeftBanner(4)).toBe("You have 4 free uses left for the day, shared by rewrites and AI checks");
  });
});

describe("numbers in messages", () => {
  it("group thousands as toLocaleString('en-US') does, without Intl", () => {
    for (const n of [0, 7, 999, 1000, 3000, 25000, 30000, 123456, 1234567, 1000000]) {
      expect(withThousands(n)).toBe(n.toLocaleString("en-US"));
    }
    expect(MESSAGES.batchTooManyWords).toContain(`Over ${BATCH_WORDS_PRO.toLocaleString("en-US")} words`);
  });
});
