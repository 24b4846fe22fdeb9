import { allowanceFaq, LANGUAGE_CLAIM, privacyFaq, RUN_WORDS } from "./facts";
import type { ToolMarketing } from "./types";

export const rewrite: ToolMarketing = {
  title: "AI Rewriter: Rewrite Text Online Free",
  description: `Rewrite sentences and paragraphs online for free: choose tone, length and fluency, keep your meaning, and compare before and after. No sign-up needed.`,
  intro: {
    heading: "A rewriter that changes the wording, not the message",
    paragraphs: [
      `{{rewriting}} Numbers, quotations, links and acronyms stay as you wrote them.`,
      `The options row sets fluency, tone, emotion, audience, length and language. {{humanizerSwitch}} Open Statistics to compare sentence length, word count and how much of the text changed.`,
    ],
    cta: "Start rewriting",
  },
  howTo: {
    heading: "How to rewrite text in three steps",
    steps: [
      { title: "Add your text", text: `Paste up to ${RUN_WORDS}, attach a .txt file, or press Try A Sample to see how it works.` },
      {
        title: "Pick your options",
        text: "Leave everything on Default for a neutral rewrite, or choose a tone, a length and an audience that fit where the text is going.",
      },
      {
        title: "Rewrite and review",
        text: "Press Rewrite, read the result next to your original, then copy it or download it as result.txt.",
      },
    ],
  },
  features: {
    heading: "What the AI Rewriter does for you",
    items: [
      { title: "{{rewritingTitle}}", text: "{{rewriting}}" },
      { title: "{{steeringTitle}}", text: "{{steering}}" },
      {
        title: "Before-and-after statistics",
        text: "Compare average words per sentence, syllables per word and the share of the text that changed.",
      },
      {
        title: "AI score on every result",
        text: "Each rewrite is scored by the built-in AI detector, so you can see how machine-like the new version reads.",
      },
    ],
  },
  audience: {
    heading: "Who uses the AI Rewriter",
    items: {
      Students: "Rephrase your own notes and drafts so your summaries read clearly, without changing what your sources say.",
      Writers: "Try a second version of a stubborn paragraph and keep the sentences that work.",
      Bloggers: "Refresh an old post's introduction or adapt a paragraph for a newsletter.",
      Marketers: "Produce variants of product copy in a different tone for ads, emails and landing pages.",
      Teachers: "Reword instructions and examples at a simpler fluency level for different classes.",
      Researchers: "Smooth the wording of abstracts and reports while technical terms and figures stay intact.",
      Professionals: "Turn a blunt email into a professional one, or shorten a report section before it goes out.",
      "Non-native speakers": "Check how a fluent writer might phrase what you mean, and learn from the differences.",
    },
  },
  faq: [
    {
      question: "How is a rewriter different from a thesaurus?",
      answer:
        "A thesaurus swaps single words and often picks ones that do not fit. The rewriter reads the whole sentence first. {{rewriting}}",
    },
    {
      question: "Will the rewrite change my meaning?",
      answer:
        "It is designed not to. Numbers, quotations, links and acronyms are left as written, and the Length option is on Default unless you choose to shorten or extend. Always read the result before you use it, as you would with any editor's suggestions.",
    },
    { question: "Which languages can it write in?", answer: LANGUAGE_CLAIM },
    allowanceFaq("rewrite"),
    privacyFaq(),
    {
      question: "Can I use it for school work?",
      answer: `Use it to improve your own writing where your school allows editing tools. Submitting rewritten text as original work where that is not allowed breaks academic-integrity rules.`,
    },
  ],
};
