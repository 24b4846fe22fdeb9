import { AppError } from "@/lib/errors";
import { siteUrlOf } from "./site-url";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_REFUSED = "This request did not come from this site's own pages.";

/** The app's own origins: its configured public address, and the one this request was sent to. */
function ownOrigins(req: Request): string[] {
  const origins = [new URL(siteUrlOf(req.headers)).origin];
  const host = req.headers.get("host");
  if (host) origins.push(`${new URL(req.url).protocol}//${host}`);
  return origins;
}

/**
 * A state-changing request that carries a cookie (the session, or the anonymous allowance) must come
 * from the app's own pages: browsers say where a request comes from in Sec-Fetch-Site, and older ones in
 * Origin. A page on another site, or on another port of this host ("same-site"), gets 403. Only requests
 * without cookies (API clients with a Bearer token) carry no ambient authority and pass. An Authorization
 * header proves nothing: browsers send Basic, Digest and Negotiate credentials by themselves, and a cookie
 * beside a Bearer token may be what the session is read from.
 */
export function assertSameOriginWrite(req: Request): void {
  if (!STATE_CHANGING_METHODS.has(req.method) || !req.headers.get("cookie")) return;
  const site = req.headers.get("sec-fetch-site");
  const allowed = site
    ? site === "same-origin" || site === "none"
    : (req.headers.get("origin") ?? null) === null || ownOrigins(req).includes(req.headers.get("origin")!);
  if (!allowed) throw new AppError("cross_site_request", 403, CROSS_SITE_REFUSED);
}

/** Bodies are JSON: a form post (text/plain, urlencoded, multipart) is refused with 415. */
export function assertJsonBody(req: Request): void {
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json")
    throw new AppError("unsupported_media_type", 415, "Send the request body as JSON (Content-Type: application/json).");
}
