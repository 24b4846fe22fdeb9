import { describe, expect, it, vi } from "vitest";

describe("start-up", () => {
  it("warns loudly when test mode is on in a production server", async () => {
    Object.assign(process.env, {
      NODE_ENV: "production",
      ALLOW_TEST_PROVIDERS: "true",
      BETTER_AUTH_SECRET: "a-secret-that-is-at-least-32-characters",
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { checkEnvironmentAtStartup } = await import("@/lib/startup");
    checkEnvironmentAtStartup();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ALLOW_TEST_PROVIDERS=true in production.*\/dev\/outbox.*codes.*Pro for free/));
  });
});

describe("test providers on a public address", () => {
  const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "a-secret-that-is-at-least-32-characters" };

  it("refuses to start with ALLOW_TEST_PROVIDERS=true on an address other machines can reach", async () => {
    const { parseConfig } = await import("@/lib/config");
    const { testProvidersRefusal } = await import("@/lib/startup");
    const c = parseConfig({ ...production, ALLOW_TEST_PROVIDERS: "true" });
    for (const hostname of ["0.0.0.0", "::", "192.168.1.20", "app.example.com"]) {
      expect(testProvidersRefusal(c, hostname), hostname).toMatch(
        /Refusing to start: ALLOW_TEST_PROVIDERS=true .* not a loopback address.*ALLOW_TEST_PROVIDERS_ON_PUBLIC_ADDRESS=true/,
      );
    }
    for (const hostname of ["localhost", "127.0.0.1", "127.0.1.1", "::1", "[::1]"])
      expect(testProvidersRefusal(c, hostname), hostname).toBeNull();
  });

  it("starts on a public address when the operator says so explicitly, or when test providers are off", async () => {
    const { parseConfig } = await import("@/lib/config");
    const { testProvidersRefusal } = await import("@/lib/startup");
    expect(
      testProvidersRefusal(
        parseConfig({ ...production, ALLOW_TEST_PROVIDERS: "true", ALLOW_TEST_PROVIDERS_ON_PUBLIC_ADDRESS: "true" }),
        "0.0.0.0",
      ),
    ).toBeNull();
    expect(testProvidersRefusal(parseConfig(production), "0.0.0.0")).toBeNull();
  });
});
