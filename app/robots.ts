import type { MetadataRoute } from "next";
import { absoluteUrl, siteUrl } from "@/components/marketing/metadata";

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/action/", "/dev/"] },
    sitemap: absoluteUrl("/sitemap.xml", await siteUrl()),
  };
}
