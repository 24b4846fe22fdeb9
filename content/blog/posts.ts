import type { ToolSlug } from "@/content/tools";

export interface BlogPost {
  /** Also the name of the post's MDX file in this folder. */
  slug: string;
  title: string;
  /** Card summary and search description. */
  description: string;
  /** ISO date the post was written. */
  date: string;
  /** The tool the post's call to action points to. */
  tool: ToolSlug;
  cta: { heading: string; text: string; label: string };
}

/** Newest first. */
export const POSTS: BlogPost[] = [
  {
    slug: "paraphrase-without-plagiarism",
    title: "How to paraphrase without plagiarising",
    description:
      "A five-step method for restating a source in your own words, the difference between paraphrasing and patchwriting, and when to quote instead.",
    date: "2026-11-20",
    tool: "paraphrase",
    cta: {
      heading: "Check your paraphrase from another angle",
      text: "Paste your own draft into the paraphrasing tool to see other ways of phrasing it. Cite the source either way.",
      label: "Open the paraphrasing tool",
    },
  },
  {
    slug: "how-ai-detectors-work",
    title: "How AI detectors work, and where they fail",
    description: "What AI-text detectors measure, why they produce false positives, and how to read a detection score responsibly.",
    date: "2026-11-13",
    tool: "check",
    cta: {
      heading: "See the signals behind a score",
      text: "Our AI Checker lists the signals behind each score and highlights the sentences that drove it.",
      label: "Open the AI Checker",
    },
  },
  {
    slug: "stealthwriter-ai-review",
    title: "StealthWriter AI review: what to check before you rely on it",
    description:
      "A review of StealthWriter as an AI humanizer, written in November 2026: what it does, how to test it yourself, and how it compares with our own humanizer.",
    date: "2026-11-06",
    tool: "humanize",
    cta: {
      heading: "Try our humanizer side by side",
      text: "Run the same paragraph through our AI Humanizer and compare the results yourself.",
      label: "Open the AI Humanizer",
    },
  },
  {
    slug: "best-ai-humanizers-compared",
    title: "The best AI humanizers compared: how to choose one",
    description:
      "The kinds of AI humanizer available in November 2026, what separates a good one from a bad one, and a test you can run on any of them in ten minutes.",
    date: "2026-11-02",
    tool: "humanize",
    cta: {
      heading: "Put our humanizer to the test",
      text: "Use the ten-minute test from this post on our AI Humanizer. It is free to try, with no sign-up.",
      label: "Open the AI Humanizer",
    },
  },
];

export function postBySlug(slug: string): BlogPost | undefined {
  return POSTS.find((p) => p.slug === slug);
}
