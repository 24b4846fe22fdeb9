import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";

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

/** A page prerendered at build time, read once at start: it does not change while the server runs. */
export interface PrerenderedPage {
  /** The CSP sources of its inline scripts. */
  scriptHashes: string[];
  etag: string;
  /** Headers Next stored with the page at build (x-nextjs-prerender, x-nextjs-stale-time). */
  headers: [string, string][];
  html: Buffer;
  gzipped: Buffer;
  /** 200, or the status Next answers it with (404 for the not-found page): such pages are left to Next. */
  status: number;
}

/** Next's own Vary for an App Router page: its router fetches the same path's data with these request headers. */
export const PAGE_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

/**
 * Pages prerendered at build time are served as built, so they cannot carry a per-request nonce: their inline
 * scripts are allowed by hash instead. The server sends them itself, as a static file server sends a build's
 * files, compressed once here: Next would hash the whole page for its ETag and gzip it again on every request
 * (with the UTF-8 encoding of its cached copy, most of the time it takes to serve one). Pages Next answers with
 * another status (the 404 page) are left to it. Reads the build's prerender manifest once, at start.
 */
export function loadPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { routes: Record<string, unknown> };
  for (const route of Object.keys(manifest.routes)) {
    const file = path.join(distDir, "server", "app", route === "/" ? "/index" : route);
    if (!existsSync(`${file}.html`)) continue;
    const html = readFileSync(`${file}.html`);
    const meta = existsSync(`${file}.meta`)
      ? (JSON.parse(readFileSync(`${file}.meta`, "utf8")) as { status?: number; headers?: Record<string, string> })
      : {};
    pages.set(route, {
      scriptHashes: inlineScriptHashes(html.toString("utf8")),
      etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
      headers: Object.entries(meta.headers ?? {}).filter(([name]) => name !== "x-next-cache-tags"),
      html,
      gzipped: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
      status: meta.status ?? 200,
    });
  }
  return pages;
}

/** Whether a conditional request may be answered 304 for this ETag (RFC 9110's weak comparison, as Next's own). */
export function isFresh(headers: { "if-none-match"?: string; "cache-control"?: string }, etag: string): boolean {
  const tags = headers["if-none-match"];
  if (!tags || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers["cache-control"] ?? "")) return false;
  return tags.trim() === "*" || tags.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Whether the client takes gzip (named with a weight above zero, or through `*`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const weights = new Map(
    (acceptEncoding ?? "").split(",").map((part) => {
      const [coding = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [coding.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}

/**
 * Sends a prerendered page to a request for the page itself: 304 when the browser holds it, gzipped when the
 * browser takes that, the body left out for HEAD. The caller has set the security headers and Cache-Control.
 */
export function sendPrerendered(req: IncomingMessage, res: ServerResponse, page: PrerenderedPage): void {
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", PAGE_VARY);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (isFresh(req.headers, page.etag)) return void res.writeHead(304).end();
  const gzip = acceptsGzip(req.headers["accept-encoding"]);
  const body = gzip ? page.gzipped : page.html;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.writeHead(200).end(req.method === "HEAD" ? undefined : body);
}
