import { SITE } from "@/content/marketing/facts";

export const blogIndex = {
  title: "Blog: AI writing, detection and paraphrasing guides",
  description: `Guides from ${SITE} on AI humanizers, AI detectors and paraphrasing: how they work, how to test them, and how to use them honestly.`,
  heading: "Blog",
  intro:
    "Practical guides on rewriting, humanizing and detecting AI text: how the tools work, how to test them yourself, and how to use them honestly.",
};
