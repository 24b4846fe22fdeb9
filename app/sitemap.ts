import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/components/marketing/metadata";
import { POSTS } from "@/content/blog/posts";
import { privacy } from "@/content/pages/privacy";
import { terms } from "@/content/pages/terms";
import { TOOLS } from "@/content/tools";

export default function sitemap(): MetadataRoute.Sitemap {
  const newestPost = POSTS.map((p) => p.date).sort().at(-1);
  return [
    ...TOOLS.map((tool) => ({ url: absoluteUrl(tool.path), changeFrequency: "monthly" as const, priority: tool.path === "/" ? 1 : 0.9 })),
    { url: absoluteUrl("/blog"), lastModified: newestPost, changeFrequency: "weekly", priority: 0.7 },
    ...POSTS.map((post) => ({ url: absoluteUrl(`/blog/${post.slug}`), lastModified: post.date, changeFrequency: "yearly" as const, priority: 0.6 })),
    { url: absoluteUrl("/about"), changeFrequency: "yearly", priority: 0.4 },
    { url: absoluteUrl("/contact"), changeFrequency: "yearly", priority: 0.3 },
    { url: absoluteUrl("/developers"), changeFrequency: "monthly", priority: 0.4 },
    { url: absoluteUrl("/privacy"), lastModified: privacy.updated, changeFrequency: "yearly", priority: 0.2 },
    { url: absoluteUrl("/terms"), lastModified: terms.updated, changeFrequency: "yearly", priority: 0.2 },
  ];
}
