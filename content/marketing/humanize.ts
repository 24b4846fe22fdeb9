import { MODELS } from "@/lib/options";
import { allowanceFaq, privacyFaq, RUN_WORDS, SITE } from "./facts";
import type { ToolMarketing } from "./types";

const [pulse, lumenaris] = MODELS;

export const humanize: ToolMarketing = {
  title: "AI Humanizer: Humanize AI Text Free",
  description:
    "Humanize AI-generated text for free: take the stock phrases and overused words out of chatbot drafts, and see the AI score of the result.",
  intro: {
    heading: "Why AI drafts sound like AI, and what the humanizer changes",
    paragraphs: [
      'Text from chatbots tends to repeat the same habits: sentences of similar length, openers such as "Furthermore" and "In today\'s fast-paced world", and tidy lists of three. Readers notice these patterns long before any detector does.',
      `${SITE}'s AI Humanizer targets those habits. {{humanizing}}`,
    ],
    cta: "Humanize your text",
  },
  howTo: {
    heading: "How to humanize AI text",
    steps: [
      { title: "Paste the AI draft", text: `Paste up to ${RUN_WORDS} from any chatbot or writing assistant, or attach a .txt file.` },
      { title: "Choose a model", text: "{{modelsCompared}}" },
      {
        title: "Humanize and check",
        text: "Press Humanize, read the result, and look at the AI score shown with it. Run it again or edit by hand where a sentence still feels stiff.",
      },
    ],
  },
  features: {
    heading: "What the AI Humanizer changes",
    items: [
      {
        title: "Stock phrases removed",
        text: "Filler openers and clichés that chatbots overuse are cut or replaced with plainer wording.",
      },
      { title: "{{rhythmTitle}}", text: "{{rhythm}}" },
      { title: "Two models", text: "{{modelsCompared}}" },
      {
        title: "Score on the result",
        text: "Each humanized result comes with an AI score from the built-in detector, so you can judge the change yourself.",
      },
    ],
  },
  audience: {
    heading: "Who the AI Humanizer is for",
    items: {
      Students: "Take the stock phrasing out of an AI outline you were allowed to use, before you put it in your own words.",
      Writers: "Clear a chatbot's first draft of its stock phrasing before you start your real editing pass.",
      Bloggers: "Catch the phrases that give away an AI-assisted post, and see how the checker reads it.",
      Marketers: "Take template phrasing out of generated product descriptions and emails before you put your brand's voice in.",
      Teachers: "See first-hand how machine-like text differs from natural writing, to explain it to a class.",
      Researchers: "Take the formulaic phrases out of a generated summary of your own work before you edit it further.",
      Professionals: "Take the stock phrasing out of AI-drafted reports and replies before you make them your own.",
      "Non-native speakers": "See which stock phrases and stiff words make a correct draft sound machine-made.",
    },
  },
  faq: [
    {
      question: "Does humanized text pass AI detectors?",
      answer:
        "No tool can promise that. Detectors differ and change over time. The humanizer shows our own detector's score on the result, but another detector may score the same text differently.{{humanizerLimit}}",
    },
    {
      question: `What is the difference between ${pulse.title} and ${lumenaris.title}?`,
      answer: `${pulse.title} is the default here. {{modelsCompared}} Switch with the model toggle above the editor.`,
    },
    {
      question: "Why are there no tone or length options on this page?",
      answer:
        "The humanizer always applies its own settings for natural writing. If you want to choose a tone, length or language as well, use the AI Rewriter with its humanizer switch turned on.",
    },
    allowanceFaq("rewrite"),
    privacyFaq(),
  ],
};
