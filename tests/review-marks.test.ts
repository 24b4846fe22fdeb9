import { describe, expect, it } from "vitest";
import { checkReply } from "@/lib/ai/guards";
import { reviewMarks } from "@/lib/ai/review";
import type { RewriteRequest } from "@/lib/ai/types";
import { dismissMark, restoreMark, type ReviewMark } from "@/lib/review-marks";

/** Review marks on real model replies (bench/provider-replay pairs): each on the span that changed, and "Restore mine" exact. */
const rewrite = (text: string): RewriteRequest => ({ text, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" });
const marksOf = (source: string, reply: string) => {
  const { retry, review } = checkReply(rewrite(source), reply);
  expect(retry).toBeNull();
  return reviewMarks(source, reply, review);
};
/** Each mark as the user sees it: the result's span, and what the text had. */
const shown = (source: string, reply: string, marks: ReviewMark[]) => marks.map((m) => [reply.slice(m.start, m.end), source.slice(m.source.start, m.source.end)]);

const REPORT =
  "The quarterly report is due on 3 May, and the team has already drafted most of it. It covers sales, hiring and the new office in some detail. " +
  "Please read the summary at https://example.com/q3 before Friday. Questions go to ops@example.com.";
const FAITHFUL =
  "The team has drafted most of the quarterly report, which is due on 3 May. It goes into sales, hiring and the new office in some detail. " +
  "Read the summary at https://example.com/q3 before Friday, and send questions to ops@example.com.";

describe("review marks on a provider's reply", () => {
  it("gives a faithful reply no mark", () => {
    expect(marksOf(REPORT, FAITHFUL)).toEqual([]);
  });

  it("marks a changed figure once, on the figure, and Restore mine puts the text's figure back exactly", () => {
    const reply = FAITHFUL.replace("3 May", "30 May");
    const marks = marksOf(REPORT, reply);
    expect(shown(REPORT, reply, marks)).toEqual([["30", "3"]]);
    expect(marks[0]).toMatchObject({ kind: "facts", message: "A figure, quotation, link or code of your text is changed or missing here. Your text: “3”" });
    expect(restoreMark(reply, REPORT, marks, 0)).toEqual({ text: FAITHFUL, marks: [] });
  });

  it("marks a dropped restriction on the words that replaced it (train:8613, Llama 2 polish)", () => {
    const source = "Topic models are evaluated based on their ability to describe documents well (i.e. low perplexity) and to produce topics that carry coherent semantic meaning. In topic modeling so far, perplexity is a direct optimization target. However, topic coherence, owing to its challenging computation, is not optimized for and is only evaluated after training. In this work, under a neural variational inference framework, we propose methods to incorporate a topic coherence objective into the training process. We demonstrate that such a coherence-aware topic model exhibits a similar level of perplexity as baseline models but achieves substantially higher topic coherence.";
    const reply = "Topic models are evaluated based on their ability to accurately describe documents, as evidenced by low perplexity scores. In contrast, topic coherence is a crucial yet challenging aspect of topic modeling, as it measures the semantic relevance of topics to each other. While perplexity has been a direct optimization target in traditional topic modeling approaches, topic coherence is typically evaluated post-hoc. In this work, we leverage a neural variational inference framework to incorporate a topic coherence objective into the training process. Our proposed methods lead to a coherence-aware topic model that outperforms baseline models in terms of both perplexity and topic coherence.";
    const marks = marksOf(source, reply);
    expect(shown(source, reply, marks)).toEqual([["is typically", "is only"]]);
    expect(restoreMark(reply, source, marks, 0).text).toContain("topic coherence is only evaluated post-hoc.");
  });

  it("marks a lost name and left-out sentences at the place they were left out (train:10784, Gemini 1.5 Pro)", () => {
    const source = "I stopped in for a drink yesterday and have to say the atmosphere gets an A+ from me. Such a unique concept for the St. Pete area. The attention to detail with the remodel was outstanding, it almost feels like you are in a Harry Potter movie or something. There is background music that is set at a low volume so you can clearly hear your friends or not have to shout for them to hear you - perfect for the old library-esque environment. Working behind the bar were Michael and Peggy - both couldn't have been more friendly and were overall just interesting people to talk to. I had eaten dinner already before I came so can't speak on the food but will definitely be back to try - the prices for meat/cheese trays are much better than comparable places in the area. I would definitely recommend checking this place out...";
    const reply = "This place is an absolute must-visit! From the moment you walk in, you'll be transported to a magical, Harry Potter-esque world. The attention to detail in the remodel is stunning.\n\nThe atmosphere is perfect for a cozy night out with friends, with low-key background music and a cool, library-esque vibe. The bartenders, Michael and Peggy, are friendly, interesting, and make a mean drink.\n\nWhile I didn't try the food, the menu looked great, especially their meat and cheese trays, which are priced way better than other spots in the area. Trust me, this place is a hidden gem!";
    const marks = marksOf(source, reply);
    expect(marks.map((m) => m.kind)).toEqual(["facts", "meaning", "facts"]);
    expect(shown(source, reply, marks).map(([, had]) => had)).toEqual([
      "A+",
      "Working behind the bar were Michael and Peggy - both couldn't have been more friendly and were overall just interesting people to talk to.",
      "St. Pete",
    ]);
    // A sentence left out is marked where it would stand: between two sentences of the reply.
    expect(reply.slice(marks[1]!.start - 2, marks[1]!.start)).toBe(". ");
    const restored = restoreMark(reply, source, marks, 1);
    expect(restored.text).toContain(". Working behind the bar were Michael and Peggy - both couldn't have been more friendly and were overall just interesting people to talk to. ");
    // The marks after the restored one move with the text.
    expect(restored.marks).toHaveLength(2);
    expect(restored.marks[0]).toEqual(marks[0]);
    expect(restored.marks[1]!.start).toBe(marks[2]!.start + restored.text.length - reply.length);
  });

  it("marks one left-out sentence per mark, each where it stood (train:3718, Llama 3 70B)", () => {
    const source = "A Cinderella story made for adults who live in dreamland. The romance is very unrealistic, fluttery, lovey dovey, perfect etc. The Cinderella plot till the very end and Shahid Kapoor is the only reason for my stars. If you're looking for a dreamy romance with a twist, this is definitely you're movie, but for the rest of us real world people, I'd highly recommend saving your three hour watch time. Wake up people!\n\nFour out of the five people that saw the film with me would not recommend the film. We had a great time bashing majority of the unrealistic scenes. Maybe I'm missing something.. I just can't believe a movie like this can beat a classic like HDDCS!!";
    const reply = "Get ready to be swept away by a fairy tale romance that's as sweet as cotton candy, but just as unrealistic. This grown-up Cinderella story is a dreamy, over-the-top, love-struck fantasy that will leave you rolling your eyes in disbelief. Shahid Kapoor is the only redeeming quality, but even he can't save this sugary sweet mess from its own absurdity. Unless you're a hopeless romantic living in a fantasy world, I'd advise you to save your three hours and stick to reality. The rest of us will be over here, scratching our heads and wondering how this film managed to outshine a classic like HDDCS!";
    const marks = marksOf(source, reply);
    expect(shown(source, reply, marks)).toEqual([
      ["", "The romance is very unrealistic, fluttery, lovey dovey, perfect etc."],
      ["", "Four out of the five people that saw the film with me would not recommend the film."],
    ]);
  });

  it("takes a sentence the text does not have out whole on Restore mine, and Dismiss drops only its mark", () => {
    const reply = `${FAITHFUL} Our team is thrilled to announce record-breaking growth across every region this year.`;
    const marks = marksOf(REPORT, reply);
    expect(marks).toHaveLength(1);
    expect(reply.slice(marks[0]!.start, marks[0]!.end)).toBe("Our team is thrilled to announce record-breaking growth across every region this year.");
    expect(restoreMark(reply, REPORT, marks, 0).text).toBe(FAITHFUL);
    expect(dismissMark(marks, 0)).toEqual([]);
  });
});
