import { describe, expect, it } from "vitest";
import { findings } from "@/lib/ai/guards";
import { maxTokensFor } from "@/lib/ai/guards/budget";
import { stripFraming } from "@/lib/ai/guards/framing";
import { ReplyGate } from "@/lib/ai/guards/gate";
import { languageOf } from "@/lib/ai/guards/language";
import { lengthProblem } from "@/lib/ai/guards/length";
import { inventedSpans, lostSpans } from "@/lib/ai/guards/spans";
import { numberedLines, replaceSentences } from "@/lib/ai/humanize-loop";
import { judgeReply } from "@/lib/ai/review";
import type { RewriteRequest } from "@/lib/ai/types";

/** The first thing the guards find in a reply (a retry or a review mark), null for none. */
const firstFinding = (...args: Parameters<typeof findings>) => findings(...args)[0] ?? null;

const ENGLISH =
  "The report is due on 3 May. The team worked hard on it for weeks, and the final numbers look good for the whole quarter. " +
  "Send questions to ops@example.com or read https://example.com/q3 before the meeting.";
const SPANISH =
  "El informe vence el 3 de mayo. El equipo trabajó mucho durante semanas y las cifras finales se ven bien para todo el trimestre. " +
  "Envía tus preguntas a ops@example.com o lee https://example.com/q3 antes de la reunión.";
const request = (over: Partial<RewriteRequest> = {}): RewriteRequest => ({
  text: ENGLISH,
  options: {},
  humanize: false,
  rephraseType: "Rewriter",
  model: "pulse",
  ...over,
});

describe("chatbot framing", () => {
  it("strips an opener, a sign-off and quotation marks around the whole reply", () => {
    expect(stripFraming("Sure! Here is the rewritten text: Hola mundo.", "Hello world.")).toBe("Hola mundo.");
    expect(stripFraming("Certainly!\nThe cat sat down.\n\nLet me know if you'd like any changes!", "x")).toBe("The cat sat down.");
    expect(stripFraming('Here\'s a more formal version:\n\n"The cat sat down." I hope this helps.', "x")).toBe("The cat sat down.");
  });

  it("keeps text that only looks like framing", () => {
    expect(stripFraming("Here is what we found: the test failed twice.", "x")).toBe("Here is what we found: the test failed twice.");
    expect(stripFraming('"Stop," she said. "Now."', '"Stop," she said.')).toBe('"Stop," she said. "Now."');
    // Real replies' last sentences (train:7753, train:8859, train:2445): text of the source, not talk to the user.
    for (const last of [
      "If you have such great power, why don't you use it to free yourselves?",
      "If you have a taste for watching children and pets brutally killed, this film might especially appeal to you.",
      "I hope she can forgive me once we talk about it.",
    ]) {
      expect(stripFraming(`They came back the next day. ${last}`, "x")).toBe(`They came back the next day. ${last}`);
    }
    expect(stripFraming("They came back the next day. Hope this information is helpful, and best of luck!", "x")).toBe(
      "They came back the next day.",
    );
  });
});

describe("protected spans", () => {
  it("finds a dropped number, a changed URL and a dropped frozen word", () => {
    expect(lostSpans(ENGLISH, ENGLISH.replace("3 May", "early May"))).toEqual(["3"]);
    expect(lostSpans(ENGLISH, ENGLISH.replace("example.com/q3", "example.org/q3"))).toEqual(["https://example.com/q3"]);
    expect(inventedSpans(ENGLISH, ENGLISH.replace("example.com/q3", "example.org/q3"))).toEqual(["https://example.org/q3"]);
    expect(lostSpans("Our Widget Pro ships today.", "Our gadget ships today.", ["Widget Pro"])).toEqual(["Widget Pro"]);
  });

  it("accepts curly quotes for straight ones and moved spans", () => {
    const input = 'He said "ship it" on 3 May.';
    expect(lostSpans(input, "On 3 May he said “ship it”.")).toEqual([]);
  });

  it("keeps code and quotations, but lets names and abbreviations change", () => {
    const input = 'Call `init()` first, e.g. in main. NASA said "go for launch today".';
    expect(lostSpans(input, 'First call `init()`, for example in main. The agency said "go for launch today".')).toEqual([]);
    expect(lostSpans(input, "First call init, for example in main. The agency said it could launch.")).toEqual([
      "`init()`",
      '"go for launch today"',
    ]);
  });
});

describe("language", () => {
  it("identifies long texts and leaves short ones alone", () => {
    expect(languageOf(ENGLISH)).toBe("eng");
    expect(languageOf(SPANISH)).toBe("spa");
    expect(languageOf("Hola mundo.")).toBeUndefined();
  });

  it("expects the asked language, or the input's own when none is asked", () => {
    expect(firstFinding(request({ options: { language: "Spanish" } }), ENGLISH)).toMatchObject({
      kind: "wrong_language",
      expected: "spa",
      found: "eng",
    });
    expect(firstFinding(request({ options: { language: "Spanish" } }), SPANISH)).toBeNull();
    expect(firstFinding(request(), SPANISH)).toMatchObject({ kind: "wrong_language", expected: "eng" });
  });
});

describe("length", () => {
  it("holds Shorten and Concise to shorter and Extend to longer, for texts long enough to judge", () => {
    const longer = `${ENGLISH} It was a long and careful piece of work.`;
    expect(lengthProblem(request({ options: { length: "Shorten" } }), longer, true)).toMatchObject({ kind: "too_long" });
    expect(lengthProblem(request({ options: { length: "Concise" } }), ENGLISH, true)).toMatchObject({ kind: "too_long" });
    expect(lengthProblem(request({ options: { length: "Extend" } }), ENGLISH, true)).toMatchObject({ kind: "too_short" });
    expect(lengthProblem(request({ options: { length: "Extend" } }), longer, true)).toBeNull();
    expect(
      lengthProblem(request({ text: "Hi there, friend.", options: { length: "Shorten" } }), "Hello there, my dear friend.", true),
    ).toBeNull();
  });

  it("gives Extend and Chinese more tokens than a plain rewrite", () => {
    const plain = maxTokensFor(request());
    expect(maxTokensFor(request({ options: { length: "Extend" } }))).toBeGreaterThan(plain);
    expect(maxTokensFor(request({ options: { language: "Chinese (Simplified)" } }))).toBeGreaterThan(2 * plain);
    expect(plain).toBeGreaterThan(ENGLISH.length / 4);
  });
});

describe("the stream gate", () => {
  const feed = (gate: ReplyGate, reply: string) => {
    const out: string[] = [];
    for (const piece of reply.match(/\S+\s*/g) ?? []) {
      const r = gate.push(piece);
      if ("problem" in r) return { out, problem: r.problem };
      if (r.text) out.push(r.text);
    }
    return { out, problem: null };
  };

  it("releases a long first sentence clause by clause, never cutting a number, and shows only what the result starts with", () => {
    const reply =
      "Challenging the remark on your credit report, which is merely a comment added at your request, is unlikely to alter your score by more than 1,000 points; " +
      "disputing a revolving account that should be marked as closed is another matter, and it may take 10:30 minutes.";
    const gate = new ReplyGate(request({ text: reply }));
    const { out, problem } = feed(gate, reply);
    expect(problem).toBeNull();
    expect(out[0]).toBe(reply.slice(0, reply.indexOf("points;") + "points;".length));
    expect(out).toContain(" disputing a revolving account that should be marked as closed is another matter,");
    expect(gate.text.startsWith(gate.shown)).toBe(true);
  });

  it("holds a clause that may still be a chatbot's opener until a sentence ends", () => {
    const gate = new ReplyGate(request());
    const opener =
      "Sure, here is the text, rewritten to keep every name, number and date exactly as you gave them, in a friendlier tone, as asked, and ";
    expect(feed(gate, opener).out).toEqual([]);
  });

  it("releases a healthy reply sentence by sentence, without its opener or sign-off", () => {
    const gate = new ReplyGate(request());
    const { out, problem } = feed(gate, `Sure! Here is the rewritten text: ${ENGLISH} Let me know if you want changes!`);
    expect(problem).toBeNull();
    expect(out.length).toBeGreaterThan(1);
    expect(out.join("")).not.toMatch(/Sure|Let me know/);
    expect(gate.text).toBe(ENGLISH);
    expect(judgeReply(request(), gate.text)).toEqual({ retry: null, findings: 0, marks: [] });
    expect(gate.text.startsWith(gate.shown)).toBe(true);
  });

  it("never shows a reply in the wrong language: refuses it once 400 characters confirm it, or at the end", () => {
    const spanish = request({ options: { language: "Spanish" } });
    expect(feed(new ReplyGate(spanish), `${ENGLISH} ${ENGLISH} ${ENGLISH}`)).toMatchObject({
      out: [],
      problem: { kind: "wrong_language" },
    });
    const short = new ReplyGate(spanish);
    expect(feed(short, ENGLISH)).toEqual({ out: [], problem: null });
    expect(judgeReply(spanish, short.text).retry).toMatchObject({ kind: "wrong_language" });
  });

  it("shows an invented URL as the model writes it, and hands it to review at the end instead of refusing", () => {
    const gate = new ReplyGate(request());
    const changed = feed(gate, ENGLISH.replace("The team", "See https://evil.example/ now. The team"));
    expect(changed.problem).toBeNull();
    expect(changed.out.join("")).toContain("https://evil.example/");
    const judged = judgeReply(request(), gate.text);
    expect(judged).toMatchObject({ retry: null, findings: 1, marks: [{ kind: "facts" }] });
    // A sentence of the reply's own holds it: the mark is that sentence, and restoring takes it out.
    expect(gate.text.slice(judged.marks[0]!.start, judged.marks[0]!.end)).toBe("See https://evil.example/ now.");
    expect(judged.marks[0]!.restore).toMatchObject({ text: "", offer: "take_out" });
  });
});

describe("the humanizer's sentence answers", () => {
  it("reads exactly the numbered lines asked for and puts them in place", () => {
    expect(numberedLines("1. One.\n2. Two.", 2)).toEqual(["One.", "Two."]);
    expect(numberedLines("Sure!\n1. One.", 2)).toBeNull();
    const text = "Alpha is first. Beta is second. Gamma is third.";
    expect(
      replaceSentences(
        text,
        [
          { start: 0, end: 16, score: 90 },
          { start: 32, end: 47, score: 80 },
        ],
        ["A leads.", "G ends."],
      ),
    ).toBe("A leads. Beta is second. G ends.");
  });
});
