import { listOf, PRIVACY_CLAIM, SITE } from "@/content/marketing/facts";
import { TOOLS } from "@/content/tools";
import type { ContentPageCopy } from "./types";

export const about: ContentPageCopy = {
  title: "About us",
  description: `${SITE} makes free online tools to rewrite, paraphrase and humanize text and to check how likely it is to be AI-written. Who we are and how the tools work.`,
  heading: `About ${SITE}`,
  intro: `${SITE} is a small set of writing tools in one editor: ${listOf(TOOLS.map((t) => t.name))}. You paste text, choose how it should change, and get a result you can copy or download.`,
  sections: [
    {
      heading: "Why we built it",
      paragraphs: [
        "Writing tools tend to fall into two camps: thesaurus-style word swappers that make text worse, and black boxes that promise results nobody can check. We wanted tools that change whole sentences sensibly, explain their scores, and are honest about what they cannot do.",
      ],
    },
    {
      heading: "How the tools work",
      paragraphs: [
        "The AI Checker uses a detector we trained ourselves. It runs on our own servers and lists the signals behind each score, such as how predictable the wording is and how evenly the sentences are built. It is a statistical model: useful evidence, never proof.",
        "The rewriting tools run on an offline rewriting engine of our own, which writes English. When this site is connected to a language-model service, rewrites can use that service instead, which also makes more output languages available.",
      ],
    },
    {
      heading: "What we believe about AI writing",
      list: [
        "A detector score is a probability, not a verdict. Nobody should be accused of misconduct on a score alone.",
        "No tool can guarantee that text will pass every AI detector, and we do not claim that ours does.",
        "Rewriting someone else's work does not make it yours. Cite your sources, and follow your school's or employer's rules on AI tools.",
      ],
    },
    {
      heading: "Your privacy",
      paragraphs: [`${PRIVACY_CLAIM} Our privacy policy lists what else we keep, for how long, and which services receive what.`],
    },
    {
      heading: "Get in touch",
      paragraphs: ["Questions, bug reports and ideas are welcome through the contact page. We read every message."],
    },
  ],
};
