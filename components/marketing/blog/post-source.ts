import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const WORDS_PER_MINUTE = 200;

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The MDX text of a post; read at build time, when posts are rendered to static pages. */
export function postSource(slug: string): string {
  return readFileSync(join(process.cwd(), "content", "blog", `${slug}.mdx`), "utf8");
}

export function readingMinutes(source: string): number {
  const words = source
    .replace(/[#|*`>-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Same ids as rehype-slug (GitHub's algorithm) gives the headings, for plain-text headings. */
function slugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

export function tableOfContents(source: string): TocEntry[] {
  const slug = slugger();
  return [...source.matchAll(/^(#{2,3}) (.+)$/gm)].map(([, hashes, text]) => ({
    id: slug(text.trim()),
    text: text.trim(),
    level: hashes.length as 2 | 3,
  }));
}
