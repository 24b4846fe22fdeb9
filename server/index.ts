/**
 * The app's HTTP server: Next.js, behind the few things that must happen before a request reaches it.
 * - The client address is the socket's peer, or the entry TRUSTED_PROXY_HOPS from the right of
 *   X-Forwarded-For; the app reads it from X-Forwarded-For, which is overwritten here.
 * - A body declared larger than MAX_REQUEST_BODY_BYTES is refused with 413 before it is read; one that is
 *   answered before it has all come (sent in chunks, refused mid-stream) ends its connection.
 * - Absolute URLs follow the served address: SITE_URL, else the request's own origin, written to
 *   x-site-origin (lib/http/site-url.ts).
 * - Every response carries the security headers (server/security-headers.ts): a page Next prerendered at build
 *   (the public pages) allows its inline scripts by their sha256 hashes, read from the build at start; any other
 *   response gets a fresh CSP nonce, which Next puts on the scripts of the page it renders for the request.
 * - In production, pages and engine requests go in a few at a time (server/front-door.ts): one that has
 *   waited DOOR_WAIT_MS, or needs an engine whose queue is over budget, is answered 503 with Retry-After at
 *   once, rather than every request slowing down to many seconds under overload.
 *
 * `npm start` runs it from the bundle of server/main.ts (.server/server.mjs); `npm run dev` in development.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { NEXT_DIST_DIR } from "@/lib/build-paths";
import { config } from "@/lib/config";
import { API_CORS_HEADERS } from "@/lib/http/cors";
import { SITE_ORIGIN_HEADER } from "@/lib/http/site-url";
import { MAX_REQUEST_BODY_BYTES } from "@/lib/limits";
import { DOOR_WAIT_MS, ENGINE_REQUESTS_AT_ONCE, PAGE_RENDERS_AT_ONCE } from "@/lib/tuning";
import { MESSAGES } from "@/lib/messages";
import { testProvidersRefusal } from "@/lib/startup";
import { engineRetryAfter, warmEnginePools } from "@/lib/workers/pool";
import { resolveClientAddress, resolveServedOrigin } from "./client-address";
import { ConcurrencyGate } from "./concurrency-gate";
import { doorQueueOf } from "./front-door";
import { closeInStages } from "./lingering-close";
import { newNonce, securityHeaders, type PolicyInput } from "./security-headers";
import { loadPrerenderedPages, sendPrerendered, type PrerenderedPage } from "./prerendered-pages";

export interface ServerOptions {
  dev: boolean;
  port: number;
  hostname: string;
}

/** Headers a client may not set: proxies in front of the app write them, or nobody does. */
const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip"];

/** The decoded path of a request URL, or null when a percent-escape in it does not decode. */
function pathnameOf(url: string | undefined): string | null {
  const pathname = (url ?? "/").split("?")[0]!;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return null;
  }
}

const PREBUILT_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** A request for the page itself at its own address: not the data Next's router fetches for the same path, nor a redirect's. */
function isDocumentRequest(req: IncomingMessage, pathname: string): boolean {
  const [path, query = ""] = (req.url ?? "/").split("?");
  return path === pathname && !req.headers.rsc && !/(?:^|&)_rsc=/.test(query);
}

const API_PATH = /^\/(?:api|action)\//;
/** A path no route has: Next answers it with the app's own 404 page. */
const NOT_FOUND_PATH = "/_not-a-page";

function refuse(res: ServerResponse, status: number, code: string, message: string) {
  if (status === 413) closeInStages(res.socket);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    Connection: status === 413 ? "close" : "keep-alive",
  });
  res.end(JSON.stringify({ error: { code, message } }));
}

/**
 * An answer that goes out before its request's body has all come (a chunked body refused mid-stream as too
 * large, by lib/http/body.ts) says Connection: close, and the connection ends once it is sent (in stages, so the
 * answer is not lost to a reset): the rest of that body is never parsed, and a client reusing the connection would
 * otherwise wait on it for seconds.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete) {
      this.setHeader("Connection", "close");
      closeInStages(this.socket ?? req.socket);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

/** 503 with Retry-After: JSON for the API, a short page for a reader. */
function refuseBusy(res: ServerResponse, retryAfterSeconds: number, page: boolean) {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  if (!page) return refuse(res, 503, "engine_busy", MESSAGES.engineBusy);
  res.writeHead(503, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(`<!doctype html><meta charset="utf-8"><title>Busy</title><p>${MESSAGES.engineBusy}</p>`);
}

export async function startServer({ dev, port, hostname }: ServerOptions) {
  const c = config();
  const refusal = testProvidersRefusal(c, hostname);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const httpServer = createServer();
  // Loaded here, not at the top: Next reads NODE_ENV as it loads, and the entry point sets it first.
  const { default: next } = await import("next");
  const app = next({ dev, hostname, port, httpServer });
  const handle = app.getRequestHandler();
  await app.prepare();

  const prerenderedPages = dev ? new Map<string, PrerenderedPage>() : loadPrerenderedPages(NEXT_DIST_DIR);
  const policyBase: Omit<PolicyInput, "nonce" | "scriptHashes"> = {
    https: Boolean(c.siteUrl?.startsWith("https:")),
    dev,
    thirdParties: {
      turnstile: c.providers.captcha === "turnstile",
      google: c.providers.google === "google",
      stripe: c.providers.billing === "stripe",
    },
  };

  // Development compiles a page on its first request, which takes seconds: nothing is held back there.
  const door = dev
    ? null
    : { page: new ConcurrencyGate(PAGE_RENDERS_AT_ONCE, DOOR_WAIT_MS), engine: new ConcurrencyGate(ENGINE_REQUESTS_AT_ONCE, DOOR_WAIT_MS) };
  const offlineRewrites = c.providers.ai === "local";

  httpServer.on("request", async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = pathnameOf(req.url);
    // A page prerendered at build, whatever the query (it does not read one).
    const built = (req.method === "GET" || req.method === "HEAD") && pathname !== null ? prerenderedPages.get(pathname) : undefined;
    const nonce = built ? null : newNonce();
    const headers = securityHeaders({ ...policyBase, nonce, scriptHashes: built?.scriptHashes ?? [] });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (built) {
      // Next would say s-maxage for a year: a shared cache would then keep a page whose scripts the next deploy
      // removes. The browser stores it (for the back/forward cache) but asks again on each visit, a 304 by ETag.
      res.setHeader("Cache-Control", PREBUILT_PAGE_CACHE_CONTROL);
      if (built.status === 200 && isDocumentRequest(req, pathname!)) return sendPrerendered(req, res, built);
    }
    // The public API's refusals made here (413) must reach a script on another origin too.
    if (pathname?.startsWith("/api/v1/")) for (const [name, value] of Object.entries(API_CORS_HEADERS)) res.setHeader(name, value);

    if (Number(req.headers["content-length"]) > MAX_REQUEST_BODY_BYTES)
      return refuse(res, 413, "request_too_large", MESSAGES.requestTooLarge);
    if (pathname === null) {
      // Next answers 500 to a path it cannot decode: an API client gets 400, a reader the 404 page.
      if (API_PATH.test(req.url ?? "")) return refuse(res, 400, "invalid_request", MESSAGES.undecodableAddress);
      req.url = NOT_FOUND_PATH;
    }

    const client = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], c.trustedProxyHops);
    const origin =
      c.siteUrl ??
      resolveServedOrigin(
        {
          host: req.headers.host,
          forwardedHost: req.headers["x-forwarded-host"],
          forwardedProto: req.headers["x-forwarded-proto"],
          encrypted: "encrypted" in req.socket,
        },
        c.trustedProxyHops,
      );
    if (origin) req.headers[SITE_ORIGIN_HEADER] = origin;
    else delete req.headers[SITE_ORIGIN_HEADER];
    if (c.trustedProxyHops === 0) for (const name of FORWARDING_HEADERS) delete req.headers[name];
    req.headers["x-forwarded-for"] = client;
    // Next applies the nonce of the request's policy to the scripts of pages it renders.
    if (nonce) req.headers["content-security-policy"] = headers["Content-Security-Policy"];
    else delete req.headers["content-security-policy"];

    // A prerendered page is read from disk, not rendered: it need not wait for a render's turn.
    const queue = door && pathname !== null && !built ? doorQueueOf(req.method, pathname, offlineRewrites) : null;
    if (door && queue) {
      const retryAfter = queue.kind === "engine" ? engineRetryAfter(queue.engine) : null;
      if (retryAfter !== null) return refuseBusy(res, retryAfter, false);
      const gate = door[queue.kind];
      const left = new AbortController();
      res.once("close", () => left.abort());
      if (!(await gate.enter(left.signal))) return void (left.signal.aborted || refuseBusy(res, 1, queue.kind === "page"));
      res.once("close", () => gate.release());
    }

    closeIfBodyUnread(req, res);
    handle(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  warmEnginePools();
  await new Promise<void>((resolve) => httpServer.listen(port, hostname, resolve));
  console.log(`> Ready on http://${hostname}:${port}${dev ? " (development)" : ""}`);

  const stop = async () => {
    httpServer.close();
    await app.close();
  };
  return { httpServer, stop };
}

function argument(flags: string[]): string | undefined {
  const index = process.argv.findIndex((arg) => flags.includes(arg));
  return index === -1 ? undefined : process.argv[index + 1];
}

/** `node .server/server.mjs [-p port] [-H hostname]`, like `next start`. */
export function optionsFromCommandLine(dev: boolean): ServerOptions {
  return {
    dev,
    port: Number(argument(["-p", "--port"]) ?? process.env.PORT ?? 3000),
    hostname: argument(["-H", "--hostname"]) ?? process.env.HOSTNAME ?? "localhost",
  };
}
