import { describe, expect, it } from "vitest";
import { resolveClientAddress, resolveServedOrigin } from "@/server/client-address";

describe("the client address used for allowances and sign-in limits", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.5", undefined, 0)).toBe("203.0.113.5");
    expect(resolveClientAddress("203.0.113.5", "1.2.3.4", 0)).toBe("203.0.113.5");
    expect(resolveClientAddress("203.0.113.5", "spoofed, 203.0.113.9", 0)).toBe("203.0.113.5");
    expect(resolveClientAddress("::ffff:203.0.113.5", "1.2.3.4", 0)).toBe("203.0.113.5");
  });

  it("is the entry that many hops from the right behind trusted proxies, never the client-written left", () => {
    // One proxy appends what it saw: "<whatever the client wrote>, <client>".
    expect(resolveClientAddress("10.0.0.2", "spoofed, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    // A CDN, then a load balancer: "<client>, <cdn edge>".
    expect(resolveClientAddress("10.0.0.3", "7.7.7.7, 203.0.113.9, 198.51.100.20", 2)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.3", ["203.0.113.9", "198.51.100.20"], 2)).toBe("203.0.113.9");
  });

  it("falls back sensibly on a short, empty or garbled chain", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9", 3)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "", 1)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "not-an-address", 1)).toBe("10.0.0.2");
    expect(resolveClientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("the origin absolute URLs are built on when SITE_URL is not set", () => {
  const request = (host: string | undefined, forwarded: { host?: string; proto?: string } = {}, encrypted = false) => ({
    host,
    forwardedHost: forwarded.host,
    forwardedProto: forwarded.proto,
    encrypted,
  });

  it("is the Host the request was sent to, over the socket's protocol", () => {
    expect(resolveServedOrigin(request("127.0.0.1:3100"), 0)).toBe("http://127.0.0.1:3100");
    expect(resolveServedOrigin(request("Rewrite.Example"), 0)).toBe("http://rewrite.example");
    expect(resolveServedOrigin(request("rewrite.example", {}, true), 0)).toBe("https://rewrite.example");
    expect(resolveServedOrigin(request("[::1]:3100"), 0)).toBe("http://[::1]:3100");
  });

  it("ignores X-Forwarded-Host and -Proto without a trusted proxy", () => {
    expect(resolveServedOrigin(request("127.0.0.1:3100", { host: "evil.example", proto: "https" }), 0)).toBe("http://127.0.0.1:3100");
  });

  it("behind trusted proxies, is what the client asked the first of them for", () => {
    expect(resolveServedOrigin(request("10.0.0.2:3000", { host: "rewrite.example", proto: "https" }), 1)).toBe("https://rewrite.example");
    expect(resolveServedOrigin(request("10.0.0.2:3000", { host: "spoofed.example, rewrite.example", proto: "http, https" }), 1)).toBe(
      "https://rewrite.example",
    );
    expect(resolveServedOrigin(request("10.0.0.2:3000", { proto: "gopher" }), 1)).toBe("http://10.0.0.2:3000");
  });

  it("is none for a missing or malformed host", () => {
    expect(resolveServedOrigin(request(undefined), 0)).toBeNull();
    expect(resolveServedOrigin(request("evil.example/path"), 0)).toBeNull();
    expect(resolveServedOrigin(request("a b"), 0)).toBeNull();
  });
});
