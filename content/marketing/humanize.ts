import { MODELS } from "@/lib/limits";
import { allowanceFaq, FREE_WORDS, privacyFaq, SITE } from "./facts";
import type { ToolMarketing } from "./types";

const [pulse, lumenaris] = MODELS;

export const humanize: ToolMarketing = {
  title: "AI Humanizer: Humanize AI Text Free",
  description: "Humanize AI-generated text for free: remove stock phrases, vary sentence rhythm and make drafts from chatbots read like a person wrote them.",
  intro: {
    heading: "Why AI drafts sound like AI, and what the humanizer changes",
    paragraphs: [
      "Text from chatbots tends to repeat the same habits: sentences of similar length, openers such as \"Furthermore\" and \"In today's fast-paced world\", and tidy lists of three. Readers notice these patterns long before any detector does.",
      `${SITE}'s AI Humanizer targets those habits. It removes stock phrases, varies sentence length, softens over-formal connectors and uses contractions where a person would, so the draft reads as if someone sat down and wrote it.`,
    ],
    cta: "Humanize your text",
  },
  howTo: {
    heading: "How to humanize AI text",
    steps: [
      { title: "Paste the AI draft", text: `Paste up to ${FREE_WORDS} words from any chatbot or writing assistant, or attach a .txt file.` },
      { title: "Choose a model", text: `${pulse.title} makes light edits that keep your voice; ${lumenaris.title} rewrites more strongly for text that is clearly machine-made.` },
      { title: "Humanize and check", text: "Press Humanize, read the result, and look at the AI score shown with it. Run it again or edit by hand where a sentence still feels stiff." },
    ],
  },
  features: {
    heading: "What the AI Humanizer changes",
    items: [
      { title: "Stock phrases removed", text: "Filler openers and clichés that chatbots overuse are cut or replaced with plainer wording." },
      { title: "Varied rhythm", text: "Long and short sentences are mixed, because even-length sentences are a strong sign of generated text." },
      { title: "Two models", text: "{{modelsCompared}}" },
      { title: "Score on the result", text: "Each humanized result comes with an AI score from the built-in detector, so you can judge the change yourself." },
    ],
  },
  audience: {
    heading: "Who the AI Humanizer is for",
    items: {
      Students: "Turn an AI outline you were allowed to use into notes that sound like your own study voice.",
      Writers: "Loosen a chatbot's first draft before you start your real editing pass.",
      Bloggers: "Keep posts readable and personal when you used AI to get past the blank page.",
      Marketers: "Make generated product descriptions and emails sound like your brand, not a template.",
      Teachers: "See first-hand how machine-like text differs from natural writing, to explain it to a class.",
      Researchers: "Make a generated summary of your own work read less formulaic before you edit it further.",
      Professionals: "Rework AI-drafted reports and replies so colleagues read them as written by you.",
      "Non-native speakers": "Get natural, idiomatic phrasing from a draft that is correct but sounds stiff.",
    },
  },
  faq: [
    {
      question: "Does humanized text pass AI detectors?",
      answer: "No tool can promise that. Detectors differ and change over time. The humanizer removes the patterns that make text read as generated, and shows our own detector's score on the result, but another detector may score the same text differently.",
    },
    {
      question: `What is the difference between ${pulse.title} and ${lumenaris.title}?`,
      answer: `${pulse.title} makes lighter, voice-keeping edits and is the default here. ${lumenaris.title} rewrites more strongly and suits text that was generated from start to finish. Switch with the model toggle above the editor.`,
    },
    {
      question: "Why are there no tone or length options on this page?",
      answer: "The humanizer always applies its own settings for natural writing. If you want to choose a tone, length or language as well, use the AI Rewriter with its humanizer switch turned on.",
    },
    allowanceFaq("rewrite"),
    privacyFaq(),
  ],
};
