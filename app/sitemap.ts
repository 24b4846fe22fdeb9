import type { MetadataRoute } from "next";
import { headers } from "next/headers";
import { sitemapEntries } from "@/components/marketing/sitemap";
import { siteUrlOf } from "@/lib/http/site-url";

/** A sitemap needs absolute URLs: SITE_URL, else the address this request was served at (so it renders per request). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(siteUrlOf(await headers()));
}
