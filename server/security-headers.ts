import { randomBytes } from "node:crypto";

export interface PolicyInput {
  /** Allows Next's inline scripts on pages rendered for this request; null for a page served as built. */
  nonce: string | null;
  /** sha256 sources of the inline scripts of a page prerendered at build time (it carries no nonce). */
  scriptHashes: readonly string[];
  /** Served over https: add HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** `next dev`: React's dev tools need eval, and hot reload a websocket. */
  dev: boolean;
  /** Third parties whose scripts or frames the pages load, only when they are configured. */
  thirdParties: { turnstile: boolean; google: boolean; stripe: boolean };
}

const TURNSTILE = "https://challenges.cloudflare.com";
const GOOGLE_GSI = "https://accounts.google.com/gsi/";
const STRIPE_CHECKOUT = "https://checkout.stripe.com";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy({ nonce, scriptHashes, https, dev, thirdParties }: PolicyInput): string {
  const { turnstile, google, stripe } = thirdParties;
  const directives: [string, ...(string | false)[]][] = [
    ["default-src", "'self'"],
    // 'self' for Next's chunks; the nonce or the page's hashes for its inline bootstrap scripts; no 'unsafe-inline'.
    [
      "script-src",
      "'self'",
      nonce !== null && `'nonce-${nonce}'`,
      ...scriptHashes.map((h) => `'${h}'`),
      dev && "'unsafe-eval'",
      turnstile && TURNSTILE,
      google && `${GOOGLE_GSI}client`,
    ],
    // React and Radix set style attributes; styles cannot run code.
    ["style-src", "'self'", "'unsafe-inline'", google && `${GOOGLE_GSI}style`],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", google && GOOGLE_GSI, dev && "ws:", dev && "wss:"],
    ["frame-src", "'self'", turnstile && TURNSTILE, google && GOOGLE_GSI],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", stripe && STRIPE_CHECKOUT],
    ["frame-ancestors", "'none'"],
  ];
  const policy = directives.map(([name, ...sources]) => [name, ...sources.filter(Boolean)].join(" "));
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Every response's security headers (the CSP is per request: see contentSecurityPolicy). */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(input),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // Google's sign-in opens a popup that reports back to this window.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    ...(input.https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}
