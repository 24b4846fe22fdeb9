import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, type PolicyInput } from "@/server/security-headers";
import { inlineScriptHashes } from "@/server/prerendered-pages";

const base: PolicyInput = {
  nonce: "bm9uY2U=",
  scriptHashes: [],
  https: false,
  dev: false,
  thirdParties: { turnstile: false, google: false, stripe: false },
};
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("the content security policy", () => {
  it("allows scripts by nonce or hash only: no 'unsafe-inline', and no 'unsafe-eval' in production", () => {
    const policy = contentSecurityPolicy({ ...base, scriptHashes: ["sha256-abc="] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-bm9uY2U=' 'sha256-abc='");
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(contentSecurityPolicy({ ...base, dev: true })).toContain("'unsafe-eval'");
  });

  it("allows a prerendered page's scripts by their hashes alone: no nonce that every visitor would share", () => {
    const policy = contentSecurityPolicy({ ...base, nonce: null, scriptHashes: ["sha256-abc=", "sha256-def="] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
  });

  it("names Turnstile, Google and Stripe only when they are configured", () => {
    const off = contentSecurityPolicy(base);
    for (const origin of ["challenges.cloudflare.com", "accounts.google.com", "checkout.stripe.com"]) expect(off).not.toContain(origin);
    const on = contentSecurityPolicy({ ...base, thirdParties: { turnstile: true, google: true, stripe: true } });
    expect(directive(on, "script-src")).toContain("https://challenges.cloudflare.com");
    expect(directive(on, "frame-src")).toContain("https://challenges.cloudflare.com");
    expect(directive(on, "script-src")).toContain("https://accounts.google.com/gsi/client");
    expect(directive(on, "form-action")).toContain("https://checkout.stripe.com");
  });

  it("adds HSTS and upgrade-insecure-requests over https only", () => {
    expect(securityHeaders(base)).not.toHaveProperty("Strict-Transport-Security");
    const https = securityHeaders({ ...base, https: true });
    expect(https["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(https["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    expect(https).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("hashes a prerendered page's inline scripts, not its external scripts or JSON-LD data", () => {
    const html = `<script src="/_next/a.js" async=""></script><script type="application/ld+json">{"a":1}</script><script>self.__next_f.push([0])</script><script id="_R_">x()</script>`;
    // echo -n 'self.__next_f.push([0])' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual(["sha256-VXfQxoId3eHgS78yBQY2mYYWuOAzZGdxULBMV816UdU=", expect.stringMatching(/^sha256-/)]);
  });
});
