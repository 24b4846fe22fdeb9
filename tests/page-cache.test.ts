import { describe, expect, it } from "vitest";
import { PageCache, pickEncoding } from "@/lib/http/page-cache";
import { PUBLIC_PAGES } from "@/content/public-pages";

const cache = new PageCache({
  paths: new Set(PUBLIC_PAGES.map((page) => page.path)),
  render: () => Promise.reject(new Error("not rendered in this test")),
  securityHeaders: () => ({}),
});

describe("which requests the page cache answers", () => {
  it("answers a plain GET or HEAD of a public page", () => {
    for (const path of ["/", "/ai-checker", "/blog", "/about"]) expect(cache.pathOf("GET", path, {})).toBe(path);
    expect(cache.pathOf("HEAD", "/", {})).toBe("/");
  });

  it("leaves to a per-request render: queries, router requests, other methods and pages that are not public", () => {
    expect(cache.pathOf("GET", "/?text=hello", {})).toBeNull();
    expect(cache.pathOf("GET", "/", { rsc: "1" })).toBeNull();
    expect(cache.pathOf("GET", "/", { "next-router-prefetch": "1" })).toBeNull();
    expect(cache.pathOf("POST", "/", {})).toBeNull();
    for (const path of ["/wp-redirect", "/dev/outbox", "/dev/checkout", "/no-such-page", "/reset-password", "/about/"]) expect(cache.pathOf("GET", path, {})).toBeNull();
  });

  it("does not take a client's fill marker for its own", () => {
    const headers = { "x-page-cache-fill": "guessed" };
    expect(cache.takeFillMarker(headers)).toBe(false);
    expect(headers).not.toHaveProperty("x-page-cache-fill");
  });
});

describe("the encoding of a cached page", () => {
  it("sends brotli or gzip when the browser takes them, and plain text otherwise", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });
});
