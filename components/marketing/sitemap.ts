import type { MetadataRoute } from "next";
import { PUBLIC_PAGES } from "@/content/public-pages";
import { absoluteUrl } from "./metadata";

/** Every public page of the site served at `site`, for app/sitemap.ts. */
export function sitemapEntries(site: string): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map(({ path, ...entry }) => ({ url: absoluteUrl(path, site), ...entry }));
}
