import { MODELS } from "@/lib/limits";
import { allowanceFaq, FREE_WORDS, privacyFaq, SITE } from "./facts";
import type { ToolMarketing } from "./types";

const [pulse, lumenaris] = MODELS;

export const undetectable: ToolMarketing = {
  title: "Undetectable AI: Rewrite AI Drafts Naturally",
  description: "Rework AI drafts so they read naturally, with tone and length options and a built-in AI score to check the result. Free to try, no sign-up.",
  intro: {
    heading: "From generated draft to your own wording",
    paragraphs: [
      "A draft from a chatbot is a starting point, not a finished text. Undetectable AI rewrites it with a stronger hand than a paraphraser: it breaks up uniform sentences, drops the phrases generators reach for, and lets you set the tone and length the final text needs.",
      `Every result comes back with a score from ${SITE}'s own AI detector. If a passage still reads as generated, edit it or run it again with the other model. The goal is text that reads like you, and the final check is your own reading.`,
    ],
    cta: "Rewrite your AI draft",
  },
  howTo: {
    heading: "How to make AI text read naturally",
    steps: [
      { title: "Paste the draft", text: `Paste up to ${FREE_WORDS} words of generated text, or attach a .txt file.` },
      { title: "Pick a model and options", text: `Start with ${lumenaris.title} for fully generated text, or ${pulse.title} for lighter edits; set tone and length if you need them.` },
      { title: "Rewrite and check the score", text: "Press Make Undetectable. The result carries our checker's score and verdict, so you know when to revise further." },
    ],
  },
  features: {
    heading: "Built for reworking generated text",
    items: [
      { title: "Strong rewriting", text: "Sentence structure and wording change more than with the paraphraser, while facts and figures stay put." },
      { title: "Model toggle", text: `Switch between ${pulse.title} and ${lumenaris.title} with one click, right above the editor.` },
      { title: "Tone and length options", text: "Make the result formal or casual, shorter or longer, for the place it will be published." },
      { title: "Instant AI score", text: "See how our detector rates the result without copying it to another page." },
    ],
  },
  audience: {
    heading: "Who uses Undetectable AI",
    items: {
      Students: "Rework AI-assisted study notes into your own words, where your course allows AI help.",
      Writers: "Strip the generated feel from a draft before you shape it into your style.",
      Bloggers: "Publish AI-assisted posts that read as personal as the rest of your blog.",
      Marketers: "Adapt generated campaign copy to your brand's tone at scale.",
      Teachers: "Prepare examples of reworked AI text to discuss what makes writing sound human.",
      Researchers: "Rephrase machine-drafted summaries of your own findings before careful editing.",
      Professionals: "Make AI-drafted emails, proposals and reports sound like they came from you.",
      "Non-native speakers": "Turn a correct but mechanical draft into fluent, natural English.",
    },
  },
  faq: [
    {
      question: "Is the result guaranteed to be undetectable?",
      answer: "No. Nobody can guarantee how every detector will score a text, and detectors keep changing. We show our own detector's score on the result; other detectors may disagree.",
    },
    {
      question: "How is this different from the AI Humanizer?",
      answer: "Both make generated text read more naturally. The humanizer applies fixed settings with no options row. Undetectable AI keeps the options row, so you can also set tone, length, audience and language.",
    },
    {
      question: "Is it allowed to use this for assignments?",
      answer: "Only where your institution allows it. Submitting reworked AI text as your own original work where that is not allowed breaks academic-integrity rules, whatever any detector says.",
    },
    allowanceFaq("rewrite"),
    privacyFaq(),
  ],
};
