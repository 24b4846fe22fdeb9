import { allowanceFaq, FREE_WORDS, PRO_WORDS, privacyFaq } from "./facts";
import type { ToolMarketing } from "./types";

export const essay: ToolMarketing = {
  title: "Essay Rewriter: Rewrite Essays for Clarity",
  description:
    "Rewrite essay paragraphs for clarity and flow while your argument, evidence and citations stay intact. Free essay rewriter with tone and length options.",
  intro: {
    heading: "Clearer paragraphs, same argument",
    paragraphs: [
      "Most essays lose marks on expression, not ideas: sentences that run on, transitions that repeat, a register that slips between casual and formal. The Essay Rewriter works on those problems paragraph by paragraph.",
      "Your thesis, your evidence and your citations stay where they are. Quotations in quotation marks, years, page numbers and figures are left untouched, so a rewritten paragraph still matches your sources.",
    ],
    cta: "Rewrite your essay",
  },
  howTo: {
    heading: "How to rewrite an essay",
    steps: [
      {
        title: "Paste a paragraph or section",
        text: `Free runs take up to ${FREE_WORDS} words, about two paragraphs; Pro takes up to ${PRO_WORDS}.`,
      },
      {
        title: "Set tone and fluency",
        text: "Formal tone and a higher fluency level suit most academic writing; Shorten trims filler and wordy phrasing when you are over the word count.",
      },
      { title: "Rewrite My Essay", text: "Compare the result with your paragraph and keep the changes that make your point clearer." },
    ],
  },
  features: {
    heading: "Made for essays",
    items: [
      { title: "Citations kept", text: "Quotations, numbers such as years and page numbers, and links pass through unchanged." },
      { title: "Formal register", text: "{{formalTone}}" },
      { title: "Shorten or extend", text: "{{lengths}}" },
      {
        title: "Save your drafts",
        text: "Your text survives a page reload in this browser, and signed-in users keep a history of results.",
      },
    ],
  },
  audience: {
    heading: "Who the Essay Rewriter is for",
    items: {
      Students: "Polish the wording of essays you wrote, as allowed by your course's rules on editing tools.",
      Writers: "Tighten long-form opinion pieces and personal essays.",
      Bloggers: "Turn a long essay-style post into clearer, shorter paragraphs.",
      Marketers: "Rework thought-leadership articles and white-paper sections for flow.",
      Teachers: "Show students how the same argument can be expressed more clearly.",
      Researchers: "Improve the flow of literature reviews and discussion sections without touching citations.",
      Professionals: "Polish application essays, statements and internal position papers.",
      "Non-native speakers": "Bring essays written in your second language closer to a native academic style.",
    },
  },
  faq: [
    {
      question: "Is it cheating to use an essay rewriter?",
      answer:
        "It depends on your institution's rules. Improving the wording of your own essay is often treated like using a grammar checker, but submitting rewritten or generated text as your own original work where that is not allowed is academic misconduct. Check your course policy first.",
    },
    {
      question: "Will my citations and quotes be changed?",
      answer:
        "Text in quotation marks, numbers such as years and page numbers, and links are left as written. Read the result against your sources before you submit anything.",
    },
    {
      question: "Can it write my essay for me?",
      answer:
        "No. It rewrites text you give it; it does not research a topic or build an argument. The ideas and the evidence have to be yours.",
    },
    allowanceFaq("rewrite"),
    privacyFaq(),
  ],
};
