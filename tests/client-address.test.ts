import { describe, expect, it } from "vitest";
import { resolveClientAddress } from "@/lib/http/client-address";

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
