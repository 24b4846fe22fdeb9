import createMDX from "@next/mdx";
import type { NextConfig } from "next";
import { POSTS } from "./content/blog/posts";
import { NEXT_DIST_DIR } from "./lib/build-paths";

/**
 * Addresses under /blog that are not a post: an unknown slug, or any deeper path. Both are answered by the
 * blog's own not-found page (spec: every /blog path shows blog content; see app/blog/[slug]).
 */
const NOT_A_POST = [`/blog/:slug((?!(?:${POSTS.map((post) => post.slug).join("|")})$)[^/]+)`, "/blog/:slug/:rest+"];

const nextConfig: NextConfig = {
  // A separate build directory lets a second build (another checkout's tests, a benchmark) run alongside.
  distDir: NEXT_DIST_DIR,
  // pdfkit reads its font metrics from its own folder at run time, so it cannot be bundled.
  serverExternalPackages: ["better-sqlite3", "mongodb", "piscina", "pdfkit"],
  poweredByHeader: false,
  async rewrites() {
    return {
      beforeFiles: NOT_A_POST.map((source) => ({ source, destination: "/blog/post-not-found" })),
      afterFiles: [{ source: "/action/:path*", destination: "/api/action/:path*" }],
      fallback: [],
    };
  },
};

// Plugins are named by string so Turbopack can load them (it cannot receive functions).
const withMDX = createMDX({
  options: {
    remarkPlugins: ["remark-gfm"],
    rehypePlugins: ["rehype-slug", ["rehype-autolink-headings", { behavior: "wrap", properties: { className: ["heading-anchor"] } }]],
  },
});

export default withMDX(nextConfig);
