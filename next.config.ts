import createMDX from "@next/mdx";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A separate build directory lets a second build (another checkout's tests, a benchmark) run alongside.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: ["better-sqlite3", "mongodb"],
  poweredByHeader: false,
  async rewrites() {
    return [{ source: "/action/:path*", destination: "/api/action/:path*" }];
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
