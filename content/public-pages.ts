import type { MetadataRoute } from "next";
import { BATCH_PAGE } from "./batch";
import { POSTS } from "./blog/posts";
import { privacy } from "./pages/privacy";
import { terms } from "./pages/terms";
import { TOOLS } from "./tools";
import { WRITE_PAGE } from "./write";

type SitemapEntry = MetadataRoute.Sitemap[number];

export interface PublicPage extends Omit<SitemapEntry, "url"> {
  path: string;
}

const newestPost = POSTS.map((p) => p.date)
  .sort()
  .at(-1);

/**
 * Every public page: the same for every visitor, with nothing personal in it (a signed-in header is drawn by
 * the browser). The sitemap lists them; `npm run build` prerenders them (e2e/prerendered-pages.spec.ts checks the build's manifest).
 */
export const PUBLIC_PAGES: PublicPage[] = [
  ...TOOLS.map((tool) => ({ path: tool.path, changeFrequency: "monthly" as const, priority: tool.path === "/" ? 1 : 0.9 })),
  { path: BATCH_PAGE.path, changeFrequency: "monthly", priority: 0.8 },
  { path: WRITE_PAGE.path, changeFrequency: "monthly", priority: 0.7 },
  { path: "/blog", lastModified: newestPost, changeFrequency: "weekly", priority: 0.7 },
  ...POSTS.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.date, changeFrequency: "yearly" as const, priority: 0.6 })),
  { path: "/about", changeFrequency: "yearly", priority: 0.4 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.3 },
  { path: "/developers", changeFrequency: "monthly", priority: 0.4 },
  { path: "/privacy", lastModified: privacy.updated, changeFrequency: "yearly", priority: 0.2 },
  { path: "/terms", lastModified: terms.updated, changeFrequency: "yearly", priority: 0.2 },
];
