import { describe, expect, it } from "vitest";
import type { ModelId } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";
import { PARAGRAPHS } from "./fixtures";

function rewrite(text: string, model: ModelId = "lumenaris"): string {
  return rewriteText({ text, options: {}, humanize: false, rephraseType: "Rewriter", model });
}

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}

describe("Lumenaris restructures sentences, not only words", () => {
  it("moves a closing time or scene phrase to the front", () => {
    expect(rewrite("The council approved the new budget after a long debate.")).toMatch(/^After a long debate, the council approved/);
    expect(rewrite("Sales of electric cars rose sharply in 2019.")).toMatch(/^In 2019, sales of electric cars rose/);
    expect(rewrite("Sales of electric cars rose sharply last year.")).toMatch(/^Last year, sales of electric cars rose/);
    expect(rewrite("Those long afternoons shaped the person I am today.")).not.toMatch(/^Today,/);
  });

  it("moves an opening scene phrase to the end of its clause", () => {
    expect(rewrite("During the war, the family sold the farm.")).toMatch(/^The family sold the farm during the war\.$/);
  });

  it("moves an opening purpose or means phrase after its clause", () => {
    expect(rewrite("To address this challenge, we make three key contributions.")).toMatch(
      /^We make three key contributions to (?:address|tackle|deal with) this challenge\.$/,
    );
    expect(rewrite("To evaluate the new model, we compare it against older methods.")).not.toMatch(
      /compare it against older methods to evaluate/,
    );
  });

  it("splits off a result clause as its own sentence, in the main clause's tense", () => {
    expect(rewrite("Prices rose sharply across the whole region, leading to protests in several cities.")).toMatch(
      /\. This led to protests in several cities\.$/,
    );
    expect(rewrite("The new design uses far less power, allowing the battery to last all day.")).toMatch(
      /\. This allows the battery to last all day\.$/,
    );
  });

  it('splits two clauses joined by "and" before a pronoun subject', () => {
    expect(rewrite("We will keep our prices low for our customers and we are planning to open two new stores.")).toMatch(
      /low for our customers\. We are (?:planning|aiming) to open/,
    );
  });

  it("leaves a subordinate clause that holds the joint whole", () => {
    expect(rewrite("Because it rained all day and we were tired, the whole group stayed at home.")).not.toMatch(/\. We were tired/);
  });
});

describe("Text the writer began in lowercase", () => {
  it("keeps a line of code or a chat message lowercase", () => {
    const text = "The loop merges both halves.\nif left[i] <= right[j] then copy left[i] and move on.";
    for (const model of ["pulse", "lumenaris"] as const) expect(rewrite(text, model)).toMatch(/\nif left\[i\]/);
  });
});

describe("Two models a user can tell apart", () => {
  /** Paragraphs whose sentences were split or joined. */
  function resplit(model: ModelId): number {
    return PARAGRAPHS.filter((text) => sentenceCount(rewrite(text, model)) !== sentenceCount(text)).length;
  }

  it("Pulse keeps the sentences; Lumenaris reshapes them", () => {
    // Pulse reshapes a sentence only when no word or phrase in the text has a safe swap.
    expect(resplit("pulse")).toBeLessThanOrEqual(1);
    expect(resplit("lumenaris")).toBeGreaterThanOrEqual(resplit("pulse") + 2);
    const text =
      "The council approved the new budget after a long debate. It will purchase a number of new buses in order to assist commuters.";
    expect(rewrite(text, "pulse")).toMatch(/^The council approved the new budget after a long debate\. /);
    expect(rewrite(text, "lumenaris")).toMatch(/^After a long debate, the council approved/);
  });
});
