import { describe, expect, it } from "vitest";
import { inflectNoun, inflectVerb, pastFromParticiple } from "@/lib/rewriter/inflect";

/** Forms the hand-written rules this replaced got wrong ("omited", "geting", "digged"), and ones they got right. */
const VERBS: readonly [base: string, s: string, past: string, pp: string, ing: string][] = [
  ["omit", "omits", "omitted", "omitted", "omitting"],
  ["submit", "submits", "submitted", "submitted", "submitting"],
  ["get", "gets", "got", "gotten", "getting"],
  ["cut", "cuts", "cut", "cut", "cutting"],
  ["begin", "begins", "began", "begun", "beginning"],
  ["dig", "digs", "dug", "dug", "digging"],
  ["weep", "weeps", "wept", "wept", "weeping"],
  ["shrink", "shrinks", "shrank", "shrunk", "shrinking"],
  ["strike", "strikes", "struck", "struck", "striking"],
  ["bear", "bears", "bore", "borne", "bearing"],
  ["come", "comes", "came", "come", "coming"],
  ["run", "runs", "ran", "run", "running"],
  ["go", "goes", "went", "gone", "going"],
  ["write", "writes", "wrote", "written", "writing"],
  ["study", "studies", "studied", "studied", "studying"],
  ["travel", "travels", "traveled", "traveled", "traveling"],
  ["control", "controls", "controlled", "controlled", "controlling"],
  ["panic", "panics", "panicked", "panicked", "panicking"],
  ["grin", "grins", "grinned", "grinned", "grinning"],
  ["murmur", "murmurs", "murmured", "murmured", "murmuring"],
  ["visit", "visits", "visited", "visited", "visiting"],
  ["focus", "focuses", "focused", "focused", "focusing"],
];

describe("verbs inflect as written English does", () => {
  for (const [base, s, past, pp, ing] of VERBS) {
    it(`${base}: ${s}, ${past}, ${pp}, ${ing}`, () => {
      expect([inflectVerb(base, "s"), inflectVerb(base, "past"), inflectVerb(base, "pp"), inflectVerb(base, "ing")]).toEqual([
        s,
        past,
        pp,
        ing,
      ]);
    });
  }

  it("inflects only the head of a phrasal verb, and the end of a hyphenated one", () => {
    expect(inflectVerb("put up with", "ing")).toBe("putting up with");
    expect(inflectVerb("come up with", "pp")).toBe("come up with");
    expect(inflectVerb("fine-tune", "past")).toBe("fine-tuned");
  });

  it("maps an irregular participle back to its simple past, and leaves a regular one", () => {
    expect(pastFromParticiple("written")).toBe("wrote");
    expect(pastFromParticiple("bought")).toBe("bought");
    expect(pastFromParticiple("walked")).toBe("walked");
    expect(pastFromParticiple("table")).toBeNull();
  });
});

describe("nouns take their plural, and uncountable ones none", () => {
  it.each([
    ["criterion", "criteria"],
    ["analysis", "analyses"],
    ["child", "children"],
    ["box", "boxes"],
    ["city", "cities"],
    ["knife", "knives"],
    ["side effect", "side effects"],
    ["advice", "advice"],
    ["equipment", "equipment"],
  ])("%s → %s", (singular, plural) => {
    expect(inflectNoun(singular, "pl")).toBe(plural);
  });
});
