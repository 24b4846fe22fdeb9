import { describe, expect, it } from "vitest";
import { checkReply, findings, type GuardProblem, describeProblem } from "@/lib/ai/guards";
import { inventedSpans, lostSpans } from "@/lib/ai/guards/spans";
import { droppedQualifiers, inflatedClaims, inventedHeading, omittedSentences, unsupportedSentences } from "@/lib/ai/meaning";
import { changedNames } from "@/lib/ai/names";
import type { RewriteRequest } from "@/lib/ai/types";

/** The first thing the guards find in a reply (a retry or a review mark), null for none; with `kind`, the first of that kind. */
const firstFinding = (request: Parameters<typeof findings>[0], reply: string, kind?: GuardProblem["kind"]) =>
  findings(request, reply).find((f) => !kind || f.kind === kind) ?? null;

/**
 * The guards on replies real models wrote: each case is a source text and an LLM's rewrite of it from
 * ../shared/corpus (pair ids as bench/provider-replay/pairs.ts names them; excerpts, quoted as they are).
 * A careful editor accepts the first group; the second changes a fact and must still be refused.
 */
const rewrite = (text: string): RewriteRequest => ({ text, options: {}, humanize: false, rephraseType: "Rewriter", model: "pulse" });
const passes = (source: string, reply: string) => {
  expect(lostSpans(source, reply)).toEqual([]);
  expect(inventedSpans(source, reply)).toEqual([]);
};

describe("replies a careful editor accepts", () => {
  it("a number written in words (train:3223, Llama 2 polish; train:2580, GPT-4o)", () => {
    passes("Rob gets here may 14th..... Yeah 3 weeks today....", "Rob arrives on May 14th, which is three weeks from now.");
    passes(
      "I think it goes back about 8 generations so far.\nthat's amazing.",
      "It goes back about eight generations.\nThat's incredible.",
    );
  });

  it("a percentage written as a word or a sign (train:1476, GPT-3.5)", () => {
    passes(
      "[the way we work]around 15 percent of american workers don't have traditional full-time jobs.",
      "This mindset is reflected in the modern workforce, where approximately 15% of American workers hold non-traditional jobs.",
    );
  });

  it("a date reordered, with or without the ordinal (dev:623, GPT-4 rewrite; train:11556, GPT-4o)", () => {
    passes(
      "My parents and I took the Oak Alley and Laura Plantation tour on September 26th, 2015.",
      "On September 26, 2015, we participated in the Oak Alley and Laura Plantation tour.",
    );
    passes(
      "The Hungarian Revolution began on 23 October 1956 in Budapest when university students appealed to the civil populace.",
      "It started on October 23, 1956, when students in Budapest asked citizens to protest.",
    );
  });

  it("a quotation with its comma moved inside the marks (dev:414, GPT-3.5 polish)", () => {
    passes(
      'For example, if someone says "She borrowed the book" then you would assume that she intends to read the book.',
      'For example, if someone says, "She borrowed the book," we would assume she intends to read it.',
    );
  });

  it("doubled quotation marks from the source's export, quoted again in single marks (dev:819, Llama 3 70B)", () => {
    passes(
      'Saying that gold is ""clearly underpriced in today\'s market"" is just hand-waving.',
      "Statements like 'gold is clearly underpriced in today's market' lack substance.",
    );
  });

  it("a scare-quoted term given without its marks (train:4277, GPT-4o)", () => {
    passes(
      'WE have been looking for "natural" ways to help us sleep since we always seem to be overloaded with stress and a busy schedule.',
      "We've been searching for natural solutions to improve our sleep amidst the stress and bustle of our hectic lives.",
    );
  });

  it("an escaped percent sign and an en dash in a range (train:3793, GPT-4o; train:4379, GPT-3.5)", () => {
    passes(
      "The results show that LD3 provides between 19.8\\% and 68.6\\% better predictive performance than comparable detectors.",
      "Our findings reveal that LD3 outperforms comparable detectors by enhancing predictive performance by 19.8% to 68.6%.",
    );
    passes(
      "The UN-Habitat classified Vienna as the most prosperous city in the world in 2012–2013.",
      "Vienna was classified as the most prosperous city in the world in 2012-2013 by the UN-Habitat.",
    );
  });

  it("a list run into a paragraph set out line by line, numbered or in Markdown (train:8346, GPT-4o; dev:629, Gemini 1.5 Pro)", () => {
    passes(
      "Ah, Bait. How do I hate thee? Let me count the ways. 1. You try to be funny, but are corny and unenjoyable. 2. You try to be dramatic, but are unbelievable.",
      "Oh, Bait. How much do I hate you? Let me list the ways.\n1. You try to be funny, but you're just corny and not enjoyable.\n2. You try to be dramatic, but you're not believable.",
    );
    passes(
      "The Company's investment objectives are: (a) to invest on a long term basis in accordance with applicable insurance regulatory guidelines; and (b) to ensure preservation of invested assets.",
      "The investment objectives of Allied World are twofold:\n\n1. **Long-Term Investment Strategy:** To invest assets in accordance with insurance regulatory guidelines.\n2. **Policyholder Protection:** To prioritize the preservation of invested assets.",
    );
  });

  it("a magnitude written out, abbreviated or in full (train:2817, GPT-3.5; train:9970, Llama 2 polish; train:5160, Llama 3 70B)", () => {
    passes(
      "Two-way annual trade between China and Canada is in excess of $70bn.",
      "The bilateral trade between China and Canada surpasses $70 billion annually.",
    );
    passes(
      "For experiments, we collect a large-scale Chinese dataset from Sina Weibo containing over 20K polls.",
      "For experiments, we collect a large-scale Chinese dataset from Sina Weibo containing over 20,000 polls.",
    );
    passes(
      "Employed by Laura's agent to deliver a $6million ransom, brave mercenary Peter Weston (Al Cliver) sets off.",
      "Laura's agent hires brave mercenary Peter Weston (Al Cliver) to deliver a $6 million ransom.",
    );
  });

  it("a factor as 'x' or '-fold', a decade, a split ordinal and a dollar amount without its leading zero (train:7267, train:5534, train:5778, train:10722)", () => {
    passes(
      "With ENSEI, compared to the best known works, we achieve 5--11x online time reduction, up to 33x setup time reduction, and up to 10x reduction in the overall inference time.",
      "ENSEI demonstrates substantial improvements over existing methods, achieving a 5 to 11-fold reduction in online time, up to a 33-fold decrease in setup time, and up to a 10-fold decrease in overall inference time.",
    );
    passes(
      "One second they're in the present, next minute their supposedly in the 70's driving a modern SUV and wearing what looked like to me as 80's style clothing.",
      "I found it disorienting, with characters jumping between the present day and the 1970s, driving modern SUVs, and wearing what appeared to be 1980s-style clothing.",
    );
    passes(
      "As per Rizakis (2019), by the end of the 3 rd century AD, a new way of identity expression appeared.",
      "By the close of the 3rd century AD, as noted by Rizakis (2019), a novel mode of identity expression emerged.",
    );
    passes(
      "The doughssants are only $1.99 each! The regular donuts are about $.60 each!",
      "Doughssants are only $1.99 each, while regular donuts are a steal at just $0.60 each.",
    );
  });

  it("a percentage in LaTeX, with a space before the sign, or ending a range (dev:354, Gemini; train:5894, GPT-3.5; dev:1311, Llama 2)", () => {
    passes(
      "Extensive experimentation proves that all three low-level modalities boost the performance by more than $50\\%$ relative increase.",
      "Notably, we observe a relative increase in performance exceeding 50% across all three modalities.",
    );
    passes(
      "Our models perform better than their pre-trained counterparts (about 1.5 % improvement in F1-score).",
      "Our models outperform pre-trained embeddings (with a 1.5% improvement in F1-score).",
    );
    passes(
      "In addition to boosting performance between 2-53%, we specifically improve on noisy, low frequency forms.",
      "Our results show that we can boost performance between 2% and 53% on noisy, low frequency forms.",
    );
  });

  it("a quotation that loses its leading word, and quotation marks paired again after a stray one (train:3444, GPT-3.5; train:6600, GPT-3.5)", () => {
    passes(
      "Matter of Coelho, 20 I. & N. Dec. 464, 473 (B.I.A.1992) (\"[T]he Board ordinarily will not consider a discretionary grant of a motion to remand unless the moving party meets a 'heavy burden' and presents evidence of such a nature that the Board is satisfied that the new evidence offered would likely change the result in the case.\")",
      "Matter of Coelho, 20 I. & N. Dec. 464, 473 (B.I.A.1992) stating that the \"Board ordinarily will not consider a discretionary grant of a motion to remand unless the moving party meets a 'heavy burden' and presents evidence of such a nature that the Board is satisfied that the new evidence offered would likely change the result in the case.\"",
    );
    passes(
      '"As long as the losing business is not considered ""passive activity"" or ""hobby"", then yes.',
      'Absolutely! If the business you\'re in doesn\'t fall under the categories of "passive activity" or "hobby," then you\'re in luck.',
    );
  });

  it("e-mail encoding spaces and the idiom catch-22 (train:9218, GPT-4 rewrite; train:11929, Llama 3 70B)", () => {
    passes(
      "This is to remind you that various anonymous reporting facilities are=20 available for you to report violations of company policy.",
      "This is a reminder that various anonymous reporting facilities are available for you to report violations of company policy.",
    );
    passes(
      "8 hard inquiries spread over two years is not a negative factor.",
      "Eight hard inquiries over two years can create catch-22 situations, but they are not a negative factor.",
    );
  });

  it("'24x7' as continuous, scientific notation written out, and the idiom 'my last 2 cents' (dev:833, train:448, Llama 2 polish)", () => {
    passes(
      "It will enable real-time, 24x7 monitoring for low frequency radio transients. It will generate $\\sim 1.5 \\cdot 10^5$ correlations per second per spectral channel when built.",
      "This innovative system will enable continuous, real-time monitoring of low-frequency radio transients, generating approximately 150,000 correlations per second per spectral channel.",
    );
    passes(
      "My last 2 cents: Humorously enough, this movie was made by a movie company called Brain Damage Films.",
      "Final thoughts: Ironically, this film was produced by a company called Brain Damage Films.",
    );
    // A price still counts: "costs 2 cents" is no idiom.
    expect(lostSpans("It costs 2 cents.", "It costs very little.")).toEqual(["2"]);
  });

  // No corpus reply drops or adds a serial comma inside a quotation (the only place it could matter), so this
  // one case is written for the rule rather than taken from a real pair.
  it("a serial comma dropped inside a quotation", () => {
    passes(
      'The memo says "sales, hiring, and the new office" are on track.',
      'The memo says "sales, hiring and the new office" are on track.',
    );
  });

  it("a unit abbreviated or written out (train:11285, GPT-4o; the others written for the rule)", () => {
    passes(
      "People think I'm lying. So I bought 10lbs... : ) These bears are a",
      "I took matters into my own hands and purchased 10 pounds of them.\n\nThese bears are a",
    );
    passes("It took 30 minutes to walk 5 kilometres.", "The 5km walk took 30min.");
    passes("A 12oz can of soup.", "A twelve-ounce can of soup.");
  });

  it("a time of day with its am or pm set apart, and a currency's code set apart from its figure (train:10514, train:2408)", () => {
    passes(
      "obviously as an intern you don't need to stay until 8pm. don't be the intern leaves right when it hits 5:00pm...this ain't a shop rite shift.",
      "As an intern, you're not expected to stay as late as 8 pm. Don't be the intern who bolts at exactly 5:00 pm — this isn't a retail shift.",
    );
    passes("Doors open at 9:30am and the screening starts at 12:00PM.", "Doors open at 9:30 a.m., and the screening starts at 12:00 PM.");
    passes(
      "if the current convertion rate is 1$=0.82GBP, then consider reducing 3% of the actual currency rate.",
      "If the current conversion rate is 1 USD = 0.82 GBP, then reduce 3% from the actual currency rate.",
    );
    // A different hour is still a lost figure.
    expect(lostSpans("The shop opens at 8am.", "The shop opens at 9 am.")).toEqual(["8"]);
  });

  it("an amount with a space between its thousands, and billions written as 'bill' (train:9473, train:149)", () => {
    passes("But it couldn't have cost more than $20 000 to produce this movie.", "It likely cost no more than $20,000 to produce.");
    expect(
      lostSpans(
        "market value of equity for KORS is 7bill and its market value of debt is only like 147 million",
        "KORS has a market value of equity of $7 billion and a market value of debt of only $147 million",
      ),
    ).toEqual([]);
  });

  it("a currency's code given as its sign (train:1642, GPT-4o)", () => {
    passes("and plays the penny stocks ( stock under 3 USD a share).", "and try trading penny stocks (stocks under $3 a share).");
    expect(inventedSpans("It costs 4 EUR.", "It costs €5.")).toEqual(["€5"]);
  });
});

describe("replies that change a fact are still refused", () => {
  it("a weight given with another number or without its unit", () => {
    expect(lostSpans("So I bought 10lbs of them.", "So I bought 12 pounds of them.")).toEqual(["10lbs"]);
    expect(lostSpans("So I bought 10lbs of them.", "So I bought 10 of them.")).toEqual(["10lbs"]);
  });

  it("a rating dropped, though the reply says 'one' elsewhere (dev:1359, Llama 3 70B)", () => {
    const source = "This movie is one to skip. This is why I gave it a 3 instead of the 1 it deserves.";
    expect(
      lostSpans(source, "This one is best skipped. For this reason, I have given it a rating of 3, although it barely deserves even that."),
    ).toEqual(["1"]);
  });

  it("a number invented inside a quoted title (train:12454, Gemini 1.5 Pro)", () => {
    const source = "Like many before it, it portrays more of the mythology of the Alamo than the history. The production is poor.";
    const reply =
      '"The Alamo: 13 Days to Glory" falls short of delivering a satisfying cinematic experience. Like many before it, it portrays more myth than history.';
    expect(firstFinding(rewrite(source), reply)).toEqual({ kind: "invented_spans", spans: ["13"] });
  });

  it("a page cited after a sentence is no list number, and a quotation behind a stray mark still counts (train:880, train:8127)", () => {
    const source =
      "The legislative deprivation of [plaintiffs'] right to exclude, without more, constitutes a taking.\" Pls.' Cross-Mot. 30. The physical taking issue turns on the court's interpretation.";
    expect(
      lostSpans(
        source,
        "This deprivation of their right to exclude constitutes a taking. The physical taking issue hinges on the court's interpretation.",
      ),
    ).toEqual(["30"]);
    const quoted =
      'That was the scope of that duty."). Air traffic controllers are "required to do what a reasonable air traffic controller of their experience and training would have done under the totality of the circumstances."';
    expect(
      lostSpans(
        quoted,
        "This duty is defined by what a reasonable air traffic controller would have done given the totality of circumstances.",
      ),
    ).toHaveLength(1);
  });

  it("a link dropped from inside wrongly paired quotation marks (train:12041, Gemini 1.5 Pro)", () => {
    const source =
      '"http://www.investopedia.com/articles/mortgages-real-estate/08/tax-deductible-mortgage-canada.asp &gt; This strategy is not for everyone. You are also removing your ""cushion"" of safety.';
    const reply =
      "* **Psychological Impact:** Borrowing against your home can be emotionally challenging.\n* **Reduced Safety Net:** Leveraging home equity reduces your financial cushion.";
    expect(lostSpans(source, reply)).toContain(
      "http://www.investopedia.com/articles/mortgages-real-estate/08/tax-deductible-mortgage-canada.asp",
    );
  });

  it("a number changed to another in words, and a quotation reworded", () => {
    expect(lostSpans("Yeah 3 weeks today.", "Yes, four weeks from now.")).toEqual(["3"]);
    expect(
      lostSpans(
        'Obama emphasizes that "one in three kids is still on track to develop diabetes".',
        "Obama stresses that many children may develop diabetes.",
      ),
    ).toEqual(['"one in three kids is still on track to develop diabetes"']);
  });
});

/**
 * Meaning-level checks (lib/ai/meaning.ts): losses with every number and name kept, which the readers of
 * bench/provider-replay found among the replies the span checks passed, and replies the same checks must let
 * through. Each refusal names what the corrective retry must fix.
 */
describe("replies that keep every number and name yet change what the text says", () => {
  it("a reply padded to nearly twice the text's length with a headline and claims of its own is marked, not retried (train:6429, Llama 3 70B)", () => {
    const source =
      "The practice of market segmentation emerged well before marketers thought about it at a theoretical level. Archaeological evidence suggests that Bronze Age traders segmented trade routes according to geographical circuits. Other evidence suggests that the practice of modern market segmentation was developed incrementally from the 16th century onwards";
    const reply =
      "Uncover the Fascinating Roots of Market Segmentation!\n\nLong before marketers put a name to it, the concept of market segmentation was already in play. Archaeological discoveries reveal that savvy Bronze Age traders cleverly divided trade routes into geographical circuits, laying the groundwork for a practice that would evolve over time.\n\nFast forward to the 16th century, and the modern art of market segmentation began to take shape. Through a series of incremental innovations, marketers refined their approach, ultimately giving birth to the targeted strategies we know and use today.";
    const { retry, review } = checkReply(rewrite(source), reply);
    expect(retry).toBeNull();
    expect(review.map((f) => f.kind)).toContain("unsupported_sentences");
    // Three times the text's length is no rewrite: retried with the complaint.
    const essay = `${reply}\n\n${reply}`;
    const problem = checkReply(rewrite(source), essay).retry;
    expect(problem).toEqual({ kind: "length_drift", inputWords: 48, outputWords: 178 });
    expect(describeProblem(problem!)).toMatch(/178 words; the text has 48\. Keep about the original length/);
    // Extend asks for a longer result: its own length check applies, not this one.
    expect(firstFinding({ ...rewrite(source), options: { length: "Extend" } }, essay)?.kind).not.toBe("length_drift");
  });

  it("an abstract turned into a sales pitch (train:12181, GPT-3.5)", () => {
    const source =
      "We propose Diverse Embedding Neural Network (DENN), a novel architecture for language models (LMs). A DENNLM projects the input word history vector onto multiple diverse low-dimensional sub-spaces instead of a single higher-dimensional sub-space as in conventional feed-forward neural network LMs. We encourage these sub-spaces to be diverse during network training through an augmented loss function. Our language modeling experiments on the Penn Treebank data set show the performance benefit of using a DENNLM.";
    const reply =
      "Introducing DENN, the revolutionary Diverse Embedding Neural Network designed to supercharge language models (LMs)! Unlike traditional LMs, a DENNLM switches things up by mapping input word history vectors onto multiple unique low-dimensional spaces, rather than confining them to a single high-dimensional realm. By promoting this diversity in sub-spaces during training using an enriched loss function, DENN opens up new possibilities for language modeling. Exciting experiments on the Penn Treebank dataset reveal the remarkable performance boost that a DENNLM can bring to the table.";
    const problem = firstFinding(rewrite(source), reply);
    expect(problem).toEqual({ kind: "inflated_claims", words: ["revolutionary", "supercharge"] });
    expect(describeProblem(problem!)).toContain('("revolutionary", "supercharge")');
  });

  it("a hedged figure given as exact, and a claim to be first dropped (dev:148, GPT-3.5 polish; train:3861, Llama 2 polish)", () => {
    expect(
      firstFinding(
        rewrite(
          "Our models achieve about 5% relative error reduction (1.1% absolute improvement) for full morphological analysis, and around 22% relative error reduction (1.8% absolute improvement) for part-of-speech tagging, over a state-of-the-art baseline.",
        ),
        "Our models show a 5% reduction in relative error (a 1.1% absolute improvement) for full morphological analysis and a 22% reduction in relative error (a 1.8% absolute improvement) for part-of-speech tagging compared to a state-of-the-art baseline.",
      ),
    ).toEqual({ kind: "dropped_qualifiers", spans: ["about 5%", "around 22%"] });
    expect(
      firstFinding(
        rewrite(
          "By slimming the self-attention and fully-connected sub-layers inside a transformer, we are the first to identify structured winning tickets in the early stage of BERT training.",
        ),
        "By slimming the self-attention and fully-connected sub-layers inside a transformer, we identify structured winning tickets in the early stage of BERT training.",
      ),
    ).toEqual({ kind: "dropped_qualifiers", spans: ["the first to"] });
  });

  it("a review that leaves out three of its sentences, its friends' verdict among them (train:3718, Llama 3 70B)", () => {
    const source =
      "A Cinderella story made for adults who live in dreamland. The romance is very unrealistic, fluttery, lovey dovey, perfect etc. The Cinderella plot till the very end and Shahid Kapoor is the only reason for my stars. If you're looking for a dreamy romance with a twist, this is definitely you're movie, but for the rest of us real world people, I'd highly recommend saving your three hour watch time. Wake up people!\n\nFour out of the five people that saw the film with me would not recommend the film. We had a great time bashing majority of the unrealistic scenes. Maybe I'm missing something.. I just can't believe a movie like this can beat a classic like HDDCS!!";
    const reply =
      "Get ready to be swept away by a fairy tale romance that's as sweet as cotton candy, but just as unrealistic. This grown-up Cinderella story is a dreamy, over-the-top, love-struck fantasy that will leave you rolling your eyes in disbelief. Shahid Kapoor is the only redeeming quality, but even he can't save this sugary sweet mess from its own absurdity. Unless you're a hopeless romantic living in a fantasy world, I'd advise you to save your three hours and stick to reality. The rest of us will be over here, scratching our heads and wondering how this film managed to outshine a classic like HDDCS!";
    const problem = firstFinding(rewrite(source), reply);
    expect(problem).toEqual({
      kind: "omitted_sentences",
      sentences: [
        "The romance is very unrealistic, fluttery, lovey dovey, perfect etc.",
        "Four out of the five people that saw the film with me would not recommend the film.",
        "We had a great time bashing majority of the unrealistic scenes.",
      ],
    });
    expect(describeProblem(problem!)).toMatch(/^Your last answer left out what these sentences of the text say: "The romance/);
    // Shorten is asked to cut: leaving sentences out is what it does.
    expect(firstFinding({ ...rewrite(source), options: { length: "Shorten" } }, reply)?.kind).not.toBe("omitted_sentences");
  });

  it("an e-mail given a subject line the text never had (train:3599, GPT-4 polish)", () => {
    const source =
      "Kmann (non-privileged).pst this warning is sent automatically to inform you that your mailbox is approaching the maximum size limit. Your mailbox size is currently 77301 kb. Mailbox size limits: when your mailbox reaches 75000 kb you will receive this message.to check the size of your mailbox: right-click the mailbox (outlook today), select properties and click the folder size button. This method can be used on individual folders as well. To make more space available, delete any items that are no longer needed such as sent items and journal entries. You must empty the deleted items folder after deleting items or the space will not be freed. To turn journaling off, click tools | options | journaling options and de-select all items. See client help for more information.";
    const reply =
      "Subject: Impending Mailbox Size Limit Alert for Kmann (non-privileged).pst This automatic notification serves to inform you that your mailbox is nearing its maximum capacity. The current size of your mailbox stands at 77,301 KB. Please be aware of the following size thresholds: You will receive this warning once your mailbox hits 75,000 KB. To verify your mailbox's size, right-click on 'Outlook Today' in your mailbox, select 'Properties,' and then click on 'Folder Size.' This procedure is also applicable to individual folders. To free up space, consider deleting items that are no longer necessary, including those in 'Sent Items' and 'Journal Entries.' Remember, you must empty the 'Deleted Items' folder after deletion to effectively reclaim space. If you wish to disable journaling, go to 'Tools' > 'Options' > 'Journaling Options' and uncheck all selected items. For further assistance, consult the client help resources.";
    const problem = firstFinding(rewrite(source), reply);
    expect(problem?.kind).toBe("invented_heading");
    expect(describeProblem(problem!)).toMatch(
      /^Your last answer began with a heading the text does not have: "Subject: Impending Mailbox Size Limit Alert/,
    );
  });

  it("a restriction lifted, and a claim no longer hedged by what the writers know (train:8613, Llama 2 polish; train:12483, GPT-3.5)", () => {
    const source =
      "Topic models are evaluated based on their ability to describe documents well (i.e. low perplexity) and to produce topics that carry coherent semantic meaning. In topic modeling so far, perplexity is a direct optimization target. However, topic coherence, owing to its challenging computation, is not optimized for and is only evaluated after training. In this work, under a neural variational inference framework, we propose methods to incorporate a topic coherence objective into the training process. We demonstrate that such a coherence-aware topic model exhibits a similar level of perplexity as baseline models but achieves substantially higher topic coherence.";
    const reply =
      "Topic models are evaluated based on their ability to accurately describe documents, as evidenced by low perplexity scores. In contrast, topic coherence is a crucial yet challenging aspect of topic modeling, as it measures the semantic relevance of topics to each other. While perplexity has been a direct optimization target in traditional topic modeling approaches, topic coherence is typically evaluated post-hoc. In this work, we leverage a neural variational inference framework to incorporate a topic coherence objective into the training process. Our proposed methods lead to a coherence-aware topic model that outperforms baseline models in terms of both perplexity and topic coherence.";
    const problem = firstFinding(rewrite(source), reply);
    expect(problem).toEqual({ kind: "dropped_qualifiers", spans: ["is only"] });
    expect(describeProblem(problem!)).toContain('dropped qualifiers the text has: "is only"');
    expect(
      droppedQualifiers(
        "To our knowledge, all previous DRS parsers make local decisions for either bottom-up node composition or top-down split point ranking at each time step, and largely ignore DRS parsing from the global view point.",
        "Previous DRS parsers have relied on local decisions for either bottom-up node composition or top-down split point ranking at each time step, ignoring the global perspective.",
      ),
    ).toEqual(["To our knowledge"]);
  });

  it("sentences the writer never wrote (train:9161, Gemini 1.5 Pro)", () => {
    const source =
      "All of our paper ways are safe; if they go away this society has much bigger problems than what your retirement account is worth. I more or less understand the idea of being backed by the full faith of the government to mean that the government will be around for my entire lifetime. It is my opinion that everybody who suggests we invest in gold, whiskey, nickels (or to a lesser extent real estate) because the value of money is going to go away, are interested in survival in a Mad Mad apocalyptic world. I very much doubt we get there, and if we did everybody who planned for it wasted their time. Therefore, invest in the traditional methods that are frequently discussed here. Then invest in our society, then make sure you vote from a learned position to keep our society on track with sensible leaders who are above reproach.";
    const reply =
      "Don't worry too much about the US dollar collapsing. Our financial system is pretty solid, and if it ever fails, we'll have bigger problems to worry about than our retirement accounts!\n\nThose folks talking about investing in gold, whiskey, or nickels because they think the world's ending? They're preparing for a scenario that's probably not going to happen.\n\nInstead, focus on investing in proven strategies, like those discussed here, and in making our society stronger. Vote for smart, ethical leaders who make sensible decisions. That's the best way to secure a bright future for all of us.";
    const problem = firstFinding(rewrite(source), reply, "unsupported_sentences");
    expect(problem).toEqual({
      kind: "unsupported_sentences",
      sentences: [
        "Don't worry too much about the US dollar collapsing.",
        "They're preparing for a scenario that's probably not going to happen.",
      ],
    });
    expect(describeProblem(problem!)).toMatch(/^Your last answer added sentences the text does not say: "Don't worry/);
  });
});

describe("meaning-level checks let a careful rewrite through", () => {
  it("a grand word for the text's own judgement: a synonym, or praise as strong (train:4016, GPT-4o; train:4791, Llama 3 70B)", () => {
    expect(
      inflatedClaims(
        "if you've read the novel, then you're probably expecting a deep and intense movie",
        "those familiar with the novel might anticipate a profound and intense film",
      ),
    ).toEqual([]);
    expect(
      inflatedClaims(
        "This is one of the busiest Chick fil A's I've seen but they always manage to be quick and have exceptional service! I seriously don't know how they can be so quick and great all the time!",
        "I've never seen a Chick-fil-A as slammed as this one, but somehow they always manage to crank out orders at lightning speed while still delivering top-notch service.",
      ),
    ).toEqual([]);
  });

  it("a hedge in other words (train:1476, GPT-3.5; dev:354, Gemini 1.5 Pro)", () => {
    const kept = (source: string, reply: string) => expect(firstFinding(rewrite(source), reply)).toBeNull();
    kept(
      "[the way we work]around 15 percent of american workers don't have traditional full-time jobs.",
      "This mindset is reflected in the modern workforce, where approximately 15% of American workers hold non-traditional jobs.",
    );
    kept(
      "Extensive experimentation proves that all three low-level modalities boost the performance by more than $50\\%$ relative increase.",
      "Notably, we observe a relative increase in performance exceeding 50% across all three modalities.",
    );
  });

  it("a restriction in other words (train:7228, GPT-4o; train:4928, GPT-3.5)", () => {
    expect(
      droppedQualifiers(
        'Saha\'mpati, occurs only in the phrase "Brahmā Sahampati," a name frequently used in Buddhist scriptures the meaning of which is obscure.',
        'Saha\'mpati appears solely in the phrase "Brahmā Sahampati," a name commonly found in Buddhist scriptures whose meaning remains unclear.',
      ),
    ).toEqual([]);
    expect(
      droppedQualifiers(
        "Weshow that on average of 42% WR stars, increasing to ~85% in central regions, are only detected in the narrow-band imaging.",
        "We demonstrate that, on average, 42% of WR stars, rising to approximately 85% in central regions, are exclusively detected using narrow-band imaging.",
      ),
    ).toEqual([]);
  });

  it("a title the text has, set in Markdown (train:11775, GPT-4o)", () => {
    expect(
      inventedHeading(
        "THE ZOMBIE CHRONICLES\n\nAspect ratio: 1.33:1 (Nu-View 3-D)\n\nSound format: Mono\n\nWhilst searching for a (literal) ghost town in the middle of nowhere, a young reporter (Emmy Smith) picks up a grizzled hitchhiker (Joseph Haggerty) who tells her two stories involving flesh-eating zombies reputed to haunt the area.",
        "**The Zombie Chronicles**\n\n**Aspect ratio:** 1.33:1 (Nu-View 3-D)\n\n**Sound format:** Mono\n\nPicture this: A young reporter named Emmy Smith is on the hunt for a literal ghost town in the middle of nowhere. Along the way, she picks up a rough-around-the-edges hitchhiker, Joseph Haggerty. He spins two spooky tales about flesh-eating zombies that supposedly haunt the area.",
      ),
    ).toBeNull();
  });

  it("a hedge kept before a currency sign the reply adds (train:448, Llama 2 polish)", () => {
    expect(
      droppedQualifiers(
        "Filmed on a budget of what looks to be about 20 bucks, TZC is a completely horrible horror movie.",
        "Made on what appears to be a shoestring budget of around $20, TZC is an utterly dreadful horror film.",
      ),
    ).toEqual([]);
  });

  it("one freely rephrased sentence and one condensed away are marked for the user to judge, never retried (train:1456, GPT-4 polish)", () => {
    const source =
      "So I downloaded the game and played it for a little while, and it was nothing special. I spent more time trying to log in though than actually playing the game. There is a bug where it says that there was an update to the terms of service or whatever and whenever you clicked 'accept' it would just pop up again. You have to restart the client for it to work. Now that isn't that bad but why do I need to link my steam and gface accounts? they say it is for dlc but why is that even necessary? it is also not reversable so now I know that a company I don't care about has access to my steam information. Now the game itself is so so. It is easily recognisable as a cod clone, except somehow they made the gunplay worse... How is that even possible?";
    const reply =
      "I downloaded the game and gave it a try, but it was rather unremarkable. I found myself spending more time attempting to log in than actually playing. There's a persistent bug where you're notified of an update to the terms of service; however, clicking 'accept' only causes the notification to reappear. Restarting the client seems to resolve this issue. What puzzles me, though, is the requirement to link my Steam and Gface accounts ostensibly for downloadable content (DLC) access. Why is this linkage mandatory? Moreover, this integration is irreversible, leaving me uncomfortable about an unfamiliar company having access to my Steam information. As for the game itself, it's mediocre at best. It's clearly trying to emulate Call of Duty, yet it manages to degrade the quality of gunplay even further. How they achieved this regression is truly baffling.";
    expect(unsupportedSentences(source, reply)).toHaveLength(1);
    // Nor is one sentence condensed away ("a cod clone, except somehow they made the gunplay worse") lost matter.
    expect(omittedSentences(source, reply)).toHaveLength(1);
    const { retry, review } = checkReply(rewrite(source), reply);
    expect(retry).toBeNull();
    expect(review.map((f) => f.kind)).toEqual(expect.arrayContaining(["unsupported_sentences", "omitted_sentences"]));
  });
});

describe("replies that keep every number yet drop the text's names or bring in their own", () => {
  it("a review that loses its grade and its place (train:10784, Gemini 1.5 Pro)", () => {
    const source =
      "I stopped in for a drink yesterday and have to say the atmosphere gets an A+ from me. Such a unique concept for the St. Pete area. The attention to detail with the remodel was outstanding, it almost feels like you are in a Harry Potter movie or something. There is background music that is set at a low volume so you can clearly hear your friends or not have to shout for them to hear you - perfect for the old library-esque environment. Working behind the bar were Michael and Peggy - both couldn't have been more friendly and were overall just interesting people to talk to. I had eaten dinner already before I came so can't speak on the food but will definitely be back to try - the prices for meat/cheese trays are much better than comparable places in the area. I would definitely recommend checking this place out...";
    const reply =
      "This place is an absolute must-visit! From the moment you walk in, you'll be transported to a magical, Harry Potter-esque world. The attention to detail in the remodel is stunning.\n\nThe atmosphere is perfect for a cozy night out with friends, with low-key background music and a cool, library-esque vibe. The bartenders, Michael and Peggy, are friendly, interesting, and make a mean drink.\n\nWhile I didn't try the food, the menu looked great, especially their meat and cheese trays, which are priced way better than other spots in the area. Trust me, this place is a hidden gem!";
    const problem = firstFinding(rewrite(source), reply);
    expect(problem).toEqual({ kind: "lost_names", names: ["A+", "St. Pete"] });
    expect(describeProblem(problem!)).toMatch(
      /^Your last answer left out names the text gives: "A\+", "St\. Pete"\. Keep every person, place/,
    );
  });

  it("a news report that loses its source, an organisation and an official (train:13003, GPT-3.5)", () => {
    expect(
      changedNames(
        "The center reopened only 1 week ago after Doctors Without Borders temporarily halted operations in Butembo following last month's attack, the AP reports. Saturday's attack took place hours before the World Health Organization's Director-General Dr. Tedros Adhanom Ghebreyesus was scheduled to visit the Butembo treatment center.",
        "The center remains open although it had reopened only one week ago following a previous attack in Butembo. Despite the attack on Saturday, the World Health Organization will still continue its operations.",
      ).lost,
    ).toEqual(["Doctors Without Borders", "AP", "Director-General Dr. Tedros Adhanom Ghebreyesus"]);
  });

  it("a legal brief given a source and a party it never names (train:180, Llama 3 70B)", () => {
    const source =
      "Ex. 45), establishes that Pan Am in fact interpreted its Plan as requiring employees to have reached the age of 55 to receive subsidized benefits, regardless of how their employment ended. If the Plan provided the subsidized benefit to employees involuntarily terminated before age 55, there would have been no need to re-hire laid-off employees after that age to qualify them for benefits. Pan Am's generosity in accommodating laid-off employees to allow them to receive higher benefits was completely gratuitous, and could not have resulted in an obligation on Pan Am's part to employ this practice with every employee, or in a modification of the Plan's terms. See Perreca v. Gluck, 295 F.3d 215, 224-25 (2d Cir.2002) (<HOLDING>).";
    const reply =
      "A crucial piece of evidence reveals that Pan Am had a clear understanding of its own Plan: employees had to reach the age of 55 to qualify for subsidized benefits, no matter how their employment ended (Katz Aff. Ex. 45). If the Plan had intended to provide these benefits to employees terminated before 55, it would have been unnecessary to rehire laid-off employees after they turned 55 just to make them eligible. Pan Am's decision to accommodate these employees and offer them higher benefits was a generous gesture, not a contractual obligation. In fact, it was a one-time favor that didn't create a precedent for future employees or modify the Plan's terms. As the court ruled in Perreca v. Gluck, 295 F.3d 215, 224-25 (2d Cir.2002), this kind of voluntary action doesn't establish a binding commitment. Therefore, PBGC's interpretation of the Plan's...";
    const problem = firstFinding(rewrite(source), reply);
    expect(problem).toEqual({ kind: "invented_names", names: ["Katz Aff", "PBGC"] });
    expect(describeProblem(problem!)).toContain('named what the text does not: "Katz Aff", "PBGC"');
  });
});

describe("the name check lets a careful rewrite through", () => {
  it("an acronym spelled out, or an abbreviation expanded (train:4493, Llama 2 polish; train:5861, GPT-4 polish)", () => {
    expect(
      changedNames(
        "The extensive experiments show that our method outperforms both the SOTA search-based baseline (NAS-BERT) and the SOTA distillation-based methods (such as DistilBERT, TinyBERT, MiniLM, and MobileBERT).",
        "Extensive experiments show that our method outperforms both the state-of-the-art search-based baseline (NAS-BERT) and the state-of-the-art distillation-based methods (such as DistilBERT, TinyBERT, MiniLM, and MobileBERT).",
      ).lost,
    ).toEqual([]);
    const source = "As of now I am tied up with kt plans since one other project with teamsz 8 is going to help us in the next release.";
    const reply =
      "Currently, I am engrossed in developing Knowledge Transfer plans, especially since we are collaborating with another project team of eight, who will aid us in our next release.";
    // One name of its own (the expansion of "kt") is not refused: two are. (The excerpt's "teamsz 8" → "team of
    // eight" is refused by the number check, which wants the same neighbouring word.)
    expect(changedNames(source, reply).invented).toEqual(["Knowledge Transfer"]);
    expect(firstFinding(rewrite(source), reply)?.kind).not.toBe("invented_names");
  });

  it("an acronym given in the plural, or the singular (train:5857, train:5534, dev:118)", () => {
    expect(
      changedNames(
        "Current works based on attention, reinforcement learning, or GAN are black-box models so they neither provide meaningful explanations.",
        "Current works that rely on attention, reinforcement learning, or GANs are black-box models, failing to provide meaningful interpretations.",
      ).invented,
    ).toEqual([]);
    expect(
      changedNames(
        "next minute their supposedly in the 70's driving a modern SUV and wearing 80's clothing",
        "jumping between the present day and the 1970s, driving modern SUVs",
      ).invented,
    ).toEqual([]);
    expect(changedNames("Training runs on 8 CPUs in parallel.", "Training runs on eight CPU cores in parallel.").lost).toEqual([]);
    // A different acronym with an s is still one of the reply's own.
    expect(changedNames("The GAN is trained on faces.", "The GANs and VAEs are trained on faces.").invented).toEqual(["VAEs"]);
  });

  it("a name with its accents or without them (train:338, train:11603)", () => {
    expect(changedNames("I haven't delved into their Pho offerings yet.", "I haven't explored their Phở offerings yet.")).toEqual({
      lost: [],
      invented: [],
    });
    expect(changedNames("Results of Jiménez's Monte Carlo studies.", "Results of Jimenez's Monte Carlo studies.")).toEqual({
      lost: [],
      invented: [],
    });
  });

  it("a name in another form, and an organisation given in full (train:7299, Llama 3 70B; train:13003, GPT-3.5)", () => {
    expect(
      changedNames(
        'As it tries to be a Brit "Sex and the City", the writer/director is male, here first-timer Scot John McKay.',
        'à la British "Sex and the City," the writer-director, Scot John McKay.',
      ).lost,
    ).toEqual([]);
    expect(
      changedNames(
        "Ghebreyesus confirmed that WHO plans to continue Ebola response operations in the Congo.",
        "The World Health Organization will still continue its operations against Ebola in the Congo, Ghebreyesus said.",
      ).lost,
    ).toEqual([]);
  });
});
