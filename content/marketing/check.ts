import { AI_SCORE_THRESHOLD } from "@/lib/limits";
import { allowanceFaq, CHECKER_WORDS, privacyFaq, SITE } from "./facts";
import type { ToolMarketing } from "./types";

export const check: ToolMarketing = {
  title: "AI Checker: Free AI Content Detector",
  description: `Check whether text is likely AI-written. Free AI detector with a probability score, sentence highlights and the signals behind the score, up to ${CHECKER_WORDS} words.`,
  intro: {
    heading: "An AI detector that shows its reasoning",
    paragraphs: [
      `${SITE}'s AI Checker gives a probability that a text was written by AI, marks the sentences that read most like machine writing, and lists the signals behind the score, such as how predictable the wording is and how evenly the sentences are built.`,
      `The detector runs on our own servers, without sending your text to any outside service. It was trained on English writing and is most reliable on paragraphs of several sentences; very short or non-English texts are flagged as less reliable. Treat the score as evidence, not a verdict.`,
    ],
    cta: "Check your text",
  },
  howTo: {
    heading: "How to check text for AI",
    steps: [
      { title: "Paste the text", text: `Paste up to ${CHECKER_WORDS} words, attach a .txt file, or try a sample.` },
      { title: "Press Check AI", text: "The checker scores the whole text and each sentence in a moment." },
      { title: "Read the result", text: `A score under ${AI_SCORE_THRESHOLD}% is shown in green as likely human; ${AI_SCORE_THRESHOLD}% or more is shown in red as likely AI, with a link to the humanizer.` },
    ],
  },
  features: {
    heading: "What the AI Checker gives you",
    items: [
      { title: "Probability score", text: "One percentage for the whole text, shown on a chart with a plain-language verdict." },
      { title: "Sentence highlights", text: "Sentences that read as likely or possibly AI are marked, so you know where to look." },
      { title: "Why this score", text: "The main signals that pushed the score up or down are listed next to it." },
      { title: "Long texts", text: `Up to ${CHECKER_WORDS} words per check on the free plan: enough for most essays and articles.` },
    ],
  },
  audience: {
    heading: "Who uses the AI Checker",
    items: {
      Students: "Check that your own work does not read as machine-made before you hand it in.",
      Writers: "Spot passages of a draft that slipped into generic, generated-sounding prose.",
      Bloggers: "Review guest posts and freelance articles before publishing them.",
      Marketers: "Audit agency or AI-assisted copy for a formulaic tone before it goes live.",
      Teachers: "Get a second opinion on a suspicious essay, then talk to the student: a score alone proves nothing.",
      Researchers: "Screen survey answers or text datasets for likely generated entries.",
      Professionals: "Check reports, cover letters and proposals that should sound personal.",
      "Non-native speakers": "Very regular phrasing can be scored as AI; see which sentences to vary.",
    },
  },
  faq: [
    {
      question: "How accurate is the AI Checker?",
      answer: "No AI detector is always right. Ours is a statistical model: it is most reliable on longer English texts and can be wrong about short texts, heavily edited AI text and very formulaic human writing. Never treat a score as proof on its own.",
    },
    {
      question: `What does a score of ${AI_SCORE_THRESHOLD}% or more mean?`,
      answer: `It means the text has more in common with AI-generated writing than with human writing in the examples the detector learned from. Scores of ${AI_SCORE_THRESHOLD}% and above are shown as AI-generated content; scores below are shown as likely human.`,
    },
    {
      question: "Is my text sent to another company to be checked?",
      answer: "No. The detector runs on our own servers; the text you check is not passed to any outside AI service.",
    },
    allowanceFaq("detect"),
    privacyFaq(),
  ],
};
