import { MODELS } from "@/lib/options";
import { allowanceFaq, privacyFaq, RUN_WORDS, SITE } from "./facts";
import type { ToolMarketing } from "./types";

const [pulse, lumenaris] = MODELS;

export const undetectable: ToolMarketing = {
  title: "Undetectable AI: Rewrite AI Drafts Naturally",
  description:
    "Rework AI drafts in plainer wording, with tone and length options and a built-in AI score to check the result. Free to try, no sign-up.",
  intro: {
    heading: "From generated draft to your own wording",
    paragraphs: [
      "A draft from a chatbot is a starting point, not a finished text. {{reworking}}",
      `Every result comes back with a score from ${SITE}'s own AI detector. If a passage still reads as generated, edit it or run it again with the other model. The goal is text that reads like you, and the final check is your own reading.`,
    ],
    cta: "Rewrite your AI draft",
  },
  howTo: {
    heading: "How to make AI text read naturally",
    steps: [
      { title: "Paste the draft", text: `Paste up to ${RUN_WORDS} of generated text, or attach a .txt file.` },
      { title: "Pick a model and options", text: "{{modelsCompared}} Set a tone or a length if you need one." },
      {
        title: "Rewrite and check the score",
        text: "Press Make Undetectable. The result carries our checker's score and verdict, so you know when to revise further.",
      },
    ],
  },
  features: {
    heading: "Built for reworking generated text",
    items: [
      { title: "{{reworkingTitle}}", text: "{{reworkingFeature}}" },
      { title: "Model toggle", text: `Switch between ${pulse.title} and ${lumenaris.title} with one click, right above the editor.` },
      { title: "Tone and length options", text: "{{toneAndLength}}" },
      { title: "Instant AI score", text: "See how our detector rates the result without copying it to another page." },
    ],
  },
  audience: {
    heading: "Who uses Undetectable AI",
    items: {
      Students:
        "Take the stock phrasing out of AI-assisted study notes, where your course allows AI help, before you put them in your own words.",
      Writers: "Take the phrases generators reach for out of a draft before you shape it into your style.",
      Bloggers: "Check how an AI-assisted post reads to the detector, and rework the phrases that give it away.",
      Marketers: "Rework generated campaign copy with a tone option before you give it your brand's voice.",
      Teachers: "Prepare examples of reworked AI text to discuss what makes writing sound human.",
      Researchers: "Rework machine-drafted summaries of your own findings before careful editing.",
      Professionals: "Rework AI-drafted emails, proposals and reports before you make them your own.",
      "Non-native speakers": "See which phrases make a correct draft sound mechanical, and how plainer words read.",
    },
  },
  faq: [
    {
      question: "Is the result guaranteed to be undetectable?",
      answer:
        "No. Nobody can guarantee how every detector will score a text, and detectors keep changing. We show our own detector's score on the result; other detectors may disagree.",
    },
    {
      question: "How is this different from the AI Humanizer?",
      answer:
        "Both run the humanizer on generated text. The humanizer page applies fixed settings with no options row. Undetectable AI keeps the options row, so you can also set tone, emotion, audience, length and language, as far as the engine offers them.",
    },
    {
      question: "Is it allowed to use this for assignments?",
      answer:
        "Only where your institution allows it. Submitting reworked AI text as your own original work where that is not allowed breaks academic-integrity rules, whatever any detector says.",
    },
    allowanceFaq("rewrite"),
    privacyFaq(),
  ],
};
