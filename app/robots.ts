import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/components/marketing/metadata";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/action/", "/dev/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
