import { createHash, randomBytes } from "node:crypto";
import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { inlineScriptHashes } from "./static-scripts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page as the app rendered it for the cache: no nonce on its scripts, not compressed. */
export interface RenderedPage {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A cached page, ready to send: its headers (the CSP allowing its inline scripts by hash) and its body in each encoding. */
export interface CachedPage {
  headers: Record<string, string>;
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
}

export interface PageCacheOptions {
  /** The public pages (content/public-pages.ts). */
  paths: ReadonlySet<string>;
  /** Renders a page through the app with these request headers. */
  render: (path: string, headers: Record<string, string>) => Promise<RenderedPage>;
  /** The security headers of a page whose inline scripts have these sha256 sources. */
  securityHeaders: (scriptHashes: string[]) => Record<string, string>;
  /** How long after a failed render (not an answer that cannot be cached) the page is tried again. */
  retryAfterMs: number;
}

/**
 * Stored by the browser, but asked again on every visit (the ETag makes that a 304): not no-store, which
 * would keep the page out of the back/forward cache, and it holds nothing personal.
 */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

export type Encoding = keyof CachedPage["bodies"];

/**
 * The request header that marks the cache's own render of a page (see PageCache.fillRequestHeaders): its
 * value is a secret of this process, so no client can pass for the cache.
 */
const FILL_HEADER = "x-page-cache-fill";

/** The headers of the router's own requests (RSC payloads, prefetches): those are rendered for each request. */
const ROUTER_HEADER = /^(?:rsc|next-url|next-router-.*)$/;

/**
 * Public pages rendered once per process and served from memory. The site's address is fixed for the process
 * (SITE_URL, read at start), so a page is the same for every visitor until the next start; its inline scripts
 * are allowed by hash, as a page prerendered at build is (a nonce would be the same for every visitor).
 */
export class PageCache {
  private readonly pages = new Map<string, Promise<CachedPage | null>>();
  private readonly secret = randomBytes(16).toString("hex");

  constructor(private readonly options: PageCacheOptions) {}

  /** The path a request asks the cache for: a GET or HEAD of a public page, without a query or the router's headers. */
  pathOf(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
    if ((method !== "GET" && method !== "HEAD") || !url || !this.options.paths.has(url)) return null;
    return Object.keys(headers).some((name) => ROUTER_HEADER.test(name)) ? null : url;
  }

  /** True for the cache's own render request; the marker is removed either way. */
  takeFillMarker(headers: IncomingHttpHeaders): boolean {
    const marked = headers[FILL_HEADER] === this.secret;
    delete headers[FILL_HEADER];
    return marked;
  }

  /** Whether the page is already cached or being rendered. */
  has(path: string): boolean {
    return this.pages.has(path);
  }

  /** The cached page, rendered on first use (one render however many ask at once); null when it cannot be cached (now). */
  get(path: string): Promise<CachedPage | null> {
    let page = this.pages.get(path);
    if (!page) {
      page = this.fill(path);
      this.pages.set(path, page);
    }
    return page;
  }

  private async fill(path: string): Promise<CachedPage | null> {
    let rendered: RenderedPage;
    try {
      rendered = await this.options.render(path, { [FILL_HEADER]: this.secret, "accept-encoding": "identity" });
    } catch (error) {
      // The render failed, not the page: rendered per request for a while, then tried again (not on every request,
      // each of which would pay for a second render).
      console.error(`page cache: ${path} could not be rendered, tried again later:`, error instanceof Error ? error.message : error);
      setTimeout(() => this.pages.delete(path), this.options.retryAfterMs).unref();
      return null;
    }
    const contentType = String(rendered.headers["content-type"] ?? "");
    // A page that sets a cookie or is not a plain HTML 200 is not the same for everyone: rendered per request from now on.
    if (rendered.status !== 200 || !contentType.startsWith("text/html") || rendered.headers["set-cookie"] || rendered.headers["content-encoding"]) {
      console.error(`page cache: ${path} is rendered per request: it answered ${rendered.status} ${contentType}${rendered.headers["set-cookie"] ? " with a cookie" : ""}`);
      return null;
    }
    const body = rendered.body;
    const [gz, br] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    const vary = String(rendered.headers.vary ?? "");
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const headers = {
      ...this.options.securityHeaders(inlineScriptHashes(body.toString("utf8"))),
      "Content-Type": contentType,
      "Cache-Control": CACHE_CONTROL,
      Vary: /accept-encoding/i.test(vary) ? vary : [vary, "Accept-Encoding"].filter(Boolean).join(", "),
      ETag: etag,
      // Next's preload of the page's stylesheet, so the browser fetches it before it reads the HTML.
      ...(rendered.headers.link ? { Link: String(rendered.headers.link) } : {}),
    };
    return { headers, etag, bodies: { identity: body, gzip: gz, br } };
  }
}

/** The encoding to send a cached page in, from the request's Accept-Encoding (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

/** Answers a request with a cached page: 304 when the browser has this version, else the body in the best encoding it takes. */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, renderedNow: boolean) {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", renderedNow ? "miss" : "hit");
  const known = (req.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (known.includes(page.etag)) return void res.writeHead(304).end();
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.writeHead(200).end(req.method === "HEAD" ? undefined : body);
}

/** Renders a page by asking this server for it over the loopback interface (`address` once it listens). */
export function loopbackRenderer(address: () => AddressInfo | string | null, timeoutMs: number): PageCacheOptions["render"] {
  return (path, headers) =>
    new Promise((resolve, reject) => {
      const bound = address();
      if (!bound || typeof bound === "string") return reject(new Error("the server is not listening on a TCP port"));
      const host = bound.address === "0.0.0.0" ? "127.0.0.1" : bound.address === "::" ? "::1" : bound.address;
      const req = request({ host, port: bound.port, path, headers, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
}
