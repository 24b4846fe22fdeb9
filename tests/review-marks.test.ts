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

describe("a lost figure, name or citation inside a reworded sentence", () => {
  // The word alignment gives a reworded sentence as one change: its whole result side is not the item's place.
  it("marks a dropped citation once, at the end of the reworded sentence that had it (train:1604, GPT-4 rewrite)", () => {
    const source = "The two American regions to be first settled by the English colonists were New England and the Chesapeake Bay. In the Chesapeake Bay, the colonists arrived under the auspices of Virginia Company – a joint-stock enterprise dedicated to colonizing America for profit. Although the early hopes of finding precious metals did not materialize, the region eventually found its economic specialization in growing tobacco (Corbett et al., 2022). The company hired the English poor for the labor-intensive task of growing the colony and producing tobacco, and most of the newcomers were young single males (Corbett et al., 2022). Conversely, the New England colonies followed a different settlement pattern. Unlike the Chesapeake Bay, they were shaped not by the pursuit of profit but by the desire to escape persecution and perceived moral decadence of England and create a virtuous society (Corbett et al., 2022). New Englanders came to America as entire families and, unlike the Chesapeake Bay colonists, established a largely self-sustaining economy of farms, hamlets, and commercial enterprises rather than cash crop plantations (Corbett et al., 2022). Such were the differences in settlement patterns and shaping forces between the two. Religion played a considerable role in both regions, although in the shape of different denominations. The founders of New England colonies established their settlements with an explicitly religious purpose of creating a perfect Protestant community, which was the case in Massachusetts, Rhode Island, and other colonies as well (Corbett et al., 2022). Interestingly enough, although the Chesapeake Bay colonies were business enterprises intended primarily for profit, the Anglican Church also played a considerable role in their life. For them, proselytism was a means to establish better relations with the Native Americans, as in John Rolf's famous marriage to Pocahontas (Tsukada, 2020). Thus, both Protestant and Anglican denominations played their role in the colonization of New England and the Chesapeake Bay, respectively.";
    const reply = "English colonists initially settled in two distinct regions of America: New England and the Chesapeake Bay. The Virginia Company facilitated the colonization of the Chesapeake Bay area as a venture to generate profits, focusing on tobacco cultivation after hopes of uncovering precious metals were dashed. The labor force primarily consisted of young, unmarried English immigrants employed in tobacco production. In contrast, New England colonies were established by families seeking refuge from religious persecution in England and striving to build a morally upright community. Unlike the Chesapeake Bay settlers, the New Englanders created a self-sustaining economy centered around agriculture and small businesses rather than large plantations. Religion was a significant influence in both regions, with New England colonies founded with religious motives to create ideal Protestant societies, while the Chesapeake Bay colonies, despite being profit-driven ventures, were also shaped by Anglican influences, particularly in their interactions with Native Americans through initiatives like John Rolfe's marriage to Pocahontas.";
    const marks = marksOf(source, reply);
    const cited = marks.find((m) => source.slice(m.source.start, m.source.end) === "2022")!;
    expect(cited.start).toBe(cited.end);
    expect(reply.slice(cited.start - 18, cited.start + 6)).toBe("metals were dashed. The ");
    // "Corbett" of the same citation has the same place, so it is one mark, not two.
    expect(marks.filter((m) => m.start === cited.start)).toHaveLength(1);
    expect(marks.every((m) => m.start === m.end)).toBe(true);
  });

  it("marks a dropped verse number after the clause mark it followed (train:7231)", () => {
    const source = "When thou art in tribulation, and all these things are come upon thee, even in the latter days, if thou turn to the LORD thy God, and shalt be obedient unto his voice; 4:31 (For the LORD thy God is a merciful God;) he will not forsake thee, neither destroy thee, nor forget the covenant of thy fathers which he sware unto them.";
    const reply = "When you're in trouble and all these things happen to you, even in the latter days, if you turn to the Lord your God and obey Him, He will not abandon or destroy you, nor forget the covenant He made with your ancestors, for He is a merciful God.";
    const marks = marksOf(source, reply);
    expect(shown(source, reply, marks)).toEqual([["", "4:31"]]);
    expect(reply.slice(marks[0]!.start - 9, marks[0]!.start + 3)).toBe("obey Him, He");
  });

  it("marks a bracketed name dropped from a reworded clause where the bracket stood (train:6607)", () => {
    const source = "The members of the scarce category of Of^+ supergiants present properties that are intermediate between regular O-stars and Wolf-Rayet (WR) stars. Significant similarities between these transitional stars and WN-type objects are now clearly established, at least in the visible and near-infrared domains, pointing to common stellar wind properties. In this study, we report on the first dedicated X-ray observations of HD16691 (O4If^+) and HD14947 (O5f^+), revealing a soft thermal spectrum in agreement with the expected X-ray emission from a single O-type star. However, the X-ray luminosity of our targets is slightly lower than expected for single O-type stars, suggesting that the particular properties of their stellar wind has also a significant impact on the X-ray emission of these objects on the way to the WN category. We argue that the X-ray under-luminosity of HD16691 and HD14947 may be interpreted as the signature in X-rays of the intermediate stage between O and WR stars, as a consequence of enhanced wind density.";
    const reply = "Stars known as Of^+ supergiants exhibit characteristics that fall between those of regular O-stars and Wolf-Rayet (WR) stars. Research has shown that these transitional stars share many similarities with WN-type objects, particularly in the visible and near-infrared light ranges, indicating they have similar stellar wind properties.\n\nIn this study, we conducted the first in-depth X-ray observations of two Of^+ supergiants, HD16691 and HD14947. Our findings revealed a soft thermal X-ray spectrum, consistent with what's expected from a single O-type star. However, the X-ray luminosity of these stars was slightly lower than expected for single O-type stars. This suggests that the unique properties of their stellar wind also play a significant role in their X-ray emission as they transition towards becoming WN-type stars.\n\nWe believe that the lower X-ray luminosity of HD16691 and HD14947 may be a sign of the intermediate stage between O and WR stars, caused by an increase in wind density. This discovery provides new insights into the properties of these rare and fascinating stars.";
    const marks = marksOf(source, reply);
    const dropped = marks.find((m) => source.slice(m.source.start, m.source.end) === "O5f")!;
    expect(reply.slice(dropped.start - 7, dropped.end + 5)).toBe("HD14947. Our");
    expect(dropped.start).toBe(dropped.end);
  });

  it("marks the reworded word that shares the quoted words' stem (train:11866)", () => {
    const source = "Three part \"horror\" film with some guy in a boarded up house imploring the viewer not to go \"out there\" and (unfortunately) gives us three tales to prove why.";
    const reply = "This three-part horror film centers around a man in a boarded-up house, fervently warning viewers not to venture outside, presenting three tales as cautionary examples.";
    const marks = marksOf(source, reply);
    expect(shown(source, reply, marks)).toEqual([["outside", '"out there"']]);
    expect(restoreMark(reply, source, marks, 0).text).toContain('not to venture "out there", presenting');
  });

  it("keeps the whole change as the place of a quotation that is most of it (train:8828: a replaced idiom)", () => {
    const source = "I couldn't wait to try the 8&#8243; Cinnamon Coffee Cake because it is made with fresh eggs, creamy sour cream, Madagascar Bourbon Vanilla and is topped and filled with cinnamon streusel. This 8&#8243; Cinnamon Coffee Cake is available online for only $18.95. Now, I have had my fair share of cinnamon coffee cakes, but, let me just tell you that the FantasiCakes Cinnamon Coffee Cake really \"takes the cake\" with size, price, quality and taste.";
    const reply = "I was excited to sample the 8-inch Cinnamon Coffee Cake because it is crafted using fresh ingredients like eggs, sour cream, and Madagascar Bourbon Vanilla, and is generously topped and filled with cinnamon streusel. This delectable cake can be purchased online for just $18.95. Having enjoyed various cinnamon coffee cakes in the past, I must say that the FantasiCakes Cinnamon Coffee Cake truly stands out in terms of its size, affordability, quality, and flavor.";
    expect(shown(source, reply, marksOf(source, reply))).toEqual([["truly stands out in terms of its", '"takes the cake"']]);
  });

  it("marks a verse number left out between the words around it, not on those words (train:11320, train:11265)", () => {
    // Only one side's words find the verse's place; the words beyond them are its own neighbours, kept.
    const before = "Moreover the word of the LORD came unto me, saying, 35:2 Son of man, set thy face against mount Seir, and prophesy against it, 35:3 And say unto it, Thus saith the Lord GOD; Behold, O mount Seir, I am against thee, and I will stretch out mine hand against thee, and I will make thee most desolate.";
    const after = "The LORD's message came to me: \"Son of man, focus on mount Seir and prophesy against it. Tell it that the Lord GOD declares: 'Behold, mount Seir, I am against you. I will stretch out my hand against you and make you utterly desolate.'\"";
    const marks = marksOf(before, after);
    expect(shown(before, after, marks)).toEqual([["", "35:2"], ["", "35:3"]]);
    expect(after.slice(marks[0]!.start - 5, marks[0]!.start + 3)).toBe('me: "Son');
    expect(after.slice(marks[1]!.start - 10, marks[1]!.start + 6)).toBe("against it. Tell");
    const source = "And the LORD spake unto Moses, saying, 18:26 Thus speak unto the Levites, and say unto them, When ye take of the children of Israel the tithes which I have given you from them for your inheritance, then ye shall offer up an heave offering of it for the LORD, even a tenth part of the tithe.";
    const reply = "The LORD commanded Moses, saying: \"Speak to the Levites and instruct them, 'When you receive tithes from the children of Israel as your inheritance, you shall present a heave offering to the LORD, which is a tenth part of the tithe.'\"";
    const verse = marksOf(source, reply);
    expect(shown(source, reply, verse)).toEqual([["", "18:26"]]);
    expect(reply.slice(verse[0]!.start - 6, verse[0]!.start + 8)).toBe('saying: "Speak');
  });
});

describe("an item dropped with what stood around it", () => {
  it("marks a citation dropped from a kept clause at its empty place, not on the next word (train:532)", () => {
    const source =
      "We show that a model architecture based on Inception-ResNetv2 (Szegedy et al., 2016) for image-feature extraction and Transformer (Vaswani et al., 2017) for sequence modeling achieves the best performance when trained on the Conceptual Captions dataset.";
    const reply =
      "The best performance is achieved using a combination of Inception-ResNetv2 for image feature extraction and Transformer for sequence modeling, when trained on the Conceptual Captions dataset.";
    const marks = reviewMarks(source, reply, [{ kind: "lost_names", names: ["Vaswani"] }]);
    expect(shown(source, reply, marks)).toEqual([["", "Vaswani"]]);
    expect(reply.slice(0, marks[0]!.start).endsWith("and Transformer")).toBe(true);
  });

  it("marks a list number dropped before a reworded item at its empty place, not on a word beside it (train:5853)", () => {
    const source = "2019 ran even lower for a cumulative reduction of approximately 50% 3 Office layout improvements: We have revised our corporate standards to improve our space efficiency";
    const reply = "2019 marked a cumulative reduction of about 50%. Furthermore, we've revamped our office layout and corporate standards to enhance space efficiency.";
    const marks = reviewMarks(source, reply, [{ kind: "lost_spans", spans: ["3"] }]);
    expect(shown(source, reply, marks)).toEqual([["", "3"]]);
  });

  it("finds a lost figure as a number of its own, not inside a bigger one", () => {
    const source = "Paper use fell 30% in 2017. Step 3 was the office layout.";
    const reply = "Paper use fell 30% in 2017. The next step was the office layout.";
    const marks = reviewMarks(source, reply, [{ kind: "lost_spans", spans: ["3"] }]);
    expect(marks.map((m) => source.slice(m.source.start, m.source.end))).toEqual(["3"]);
    expect(marks[0]!.source.start).toBe(source.indexOf("Step 3") + 5);
  });

  it("marks a dropped reporter citation where it stood, also when its year is glued to the court (dev:632)", () => {
    const source =
      "There is no reasonable expectation of privacy in the common areas of a multiunit apartment building. See United States v. Acosta, 965 F.2d 1248, 1252 (3d Cir.1992) (<HOLDING>); see also United States v.";
    const reply =
      "There is simply no reasonable expectation of privacy in the shared spaces of a multi-unit apartment building. The Third Circuit, in *United States v. Acosta*, clearly articulated this principle, which has been consistently upheld in subsequent cases. *See also United States v. Dickens*.";
    const marks = reviewMarks(source, reply, [{ kind: "lost_spans", spans: ["1992"] }]);
    expect(shown(source, reply, marks)).toEqual([["", "1992"]]);
    expect(reply.slice(0, marks[0]!.start).endsWith("United States v. Acosta")).toBe(true);
  });
});

describe("items a blind reading found misplaced (round 47)", () => {
  const placedMarks = (source: string, result: string, found: Parameters<typeof reviewMarks>[2]) => shown(source, result, reviewMarks(source, result, found));

  it("marks a name given in another form of itself on that form (train:3112)", () => {
    const source = "Incorporating such structure efficiently into the modern Transformer architecture is hard. In this work, we present HIBRIDS, which injects Hierarchical Biases foR Incorporating Document Structure into attention.";
    const result = "Integrating this structure into the Transformer architecture is a challenging task. To address this issue, we introduce HIBRID, a system that incorporates Hierarchical Biases for Document Structure into attention.";
    expect(placedMarks(source, result, [{ kind: "lost_names", names: ["HIBRIDS"] }])).toEqual([["HIBRID", "HIBRIDS"]]);
  });

  it("marks a bracketed name dropped with its brackets where it stood, not on the next word (train:2937)", () => {
    const source = "During the first type of diabetes, insulin Degludec (Tresiba) is required together with the diet.";
    const result = "The diet calls for medication such as Insulin Degludec for type 1 diabetes.";
    const marks = reviewMarks(source, result, [{ kind: "lost_names", names: ["Tresiba"] }]);
    expect(shown(source, result, marks)).toEqual([["", "Tresiba"]]);
    expect(result.slice(0, marks[0]!.start).endsWith("Insulin Degludec")).toBe(true);
  });

  it("marks a hedge dropped before a kept figure on the figure, so Restore mine puts the hedge back (train:8333)", () => {
    const source = "The company writes nonstandard auto insurance, with auto liability and auto physical damage accounting for approximately 60% and 40% of total premiums written.";
    const result = "The company specializes in nonstandard auto insurance, with a focus on two main areas:\n\n* **Auto Liability:** 60% of total premiums written\n* **Auto Physical Damage:** 40% of total premiums written";
    const marks = reviewMarks(source, result, [{ kind: "dropped_qualifiers", spans: ["approximately 60%"] }]);
    expect(shown(source, result, marks)).toEqual([["60%", "approximately 60%"]]);
    expect(restoreMark(result, source, marks, 0).text).toContain("**Auto Liability:** approximately 60% of total");
  });

  it("marks a verse number dropped after a closing quotation at its empty place, not on the next sentence's words (train:6172)", () => {
    const source = "but why doth my lord the king delight in this thing? 24:4 Notwithstanding the king's word prevailed against Joab, and against the captains of the host.";
    const result = 'But why does my lord the king take pleasure in this matter?" Nevertheless, the king\'s command prevailed over Joab and the captains of the army.';
    const marks = reviewMarks(source, result, [{ kind: "lost_spans", spans: ["24:4"] }]);
    expect(shown(source, result, marks)).toEqual([["", "24:4"]]);
    expect(result.slice(marks[0]!.start).startsWith("Nevertheless")).toBe(true);
  });

  it("gives an added word no counterpart of the text's unrelated words, so Restore mine takes it out (train:6339, train:11364)", () => {
    const source = "People have a right to hold the powerful to account. The media, as a great source of information, facilitates this task, allowing people to have access to the latest news.";
    const result = "People have a right to demand accountability. The media plays a pivotal role in facilitating this engagement, providing a platform for the latest news.";
    const marks = reviewMarks(source, result, [{ kind: "inflated_claims", words: ["pivotal"] }]);
    expect(shown(source, result, marks)).toEqual([["pivotal", ""]]);
    expect(marks[0]!.message).toBe("A claim made grander than your text makes it.");
    expect(restoreMark(result, source, marks, 0).text).toContain("The media plays a role in facilitating");
  });

  it("never gives an added word a function word guessed from one side as its counterpart (train:4414)", () => {
    const source = "We present the method for learning representations of graphs.";
    const result = "We present an innovative method for learning graph representations.";
    const marks = reviewMarks(source, result, [{ kind: "inflated_claims", words: ["innovative"] }]);
    expect(shown(source, result, marks)).toEqual([["innovative", ""]]);
  });

  it("keeps the text's word an added word replaced as its counterpart (train:11310)", () => {
    const source = "We show how this generalisation can be read as a gradient method applied to a novel energy function.";
    const result = "We show how this extension can be seen as a gradient approach applied to an innovative energy function.";
    expect(placedMarks(source, result, [{ kind: "inflated_claims", words: ["innovative"] }])).toEqual([["innovative", "novel"]]);
  });

  it("never puts an empty place inside a word (train:4390: \"it|'s\")", () => {
    const source =
      "The new groups may also be an oxymoron while again utilizing the unconventional approach to further economic growth alongside the meticulous planning, framework, and organization that several large firms have developed over time (Demirkan et al., 2019). Instead of reclining on their glories, the world's wealthiest organizations, such as Amazon as well as Samsung, are progressively undertaking proactive innovation projects to prevent disruption.";
    const result =
      "It's a bold approach that combines meticulous planning with unconventional thinking, and it's paying off for industry giants like Amazon and Samsung.\n\nThese trailblazers aren't resting on their laurels; they're proactively driving innovation to stay ahead of the curve.";
    const marks = reviewMarks(source, result, [{ kind: "lost_spans", spans: ["2019"] }]);
    expect(marks).toHaveLength(1);
    expect(/\w['’]?$/.test(result.slice(0, marks[0]!.start)) && /^['’]?\w/.test(result.slice(marks[0]!.end))).toBe(false);
  });

  it("marks a figure written out on the word that writes it, and no other number word (train:10927, train:7264)", () => {
    const source = "Today I just went in to order take out (3 apps) and was told they're too busy.";
    const result = "Today, I went in to order three appetizers for takeout, but was informed that they were too busy to accommodate us.";
    expect(placedMarks(source, result, [{ kind: "lost_spans", spans: ["3"] }])).toEqual([["three", "3"]]);
    const cite = "See Romandine v. United States, 206 F.3d 731, 738 (7th Cir.2000).";
    const reworded = "Courts, including the Seventh Circuit in Romandine v. United States and the Tenth Circuit, have read it so.";
    expect(placedMarks(cite, reworded, [{ kind: "lost_spans", spans: ["206"] }]).map(([mark]) => mark)).not.toContain("Tenth");
  });

  it("never narrows a lost figure onto a figure the text has too", () => {
    const source = "Several events between the 4th and 6th centuries changed the empire. Its lands were annexed in the wars of the 14th and 15th centuries.";
    const result = "Several events between the 4th and 6th centuries changed the empire, and its lands were later annexed in long wars.";
    const [[mark]] = placedMarks(source, result, [{ kind: "lost_spans", spans: ["14th"] }]);
    expect(mark).not.toBe("4th");
  });
});

describe("a figure with separators", () => {
  it("is marked whole, so Restore mine never splits a number (train:10671)", () => {
    const source = "For example, recent home office remodeling and data center optimization projects will save an estimated 11,293 KWH annually which equates to eliminating 1003 metric tons of CO2 emissions annually In an effort to reduce our carbon footprint, we continue to analyze and modernize our HVAC systems by replacing old and outdated equipment with more efficient and modern designs These efforts include,  Investing in Speed Drive controls on our equipment further reducing our energy demand  Planning HVAC equipment shutoffs based on personnel schedules  Installing new speed controlled pumps to our boiler (50,000kw/yr), LED lighting upgrades (143,000 kw/yr), and continuing to improve the management of our physical plants resources (58,000 kw/yr), all have added to our goal Other items to note,  We loosened the humidity requirements in our data center allowing for less humidity in the drier months saving additional load on our HVAC systems  We have improved the controls on our building air pressure to keep outside conditions from leaking in when doors are opened  We continue to adjust our cooling towers set points to take advantage of the colder and drier days whenever possible by making colder water when it is advantageous  We continue to invest in the optimization of our existing controls by working with our staff and vendors to understand and adjust the Building Automation System for optimal operation of our facility  We are looking at installing newer more modern chemical corrosion treatment systems for our boilers and chillers which will reduce our chemical needs by keeping tighter controls on those systems, which reduces our hazardous material use and waste generation as well as reducing our use of water for those processes Over the past six years we have made great strides in reducing our carbon footprint through reduction in utility usage Some of those key accomplishments were:  We have converted our entire headquarters, 18 million sq ft lighting system from T12 technology to T8 electronic bulbs and ballasts  Modernization of our HVAC systems has eliminated ozone depleting refrigerants and installed chill water compressors that use EPA approved refrigerants along with Variable Frequency Drives on all air handler units These have reduced our electrical usage over the past six years by over 50%  We have reduced natural gas consumption by nearly 30% through the utilization of a computer based energy management system which now controls the starting and stopping of all fan systems  The company has modernized our data center using new server virtualization technology and cooling system best practices This has saved 10,506,245 Annual Kilowatts/hour and 7,23412 Total Annual Tons CO2 Emissions (equivalent to removing 1,325 cars from the road)";
    const reply = "We have achieved significant energy savings through recent home office remodeling and data center optimization projects, which are projected to save 11,293 KWH annually. This is equivalent to eliminating 1,003 metric tons of CO2 emissions each year. To further reduce our carbon footprint, we are continually analyzing and upgrading our HVAC systems by replacing outdated equipment with more modern and efficient designs. Our efforts include:\n\n- Investing in Speed Drive controls to reduce energy demand further.\n- Coordinating HVAC equipment shutdowns based on personnel schedules.\n- Installing new speed-controlled pumps for our boiler (50,000 KWH/year), upgrading to LED lighting (143,000 KWH/year), and enhancing resource management of our physical plant (58,000 KWH/year) to meet our energy saving goals.\n\nAdditional measures include:\n\n- Adjusting humidity levels in our data center during drier months to lessen HVAC load.\n- Improving building air pressure controls to prevent outdoor air from leaking in when doors are opened.\n- Modifying cooling tower set points to take advantage of colder, drier days.\n- Continuously optimizing our Building Automation System by collaborating with staff and vendors for optimal facility operation.\n- Exploring the installation of modern chemical corrosion treatment systems for boilers and chillers to minimize chemical usage, waste generation, and water consumption.\n\nOver the past six years, some key accomplishments in reducing our carbon footprint through utility usage reduction include:\n\n- Converting the entire headquarters' 18 million sq ft lighting system from T12 technology to T8 electronic bulbs and ballasts.\n- Modernizing HVAC systems to eliminate ozone-depleting refrigerants and installing chill water compressors with EPA-approved refrigerants and Variable Frequency Drives on all air handler units, which has reduced electrical usage by over 50% in the past six years.\n- Reducing natural gas consumption by nearly 30% with a computer-based energy management system to control fan system operations.\n- Modernizing our data center with new server virtualization technology and best practices for cooling systems, saving 10,506,245 KWH annually and eliminating 7,234.12 tons of CO2 emissions annually, equivalent to removing 1,325 cars from the road.";
    const marks = marksOf(source, reply);
    expect(shown(source, reply, marks)).toContainEqual(["7,234.12", "7,23412"]);
    const figure = marks.findIndex((m) => reply.slice(m.start, m.end) === "7,234.12");
    expect(restoreMark(reply, source, marks, figure).text).toContain("eliminating 7,23412 tons");
  });
});

describe("a sentence the result leaves out", () => {
  it("is marked after the result's sentence that says what the sentence before it said (train:11959)", () => {
    const source = "These taste really good. I have been purchasing a different brand and these are very similar in taste and texture. I agree with the other reviewer regarding ordering in the summer. There is no insulating packaging with ice packs so they will melt in warm weather like all chocolate food items. Order in cold weather and buy enough to last!!!";
    const reply = "These taste great and are similar to another brand I've tried. However, like all chocolate, they can melt in warm weather since there's no insulated packaging with ice packs. It's best to order them in cold weather and stock up!";
    const marks = marksOf(source, reply);
    expect(shown(source, reply, marks)).toEqual([["", "I agree with the other reviewer regarding ordering in the summer."]]);
    expect(reply.slice(0, marks[0]!.start)).toBe("These taste great and are similar to another brand I've tried. ");
  });
});

describe("a left-out sentence of which a reworded sentence is left", () => {
  it("is marked before what is left of it, not before the sentence that says the one before it (train:6424)", () => {
    const source =
      "I'm doing marching band down I think. Brandon got section leader, but...so did Peter. It's confusing. Brandon got section leader for marching, and Peter got it for music or something. It's all very confusing.I guess Brandon's highter in the chain of command though, which is good because Peter hates me like no other. Ah, too much to do at once.";
    const result =
      "I might join the marching band. Brandon was chosen as a section leader, alongside Peter. The roles seem vague as Brandon leads the marching aspect while Peter oversees music. Brandon appears higher in the hierarchy, which is beneficial because Peter strongly dislikes me. Too many tasks at hand.";
    const left = "It's all very confusing.I guess Brandon's highter in the chain of command though, which is good because Peter hates me like no other.";
    const marks = reviewMarks(source, result, [{ kind: "omitted_sentences", sentences: [left] }]);
    expect(shown(source, result, marks)).toEqual([["", left]]);
    expect(result.slice(marks[0]!.start).startsWith("Brandon appears higher")).toBe(true);
  });
});

describe("marks placed from findings, on texts that trip a word alignment", () => {
  const placed = (source: string, result: string, found: Parameters<typeof reviewMarks>[2]) => reviewMarks(source, result, found).map((m) => [result.slice(m.start, m.end), source.slice(m.source.start, m.source.end), m.message]);

  it("reads the text's own span where the two texts space words differently", () => {
    // The alignment ignores whitespace; the text's double spaces must not shift where its words are read.
    const [[mark, had, message]] = placed("Budget  approved  for the new library wing.", "Budget approved for the new library wing in 2024.", [{ kind: "invented_spans", spans: ["2024"] }]);
    expect([mark, had]).toEqual(["2024", ""]);
    expect(message).not.toContain("wing");
  });

  it("never marks a lost figure on a figure of another sentence", () => {
    const [[mark]] = placed("Back in 2022 our firm rebuilt an old plant. Each worker then got a raise.", "The company renovated its factory. Staff received 5% more pay.", [{ kind: "lost_spans", spans: ["2022"] }]);
    expect(mark).not.toContain("5%");
  });

  it("never marks a lost name on a short word that begins it", () => {
    const source = "Last spring the committee chaired by Anderson quietly approved a much larger budget for the new library wing.";
    const result = "The panel signed off and agreed to a bigger budget for the new library wing.";
    const marks = reviewMarks(source, result, [{ kind: "lost_names", names: ["Anderson"] }]);
    expect(result.slice(marks[0]!.start, marks[0]!.end)).not.toBe("and");
  });

  it("ends a mark at the result's sentence end: the next sentence's words are not the item's (after train:10973)", () => {
    const quote = '"Ah, he has already had a crappy week, how the heck am I supposed to say this nicely."';
    const source = `I could not hear him, and I was like, ${quote} And, someone asked me later that day why I stay.`;
    const result = "I could not hear him, and I did not know how to respond nicely since he had already had a rough week. Later, someone asked me why I stay.";
    expect(placed(source, result, [{ kind: "lost_spans", spans: [quote] }]).map(([mark]) => mark)).toEqual(["did not know how to respond nicely since he had already had a rough week"]);
  });
});
