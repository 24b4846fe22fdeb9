import type { MetadataRoute } from "next";
import { BATCH_PAGE } from "@/content/batch";
import { POSTS } from "@/content/blog/posts";
import { privacy } from "@/content/pages/privacy";
import { terms } from "@/content/pages/terms";
import { TOOLS } from "@/content/tools";
import { absoluteUrl } from "./metadata";

/** Every public page of the site served at `site`, for app/sitemap.ts. */
export function sitemapEntries(site: string): MetadataRoute.Sitemap {
  const url = (path: string) => absoluteUrl(path, site);
  const newestPost = POSTS.map((p) => p.date).sort().at(-1);
  return [
    ...TOOLS.map((tool) => ({ url: url(tool.path), changeFrequency: "monthly" as const, priority: tool.path === "/" ? 1 : 0.9 })),
    { url: url(BATCH_PAGE.path), changeFrequency: "monthly", priority: 0.8 },
    { url: url("/blog"), lastModified: newestPost, changeFrequency: "weekly", priority: 0.7 },
    ...POSTS.map((post) => ({ url: url(`/blog/${post.slug}`), lastModified: post.date, changeFrequency: "yearly" as const, priority: 0.6 })),
    { url: url("/about"), changeFrequency: "yearly", priority: 0.4 },
    { url: url("/contact"), changeFrequency: "yearly", priority: 0.3 },
    { url: url("/developers"), changeFrequency: "monthly", priority: 0.4 },
    { url: url("/privacy"), lastModified: privacy.updated, changeFrequency: "yearly", priority: 0.2 },
    { url: url("/terms"), lastModified: terms.updated, changeFrequency: "yearly", priority: 0.2 },
  ];
}
