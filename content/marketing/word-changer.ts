import { OPTION_LISTS } from "@/lib/options";
import { allowanceFaq, listOf, privacyFaq, RUN_WORDS } from "./facts";
import type { ToolMarketing } from "./types";

export const wordChanger: ToolMarketing = {
  title: "Word Changer: Replace Words in Context",
  description:
    "Change words in your sentences for better-fitting alternatives. A free word changer that picks replacements in context, not from a thesaurus list.",
  intro: {
    heading: "Better words, chosen in context",
    paragraphs: [
      'Repeating "important" four times in a paragraph, or leaning on "very" and "really", makes writing feel flat. The Word Changer replaces overused and vague words with alternatives that fit the sentence around them.',
      "Unlike a thesaurus, it looks at the whole sentence before it swaps anything, and it leaves alone the words that carry your meaning: numbers, anything in quotation marks, links and acronyms.",
    ],
    cta: "Change your words",
  },
  howTo: {
    heading: "How to change words in a text",
    steps: [
      { title: "Paste your sentences", text: `Up to ${RUN_WORDS} at a time, typed, pasted or from a .txt file.` },
      {
        title: "Choose an audience",
        text: `Pick ${listOf(OPTION_LISTS.audience)} to set how plain or specialised the new words should be.`,
      },
      { title: "Change My Words", text: "Read the result and copy it, or change an option and run it again for different choices." },
    ],
  },
  features: {
    heading: "What the Word Changer does",
    items: [
      {
        title: "Context-aware replacements",
        text: "Words are replaced only where the alternative fits the grammar and meaning of the sentence.",
      },
      { title: "Repetition removed", text: "Overused words and filler are swapped or dropped, so each sentence carries its weight." },
      { title: "Register control", text: "{{formalTone}}" },
      { title: "Word counter", text: "A live word count next to the limit shows how long your text is before and after." },
    ],
  },
  audience: {
    heading: "Who uses the Word Changer",
    items: {
      Students: "Vary your vocabulary in your own assignments without changing what you argue.",
      Writers: "Catch the words you lean on and find livelier ones.",
      Bloggers: "Avoid using the same keyword so often that a post reads awkwardly.",
      Marketers: "Find punchier verbs and adjectives for headlines and calls to action.",
      Teachers: "Build vocabulary exercises from a model paragraph.",
      Researchers: "Vary the repetitive reporting verbs of a results section.",
      Professionals: "Replace jargon with plain words in emails for clients outside your field.",
      "Non-native speakers": "Learn precise alternatives to the general words you use most.",
    },
  },
  faq: [
    {
      question: "Is the Word Changer just a synonym swapper?",
      answer: "No. It replaces words only where the alternative fits the sentence,.",
    },
    {
      question: "Can I stop it from changing certain words?",
      answer: "Put a word or phrase in quotation marks and it will be left as written. Numbers, links and acronyms are also kept.",
    },
    {
      question: "Does it fix grammar?",
      answer:
        "It is not a grammar checker, though its replacements are chosen to fit the sentence grammatically. Proofread the result before you use it.",
    },
    allowanceFaq("rewrite"),
    privacyFaq(),
  ],
};
