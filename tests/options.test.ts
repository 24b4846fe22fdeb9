import { describe, expect, it } from "vitest";
import {
  DEFAULT_MODEL,
  HUMANIZER_DEFAULT_MODEL,
  MODELS,
  OPTION_LABELS,
  OPTION_LISTS,
  UNSET_OPTION_VALUES,
  isChoiceAvailableOffline,
  optionChoiceName,
} from "@/lib/options";

describe("the option catalogue", () => {
  it("opens every list with the choice that sends the option unset, and labels every list", () => {
    for (const key of Object.keys(OPTION_LISTS) as (keyof typeof OPTION_LISTS)[]) {
      const list: readonly string[] = OPTION_LISTS[key];
      expect(UNSET_OPTION_VALUES).toContain(list[0]);
      expect(OPTION_LABELS[key]).toBeTruthy();
    }
  });

  it("defaults each tool to one of the two product models", () => {
    const ids = MODELS.map((model) => model.id);
    expect(ids).toContain(DEFAULT_MODEL);
    expect(ids).toContain(HUMANIZER_DEFAULT_MODEL);
  });

  it("shows the spec's misspelt audience choice spelt right, and every other choice as it is", () => {
    expect(optionChoiceName("Knowledgable")).toBe("Knowledgeable");
    expect(optionChoiceName("Expert")).toBe("Expert");
  });

  it("leaves to a provider what the offline engine cannot write: languages other than English, and Extend", () => {
    expect(isChoiceAvailableOffline("language", "English (UK)")).toBe(true);
    expect(isChoiceAvailableOffline("language", "French")).toBe(false);
    expect(isChoiceAvailableOffline("length", "Extend")).toBe(false);
    expect(isChoiceAvailableOffline("length", "Shorten")).toBe(true);
    expect(isChoiceAvailableOffline("tone", "Persuasive")).toBe(true);
    expect(isChoiceAvailableOffline("language", undefined)).toBe(true);
  });
});
