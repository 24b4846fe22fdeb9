import { SITE_IMAGE } from "@/components/marketing/metadata";
import { brandImage, OG_SIZE } from "@/components/marketing/og-image";

/** The site's share card, for the home page and every page without its own. */
export const alt = SITE_IMAGE.alt;
export const size = OG_SIZE;
export const contentType = "image/png";

export default function Image() {
  return brandImage({
    title: "AI Rewriter, Humanizer and AI Checker",
    text: "Rewrite, paraphrase and humanize text, and check how likely it is to be AI-written.",
  });
}
