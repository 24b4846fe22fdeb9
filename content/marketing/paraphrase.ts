import { OPTION_LISTS } from "@/lib/options";
import { allowanceFaq, LANGUAGE_CLAIM, LANGUAGE_COUNT, listOf, privacyFaq, RUN_WORDS, SITE } from "./facts";
import type { ToolMarketing } from "./types";

export const paraphrase: ToolMarketing = {
  title: "Paraphrasing Tool: Paraphrase Text Free",
  description: "Paraphrase sentences and paragraphs online for free. Restate text in new words with fluency, tone and length controls.",
  intro: {
    heading: "Paraphrasing that restates, not just reshuffles",
    paragraphs: [
      "A good paraphrase keeps the idea and changes the expression: new words, a different sentence shape, sometimes a different order of clauses. That is what the paraphrasing tool aims for, whether you are condensing notes or restating a point for a different reader.",
      `The fluency setting (${listOf(OPTION_LISTS.fluency)}) decides how plain or sophisticated the wording is, and the length setting lets you shorten a passage into a tighter paraphrase. This page works the same way as the rest of ${SITE}: paste, choose, run, copy.`,
    ],
    cta: "Paraphrase your text",
  },
  howTo: {
    heading: "How to paraphrase with the tool",
    steps: [
      { title: "Paste the passage", text: `Paste up to ${RUN_WORDS} or attach a .txt file.` },
      { title: "Pick fluency and length", text: "Basic fluency gives short, plain sentences; Shorten produces a condensed paraphrase." },
      { title: "Paraphrase and cite", text: "Press Paraphrase and copy the result. If the idea came from a source, cite it." },
    ],
  },
  features: {
    heading: "What makes a useful paraphrase",
    items: [
      { title: "{{rewritingTitle}}", text: "{{rewriting}}" },
      { title: "Fluency levels", text: "Write for a general reader or for experts with the fluency and audience options." },
      { title: "Condense or expand", text: "{{lengths}}" },
      { title: `${LANGUAGE_COUNT} languages listed`, text: "Choose the language of the result from the Rewritten Language menu." },
    ],
  },
  audience: {
    heading: "Who the paraphrasing tool is for",
    items: {
      Students: "Restate ideas from your reading in your own notes, and cite the source when you use them.",
      Writers: "Restate a quote's idea in your narrator's voice.",
      Bloggers: "Summarise a long section into a shorter paraphrase for a roundup post.",
      Marketers: "Restate customer feedback for case studies, with the customer's approval.",
      Teachers: "Paraphrase complex texts into simpler language for younger readers.",
      Researchers: "Restate findings from your own earlier papers without copying their sentences.",
      Professionals: "Paraphrase policy or technical text for a non-specialist audience.",
      "Non-native speakers": "Check your understanding of a passage by reading it restated in plainer words.",
    },
  },
  faq: [
    {
      question: "Is this the QuillBot paraphraser?",
      answer: `No. This page offers a paraphrasing tool in a similar style, built by ${SITE}. It is not affiliated with or endorsed by QuillBot.`,
    },
    {
      question: "Is paraphrasing the same as avoiding plagiarism?",
      answer:
        "No. Paraphrasing changes the words, but the idea still belongs to its author. Cite the source whenever you paraphrase someone else's work.",
    },
    { question: "Which languages does it support?", answer: LANGUAGE_CLAIM },
    allowanceFaq("rewrite"),
    privacyFaq(),
  ],
};
