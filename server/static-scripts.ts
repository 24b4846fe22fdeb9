import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const INLINE_SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The sha256 CSP sources of a page's inline scripts; external scripts and JSON-LD data blocks need none. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT_RE)) {
    if (/\bsrc=/.test(attributes!) || /\btype="application\/(?:ld\+)?json"/.test(attributes!) || body === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** A page prerendered at build time: the sources its CSP allows by hash, and its ETag. */
export interface PrerenderedPage {
  scriptHashes: string[];
  etag: string;
}

/**
 * Pages prerendered at build time are served as built, so they cannot carry a per-request nonce: their
 * inline scripts are allowed by hash instead. Their ETag is made here too: none of them revalidates, so the page
 * stays the same while the server runs, and Next would otherwise hash the whole page on every request (about a
 * sixth of the time it takes to serve one). Reads the build's prerender manifest once, at start.
 */
export function loadPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { routes: Record<string, unknown> };
  for (const route of Object.keys(manifest.routes)) {
    const htmlFile = path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
    if (!existsSync(htmlFile)) continue;
    const html = readFileSync(htmlFile);
    const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
    pages.set(route, { scriptHashes: inlineScriptHashes(html.toString("utf8")), etag });
  }
  return pages;
}

/** Whether a conditional request may be answered 304 for this ETag (RFC 9110's weak comparison, as Next's own). */
export function isFresh(headers: { "if-none-match"?: string; "cache-control"?: string }, etag: string): boolean {
  const tags = headers["if-none-match"];
  if (!tags || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers["cache-control"] ?? "")) return false;
  return tags.trim() === "*" || tags.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
