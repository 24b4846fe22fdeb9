import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppChrome } from "@/components/layout/app-chrome";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { siteUrl } from "@/components/marketing/metadata";
import { config } from "@/lib/config";
import { servingEngine } from "@/lib/engine-claims";
import { publicConfig } from "@/lib/public-config";
import "./globals.css";

const site = siteUrl();

/**
 * Pages give their canonical URL and share cards as paths; they resolve on SITE_URL as the build read it, so the
 * pages are prerendered. A build without it has no base to give (see pageMetadata).
 */
export const metadata: Metadata = {
  ...(site && { metadataBase: new URL(site) }),
  title: { default: `${publicConfig.siteName}: AI Rewriter, Humanizer and AI Checker`, template: `%s | ${publicConfig.siteName}` },
  description: "Rewrite, paraphrase and humanize text, and check how likely it is to be AI-written.",
  applicationName: publicConfig.siteName,
  openGraph: { siteName: publicConfig.siteName, type: "website", locale: "en_US" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#2553e0" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <AppChrome engine={servingEngine(config())} />
      </body>
    </html>
  );
}
