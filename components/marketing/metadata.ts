import type { Metadata } from "next";
import { config } from "@/lib/config";
import { publicConfig } from "@/lib/public-config";

export function absoluteUrl(path: string): string {
  return new URL(path, `${config().siteUrl}/`).toString();
}

interface PageMetadataInput {
  title: string;
  description: string;
  path: string;
  /** Set for blog posts. */
  article?: { publishedTime: string; modifiedTime?: string };
  /** The route has its own opengraph-image and twitter-image files, which explicit images would override. */
  ownImage?: boolean;
}

/** The site-wide share card (app/opengraph-image.tsx); tool routes replace it with their own image files. */
export const SITE_IMAGE = { width: 1200, height: 630, alt: `${publicConfig.siteName}: AI Rewriter, Humanizer and AI Checker` };

/** Title, description, canonical URL and share cards of a page. */
export function pageMetadata({ title, description, path, article, ownImage = false }: PageMetadataInput): Metadata {
  const image = (url: string) => (ownImage ? {} : { images: [{ url, ...SITE_IMAGE }] });
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: publicConfig.siteName,
      locale: "en_US",
      ...image("/opengraph-image"),
      ...(article ? { type: "article", ...article } : { type: "website" }),
    },
    twitter: { card: "summary_large_image", title, description, ...image("/twitter-image") },
  };
}
