import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkReply } from "@/lib/ai/guards";
import { alignSentences, joinSpills } from "@/lib/ai/review/align";
import { findItem } from "@/lib/ai/review/locate";
import { narrowGroup } from "@/lib/ai/review/narrow";
import { wholeItem, withBracketedCopy } from "@/lib/ai/review/refine";
import { reviewMarks } from "@/lib/ai/review";
import type { RewriteRequest } from "@/lib/ai/types";
import { dismissMark, restoreMark, type ReviewMark } from "@/lib/review-marks";
import { EMAIL, FLOOD } from "./support/restore-risk-replies";

/**
 * Review marks on real model replies (bench/provider-replay pairs), placed on aligned sentences (issue 50): an exact
 * span only where its counterpart is certain, else the result's sentence(s) with "Restore my sentence", and a
 * left-out sentence put back where it stood. Restoring never changes a sentence outside the mark.
 */
const rewrite = (text: string): RewriteRequest => ({ text, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" });
const marksOf = (source: string, reply: string) => {
  const { retry, review } = checkReply(rewrite(source), reply);
  expect(retry).toBeNull();
  return reviewMarks(source, reply, review);
};
const restored = (reply: string, source: string, marks: ReviewMark[], i: number) => restoreMark(reply, source, marks, i).text;

const REPORT =
  "The quarterly report is due on 3 May, and the team has already drafted most of it. It covers sales, hiring and the new office in some detail. " +
  "Please read the summary at https://example.com/q3 before Friday. Questions go to ops@example.com.";
const FAITHFUL =
  "The team has drafted most of the quarterly report, which is due on 3 May. It goes into sales, hiring and the new office in some detail. " +
  "Read the summary at https://example.com/q3 before Friday, and send questions to ops@example.com.";

/** train:1604 (GPT-4): citations dropped from reworded and merged sentences. */
const CITED = {
  source:
    "The two American regions to be first settled by the English colonists were New England and the Chesapeake Bay. In the Chesapeake Bay, the colonists arrived under the auspices of Virginia Company – a joint-stock enterprise dedicated to colonizing America for profit. Although the early hopes of finding precious metals did not materialize, the region eventually found its economic specialization in growing tobacco (Corbett et al., 2022). The company hired the English poor for the labor-intensive task of growing the colony and producing tobacco, and most of the newcomers were young single males (Corbett et al., 2022). Conversely, the New England colonies followed a different settlement pattern. Unlike the Chesapeake Bay, they were shaped not by the pursuit of profit but by the desire to escape persecution and perceived moral decadence of England and create a virtuous society (Corbett et al., 2022). New Englanders came to America as entire families and, unlike the Chesapeake Bay colonists, established a largely self-sustaining economy of farms, hamlets, and commercial enterprises rather than cash crop plantations (Corbett et al., 2022). Such were the differences in settlement patterns and shaping forces between the two. Religion played a considerable role in both regions, although in the shape of different denominations. The founders of New England colonies established their settlements with an explicitly religious purpose of creating a perfect Protestant community, which was the case in Massachusetts, Rhode Island, and other colonies as well (Corbett et al., 2022). Interestingly enough, although the Chesapeake Bay colonies were business enterprises intended primarily for profit, the Anglican Church also played a considerable role in their life. For them, proselytism was a means to establish better relations with the Native Americans, as in John Rolf's famous marriage to Pocahontas (Tsukada, 2020). Thus, both Protestant and Anglican denominations played their role in the colonization of New England and the Chesapeake Bay, respectively.",
  reply:
    "English colonists initially settled in two distinct regions of America: New England and the Chesapeake Bay. The Virginia Company facilitated the colonization of the Chesapeake Bay area as a venture to generate profits, focusing on tobacco cultivation after hopes of uncovering precious metals were dashed. The labor force primarily consisted of young, unmarried English immigrants employed in tobacco production. In contrast, New England colonies were established by families seeking refuge from religious persecution in England and striving to build a morally upright community. Unlike the Chesapeake Bay settlers, the New Englanders created a self-sustaining economy centered around agriculture and small businesses rather than large plantations. Religion was a significant influence in both regions, with New England colonies founded with religious motives to create ideal Protestant societies, while the Chesapeake Bay colonies, despite being profit-driven ventures, were also shaped by Anglican influences, particularly in their interactions with Native Americans through initiatives like John Rolfe's marriage to Pocahontas.",
};
/** train:10784 (Gemini 1.5 Pro): a sentence about the bartenders reworded, others left out. */
const REVIEW = {
  source:
    "I stopped in for a drink yesterday and have to say the atmosphere gets an A+ from me. Such a unique concept for the St. Pete area. The attention to detail with the remodel was outstanding, it almost feels like you are in a Harry Potter movie or something. There is background music that is set at a low volume so you can clearly hear your friends or not have to shout for them to hear you - perfect for the old library-esque environment. Working behind the bar were Michael and Peggy - both couldn't have been more friendly and were overall just interesting people to talk to. I had eaten dinner already before I came so can't speak on the food but will definitely be back to try - the prices for meat/cheese trays are much better than comparable places in the area. I would definitely recommend checking this place out...",
  reply:
    "This place is an absolute must-visit! From the moment you walk in, you'll be transported to a magical, Harry Potter-esque world. The attention to detail in the remodel is stunning.\n\nThe atmosphere is perfect for a cozy night out with friends, with low-key background music and a cool, library-esque vibe. The bartenders, Michael and Peggy, are friendly, interesting, and make a mean drink.\n\nWhile I didn't try the food, the menu looked great, especially their meat and cheese trays, which are priced way better than other spots in the area. Trust me, this place is a hidden gem!",
};
/** train:3718 (Llama 3 70B): sentences left out of a free rewording. */
const MOVIE = {
  source:
    "A Cinderella story made for adults who live in dreamland. The romance is very unrealistic, fluttery, lovey dovey, perfect etc. The Cinderella plot till the very end and Shahid Kapoor is the only reason for my stars. If you're looking for a dreamy romance with a twist, this is definitely you're movie, but for the rest of us real world people, I'd highly recommend saving your three hour watch time. Wake up people!\n\nFour out of the five people that saw the film with me would not recommend the film. We had a great time bashing majority of the unrealistic scenes. Maybe I'm missing something.. I just can't believe a movie like this can beat a classic like HDDCS!!",
  reply:
    "Get ready to be swept away by a fairy tale romance that's as sweet as cotton candy, but just as unrealistic. This grown-up Cinderella story is a dreamy, over-the-top, love-struck fantasy that will leave you rolling your eyes in disbelief. Shahid Kapoor is the only redeeming quality, but even he can't save this sugary sweet mess from its own absurdity. Unless you're a hopeless romantic living in a fantasy world, I'd advise you to save your three hours and stick to reality. The rest of us will be over here, scratching our heads and wondering how this film managed to outshine a classic like HDDCS!",
};

describe("review marks on a provider's reply", () => {
  it("gives a faithful reply no mark", () => {
    expect(marksOf(REPORT, FAITHFUL)).toEqual([]);
  });

  it("marks a changed figure in a sentence on its counterpart, names the whole item, and puts it back exactly", () => {
    const reply = FAITHFUL.replace("3 May", "30 May");
    const marks = marksOf(REPORT, reply);
    expect(marks).toHaveLength(1);
    expect(reply.slice(marks[0]!.start, marks[0]!.end)).toBe("30 May");
    expect(marks[0]!.restore).toEqual({ start: marks[0]!.start, end: marks[0]!.end, text: "3 May", offer: "item" });
    expect(marks[0]!.message).toContain("Your text: “3 May”");
    expect(restored(reply, REPORT, marks, 0)).toBe(FAITHFUL);
  });

  it("marks the reworded sentence that dropped a citation, and Restore my sentence gives the user's sentence (train:1604)", () => {
    const marks = marksOf(CITED.source, CITED.reply);
    const tobacco = marks.find((m) => CITED.source.slice(m.source.start, m.source.end).includes("growing tobacco (Corbett et al., 2022)"))!;
    expect(tobacco.restore?.offer).toBe("sentence");
    expect(CITED.reply.slice(tobacco.start, tobacco.end)).toContain("tobacco cultivation");
    const text = restored(CITED.reply, CITED.source, marks, marks.indexOf(tobacco));
    expect(text).toContain("the region eventually found its economic specialization in growing tobacco (Corbett et al., 2022).");
    // The sentences around it are the reply's own, unchanged.
    expect(text.startsWith(CITED.reply.slice(0, tobacco.start))).toBe(true);
    expect(text.endsWith(CITED.reply.slice(tobacco.end))).toBe(true);
  });

  it("restores a sentence split in two (1:2) and two merged into one (2:1) as a whole (train:1604)", () => {
    const { groups } = alignSentences(CITED.source, CITED.reply);
    expect(groups.some((g) => g.source.length === 2 && g.result.length === 1)).toBe(true);
    const split = `${FAITHFUL.replace("The team has drafted most of the quarterly report, which is due on 3 May.", "The team has drafted most of the quarterly report. It is due on 30 May.")}`;
    const marks = marksOf(REPORT, split);
    const mark = marks.find((m) => m.restore?.offer === "sentence") ?? marks[0]!;
    const text = restored(split, REPORT, marks, marks.indexOf(mark));
    expect(text).toContain("3 May");
    expect(text).not.toContain("30 May");
    expect(text).toContain("It goes into sales, hiring and the new office in some detail.");
    const merged = marksOf(CITED.source, CITED.reply).find(
      (m) => (m.restore?.text.match(/[.!?] /g) ?? []).length >= 1 && m.restore?.offer === "sentence",
    );
    expect(merged).toBeDefined();
    expect(CITED.reply.slice(merged!.start, merged!.end)).not.toMatch(/[.!?] [A-Z]/);
  });

  it("puts a left-out sentence back at its place (train:3718)", () => {
    const marks = marksOf(MOVIE.source, MOVIE.reply);
    const leftOut = marks.filter((m) => m.restore?.offer === "place");
    expect(leftOut.length).toBeGreaterThan(0);
    for (const mark of leftOut) {
      const text = restored(MOVIE.reply, MOVIE.source, marks, marks.indexOf(mark));
      const mine = MOVIE.source.slice(mark.source.start, mark.source.end);
      expect(text).toContain(mine);
      // Between sentences: what stood before and after it is the reply's, whole.
      expect(text.slice(0, mark.start)).toBe(MOVIE.reply.slice(0, mark.start));
      expect(mark.start === 0 || /[.!?]\s$/.test(MOVIE.reply.slice(0, mark.start))).toBe(true);
    }
  });

  it("marks the sentence of a reworded reply that lost a name, and keeps every other sentence on restore (train:10784)", () => {
    const marks = marksOf(REVIEW.source, REVIEW.reply);
    expect(marks.length).toBeGreaterThan(0);
    for (const [i, mark] of marks.entries()) {
      expect(mark.start === mark.end && mark.restore?.offer !== "place").toBe(false);
      const text = restored(REVIEW.reply, REVIEW.source, marks, i);
      expect(text.includes(REVIEW.source.slice(mark.source.start, mark.source.end))).toBe(mark.restore?.offer !== "take_out");
    }
  });

  it("names the whole items the user wrote and restores the meeting sentence to a sane text (issue 50)", () => {
    const source = "On 14 March the meeting was moved to Tuesday 21 March at 3 pm, Ana Silva said.";
    const reply = "The meeting was moved to a Tuesday in spring, Ana Silva said.";
    const marks = marksOf(source, reply);
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ start: 0, end: reply.length });
    expect(marks[0]!.message).toContain("“14 March”, “21 March”, “3 pm”");
    expect(marks[0]!.restore?.offer).toBe("sentence");
    expect(restored(reply, source, marks, 0)).toBe(source);
  });

  it("takes a sentence the text does not have out whole, and Dismiss drops only its mark", () => {
    const reply = `${FAITHFUL} Our team is thrilled to announce record-breaking growth across every region this year.`;
    const marks = marksOf(REPORT, reply);
    expect(marks).toHaveLength(1);
    expect(reply.slice(marks[0]!.start, marks[0]!.end)).toBe(
      "Our team is thrilled to announce record-breaking growth across every region this year.",
    );
    expect(marks[0]!.restore?.offer).toBe("take_out");
    expect(restored(reply, REPORT, marks, 0)).toBe(FAITHFUL);
    expect(dismissMark(marks, 0)).toEqual([]);
  });

  it("still restores a mark kept in history before restores were offered", () => {
    const reply = FAITHFUL.replace("3 May", "30 May");
    const at = reply.indexOf("30");
    const kept: ReviewMark[] = [
      { kind: "facts", message: "", start: at, end: at + 2, source: { start: REPORT.indexOf("3 May"), end: REPORT.indexOf("3 May") + 1 } },
    ];
    expect(restoreMark(reply, REPORT, kept, 0).text).toBe(FAITHFUL);
  });
});

describe("sentences too long to be one, list items and rewordings (issue 50, round 55)", () => {
  it("cuts a section without full stops at clauses for alignment, so restoring never swaps the whole section", () => {
    const pieces = [
      "the finance team reviewed every budget line with the regional managers and the outside auditors over several long working sessions across the quarter",
      "the sales department opened three new offices in northern cities and hired twelve experienced representatives to cover the growing list of wholesale customers",
      "the support desk moved its ticket system to a new vendor and trained all night staff on the faster escalation process for urgent hospital clients",
    ];
    const source = pieces.join("; ");
    expect(source.split(" ").length).toBeGreaterThan(60);
    const reply =
      "The finance team went through the budget with managers. Sales opened three offices in northern cities and hired twelve representatives. Support moved tickets to a new vendor and trained night staff on escalation for hospital clients.";
    const aligned = alignSentences(source, reply);
    expect(aligned.source.map((r) => source.slice(r.start, r.end))).toEqual([`${pieces[0]};`, `${pieces[1]};`, pieces[2]]);
    const marks = reviewMarks(source, reply, [{ kind: "lost_spans", spans: ["auditors"] }]);
    // The clause stands on a line of its own, since it ends in no full stop, and the rest of the reply stays.
    expect(restoreMark(reply, source, marks, 0).text).toBe(`${pieces[0]};\n${reply.slice(reply.indexOf("Sales"))}`);
  });

  it("keeps a list item's bullet when it restores the item's sentence", () => {
    const source = "Moore v. Atchison, 28 Ill.App.2d 340 (1960), found a directed verdict proper.";
    const reply = "The cases:\n* Moore v. Atchison (1960): a directed verdict was proper.\n* Silvern v. Barbagallo (1959).";
    const marks = reviewMarks(source, reply, [{ kind: "lost_spans", spans: ["28 Ill.App.2d 340"] }]);
    expect(marks).toHaveLength(1);
    expect(restoreMark(reply, source, marks, 0).text).toBe(`The cases:\n* ${source}\n* Silvern v. Barbagallo (1959).`);
  });

  it("offers Restore my sentence, not Take this out, for an added sentence that rewords the user's (dev:521)", () => {
    const source =
      "Globalization is the flow of trade and ideas among countries. It is creating a borderless world for managers by allowing them to conduct their operations internationally rather than locally and hire employees from different countries.";
    const reply =
      "Globalization is the exchange of trade and ideas across nations. It is facilitating a seamless global environment where managers can operate beyond local boundaries. This enables them to manage international operations and recruit employees globally.";
    const added = "It is facilitating a seamless global environment where managers can operate beyond local boundaries.";
    const marks = reviewMarks(source, reply, [{ kind: "unsupported_sentences", sentences: [added] }]);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.restore?.offer).toBe("sentence");
    expect(reply.slice(marks[0]!.start, marks[0]!.end)).toContain(added);
    expect(restoreMark(reply, source, marks, 0).text).toBe(
      `Globalization is the exchange of trade and ideas across nations. ${source.slice(source.indexOf("It is creating"))}`,
    );
  });

  it("still takes out an added sentence that says nothing of the user's", () => {
    const reply = `${FAITHFUL} Our team is thrilled to announce record-breaking growth across every region this year.`;
    const marks = reviewMarks(REPORT, reply, [
      {
        kind: "unsupported_sentences",
        sentences: ["Our team is thrilled to announce record-breaking growth across every region this year."],
      },
    ]);
    expect(marks[0]!.restore?.offer).toBe("take_out");
  });
});

describe("restoring and dismissing marks in any order", () => {
  const PAIRS = [
    [REPORT, FAITHFUL.replace("3 May", "30 May")],
    [CITED.source, CITED.reply],
    [REVIEW.source, REVIEW.reply],
    [MOVIE.source, MOVIE.reply],
    [
      "On 14 March the meeting was moved to Tuesday 21 March at 3 pm, Ana Silva said.",
      "The meeting was moved to a Tuesday in spring, Ana Silva said.",
    ],
  ] as const;

  it("never changes the text outside the mark restored, and leaves every other mark on the same words", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: PAIRS.length - 1 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat()), { maxLength: 8 }),
        (p, steps) => {
          const [source, reply] = PAIRS[p]!;
          let text = reply;
          let marks = marksOf(source, reply);
          for (const [restore, pick] of steps) {
            if (!marks.length) break;
            const i = pick % marks.length;
            const mark = marks[i]!;
            const others = marks.filter((_, j) => j !== i).map((m) => text.slice(m.start, m.end));
            if (!restore) {
              marks = dismissMark(marks, i);
              continue;
            }
            const r = mark.restore!;
            const next = restoreMark(text, source, marks, i);
            // A compare mark restores nothing at all.
            if (r.offer === "compare") {
              expect(next).toEqual({ text, marks });
              continue;
            }
            expect(next.text.slice(0, r.start)).toBe(text.slice(0, r.start));
            expect(next.text.slice(r.start + r.text.length)).toBe(text.slice(r.end));
            // Marks the restore overlapped are gone; every other one stays on the same words.
            const left = next.marks.map((m) => next.text.slice(m.start, m.end));
            let j = 0;
            for (const words of left) while (j < others.length && others[j++] !== words);
            expect(left.every((words) => others.includes(words))).toBe(true);
            [text, marks] = [next.text, next.marks];
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("an item the checks report is found where the text writes it", () => {
  it.each([
    ["as a word of its own before a part of a word", "30% of them, and 3 more", "3", "3"],
    ["anywhere when it is no word of its own", "a 1300watt heater", "1300", "1300"],
    ["in the text's own quotation marks and dashes", "She said “stay here” — twice", '"stay here" - twice', "“stay here” — twice"],
    ["inside Markdown emphasis, without its closing asterisks", "the **5%** rise and 5", "5%", "5%"],
    ["after a letter outside the Basic Plane only as part of a word", "x𝒜3 and 3", "3", "3"],
    ["with its letters in any case", "THE CAPITAL FUND", "capital fund", "CAPITAL FUND"],
  ])("%s", (_, text, item, written) => {
    const at = findItem(text, item)!;
    expect(text.slice(at.start, at.end)).toBe(written);
    expect(at.start).toBe(text.lastIndexOf(written) === text.indexOf(written) ? text.indexOf(written) : at.start);
  });

  it("looks from a place on, then from the start, and finds nothing that is not there", () => {
    const text = "3 apples, then 3 pears";
    expect(findItem(text, "3", 1)).toEqual({ start: 15, end: 16 });
    expect(findItem(text, "3", 20)).toEqual({ start: 0, end: 1 });
    expect(findItem(text, "4")).toBeNull();
  });
});

describe("an item is named whole, as the user wrote it", () => {
  it.each([
    ["On 14 March the meeting was moved.", "14", "14 March"],
    ["It starts at 3 pm, Ana said.", "3", "3 pm"],
    ["About 5% of cases.", "5", "5%"],
    ["It opened on March 14, 2020.", "14", "March 14"],
    ["They raised $70 billion last year.", "70", "$70 billion"],
    ["Figures of 7,234.12 units.", "234", "7,234.12"],
    ["It is in production (as of June '08) now.", "08", "June '08"],
  ])("in %j, %j is %j", (text, digits, whole) => {
    const at = text.indexOf(digits);
    const span = wholeItem(text, { start: at, end: at + digits.length });
    expect(text.slice(span.start, span.end)).toBe(whole);
  });
});

describe("sentences aligned in order", () => {
  it.each([
    [
      "one for one",
      "Ana wrote the report. Ben checked the figures.",
      "The report was written by Ana. The figures were checked by Ben.",
      [
        [[0], [0]],
        [[1], [1]],
      ],
    ],
    [
      "a sentence split in two",
      "Ana wrote the report and Ben checked its figures.",
      "Ana wrote the report. Ben checked its figures.",
      [[[0], [0, 1]]],
    ],
    [
      "two merged into one",
      "Ana wrote the report. Ben checked its figures.",
      "Ana wrote the report and Ben checked its figures.",
      [[[0, 1], [0]]],
    ],
    [
      "a sentence left out",
      "Ana wrote the report. The weather was cold that week. Ben checked its figures.",
      "Ana wrote the report. Ben checked its figures.",
      [
        [[0], [0]],
        [[1], []],
        [[2], [1]],
      ],
    ],
    [
      "a sentence added",
      "Ana wrote the report. Ben checked its figures.",
      "Ana wrote the report. Everyone loved it immensely. Ben checked its figures.",
      [
        [[0], [0]],
        [[], [1]],
        [[1], [2]],
      ],
    ],
  ] as const)("%s", (_, source, result, groups) => {
    expect(alignSentences(source, result).groups.map((g) => [g.source, g.result])).toEqual(groups);
  });
});

describe("groups whose content crossed join (round 56)", () => {
  it.each([
    [
      "a user's sentence split across its result sentence and an added one (restore would double '$5')",
      "We paid more for the extras than the food. Sour cream 2.00, salsa 2.00 and the coke we did not want 5.00. Ask before you order.",
      "The extras cost more than the food! Sour cream set us back $2, salsa was $2, and that unwanted coke? A whopping $5. Ask before you order.",
      [
        [[0], [0]],
        [[1], [1, 2]],
        [[2], [3]],
      ],
    ],
    [
      "a result sentence that also carries the next user sentence (restore would drop King Pasenadi)",
      "The city of Savatthi lay on the river. It was ruled by King Pasenadi of Kosala. Monks came there every year.",
      "Savatthi, ruled by King Pasenadi of Kosala, lay on the river. Many pilgrims visited it. Monks came there every year.",
      [
        [[0, 1], [0]],
        [[], [1]],
        [[2], [2]],
      ],
    ],
    [
      "a plain one-for-one rewrite stays as it was",
      "Ana wrote the report. Ben checked the figures.",
      "The report was written by Ana. The figures were checked by Ben.",
      [
        [[0], [0]],
        [[1], [1]],
      ],
    ],
  ] as const)("%s", (_, source, result, groups) => {
    expect(joinSpills(source, result, alignSentences(source, result)).groups.map((g) => [g.source, g.result])).toEqual(groups);
  });
});

/** train:3531 (a review): the first sentence reworded into a claim, the second kept; the alignment pairs them 2:2. */
const LICORICE = {
  source:
    "Twizzlers brand licorice is much better than that other well known brand.\nIf you can get these for $2 to $2.50 a package with free s/h it's a good deal.\nThe black and cherry have good taste; but the strawberry taste was too delicate and barely there",
  reply:
    "Twizzlers licorice stands out from the competition, offering a superior taste experience. If you can find a deal for $2 to $2.50 per package with free shipping, it's a great value. The black and cherry flavors are particularly noteworthy, but the strawberry flavor falls short, with a taste that's too subtle and barely noticeable.",
};
/** train:8896 (an abstract): a hedge and a name lost from the first of two sentences aligned together. */
const SHARED_TASK = {
  source:
    "To our knowledge, we achieved one of the top ROUGE-L and WER scores for the first task of Monolingual to Code-Mixed machine translation. In this paper, we discuss the use of mBART with some special pre-processing and post-processing (transliteration from Devanagari to Roman) for the first task in detail and the experiments that we performed for the second task of translating code-mixed Hinglish to monolingual English.",
  reply:
    "We achieved top scores for the first task in translating from a single language to mixed language. We discuss in detail our use of mBART with special pre-processing and post-processing (transliteration from Devanagari to Roman) for the first task, as well as the experiments we conducted for the second task, translating mixed Hinglish to standard English.",
};
/** train:12942 (an abstract): a hedge lost from the second of two sentences the rewrite told in three. */
const ACOUSTIC = {
  source:
    "The radiation force exerted on an object by an acoustic wave is a widely studied phenomenon since the early work of Rayleigh, Langevin and Brillouin and has led in the last decade to tremendous developments for acoustic micromanipulation. Despite extensive work on this phenomenon, the expressions of the acoustic radiation force applied on a particle have so far been derived only for a steady particle, hence neglecting the effect of its displacement on the radiated wave.",
  reply:
    'The power of sound to move objects has fascinated scientists since the pioneering work of Rayleigh, Langevin, and Brillouin. This "acoustic radiation force," the gentle push exerted by sound waves, has recently fueled remarkable advancements in acoustic micromanipulation, enabling the precise control of tiny objects using sound. However, a fundamental assumption has long constrained our understanding of this phenomenon: the object being manipulated is assumed to be stationary.',
};
/** train:11611 (an abstract): a link the rewrite added in a sentence of its own after the last one. */
const PARC = {
  source: "On MS-COCO object detection and PASCAL VOC segmentation tasks, ParC-Net also shows better performance.",
  reply:
    "In object detection and segmentation tasks on MS-COCO and PASCAL VOC datasets, ParC-Net also shows superior performance. You can find the source code for ParC-Net at https://github.com/hkzhang91/ParC-Net.",
};

describe("a mark covers only the sentences that hold what was found (round 57)", () => {
  /** The reply with the mark restored, and whether every sentence outside the mark is the reply's own. */
  const check = (source: string, reply: string, found: Parameters<typeof reviewMarks>[2]) => {
    const marks = reviewMarks(source, reply, found);
    expect(marks).toHaveLength(1);
    const text = restoreMark(reply, source, marks, 0).text;
    const r = marks[0]!.restore!;
    expect(text.startsWith(reply.slice(0, r.start))).toBe(true);
    expect(text.endsWith(reply.slice(r.end))).toBe(true);
    return { mark: marks[0]!, marked: reply.slice(marks[0]!.start, marks[0]!.end), text };
  };

  it("leaves out a neighbouring sentence the rewrite kept as it was (train:3531)", () => {
    const [first] = LICORICE.source.split("\n");
    const { mark, marked, text } = check(LICORICE.source, LICORICE.reply, [{ kind: "omitted_sentences", sentences: [first!] }]);
    expect(mark.restore?.offer).toBe("sentence");
    expect(marked).toBe("Twizzlers licorice stands out from the competition, offering a superior taste experience.");
    expect(text).toBe(`${first} ${LICORICE.reply.slice(LICORICE.reply.indexOf("If you can find"))}`);
  });

  it("marks the one sentence that lost a hedge and a name, not the next one (train:8896)", () => {
    const { marked, text } = check(SHARED_TASK.source, SHARED_TASK.reply, [
      { kind: "lost_names", names: ["WER"] },
      { kind: "dropped_qualifiers", spans: ["To our knowledge"] },
    ]);
    expect(marked).toBe("We achieved top scores for the first task in translating from a single language to mixed language.");
    expect(text).toContain("To our knowledge, we achieved one of the top ROUGE-L and WER scores");
    expect(text).toContain("We discuss in detail our use of mBART");
    expect(text).not.toContain("In this paper");
  });

  it("restores the sentence that stands for the user's, rather than putting it back beside it (train:12942)", () => {
    const { mark, marked } = check(ACOUSTIC.source, ACOUSTIC.reply, [{ kind: "dropped_qualifiers", spans: ["only for"] }]);
    expect(mark.restore?.offer).toBe("sentence");
    expect(marked).toMatch(/^However, a fundamental assumption/);
  });

  it("takes out an added sentence alone, not the sentence before it (train:11611)", () => {
    const link = "https://github.com/hkzhang91/ParC-Net";
    const { mark, marked, text } = check(PARC.source, PARC.reply, [{ kind: "invented_spans", spans: [link] }]);
    expect(mark.restore?.offer).toBe("take_out");
    expect(marked).toBe(`You can find the source code for ParC-Net at ${link}.`);
    expect(text).toBe(PARC.reply.slice(0, PARC.reply.indexOf(" You can find")));
  });

  it("takes in a neighbouring result sentence that tells the rest of the user's sentence (train:778)", () => {
    const source =
      "As for all the people that were left of the Hittites, and the Amorites, and the Perizzites, and the Hivites, and the Jebusites, which were not of Israel, 8:8 But of their children, who were left after them in the land, whom the children of Israel consumed not, them did Solomon make to pay tribute until this day.";
    const reply =
      "The remaining Hittites, Amorites, Perizzites, Hivites, and Jebusites, who didn't share Israel's heritage, were given a new opportunity. Although the Israelites had spared their children, Solomon saw an opportunity to bring them into the fold. He established a system where they could contribute to the community through tributes, a practice that continued to this day.";
    const { marked, text } = check(source, reply, [{ kind: "lost_spans", spans: ["8:8"] }]);
    expect(marked).toBe(reply);
    expect(text).toBe(source);
  });

  it("keeps a group whole where a sentence's content moved across it (the round-56 rows above)", () => {
    const source =
      "We paid more for the extras than the food. Sour cream 2.00, salsa 2.00 and the coke we did not want 5.00. Ask before you order.";
    const reply =
      "The extras cost more than the food! Sour cream set us back $2, salsa was $2, and that unwanted coke? A whopping $5. Ask before you order.";
    const { marked } = check(source, reply, [{ kind: "lost_spans", spans: ["5.00"] }]);
    expect(marked).toBe("Sour cream set us back $2, salsa was $2, and that unwanted coke? A whopping $5.");
  });
});

describe("an item's counterpart takes in a bracketed copy of it (round 57)", () => {
  it.each([
    ["under the Dodd-Frank Act (DFA), banks", "Dodd-Frank Act", "DFA", "Dodd-Frank Act (DFA)"],
    ["under the DFA (Dodd-Frank Act), banks", "Dodd-Frank Act", "DFA", "DFA (Dodd-Frank Act)"],
    [
      "a Positive Operator-Valued Measure (POVM) filter",
      "Positive Operator-Valued Measure",
      "POVM",
      "Positive Operator-Valued Measure (POVM)",
    ],
    ["the Dodd-Frank Act (2010) rules", "Dodd-Frank Act", "DFA", "Dodd-Frank Act"],
  ])("in %j, %j for the user's %j is %j", (text, counterpart, mine, grown) => {
    const at = text.indexOf(counterpart);
    const span = withBracketedCopy(text, { start: at, end: at + counterpart.length }, mine);
    expect(text.slice(span.start, span.end)).toBe(grown);
  });

  // A name put back only over a name of the result that stands for it; otherwise the sentence is offered (round 62).
  it.each([
    [
      "a name left out of a list, beside another added elsewhere (train:6111)",
      "Upon colonization, the area was home to native groups such as the Ciboney or Guanahuatebey, Taino Arawak, and Carib.",
      "Prior to European arrival, the islands were inhabited by indigenous groups like the Ciboney, Taino Arawak, and Carib.",
      "Guanahuatebey",
      null,
    ],
    [
      "a source named beside another name the result added (train:7520)",
      "According to the article from Yahoo News, corporations can help the fight for racial justice.",
      "The article stresses the crucial role of corporate America in the fight for racial justice.",
      "Yahoo News",
      null,
    ],
    ["a name changed in its place", "The study was led by Dr. Smith in 2019.", "In 2019 the study was led by Dr. Jones.", "Smith", "Jones"],
    [
      "a name respelt",
      "The report was written by Ana Silva last year.",
      "Last year the report was written by Anna Silva.",
      "Ana Silva",
      "Anna Silva",
    ],
  ])("marks %s, putting it back only over a name that stands for it", (_, source, reply, name, counterpart) => {
    const marks = reviewMarks(source, reply, [{ kind: "lost_names", names: [name] }]);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.restore?.offer).toBe(counterpart ? "item" : "sentence");
    expect(reply.slice(marks[0]!.start, marks[0]!.end)).toBe(counterpart ?? reply);
    expect(restoreMark(reply, source, marks, 0).text).toBe(counterpart ? reply.replace(counterpart, name) : source);
  });

  it("puts the user's abbreviation back without doubling it (train:12631)", () => {
    const source =
      "Under the DFA banks can no longer solely rely on credit ratings as due diligence to buy a financial instrument, so that's a plus.";
    const reply =
      "For instance, under the Dodd-Frank Act (DFA), banks are no longer allowed to solely rely on credit ratings as due diligence when purchasing a financial instrument, which is a positive step.";
    const marks = reviewMarks(source, reply, [{ kind: "invented_names", names: ["Dodd-Frank Act"] }]);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.restore?.offer).toBe("item");
    expect(restoreMark(reply, source, marks, 0).text).toContain("under the DFA, banks are no longer");
  });
});

describe("text without full stops (round 57)", () => {
  it("is cut where a full stop was left out before a sentence's opening word, not mid-clause", () => {
    const source =
      "GuideOne also employs a number of tools to assist in its efforts Via a reinsurance broker of GuideOne, GuideOne uses an industry leading software tool to track and manage its weather-related exposures This tool utilizes the latest modeling based technology to produce projected loss estimates based upon various stochastic scenarios to all weather-related events By use of this tool (available to claims and underwriting staff), GuideOne monitors its exposure concentrations on a regular schedule";
    expect(source.split(" ").length).toBeGreaterThan(60);
    const { source: ranges } = alignSentences(source, "GuideOne uses tools.");
    expect(ranges.map((r) => source.slice(r.start, r.end).split(" ").slice(0, 3).join(" "))).toEqual([
      "GuideOne also employs",
      "This tool utilizes",
      "By use of",
    ]);
  });

  it("keeps a long sentence that ends in its own full stop whole", () => {
    const source = `This starts off bad, ${"what with the three women giggling with their gin, ".repeat(8)}and then it gets worse.`;
    expect(source.split(" ").length).toBeGreaterThan(60);
    expect(alignSentences(source, "It starts badly.").source).toHaveLength(1);
  });
});

describe("sentences cut where none ends, and rewordings spread over two sentences (round 58)", () => {
  const sentences = (text: string) => alignSentences(text, "Short.").source.map((r) => text.slice(r.start, r.end).trim());

  it.each([
    ["inside brackets the next piece closes", "He sued (see Fla. Stat. 12.3) and won. It was upheld."],
    ["at a spaced ellipsis", 'They said, "Unless it be made clear . . . !12 What!" It was upheld.'],
    ["after a lone lower-case letter", "See Elias, 502 U.S. 478, 481 n. 1, 112 S.Ct. 812 (1992). It was upheld."],
    ["before an abbreviation and its comma", "We rely on Rezevskis v. Aries Ins. Co., 2000-1985, at 474. It was upheld."],
    ["after a case's party abbreviated", "See Wilks v. Am. Tobacco Co., 680 So.2d 839, 842 (Miss.1996). It was upheld."],
    [
      "between a reporter's abbreviation and its pages",
      "As held in Camp v. Coweta County, 280 Ga. 199, 201, the order is vacated. It was upheld.",
    ],
    [
      "inside brackets a later piece closes (round 60)",
      "See Siegle v. Progressive Ins. Co., 00-1503 (Fla. App. 4th Dist. 6/13/2001), 788 So.2d 355. It was upheld.",
    ],
    [
      "before an abbreviation and its colon (round 60)",
      "3. **O'Brien v. Progressive Northern Ins. Co.**: The decision stands. It was upheld.",
    ],
    [
      "inside a quotation the next piece closes (round 61)",
      '"For seven years we never saw another event. I was not prepared to give up," said Kosuke Morita. It was upheld.',
    ],
    [
      "inside curly quotation marks a later piece closes (round 61)",
      "She wrote: “I baked this cake. The icing is glue. I am not a scientist.” It was upheld.",
    ],
    [
      "inside a quoted speech of five sentences (rounds 62 and 63)",
      'If they say, "Join us! Let us wait for blood. Let us swallow them up. We shall find spoil. Cast in thy lot with us." It was upheld.',
    ],
    [
      "at an ellipsis inside a quotation (round 61)",
      'We struck down an ordinance that taxed "every individual engaged in an occupation ... whose gross earnings would amount to $600 or more." It was upheld.',
    ],
  ])("keeps a sentence whole that the splitter cut %s", (_, text) => {
    expect(sentences(text)).toEqual([text.slice(0, text.indexOf(" It was upheld.")), "It was upheld."]);
  });

  it("cuts sentences between quotations, and where a quotation does not close within five sentences", () => {
    expect(sentences('He said, "It works." She said, "It does not." It was upheld.')).toEqual([
      'He said, "It works."',
      'She said, "It does not."',
      "It was upheld.",
    ]);
    const unclosed = '"One. Two. Three. Four. Five. Six. Seven," he said.';
    expect(sentences(unclosed)).toHaveLength(7);
  });

  it("cuts sentences at a full stop the text gave no space after, but keeps initials and abbreviations whole", () => {
    expect(sentences("These tins were a great deal.There perfect for on the go.Fifty mints per tin is right.")).toEqual([
      "These tins were a great deal.",
      "There perfect for on the go.",
      "Fifty mints per tin is right.",
    ]);
    for (const whole of [
      "He served in the U.S.Army in St.Louis.",
      "See Harper, 138 Fed.Appx. at 132 (Minn.Ct.App.2012).",
      "It is at Https://Github.Com/data.",
    ])
      expect(sentences(whole)).toEqual([whole]);
  });

  it("takes out an added sentence the next one follows without a space, keeping a space between the two it leaves", () => {
    const source = "The models are outdated. Most tasks use them.";
    const reply = "Thanks for your question! I'm happy to help you.Firstly, the models are outdated. Most tasks use them.";
    const marks = reviewMarks(source, reply, [{ kind: "unsupported_sentences", sentences: ["I'm happy to help you."] }]);
    expect(marks.map((m) => m.restore?.offer)).toContain("take_out");
    const k = marks.findIndex((m) => m.restore?.offer === "take_out");
    expect(restoreMark(reply, source, marks, k).text).toBe(
      "Thanks for your question! Firstly, the models are outdated. Most tasks use them.",
    );
  });

  it("keeps a run without full stops whole rather than cutting it at commas into fragments, up to 150 words", () => {
    const text = `As discussed above, as a group of insurers, the group has a long history of assessing weather risks and of underwriting, ${"pricing and reinsuring those risks, with care and attention, ".repeat(8)}in contemplation of losses`;
    expect(text.split(" ").length).toBeGreaterThan(60);
    expect(sentences(text)).toEqual([text]);
  });

  it("does not cut off alone a result sentence the alignment gave the sentence of a lost item, even where no word crossed", () => {
    const noneCrossed = () => false;
    const group = { source: [0], result: [0, 1] };
    expect(narrowGroup(noneCrossed, group, { source: [0], result: [] }).blocks).toEqual([group]);
    // Something the result added may still stand alone.
    expect(narrowGroup(noneCrossed, group, { source: [], result: [1] }).blocks).toEqual([
      { source: [0], result: [0] },
      { source: [], result: [1] },
    ]);
  });

  it("marks no sentence for a list item's number the result added", () => {
    const source = "We present a new dataset. It has over 50,000 questions written by crowdworkers.";
    const reply = "1. We present a new dataset.\n2. It has over 50,000 questions written by crowdworkers.";
    expect(reviewMarks(source, reply, [{ kind: "invented_spans", spans: ["1", "2"] }])).toEqual([]);
    const inline = "We present a new dataset (of questions). 2. It has over 50,000 questions written by crowdworkers.";
    expect(reviewMarks(source, inline, [{ kind: "invented_spans", spans: ["2"] }])).toEqual([]);
  });

  it("restores both result sentences that tell the user's sentence, not one of them beside the other", () => {
    const source =
      'Hard assets can be added to your net worth easily. In some cases these "investments" must be counted in official forms, such as loan applications or disclosures for government jobs.';
    const reply =
      "Hard assets are easy to add to your net worth. In certain cases, counting these assets in official forms is necessary. These cases include loan applications and disclosures for government positions.";
    const marks = reviewMarks(source, reply, [{ kind: "lost_spans", spans: ['"investments"'] }]);
    expect(marks).toHaveLength(1);
    expect(reply.slice(marks[0]!.start, marks[0]!.end)).toMatch(/^In certain cases.*government positions\.$/);
    expect(restoreMark(reply, source, marks, 0).text).toBe(
      `Hard assets are easy to add to your net worth. ${source.slice(source.indexOf("In some"))}`,
    );
  });

  it("restores a short sentence of the user's that the marked result sentence also tells", () => {
    const source = "I'm in a good mood now. The weather is actually semi-decent, and hmm, yeah! Oh well, I'm off for now.";
    const reply = "Currently, I'm in a good mood as the weather is fairly pleasant.";
    const found = [{ kind: "omitted_sentences" as const, sentences: ["The weather is actually semi-decent, and hmm, yeah!"] }];
    const marks = reviewMarks(source, reply, found);
    expect(marks).toHaveLength(1);
    expect(restoreMark(reply, source, marks, 0).text).toBe(source);
  });

  it("offers Restore my sentence, not Take this out, for an added sentence naming whom the user's sentence cites", () => {
    const source =
      "To reverse, the evidence must compel it. INS v. Elias-Zacarias, 502 U.S. 478 (1992); accord Batalova, 355 F.3d at 1254.";
    const reply =
      "The record must compel a different conclusion. The Supreme Court, in *INS v. Elias-Zacarias*, set this high bar. The Fourth Circuit, in *Batalova v. Gonzales*, echoed this sentiment.";
    const marks = reviewMarks(source, reply, [{ kind: "invented_names", names: ["Gonzales"] }]);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.restore?.offer).toBe("sentence");
    expect(restoreMark(reply, source, marks, 0).text).toBe(
      `The record must compel a different conclusion. ${source.slice(source.indexOf("INS"))}`,
    );
  });
});

describe("no take-out of a sentence that tells the user's in other words (round 59)", () => {
  it.each([
    [
      "the rest of a user's sentence the group's result sentences leave untold",
      "He acts from ignorance, because he knows not what is natural to him; but I know it, and carry myself towards him according to the law of fellowship, kindly and justly. As for things indifferent, I judge them as they deserve.",
      "He may act from ignorance, unaware of his own nature. But you, armed with wisdom, meet him with kindness and justice. Things that are indifferent you judge as they deserve.",
      "But you, armed with wisdom, meet him with kindness and justice.",
    ],
    [
      "a user's sentence of a merged group that no other result sentence tells",
      "I feed him this dry food with wet food and Uri Ease. If I switch to another type of dry food, his infection gets worse. The other cats enjoy this food as well.",
      "I give him a mix of this dry food, wet food and Uri Ease, which keeps his infection away. Straying from this formula brings on a flare-up. My other cats love the food too.",
      "Straying from this formula brings on a flare-up.",
    ],
  ])("offers Restore my sentence for an added sentence that tells %s", (_, source, reply, added) => {
    const marks = reviewMarks(source, reply, [{ kind: "unsupported_sentences", sentences: [added] }]);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.restore?.offer).toBe("sentence");
    const restoredText = restoreMark(reply, source, marks, 0).text;
    const lastOfMine = source.slice(marks[0]!.source.start, marks[0]!.source.end);
    expect(restoredText).toBe(`${lastOfMine} ${reply.slice(reply.indexOf(added) + added.length + 1)}`);
  });

  it("still takes out a heading or a closing sentence the result adds after a user's sentence it tells in part", () => {
    const source =
      "He acts from ignorance, because he knows not what is natural to him; but I know it, and carry myself towards him according to the law of fellowship, kindly and justly.";
    const closing = "He may act from ignorance, unaware of his own nature. Wisdom always wins in the end.";
    const heading = `He may act from ignorance, unaware of his own nature.\n\n**Wisdom wins:** so it goes.\n\nThat is all.`;
    for (const [reply, added] of [
      [closing, "Wisdom always wins in the end."],
      [heading, "**Wisdom wins:** so it goes."],
    ] as const) {
      const marks = reviewMarks(source, reply, [{ kind: "unsupported_sentences", sentences: [added] }]);
      expect(marks.map((m) => m.restore?.offer)).toEqual(["take_out"]);
    }
  });
});

describe("marks read wrong in round 60", () => {
  it("offers the sentence, not the item, where the item's counterpart is part of a hyphenated word (train:7558)", () => {
    const source = "They offer a car pick up service if you live within 4 miles of their shop which is extremely convenient.";
    const reply = "Their convenient car pick-up service, available within a four-mile radius, eliminated the hassle of drop-off.";
    const marks = reviewMarks(source, reply, [{ kind: "lost_spans", spans: ["4"] }]);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.restore?.offer).toBe("sentence");
    expect(restoreMark(reply, source, marks, 0).text).toBe(source);
  });

  it("restores every result sentence that tells the user's one sentence, however many (train:11809, train:4092)", () => {
    const citation =
      "Progressive Consumers Ins. Co., 00-1503 (Fla. App. 4th Dist.6/13/2001), 788 So.2d 355 (finding no ambiguity and concluding there was no reading of the policy that obligated the insurer to pay for inherent diminution in market value where the insurer's liability was limited to the lesser of the actual cash value of the property or the \"amount necessary to repair or replace the property with other of the like kind and quality;\" this loss is simply not the type of damage that is subject to repair and, thus, is not a covered loss where the policy |islimits the insurer's liability to the amount necessary to repair the vehicle); Rezevskis v. Aries Ins. Co., 2000-1985 (Fla.App. 3 Dist. 3/14/2001), 784 So.2d 472, 474 (<HOLDING>); O'Brien v. Progressive Northern Ins.";
    const list =
      "Cases illustrating the lack of coverage for diminished value claims include:\n\n1. **Siegle v. Progressive Consumers Ins. Co.**, 00-1503 (Fla. App. 4th Dist. 6/13/2001), 788 So.2d 355: In this case, the court found no ambiguity in the policy. It concluded that the insurer was not obligated to pay for the inherent diminution in market value because the insurer's liability was limited to either the actual cash value of the property or the amount necessary to repair or replace it with like kind and quality. The court determined that this type of loss is not subject to repair and, therefore, not covered by the policy.\n\n2. **Rezevskis v. Aries Ins. Co.**, 2000-1985 (Fla. App. 3 Dist. 3/14/2001), 784 So.2d 472, 474: This case also held a similar stance on the issue of coverage for diminished value claims.\n\n3. **O'Brien v. Progressive Northern Ins. Co.**: The decision in this case further emphasized the position that diminished value claims are not covered under the policy terms where the insurer's liability is confined to the necessary repair costs.";
    const [cited] = reviewMarks(citation, list, [
      { kind: "lost_spans", spans: ['"amount necessary to repair or replace the property with other of the like kind and quality;"'] },
    ]);
    expect(list.slice(cited!.start, cited!.end)).toMatch(/^Cases illustrating[^]*Rezevskis[^]*claims\.$/);
    const run =
      "thats my main regret - similar to cfa vs. mba they only hire kids right out of top tier schools with inflated gpas (harvard im looking at you) and these kids dont know their asses from their elbows and they immediately get into the models and bottles mindset id take a state schooler with a level head any day over wanna be rainmakers";
    const reply =
      "My biggest regret is that the industry often prioritizes prestige over potential. It's reminiscent of the CFA vs. MBA debate, where top-tier schools with inflated GPAs (Harvard, I'm looking at you) are given undue preference. The reality is, these recent graduates often lack real-world experience and are more focused on flaunting their credentials than rolling up their sleeves. In contrast, I believe a state school graduate with a level head and a strong work ethic would be a far more valuable asset to any organization. They're not blinded by the allure of 'models and bottles' and are more likely to bring a sense of humility and dedication to their work. It's time we started valuing substance over superficiality and gave opportunities to those who truly deserve them.";
    const marks = reviewMarks(run, reply, [{ kind: "unsupported_sentences", sentences: [reply.split(". ")[2]! + "."] }]);
    expect(marks.map((m) => reply.slice(m.start, m.end).slice(0, 17))).toEqual(["My biggest regret"]);
  });
});

describe("a restore that would say the user's words twice or drop some of theirs is not offered (stop 62)", () => {
  it("offers only to compare where the marked sentence also tells a neighbouring user's sentence (train:10657)", () => {
    const marks = marksOf(FLOOD.source, FLOOD.reply);
    const mark = marks.find((m) => FLOOD.reply.slice(m.start, m.end).startsWith("The access roads"))!;
    expect(mark.restore?.offer).toBe("compare");
    // The user's sentence is there to compare and copy; restoring it would have dropped "Access roads have not been flooded".
    expect(mark.restore?.text).toContain("The highest estimate of sea level rise");
    expect(mark.restore?.text).not.toContain("Access roads");
    expect(restoreMark(FLOOD.reply, FLOOD.source, marks, marks.indexOf(mark))).toEqual({ text: FLOOD.reply, marks });
    // The other marks of the reply keep their restores.
    expect(marks.filter((m) => m !== mark).every((m) => m.restore?.offer !== "compare")).toBe(true);
  });

  it("offers no take-out of an added sentence that rewords the user's own (train:7622)", () => {
    const marks = marksOf(EMAIL.source, EMAIL.reply);
    const mark = marks.find((m) => EMAIL.reply.slice(m.start, m.end).startsWith("Subject: RE"))!;
    expect(mark.restore).toMatchObject({ offer: "compare", text: "" });
    expect(restoreMark(EMAIL.reply, EMAIL.source, marks, marks.indexOf(mark)).text).toBe(EMAIL.reply);
  });
});
