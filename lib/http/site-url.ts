import { config } from "@/lib/config";

/**
 * The header server/ writes on every request: the origin absolute URLs are built on (SITE_URL, else the one
 * the request was sent to, within the trusted-proxy rules). Whatever a client sends in it is replaced.
 */
export const SITE_ORIGIN_HEADER = "x-site-origin";

/** The address of `npm run dev`, for a request that did not come through server/ (tests calling a handler). */
const DEFAULT_SITE_URL = "http://localhost:3000";

/** The origin for absolute URLs made at run time (checkout, sitemap, robots.txt): SITE_URL as read at start, else this request's own. */
export function siteUrlOf(headers: Headers): string {
  return config().siteUrl ?? headers.get(SITE_ORIGIN_HEADER) ?? DEFAULT_SITE_URL;
}
