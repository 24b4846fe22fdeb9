import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  serverExternalPackages: ["better-sqlite3", "mongodb"],
  poweredByHeader: false,
  async rewrites() {
    return [{ source: "/action/:path*", destination: "/api/action/:path*" }];
  },
};

export default nextConfig;
