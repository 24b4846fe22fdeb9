import type { Metadata } from "next";
import { config } from "@/lib/config";
import { publicConfig } from "@/lib/public-config";

/**
 * The site's address for the public pages, read when they are prerendered (SITE_URL at `npm run build`);
 * null for a build that was not told it. Reading the request instead would make every page render per request.
 */
export function siteUrl(): string | null {
  return config().siteUrl ?? null;
}

/** `path` on `site`; the path alone when the address is not known (a link relative to wherever the page is served). */
export function absoluteUrl(path: string, site: string | null): string {
  return site ? new URL(path, `${site}/`).toString() : path;
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

/**
 * Title, description, canonical URL and share cards of a page. Canonical, og:url and the share images must be
 * absolute: a build without SITE_URL leaves out the canonical and og:url (it cannot know them); share images
 * are then resolved by Next on its own fallback address.
 */
export function pageMetadata({ title, description, path, article, ownImage = false }: PageMetadataInput): Metadata {
  const image = (url: string) => (ownImage ? {} : { images: [{ url, ...SITE_IMAGE }] });
  const known = siteUrl() !== null;
  return {
    title,
    description,
    ...(known && { alternates: { canonical: path } }),
    openGraph: {
      title,
      description,
      ...(known && { url: path }),
      siteName: publicConfig.siteName,
      locale: "en_US",
      ...image("/opengraph-image"),
      ...(article ? { type: "article", ...article } : { type: "website" }),
    },
    twitter: { card: "summary_large_image", title, description, ...image("/twitter-image") },
  };
}
