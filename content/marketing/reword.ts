import { OPTION_LISTS } from "@/lib/options";
import { allowanceFaq, FREE_WORDS, listOf, privacyFaq, RUN_WORDS } from "./facts";
import type { ToolMarketing } from "./types";

export const reword: ToolMarketing = {
  title: "Reword Generator: Reword Sentences Free",
  description:
    "Reword sentences and paragraphs for free: fresh wording with the same meaning, facts and figures. Choose a tone and get a new version in seconds.",
  intro: {
    heading: "Fresh wording for text you have read too many times",
    paragraphs: [
      "After the fifth read of your own paragraph, every phrase looks fixed in place. The Reword Generator gives you a version with different words and sentence openings, so you can see your point from another angle and pick what works.",
      "It keeps the content still: dates, amounts, quotations and links come through unchanged, and sentences keep their order. Change the tone or switch on the humanizer to get another variation.",
    ],
    cta: "Reword your text",
  },
  howTo: {
    heading: "How to reword a paragraph",
    steps: [
      { title: "Paste your text", text: `Up to ${RUN_WORDS}: a sentence, a paragraph or a short section.` },
      { title: "Set the tone", text: `Choose from ${listOf(OPTION_LISTS.tone.filter((t) => t !== "Default"))}, or keep Default.` },
      { title: "Reword and compare", text: "Press Reword, compare the result with your original, and copy the version you prefer." },
    ],
  },
  features: {
    heading: "Why use the Reword Generator",
    items: [
      {
        title: "Variations on demand",
        text: "Change the tone, fluency or length and press Reword again to compare versions. {{steering}}",
      },
      { title: "Facts stay put", text: "Numbers, quotations, links and acronyms are protected from rewording." },
      { title: "Humanizer switch", text: "{{humanizerSwitch}}" },
      { title: "History", text: "Signed-in users can reopen earlier rewordings from the history panel." },
    ],
  },
  audience: {
    heading: "Who the Reword Generator helps",
    items: {
      Students: "Reword your own summaries so they do not echo the textbook's sentences.",
      Writers: "Find another way into a sentence you keep rewriting by hand.",
      Bloggers: "Write a fresh meta description or social post from an article's intro.",
      Marketers: "Create several wordings of one message for A/B tests.",
      Teachers: "Give the same exercise instructions in new words for a second class.",
      Researchers: "Avoid repeating the same phrasing across the sections of a long report.",
      Professionals: "Reword a standard reply so regular contacts do not get the same text twice.",
      "Non-native speakers": "See alternative phrasings of a sentence and learn new expressions.",
    },
  },
  faq: [
    {
      question: "Does rewording avoid plagiarism?",
      answer:
        "Rewording someone else's text does not make it your own. If you use another author's ideas, cite them. Use the Reword Generator on your own writing, or on quoted material you attribute properly.",
    },
    {
      question: "How do I get another version?",
      answer: "Change an option, such as tone, fluency, length or the humanizer switch, and press Reword again. {{steering}}",
    },
    {
      question: "Can it reword a whole document?",
      answer: `Free runs take up to ${FREE_WORDS} words, so work section by section. Pro raises the limit per run and removes the daily cap.`,
    },
    allowanceFaq("rewrite"),
    privacyFaq(),
  ],
};
