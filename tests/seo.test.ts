import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Faq } from "@/components/marketing/faq";
import { sitemapEntries } from "@/components/marketing/sitemap";
import { toolMetadata } from "@/components/tools/tool-metadata";
import { blogIndex } from "@/content/blog/index-page";
import { POSTS } from "@/content/blog/posts";
import { TOOL_MARKETING } from "@/content/marketing";
import { about } from "@/content/pages/about";
import { contact } from "@/content/pages/contact";
import { privacy } from "@/content/pages/privacy";
import { terms } from "@/content/pages/terms";
import { TOOLS } from "@/content/tools";
import { FREE_USES_PER_DAY, WORD_LIMIT_CHECKER, WORD_LIMIT_FREE, WORD_LIMIT_PRO } from "@/lib/limits";

const APP_DIR = join(process.cwd(), "app");

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" ? [] : pageFiles(path);
    return entry.name === "page.tsx" ? [path] : [];
  });
}

/**
 * Every route a crawler may index: page files without `index: false` (directly, or through the blog's
 * not-found metadata), dynamic segments expanded.
 */
function publicRoutes(): string[] {
  return pageFiles(APP_DIR)
    .filter((file) => !/index:\s*false|metadata = POST_NOT_FOUND_METADATA/.test(readFileSync(file, "utf8")))
    .flatMap((file) => {
      const segments = relative(APP_DIR, file)
        .split(sep)
        .slice(0, -1)
        .filter((s) => !/^\(.*\)$/.test(s));
      const route = `/${segments.join("/")}`;
      if (route === "/blog/[slug]") return POSTS.map((p) => `/blog/${p.slug}`);
      if (route.includes("[")) throw new Error(`add the public paths of ${route} to this test`);
      return [route];
    });
}

const paths = (urls: string[]) => urls.map((u) => new URL(u).pathname).sort();

// robots.txt, and both on the address the app is served at: e2e/site-url.spec.ts.
describe("sitemap", () => {
  const sitemap = () => sitemapEntries("https://rewrite.example");

  it("lists every public route and no others", () => {
    const listed = paths(sitemap().map((entry) => entry.url));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual([...publicRoutes()].sort());
  });

  it("lists absolute URLs on the site it is given", () => {
    for (const entry of sitemap()) expect(entry.url).toMatch(/^https:\/\/rewrite\.example\//);
  });
});

describe("tool page metadata", () => {
  const all = TOOLS.map((tool) => ({ tool, metadata: toolMetadata(tool.slug) }));

  it("gives every tool page a unique title and description", () => {
    const titles = all.map((m) => m.metadata.title);
    const descriptions = all.map((m) => m.metadata.description);
    expect(new Set(titles).size).toBe(TOOLS.length);
    expect(new Set(descriptions).size).toBe(TOOLS.length);
    for (const description of descriptions) expect(String(description).length).toBeLessThanOrEqual(170);
  });

  /** toolMetadata as a build with this SITE_URL (or none) makes it. */
  async function builtWith(siteUrl: string) {
    vi.resetModules();
    vi.stubEnv("SITE_URL", siteUrl);
    try {
      const { toolMetadata: metadataOf } = await import("@/components/tools/tool-metadata");
      return TOOLS.map((tool) => ({ tool, metadata: metadataOf(tool.slug) }));
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  }

  it("with SITE_URL at build, sets the canonical URL and share cards to the tool's own path", async () => {
    for (const { tool, metadata } of await builtWith("https://rewrite.example")) {
      expect(metadata.alternates?.canonical).toBe(tool.path);
      expect(metadata.openGraph).toMatchObject({ url: tool.path, title: metadata.title });
      expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
    }
  });

  it("without SITE_URL at build, leaves out the canonical URL and og:url it cannot know", async () => {
    for (const { metadata } of await builtWith("")) {
      expect(metadata.alternates?.canonical).toBeUndefined();
      expect(metadata.openGraph).not.toHaveProperty("url");
      expect(metadata.openGraph).toMatchObject({ title: metadata.title });
    }
  });

  it("gives every tool route but the home page its own share images", () => {
    for (const tool of TOOLS.filter((t) => t.path !== "/")) {
      for (const file of ["opengraph-image.tsx", "twitter-image.tsx"]) {
        expect(existsSync(join(APP_DIR, "(tools)", tool.path, file)), `${tool.path}/${file}`).toBe(true);
      }
    }
    expect(existsSync(join(APP_DIR, "opengraph-image.tsx"))).toBe(true);
  });

  it("is what each tool route exports", () => {
    const routes = pageFiles(join(APP_DIR, "(tools)"))
      .map((file) => readFileSync(file, "utf8"))
      .map((source) => /toolMetadata\("([^"]+)"\)/.exec(source)?.[1])
      .filter(Boolean);
    expect(routes.sort()).toEqual(TOOLS.map((t) => t.slug).sort());
  });
});

describe("titles across the site", () => {
  it("are unique for tools, content pages, the blog and its posts", () => {
    const titles = [
      ...TOOLS.map((t) => TOOL_MARKETING[t.slug].title),
      ...[about, privacy, terms, contact].map((page) => page.title),
      blogIndex.title,
      ...POSTS.map((p) => p.title),
    ];
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("FAQ structured data", () => {
  const decode = (html: string) =>
    html
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");

  for (const tool of TOOLS) {
    it(`matches the rendered FAQ on ${tool.path}`, () => {
      const html = renderToStaticMarkup(createElement(Faq, { items: TOOL_MARKETING[tool.slug].faq, group: tool.slug }));
      const questions = [...html.matchAll(/data-testid="faq-question">([^<]*)</g)].map((m) => decode(m[1]));
      const answers = [...html.matchAll(/data-testid="faq-answer"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));
      const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
      const ld = JSON.parse(script!) as { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };

      expect(ld["@type"]).toBe("FAQPage");
      expect(questions.length).toBeGreaterThanOrEqual(4);
      expect(ld.mainEntity.map((q) => q.name)).toEqual(questions);
      expect(ld.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(answers);
    });
  }
});

describe("tool copy", () => {
  it("states the figures the code enforces", () => {
    for (const tool of TOOLS) {
      const text = JSON.stringify(TOOL_MARKETING[tool.slug]);
      expect(text).toContain(`${FREE_USES_PER_DAY} free uses a day`);
      expect(text).toContain(`${WORD_LIMIT_PRO.toLocaleString("en-US")} words`);
      const limit = tool.kind === "detect" ? WORD_LIMIT_CHECKER : WORD_LIMIT_FREE;
      expect(text).toContain(`${limit.toLocaleString("en-US")} words`);
      expect(text).not.toMatch(/\b(guarantee[sd]? to pass|100% undetectable)\b/i);
    }
  });

  it("tells every tool page's readers what is kept of their text", () => {
    for (const tool of TOOLS) {
      const answers = TOOL_MARKETING[tool.slug].faq.map((f) => f.answer).join(" ");
      expect(answers).toContain("not stored on our servers");
      expect(answers).toContain("kept in your history until you delete them");
    }
  });
});
