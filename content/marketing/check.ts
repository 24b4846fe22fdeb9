import { allowanceFaq, CHECK_WORDS, CHECKER_WORDS, privacyFaq, SITE } from "./facts";
import { BATCH_PAGE } from "@/content/batch";
import { BATCH_FILES_FREE, BATCH_FILES_PRO } from "@/lib/limits";
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
      { title: "Paste the text", text: `Paste up to ${CHECK_WORDS}, attach a .txt file, or try a sample.` },
      { title: "Press Check AI", text: "The checker scores the whole text and each sentence in a moment." },
      {
        title: "Read the verdict",
        text: "Red means likely AI, orange possibly AI, grey that the evidence does not lean either way, and green likely human. Under the score, one sentence says how often human writing of similar length scores that high, so you can weigh the evidence yourself.",
      },
    ],
  },
  features: {
    heading: "What the AI Checker gives you",
    items: [
      {
        title: "Probability score",
        text: "One percentage for the whole text, shown on a chart with one of four verdicts and how often human writing scores as high.",
      },
      {
        title: "Paragraph by paragraph",
        text: 'In a text of several paragraphs each one is judged on its own, and the ones that read as AI-written are marked. When some read as AI-written and others as human, the verdict says so: "Mixed: 2 of 5 paragraphs read as AI-written".',
      },
      { title: "Sentence highlights", text: "The sentences that read most like AI are marked, so you know where to look." },
      { title: "Why this score", text: "The main signals that pushed the score up or down are listed next to it." },
      { title: "Long texts", text: `Up to ${CHECKER_WORDS} words per check on the free plan: enough for most essays and articles.` },
      {
        title: "Batch checking for teachers",
        text: `Drop a class's Word files, PDFs or a .zip on the batch checker (${BATCH_PAGE.path}) and get one table of verdicts, sortable and filterable, with each document's marked paragraphs, a CSV and a PDF report; batches stay in your history. Each file gets the verdict it gets alone. Free accounts check ${BATCH_FILES_FREE} files a batch, Pro ${BATCH_FILES_PRO}.`,
      },
    ],
  },
  audience: {
    heading: "Who uses the AI Checker",
    items: {
      Students: "Check that your own work does not read as machine-made before you hand it in.",
      Writers: "Spot passages of a draft that slipped into generic, generated-sounding prose.",
      Bloggers: "Review guest posts and freelance articles before publishing them.",
      Marketers: "Audit agency or AI-assisted copy for a formulaic tone before it goes live.",
      Teachers:
        "Check a whole class's essays in one batch, see which deserve a closer look, then talk to the student: a score alone proves nothing.",
      Researchers: "Screen survey answers or text datasets for likely generated entries.",
      Professionals: "Check reports, cover letters and proposals that should sound personal.",
      "Non-native speakers": "Very regular phrasing can be scored as AI; see which sentences to vary.",
    },
  },
  faq: [
    {
      question: "How accurate is the AI Checker?",
      answer:
        "No AI detector is always right. Ours is a statistical model: it is most reliable on longer English texts and can be wrong about short texts, heavily edited AI text and very formulaic human writing. Never treat a score as proof on its own. A score also cannot show how a text was written: a writer who needs to show that can write in the writing space (/write) and share a writing report, a replay of how the text came to be with the checker's verdict beside it.",
    },
    {
      question: "What do the four verdicts mean?",
      answer:
        'The score is the probability that the text is AI-written. "Likely AI" (red) is kept for scores that, in our tests, at most 1 in 100 human texts of any source or genre reach; "Possibly AI" (orange) for scores at most 1 in 20 of them reach; "Likely human" (green) for scores that at most 1 in 20 AI texts fall under. Between them the checker says it cannot tell (grey). Each verdict comes with how often human texts of similar length score this high, such as "about 1 in 50", counted on thousands of human texts the model did not learn from. Every text is judged against texts of about its own length (40 to 54 words, 55 to 69, 70 to 84, 85 to 99, 100 to 149, 150 to 249, 250 and more), since longer texts give the checker more to go on. From 40 words a text can get any of the four verdicts, but under 100 words "Likely AI" needs a higher score: a few short human texts of some kinds score very high. Under 40 words a text is too short for a verdict.',
    },
    {
      question: "Is my text sent to another company to be checked?",
      answer: "No. The detector runs on our own servers; the text you check is not passed to any outside AI service.",
    },
    allowanceFaq("detect"),
    privacyFaq(),
  ],
};
