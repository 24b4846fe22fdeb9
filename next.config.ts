import createMDX from "@next/mdx";
import type { NextConfig } from "next";
import { NEXT_DIST_DIR } from "./lib/build-paths";

const nextConfig: NextConfig = {
  // A separate build directory lets a second build (another checkout's tests, a benchmark) run alongside.
  distDir: NEXT_DIST_DIR,
  serverExternalPackages: ["better-sqlite3", "mongodb", "piscina"],
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
