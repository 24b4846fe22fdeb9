import type { MetadataRoute } from "next";
import { headers } from "next/headers";
import { absoluteUrl } from "@/components/marketing/metadata";
import { siteUrlOf } from "@/lib/http/site-url";

/** Names the sitemap on SITE_URL, else on the address this request was served at (see app/sitemap.ts). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/action/", "/dev/"] },
    sitemap: absoluteUrl("/sitemap.xml", siteUrlOf(await headers())),
  };
}
