import type { MetadataRoute } from "next";
import { siteUrl } from "@/components/marketing/metadata";
import { sitemapEntries } from "@/components/marketing/sitemap";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await siteUrl());
}
