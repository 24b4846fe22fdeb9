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

/**
 * Pages prerendered at build time are served as built, so they cannot carry a per-request nonce: their
 * inline scripts are allowed by hash instead. Reads the build's prerender manifest once, at start.
 */
export function loadPrerenderedScriptHashes(distDir: string): Map<string, string[]> {
  const hashes = new Map<string, string[]>();
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(manifestFile)) return hashes;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { routes: Record<string, unknown> };
  for (const route of Object.keys(manifest.routes)) {
    const htmlFile = path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
    if (existsSync(htmlFile)) hashes.set(route, inlineScriptHashes(readFileSync(htmlFile, "utf8")));
  }
  return hashes;
}
