import type { Metadata } from "next";
import { headers } from "next/headers";
import { siteUrlOf } from "@/lib/http/site-url";
import { publicConfig } from "@/lib/public-config";

/**
 * The origin this page is served at (SITE_URL, else the request's own). Reading the request makes the page
 * render per request: an address fixed at build time would be wrong wherever the app is served elsewhere.
 */
export async function siteUrl(): Promise<string> {
  return siteUrlOf(await headers());
}

export function absoluteUrl(path: string, site: string): string {
  return new URL(path, `${site}/`).toString();
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
