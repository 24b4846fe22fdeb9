import { describe, expect, it } from "vitest";
import type { ModelId, PromptOptions } from "@/lib/options";
import { rewriteText } from "@/lib/rewriter";

const MODELS: readonly ModelId[] = ["pulse", "lumenaris"];
const OPTION_SETS: readonly PromptOptions[] = [
  {},
  { tone: "Casual" },
  { tone: "Formal" },
  { length: "Shorten" },
  { fluency: "Basic" },
  { fluency: "Advanced" },
];
/** Sentences around the case vary the engine's seed, so each case is tried along many random paths. */
const CONTEXTS = ["", "The story was told again last week.", "Nobody expected this.", "Here is what happened.", "It was a long day."];

/** Every output of the engine for `sentence`, over models, humanizer on and off, option sets and contexts. */
function outputs(sentence: string): string[] {
  const all: string[] = [];
  for (const model of MODELS) {
    for (const humanize of [false, true]) {
      for (const options of OPTION_SETS) {
        for (const context of CONTEXTS) {
          const text = context ? `${context} ${sentence}` : sentence;
          all.push(rewriteText({ text, options, humanize, rephraseType: humanize ? "Humanizer" : "Rewriter", model }));
        }
      }
    }
  }
  return all;
}

/** Edits the issue found in real outputs (issue 16): each must never come back. */
const CASES: readonly { input: string; wrong: RegExp }[] = [
  // Found while labelling samples of dev edits (bench/quality/edit-labels.jsonl).
  // Labelled wrong by two independent readers in sample v12 (round v12 of bench/quality/edit-labels.jsonl).
  { input: "Firstly, cucumbers have been cultivated for thousands of years and have a long history.", wrong: /built for thousands/ },
  {
    input: "In this paper, we propose Deep Embedded Clustering, a method that learns features and clusters together.",
    wrong: /we suggest Deep/,
  },
  {
    input: "To mitigate this attack that can cause substantial harm, we borrow the idea of adversarial training.",
    wrong: /curb this attack/,
  },
  {
    input:
      "While assessing the distribution of the voters, it's important to remember that most are young and that, if candidates tie, the vote splits.",
    wrong: /voters, most are young and that/,
  },
  {
    input: "While it is possible that some sailors may have continued fighting in the water, most of them surrendered.",
    wrong: /perhaps,? some sailors may/i,
  },
  {
    input: "Our model, trained on the Chinese portion of the corpus, substantially surpasses existing baselines.",
    wrong: /significantly surpasses/,
  },
  { input: "I remember thee, when thou wentest after me in the wilderness, in a land that was not sown.", wrong: /wasn't sown/ },
  { input: "Well, thank you, Mr. Smith. But I was just doing my job.", wrong: /Yet I was/ },
  { input: "Many seek to transcend the individual self through the attainment of nirvāṇa or by following the path.", wrong: /nirvāṇan/ },
  { input: "If there is still life on it today, we will just have to find out.", wrong: /have to (?:discover|learn)\./ },
  // Labelled wrong by two independent readers in sample v13 (round v13 of bench/quality/edit-labels.jsonl).
  {
    input:
      "Market segmentation involves identifying identifiable, substantial, accessible, stable, differentiable, and actionable consumer groups.",
    wrong: /identifiable, (?!substantial)\w+, accessible/,
  },
  { input: "The media played a significant role in shaping public perception of the events in Waco.", wrong: /central to|key to/ },
  { input: "The expansion plan could be risky as it requires a significant investment.", wrong: /dangerous/ },
  {
    input: 'When we say "in the car," it\'s because we are actually inside the car, sitting in the seats.',
    wrong: /^(?:.*\. )?Sitting in the seats when/m,
  },
  { input: "The service was slow. I hope this is only a one-time thing, and my next experience will be better.", wrong: /thing\. My next/ },
  {
    input: "These headlines give valuable information about the narrative and factual evolution of news articles.",
    wrong: /story and factual/,
  },
  { input: "It could better our nation a a whole, and help everyone.", wrong: /an a whole/ },
  { input: "Some students are overwhelmed as it is When a student is at school they have to focus.", wrong: /as it's/ },
  // Labelled wrong by two independent readers in sample v14 (round v14 of bench/quality/edit-labels.jsonl).
  { input: "The evidence shows that this was done without the intent to possess it to make weapons.", wrong: /intent to have/ },
  {
    input: "Managers pursued their own interests, ignored the warnings, and created a toxic atmosphere that led to the collapse.",
    wrong: /made a toxic/,
  },
  {
    input: "The existence of this wormhole throat is a direct consequence of the mathematical structure of spacetime.",
    wrong: /direct effect/,
  },
  { input: "The restaurant had a rustic charm with wooden accents and dim lighting, creating a cozy ambiance.", wrong: /making a cozy/ },
  {
    input: "He even commanded troops, yet his power was ultimately derived from spiritual forces.",
    wrong: /was (?:in the end|eventually) derived/,
  },
  { input: "The evaluation of debiased models on downstream prediction tasks has been limited.", wrong: /has been restricted/ },
  // Labelled wrong by two independent readers in sample v15 (round v15 of bench/quality/edit-labels.jsonl).
  { input: "The waiter was attentive and made sure we had everything we needed to enjoy our meal.", wrong: /everything we had to/ },
  { input: "The reason for 24ish hours is not well known, although I haven't been in school in 5 years or so.", wrong: /even though I/ },
  {
    input: "Most methods consider each test case in isolation. However, this paradigm is known to suffer from semantic drift.",
    wrong: /this model is/,
  },
  { input: "Diatoms are characterized by their intricate and delicate cell walls made of silica.", wrong: /detailed and delicate/ },
  {
    input: "Overall, technology has revolutionized the automotive industry, and there is no looking back.",
    wrong: /has changed the automotive/,
  },
  { input: "yukos will return to a us court on wednesday to ask for more time.", wrong: /an us court/ },
  {
    input: "Stress can suppress the immune system. Conversely, the immune system can also communicate with the nervous system.",
    wrong: /In contrast, the immune|By contrast, the immune|On the other hand, the immune/,
  },
  // Labelled wrong by two independent readers in sample v16 (round v16 of bench/quality/edit-labels.jsonl).
  { input: "Initially, these accusations partially rest on an underlying claim about memory.", wrong: /^(?:.*\. )?At first, these/m },
  {
    input: "Many sites do not allow web scraping. A way of knowing that is by adding the text robots.txt to the website url.",
    wrong: /knowing that's/,
  },
  { input: "It shaped our expectations for an answer such as featured on Twitter or in the Sunday Digest.", wrong: /like featured/ },
  { input: "For a deeper dive there, try out Adam Winkler's book on gun rights.", wrong: /test Adam/ },
  { input: "Existing methods are unable to effectively alleviate bias in downstream tasks.", wrong: /ease bias/ },
  {
    input: "Artificial intelligence, blockchain, cloud computing, and big data are regarded as the core of fintech.",
    wrong: /cloud calculating/,
  },
  {
    input: "Regarding the visual domain, we focus on the extraction of features from frames.",
    wrong: /^(?:.*\. )?About the visual domain/m,
  },
  { input: "Inflection is a fundamental and crucial task that gained significant attention.", wrong: /basic and/ },
  // Labelled wrong by both readers of sample v17 (round v17 of bench/quality/edit-labels.jsonl).
  {
    input: "I could have stayed for a few hours, but I just absorbed the scene. But it's late, so I am glad to leave.",
    wrong: /hours\. But I just/,
  },
  { input: "The model extracts knowledge about object relations (X occurs in Y; X consists of Z) from text.", wrong: /happens in/ },
  { input: "Some high school couples might just make it in the long run. Anyway, I'm off to bed.", wrong: /make it over time/ },
  // Labelled wrong by one reader of v17.
  { input: "It arrived fresh and intact. Very good size. I froze half for later use.", wrong: /Very good size, and/ },
  {
    input: "The company is explaining the necessary procedures and seamlessly collaborating with my insurance provider.",
    wrong: /easily collaborating/,
  },
  { input: "This work shows that studying Venus is crucial for expanding our knowledge of planets.", wrong: /important for expanding/ },
  // Read wrong in the thirty outputs read as an editor at the end of issue 16's stop 27.
  { input: "Because the bigger the teeth, the more difficult it is to use those teeth.", wrong: /more hard|it's to use/ },
  {
    input:
      "There can be evolutionary differences between old, long-lived individuals and newborn individuals in species with extended lifespans.",
    wrong: /people/,
  },
  {
    input:
      'Write a program that prints May the force be with you if the value of character is "obi", and prints I find your lack of faith disturbing if it is "vader".',
    wrong: /\. Prints/,
  },
  {
    input:
      "Ethernet cables are indeed capable of high bandwidth and can span long distances, but they are not suitable for all types of data transfer.",
    wrong: /\. Yet they/,
  },
  {
    input: "It is the moment of truth in your lies. When everything feels like the movies, you bleed just to know you're alive.",
    wrong: /like the films/,
  },
  { input: "I'm not intelligent I'm not pretty I'm not funny I don't like most people", wrong: /^(?:In short|Put simply), /m },
  { input: "I called and confirmed, as well as found out they serve side salads.", wrong: /along with found/ },
  { input: "The experiment stands at the forefront of neutrino physics and proton decay research.", wrong: /stands leading/ },
  {
    input: "The significant investments on fixed assets show that the company may have enough fixed assets to grow.",
    wrong: /^On fixed assets/,
  },
  {
    input:
      "Take a cloth of blue, and cover the candlestick of the light, and his lamps, and his tongs, and all the oil vessels thereof, wherewith they minister unto it.",
    wrong: /\. His lamps/,
  },
  {
    input: "The advent of large pre-trained language models has given rise to rapid progress in the field.",
    wrong: /(?!large)\b\w+ pre-trained language/,
  },
  { input: "He became the King of the Lombards from 774, and the first Roman Emperor from 800.", wrong: /\. The first Roman/ },
  { input: "The value of the CRC for the given generator G and data D can be computed quickly.", wrong: /^(?:.*\. )?By G/m },
  {
    input: "Given two variables, n, and character, write a program that prints the character n times.",
    wrong: /In short, given|Put simply, given/,
  },
  { input: "We show that our model is robust to data scarcity, exceeding previous results.", wrong: /is (?!robust)\w+ to data/ },
  {
    input: "While the performance of these models has scaled with size, compression techniques have been key in making them practical.",
    wrong: /practical,? while the performance/,
  },
  {
    input: "Patients are preoccupied with perceived flaws in their physical appearance, which may be minor or even nonexistent to others.",
    wrong: /\. (?:That|This) may be minor/,
  },
  { input: "Nobody expected this.", wrong: /, Nobody/ },
  { input: "The crowd couldn't believe their eyes when the rocket landed.", wrong: /couldn't (?!believe)\w+ their eyes/ },
  { input: "I missed your comforting embrace during the long winter.", wrong: /comforting (?!embrace)\w+/ },
  { input: "Teachers now call for a more critical and informed approach to screens.", wrong: /critical and (?!informed)\w+ approach/ },
  { input: "It was as if this enchanted water had healing powers.", wrong: /\bas\.$|it was as[.,]/i },
  {
    input: "Sheriff Lindsay Foulis deferred sentence until next month for reports and granted McCormack bail in the meantime.",
    wrong: /^(?:.*\. )?Until next month/m,
  },
  { input: "The law changed the rules for drivers of large vehicles on city roads.", wrong: /large cars/ },
  { input: "However, there are still some problems with the new system.", wrong: /\bstill\b[^.]*\bstill\b/i },
  {
    input: "The closure of the factory not only resulted in the loss of around 50 jobs, but it also had a lasting effect on the town.",
    wrong: /not only [^.]*\. /,
  },
  {
    input: "Across the county, book loans have gone up, not down, since the libraries reopened.",
    wrong: /loans have (?!gone up,)[^,]*, not down/,
  },
  { input: "The students' books were on the table when the teacher came in.", wrong: /\bwere[.,]/ },
  {
    input: "While less visible than physical alterations, lookism often reveals a deeply unhealthy relationship with self-image.",
    wrong: /self-image,? while less visible/,
  },
  // Found while making the rewriter reorder clauses and phrases (issue 16, paraphrase).
  { input: "Websites can determine if a new password is similar to the old one.", wrong: /^(?:.*\. )?If a new password/m },
  {
    input: "The use of steel from ships made before the atomic bombings of 1945 is due to its low background radiation.",
    wrong: /^(?:.*\. )?Before the atomic bombings/m,
  },
  {
    input: "When we meet the same germs again, our immune system makes cells that recognize them quickly.",
    wrong: /recognize them quickly when we meet/,
  },
  {
    input: "When you stand, the muscles in your feet fire repeatedly as the pressure on them stays constant.",
    wrong: /constant when you stand/,
  },
  { input: "I would recommend it to anyone looking for a memorable meal during their visit.", wrong: /^(?:.*\. )?During their visit/m },
  {
    input: "Big portions of eggs and bacon come with a cup of coffee early in the morning.",
    wrong: /^(?:.*\. )?In the morning,.* early\./m,
  },
  { input: "Took an old friend here for lunch on Saturday.", wrong: /^(?:.*\. )?On Saturday, took/m },
  { input: "In some cases, the file grows because of the rules I added to represent numbers.", wrong: /represent numbers in some cases/ },
  { input: "I liked it. I thought it was great.", wrong: /I believed it was great/ },
  { input: "Several factors might contribute to this correlation.", wrong: /add to this correlation/ },
  { input: "The tool builds static graphs that mimic dynamic computation graphs.", wrong: /(?:lively|active) computation graphs/ },
  { input: "The detector is poised to unlock fundamental secrets of the universe.", wrong: /tap fundamental secrets/ },
  { input: "We first train the model. Finally, we demonstrate that the metric can be used to guide training.", wrong: /Eventually, we/ },
  { input: "Adding more devices can overload the circuit beyond its capacity.", wrong: /beyond its ability/ },
  { input: "The bus service does serve the purpose of getting you from one place to another.", wrong: /serve the (?:aim|goal)/ },
  { input: "I did not feel it was working out, nor should I have to keep returning.", wrong: /should I need to/ },
  {
    input: "I stopped by three months ago but left after waiting ten minutes without any service.",
    wrong: /^(?:.*\. )?After waiting ten minutes/m,
  },
  { input: "And then, in a moment of great excitement, he went down to the river.", wrong: /Also, then/ },
  { input: "The film is about a man who calls himself the Devil, hence the title.", wrong: /therefore the title/ },
  { input: "This game was so overhyped for how bad it actually is.", wrong: /it in fact is/ },
  { input: "We can establish a theory that people smile more in company.", wrong: /set up a theory/ },
  { input: "The elasticity will change depending on the price.", wrong: /depending on the cost/ },
  { input: "So in conclusion, i think that the first policy is the best one.", wrong: /As a result, in conclusion/ },
  {
    input: "The shift came in the 1980s, with California at the forefront, and that of course postdating his term.",
    wrong: /\. That of course postdating/,
  },
  { input: "Having just one car means being obliged to go places.", wrong: /Having one car/ },
  {
    input: "In this way, God makes His guidance clear to you, so that you may live in reverence and awe of Him.",
    wrong: /\. So that you may/,
  },
  { input: "When we first sat down I realized that I left my ID in our apartment.", wrong: /I saw that I left/ },
  { input: "I decided to give it a chance, and I regret doing so.", wrong: /give it an? opportunity/ },
  { input: "The film paints a simple picture that lacks nuance or depth.", wrong: /lacks detail/ },
  { input: "Through comprehensive experiments on four datasets, we show that the method works.", wrong: /complete experiments/ },
  { input: "He wrote in 1996 about the threat of the rise of a urllink in the region.", wrong: /an urllink/ },
  // Found in a held-out sample of train-split edits.
  {
    input: "This allows the app to quickly resume where you left off when you return to it within a short time.",
    wrong: /^(?:.*\. )?When you return/m,
  },
  {
    input:
      "Adversarial training regularizes supervised learning algorithms, while virtual adversarial training extends them to new settings.",
    wrong: /^(?:.*\. )?While virtual adversarial training extends them/m,
  },
  {
    input: "Crucially, the root cause of the slow relaxation can be traced to the disorder.",
    wrong: /(?:Put simply|In short), the root cause/,
  },
  { input: "If you're not at the cafe, and you're hungry, there are many other fine options.", wrong: /cafe\. You're hungry/ },
  { input: "When a muscle is overused, injured, or subjected to stress, the fibers can become tight.", wrong: /subjected to emphasi/ },
  { input: "They had to come up with grammar books for the new language.", wrong: /think of grammar books/ },
  { input: "They have their own reasons for keeping it shut, you know?", wrong: /keeping it close/ },
  { input: "The film might not appeal to those seeking a subtle and nuanced experience.", wrong: /subtle and careful/ },
  { input: "The package covers methods up to sparse partial robust regression.", wrong: /partial (?:strong|solid) regression/ },
  { input: "The ratio of the velocities is less than one for large Reynolds numbers.", wrong: /big Reynolds numbers/ },
  { input: "The variations brought about by small changes in the sample were large.", wrong: /variations (?:resulted in|led to) by/ },
  { input: "I got a call saying they would give me a credit if I came back.", wrong: /^(?:.*\. )?If I came back/m },
  { input: "We found that the paths correlate with some verbs, and that more training can help further.", wrong: /\. That more training/ },
  {
    input: "The odd thing with gas lighting is, when the lights in one room are lit, and you turn on the gas in another, they dim.",
    wrong: /lit\. You turn/,
  },
  { input: "Thanks for coming, now get out! Haha. He was very pleasant about it.", wrong: /Haha, and he/ },
  { input: "described the terms, writing that the duty is the company's.", wrong: /^Described/ },
  { input: "I mix her dry food with a little wet food and she loves it.", wrong: /slightly wet food|a bit wet food/ },
  { input: "You get a tiny dish and a bunch of chips in a little bucket.", wrong: /a bit bucket/ },
  { input: "The council meets as MPs are due to vote on the road safety bill.", wrong: /because of vote/ },
  { input: "Being a seaman was not an upperclass job, so many women would have had other jobs.", wrong: /\. So many women/ },
  { input: "Every so often, I request for a room upgrade.", wrong: /ask for for/ },
  { input: "Moral labels are more robust and easier to acquire.", wrong: /easier to gain/ },
  { input: "This is due to the fact that young queens leave the nest to mate.", wrong: /This is since/ },
  { input: "The country was under British occupation and suffered from economic instability.", wrong: /British job/ },
  { input: "Notably, for the top thousand facts, the precision was high.", wrong: /Especially, for/ },
  { input: "To clarify, different receptors on different neurons are at work here.", wrong: /To clear up,/ },
  {
    input: "He came to proclaim liberty to the captives, and the opening of the prison to them that are bound.",
    wrong: /\. The opening of the prison/,
  },
  { input: "They already know the source you are using here, as they mention it themselves.", wrong: /bring up it/ },
  { input: "Which in most cases would be O.K., but they could betray the party and vote for whom they please.", wrong: /O\.K\.\./ },
  { input: "On top of this, we propose a new method with a strong guarantee.", wrong: /guarantee on top of this/ },
  // Read in this session's merged outputs: a technical "innovative" is not "inventive", a dataset not "thorough".
  { input: "This innovative approach generates returns for investors over time.", wrong: /inventive/ },
  { input: "Pixie includes both implicit and indirect comparisons, making it more comprehensive.", wrong: /thorough/ },
  // Labelled wrong in the v5 sample (round v5 of bench/quality/edit-labels.jsonl).
  { input: "He did a great job and I was very happy with the results.", wrong: /with the outcomes/ },
  {
    input: "When you stand, the pressure stays constant. However, when you walk about, the pressure shifts.",
    wrong: /(?:That said|Still|Even so|Nevertheless), when you walk/,
  },
  { input: "Luke participated in the programme as long as he could.", wrong: /so long as|provided that he could/ },
  { input: "Our framework could help facilitate theoretical analysis of many practical issues.", wrong: /help help/ },
  {
    input: "It's a film that embraces its own absurdity, delivering a uniquely entertaining experience.",
    wrong: /(?:accepts|adopts|welcomes) its own/,
  },
  { input: "Planning sets goals for an organization by its managers on behalf of stakeholders.", wrong: /managers for stakeholders/ },
  { input: "The shape arose by chance, not due to any mechanism that might be selected for.", wrong: /chosen for|picked for/ },
  { input: "He has a habit of making unsubstantiated claims such as Eamon Dev Valera had autism.", wrong: /claims including/ },
  { input: "A non-existing plot and the occasion to shock = Love sick....too bad, the idea was good.", wrong: /Love (?!sick)\w+/ },
  {
    input: "When you have industrialized processes for harvesting and refining it, this cuts the costs down.",
    wrong: /(?:reduces|lowers) the costs down/,
  },
  { input: "Every sandwich here is huge, not because of the protein but because of the fries.", wrong: /sandwich here['’]s/ },
  { input: "SRU achieves 5-9x speed-up over cuDNN-optimized LSTM on classification datasets.", wrong: /cuDNN-(?!optimized)/ },
  {
    input: "Collecting a large amount of human-annotated graphs is expensive and tedious, so we propose simple ways.",
    wrong: /expensive and (?:dull|boring)/,
  },
  {
    input: "The audience is spoon-fed a narrative of a woman entangled in a web of deceit, but the film fails to explore her choices.",
    wrong: /Still, the film/,
  },
  {
    input: "The Company believes that risk of catastrophic losses is low due to the fact that the majority of its policies are small.",
    wrong: /most its/,
  },
  {
    input: "Evaluations reveal that this form of EBGAN exhibits enhanced training stability compared to conventional GANs.",
    wrong: /boosted training/,
  },
  {
    input: "This paper proposes a taxonomy for English questions by augmenting deep learning models with question classes.",
    wrong: /adding to deep|boosting deep/,
  },
  {
    input: "The method iteratively optimizes clustering objectives, outperforming older methods.",
    wrong: /fine-tunes|clustering (?:aims|goals)/,
  },
  { input: "Our brains focus on any small sounds or stimuli that we perceive.", wrong: /stimuli that we see/ },
  { input: "One reason is the complex legal landscape surrounding religious organizations.", wrong: /legal (?:scene|world)/ },
  { input: "I saw the Lamb of God moving among the children of men.", wrong: /kids of men/ },
  { input: "Companies must move beyond profits and embrace a more holistic perspective on their role.", wrong: /more overall/ },
  { input: "I spent six transformative years behind bars, beginning as a teenager.", wrong: /six (?:major|far-reaching) years/ },
  { input: "We demonstrate the effectiveness of SRU on various NLP tasks, achieving 5-9x speed-up over LSTM.", wrong: /accomplishing/ },
  {
    input: "Egypt had a complex afterlife system, with different realms and judgment ceremonies.",
    wrong: /different (?:fields|worlds|areas) and/,
  },
  { input: "I'm just going to mention since I forgot to in my answer that the film was shot in Peru.", wrong: /bring up since/ },
  {
    input: "We then show that the generalizations of the Holevo information also satisfy the data processing inequality.",
    wrong: /show the generalizations/,
  },
  { input: "The greatest achievers are those who embrace challenges without fear of failure.", wrong: /adopt challenges/ },
  {
    input: "Even with higher pay, some employees still choose to quit the company because leadership does not listen.",
    wrong: /give up the company/,
  },
  {
    input: "He lived among his children and grandchildren, their presence a testament to the blessings bestowed upon him.",
    wrong: /(?:proof|sign) to the blessings/,
  },
  { input: "We train a shallow machine translation system 27% faster than an optimized baseline.", wrong: /an improved baseline/ },
  { input: "Left out, of course, is the fact that this is Argentina's fault.", wrong: /[Oo]mited/ },
  { input: "Motivated by these studies, we investigate the use of a simple linear classifier.", wrong: /studies, we study/ },
  { input: "This study investigates the efficacy of incorporating low-level features.", wrong: /study studies/ },
  {
    input: "Only a small subset of sentences vary in performance with respect to graph isomorphism.",
    wrong: /performance (?:about|regarding) graph/,
  },
  { input: "The Navajo code talkers played a significant role in World War II.", wrong: /talkers was/ },
  {
    input: "Different communities have different preferences when it comes to body shape and size.",
    wrong: /preferences (?:with|for) body/,
  },
  { input: "The old bridge stood as a reminder of the war that divided the town.", wrong: /bridge showed the war/ },
  {
    input:
      "We then show that the generalizations of the Holevo information, the entanglement-assisted capacity, and the coherent information also satisfy the data processing inequality.",
    wrong: /capacity\. The coherent/,
  },
  // Labelled wrong in the v6 sample (round v6 of bench/quality/edit-labels.jsonl).
  {
    input: "This fundamental inequality ensures that information cannot be increased by processing alone.",
    wrong: /inequality makes sure/,
  },
  {
    input: "In the case of second-order derivatives, our scheme runs in the optimal time where A is the alphabet size.",
    wrong: /the (?:best|ideal) time/,
  },
  { input: "Things don't look up for Mary— she's all over the place— until she hears about Henry.", wrong: /Mary, she's/ },
  { input: "See Backiel v. United States, — U.S. —, 111 S.Ct. 509 (1990).", wrong: /States, U\.S\./ },
  { input: "But not all of us agree. So that's why we shouldn't get community service for this.", wrong: /As a result, that's why/ },
  { input: "The new plan covers every region of the country. But that's not all we are doing this year.", wrong: /Yet that's not all/ },
  {
    input: "The game is also plagued by numerous bugs, including instances where my map vanished permanently.",
    wrong: /including examples where/,
  },
  { input: "Unlock the power of large networks with our new training method.", wrong: /Open up the power/ },
  { input: "If player 1 won the first state, it would still not constitute a Nash equilibrium.", wrong: /not make up a Nash/ },
  {
    input: "1. Restricted airspace during the Cold War The airspace near the Soviet Union was heavily restricted during the Cold War.",
    wrong: /During the Cold War, restricted airspace/,
  },
  {
    input: "These models enrich the text with general semantic features (e.g. keywords and topics) to enhance their modeling.",
    wrong: /keywords and subjects/,
  },
  {
    input: "Our approach centers on developing robust multimodal representation models for movies.",
    wrong: /developing (?:strong|solid) multimodal/,
  },
  {
    input: "Commuters seeking a reliable and efficient way to navigate the city are left with few choices.",
    wrong: /way to (?:work through|handle) the city/,
  },
  {
    input: "Cucumbers have been cultivated for thousands of years and have a long history of preservation.",
    wrong: /have been developed for/,
  },
  // Labelled wrong in the v7 sample (round v7 of bench/quality/edit-labels.jsonl).
  { input: "Stupid sickness. Oh well, I'll come back and write more in a bit after I finish my paper.", wrong: /in slightly/ },
  {
    input: "Such models have large memory requirements. To alleviate this issue, we propose to jointly distill and quantize the model.",
    wrong: /relieve this issue/,
  },
  {
    input: "The main reason why not wearing a seat belt is unsafe and illegal in most cases is that it increases the risk of injury.",
    wrong: /illegal (?:mostly|usually)/,
  },
  {
    input: "The method of unambiguous state discrimination facilitates precise measurements but may lead to inconclusive results.",
    wrong: /eases precise/,
  },
  // Labelled wrong in the v8 sample (round v8 of bench/quality/edit-labels.jsonl).
  {
    input: "Finally, after a life brimming with purpose and devotion, he breathed his last in the old house.",
    wrong: /^(?:.*\. )?Lastly, after a life/m,
  },
  { input: "The police chief confirms that this is being investigated as a human trafficking case by the state.", wrong: /being studied/ },
  {
    input: "The faith she embraces will eventually alleviate her sorrows and elevate them into celestial bliss.",
    wrong: /improve them into/,
  },
  {
    input: "The models learn metaphorical knowledge, mostly in their middle layers. The knowledge is transferable between languages.",
    wrong: /The understanding is transferable/,
  },
  {
    input: "I guess that accounts for the high price. I went down to the market and got a much tastier one for five bucks.",
    wrong: /I fell to/,
  },
  { input: "The tiny little pixels on your screen are the only solid places to land on.", wrong: /small little/ },
  // Labelled wrong in the v9 sample (round v9 of bench/quality/edit-labels.jsonl).
  { input: "The staff is always friendly and helpful and they always go above and beyond to fix my car.", wrong: /friendly and useful/ },
  {
    input: "The framework is built upon a teacher-student setting, by expanding the student model step by step.",
    wrong: /The structure is built/,
  },
  { input: "The service is stellar, but getting someone to the house is the difficult part of the job.", wrong: /to the home is/ },
  {
    input: "Passengers depend on punctuality. Furthermore, the vehicles themselves are in a poor condition, often breaking down.",
    wrong: /the cars themselves/,
  },
  {
    input: "Extensive, multi-course menus give way to a streamlined, simplified menu with limited choices.",
    wrong: /simplified, simplified/,
  },
  {
    input: "First sip was completely bitter and disgusting! So I asked her about it, and she said they had no sweetener.",
    wrong: /As a result, I asked/,
  },
  { input: "I just want you to know who I am I just want you to know who I am I just want you to know", wrong: /who I'm I/ },
  { input: "This study promises to illuminate the intricate and dynamic interplay within these complex systems.", wrong: /dynamic mix/ },
  // Labelled wrong by two independent readers in sample v18 (round v18 of bench/quality/edit-labels.jsonl).
  { input: "All the topics that I knew like the back of my hand, I didn't really believe in them.", wrong: /didn't believe/ },
  {
    input: "The afflicted have you not empowered, neither have you cured that which was ailing.",
    wrong: /have you not (?:helped|enabled)/,
  },
  { input: "These guidelines set restrictions based on credit quality, duration, single issuer, and sector.", wrong: /quality, length,/ },
  {
    input: "Barcelona and Gibraltar have become my favorite places due to the fact that I was able to witness perfect sunsets.",
    wrong: /favorite puts/,
  },
  {
    input: "It is important that we work to protect and conserve these tiny but essential organisms and the ecosystems they inhabit.",
    wrong: /tiny but (?:necessary|key) organisms/,
  },
  {
    input: "To mitigate this attack that can cause substantial harm, we borrow the honeypot concept from the cybersecurity community.",
    wrong: /(?:limit|reduce|curb) this attack/,
  },
  // Labelled wrong by two independent readers in sample v19 (round v19 of bench/quality/edit-labels.jsonl).
  {
    input: "Divide 1001 into the data bits. The remainder of this division is 0000, which is the CRC for the given data.",
    wrong: /The rest of this division/,
  },
  {
    input: "We did not complain to the server because it was a week night, we were tired, and we knew we wouldn't be back again.",
    wrong: /we were tired\. We knew/i,
  },
  {
    input: "The Brouwer fixed-point theorem, a cornerstone of topology, offers a fascinating lens through which to explore stability.",
    wrong: /a basis of topology/,
  },
  // Labelled wrong by two independent readers in sample v20 (round v20 of bench/quality/edit-labels.jsonl).
  {
    input: "Cry in the ears of Jerusalem, saying, Thus saith the LORD; I remember thee, the kindness of thy youth.",
    wrong: /saith the LORD\. I remember/,
  },
  {
    input: "The constitution is the highest law of the land. This ensures that even the government itself is subject to the rule of law.",
    wrong: /makes sure/,
  },
  {
    input: "These features are extracted based on prior knowledge such as, speech perception or speech production.",
    wrong: /like, speech/,
  },
  { input: "I picked it because I'm a fan of Michael Madsen, but even he couldn't elevate this subpar film.", wrong: /raise this subpar/ },
  // Labelled wrong by two independent readers in sample v21 (round v21 of bench/quality/edit-labels.jsonl).
  {
    input:
      "Participation rates for individuals aged 65 and above are below 20%, indicating that the vast majority of this age group is retired.",
    wrong: /nearly all/,
  },
  {
    input: "It is time for businesses to evolve beyond a narrow focus on profits and embrace a more holistic perspective.",
    wrong: /welcome a more holistic/,
  },
  // Labelled wrong by two independent readers in sample v22 (round v22 of bench/quality/edit-labels.jsonl).
  {
    input: "Stay ahead of the curve with our cutting-edge models, updated regularly to reflect the latest insights!",
    wrong: /modern models/,
  },
  {
    input: "The technician even showed me how the process would work, so I could understand what was occurring.",
    wrong: /work\. So I could/,
  },
  {
    input: "Models often generate content irrelevant to a given question, drifting away from a correct answer during generation.",
    wrong: /a right answer/,
  },
  { input: "It's a highly recommended choice for anyone seeking a compelling story about human relationships.", wrong: /convincing story/ },
  {
    input: "The line ratios for these elements were also elevated, hinting at the presence of charge exchange.",
    wrong: /were also lifted|were lifted/,
  },
  {
    input: "Grammars capture syntax well. However, the intricacies of real-world language often demand a more expressive framework.",
    wrong: /the details of real-world/,
  },
  // Labelled wrong by two independent readers in sample v23 (round v23 of bench/quality/edit-labels.jsonl).
  { input: "Basically, tear the old shoe out, trim, give the hoof a manicure, put a new shoe back on.", wrong: /shorten/ },
  {
    input: "Space itself expands, which affects the distance between objects, causing them to move apart from each other.",
    wrong: /move aside from/,
  },
  // Labelled wrong by two independent readers in sample v24 (round v24 of bench/quality/edit-labels.jsonl).
  {
    input: "The moment we stepped inside, we were enchanted by the captivating ambiance of the old hotel.",
    wrong: /(?:gripping|engaging) ambiance/,
  },
  {
    input: "When the mean frequency of the spin ensemble resonates with the cavity mode, we observe damped Rabi oscillations.",
    wrong: /connects with the cavity|strikes a chord/,
  },
  // Labelled wrong by two independent readers in sample v25 (round v25 of bench/quality/edit-labels.jsonl).
  {
    input:
      "A question can be answered by examining a text passage. However, to achieve human-like comprehension, a machine must read well.",
    wrong: /Yet to achieve/,
  },
  { input: "I was hooked from the first episode. Not since rocco have I found such a moron compelling tv watching.", wrong: /strong tv/ },
  {
    input:
      "I love the convenience of having it delivered to my home (I have prime, so I get it in two days and don't have to pay for shipping), and the price is fair.",
    wrong: /prime\. So I get/,
  },
  // Labelled wrong by two independent readers in sample v26 (round v26 of bench/quality/edit-labels.jsonl).
  {
    input: "When I gaze into the mirror, I see a multifaceted individual - a scholar, a mentor and an activist.",
    wrong: /a complex individual/,
  },
  // Labelled wrong by one reader of two in sample v26.
  {
    input: "When light hits an object, some of it is absorbed by the object, and some of it is reflected back to our eyes.",
    wrong: /some of it['’]s/,
  },
  // Labelled wrong by one reader of two in sample v23.
  {
    input:
      "Firstly, the corpus size greatly impacts the results. Secondly, our results show that classifier-based approaches perform well.",
    wrong: /^(?:.*\. )?Second, our results|^First, the corpus/m,
  },
  {
    input: "Vikings never wore horned helmets. Similarly, Roman clothing has also been influenced by artistic interpretations over time.",
    wrong: /in the same way\.$/,
  },
  // Labelled wrong by one reader of two in sample v22.
  { input: "The most common eye color is brown, which is due to a higher amount of melanin in the iris.", wrong: /is because of a higher/ },
  // Labelled wrong by one reader of two in sample v20.
  {
    input:
      "If a unit fails at 13:33, the team must alert the operator and ensure that at the start of the next hour, at 14:00, the schedule is adjusted.",
    wrong: /make sure at the start/,
  },
  {
    input: "The food was bad. The chicken was dry and overcooked, the sauce was bland and flavorless, and the pasta was mushy.",
    wrong: /flavorless\. The pasta/,
  },
  {
    input: "Dialogue state tracking plays a key role in task-oriented dialogue systems to monitor the user's goal.",
    wrong: /(?:central|key) to task-oriented dialogue systems to monitor/,
  },
  // Labelled wrong by one reader of two in sample v18.
  {
    input: "She offered helpful suggestions and even let me try a sample of the soup of the day before I placed my order.",
    wrong: /put my order/,
  },
  {
    input: "Two distinct forgetting factors allow it to mitigate the trade-off between choosing a small or large value.",
    wrong: /limit the trade-off/,
  },
  {
    input:
      "Automatic and human evaluation show that the encoder is able to reliably assign good labels for the movie's attributes, and the overviews provide descriptions of the movie's content.",
    wrong: /attributes\. The overviews/,
  },
  // Labelled wrong in the v10 sample (round v10 of bench/quality/edit-labels.jsonl).
  {
    input:
      "We delve into the limitations imposed by data availability, computational constraints, privacy concerns, and the unique security threats present in the IoT ecosystem.",
    wrong: /privacy concerns\. The unique/,
  },
  {
    input:
      "Could it lead to higher rates of conviction as argued above? I think the answer is more probably a complex set of social factors.",
    wrong: /the response is/,
  },
  // Labelled wrong in the v11 sample (round v11 of bench/quality/edit-labels.jsonl).
  {
    input: "Her noble conduct in life, and the spiritual legacy she embraces, will eventually ease her sorrows.",
    wrong: /legacy she welcomes/,
  },
  {
    input:
      "We evaluate the method on many corpora. Our evaluation results, obtained from 17 datasets, show that it generates good features.",
    wrong: /results, got from/,
  },
  // Checked while adding WordNet's two-way synonyms to the lexicon (2026-11-25).
  { input: "The flavor of this hot sauce makes it one of a kind! We picked up a bottle on a trip.", wrong: /one of a sort/ },
  {
    input: "As the evening progressed, a live jazz band graced the stage, filling the air with soulful melodies.",
    wrong: /graced the phase/,
  },
  // Read among 30 dev outputs on 2026-11-25: a streamlined shape is shaped to cut the air, not made simpler.
  {
    input: "Bicycles have a streamlined shape that allows them to take advantage of the reduced air resistance.",
    wrong: /simplified shape/,
  },
];

describe("edits known to go wrong stay out", () => {
  /** Formal writing with no tone asked for keeps its register; a casual tone may change it. */
  const REGISTER_CASES: readonly { input: string; wrong: RegExp }[] = [
    // One reader of two in sample v18: "dig into" is casual, and a physics abstract asked for no casual tone.
    {
      input: "Taking a new perspective, we delve into the issue of diffusive bond-dissociation within a double well potential.",
      wrong: /\bdig into/,
    },
    // One reader of two in sample v23: in a physics abstract the degree is the finding.
    {
      input:
        "The nano-stripes exhibit a large tensile hydrostatic strain component, which is maximum at the center of the top free surface, and becomes very small at the edges.",
      wrong: /becomes small/,
    },
    // Both readers in sample v21: a court opinion that quotes plain words still takes no contraction.
    {
      // The whole dev text: its plain words score it just below the formality line.
      input:
        "If the reliability test is not met and the methods or techniques are deemed unreliable, any expert testimony based upon such techniques is also considered unreliable and therefore inadmissible. See Franklin, 1999 UT 61 at ¶ 18, 987 P.2d 22. ¶ 22 Thus, the question before us is whether canine accelerant detection is novel scientific evidence. Scientific methods or tech- ñiques are not considered novel if they are \"of the sort that ha[s] 'attained general acceptance in ... the relevant scientific community.' \" Patey v. Lainhart, 1999 UT 31, ¶ 16, 977 P.2d 1193 (ellipsis in original) (citation omitted). If scientific testimony is not based on novel scientific principles or techniques, the Rimmasch test is not implicated. See id.; see also State v. Adams, 2000 UT 42, ¶ 16, 5 P.3d 642 (<HOLDING>).",
      wrong: /isn't met/,
    },
  ];
  for (const { input, wrong } of REGISTER_CASES) {
    it(`keeps the register of "${input.slice(0, 40)}…" when no casual tone is asked for`, () => {
      const plain = MODELS.flatMap((model) =>
        [false, true].map((humanize) =>
          rewriteText({ text: input, options: {}, humanize, rephraseType: humanize ? "Humanizer" : "Rewriter", model }),
        ),
      );
      expect(plain.filter((output) => wrong.test(output))).toEqual([]);
    });
  }

  for (const { input, wrong } of CASES) {
    it(`never rewrites "${input.slice(0, 48)}…" wrongly`, () => {
      const bad = outputs(input).filter((output) => wrong.test(output));
      expect(bad.slice(0, 3)).toEqual([]);
    });
  }
});
